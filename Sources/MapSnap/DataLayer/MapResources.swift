import BinaryData
import Foundation

/// The built-in data folder: the Helsinki extract, the world layer (`world-countries.geojson`, `world-cities.tsv`)
/// and `Helsinki.mapsnap`, the extract prepared (shipped, so the built-in data is fast in every layout).
///
/// `located` finds it without any configuration wherever MapSnap runs: beside the executable in a SwiftPM build
/// (`MapSnap_MapSnap.resources/Data`, also what a downstream package's tests get), in the install layout
/// (`PREFIX/bin/mapsnap` with `PREFIX/share/mapsnap/`), or in the package's source checkout.
public struct MapResources: Sendable, Equatable {
    /// The folder holding the files.
    public let directory: String

    /// Resources in `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// The built-in extract.
    public var extractPath: String { directory + "/Helsinki.osm.pbf" }
    /// The built-in extract, prepared (shipped; used when it was made from the extract beside it).
    public var preparedPath: String { directory + "/Helsinki.mapsnap" }
    /// Natural Earth country polygons.
    public var countriesPath: String { directory + "/world-countries.geojson" }
    /// Natural Earth 1:50m country polygons (drawn from zoom 4 on; optional).
    public var detailedCountriesPath: String { directory + "/world-countries-50m.geojson" }
    /// GSHHG lakes of 300 km² or more (optional).
    public var lakesPath: String { directory + "/world-lakes.geojson" }
    /// The world layer in binary form, made from the files above (`mapsnap prepare --world`).
    public var worldPath: String { directory + "/world.mapsnap" }
    /// GeoNames cities.
    public var citiesPath: String { directory + "/world-cities.tsv" }

    /// Whether the folder has the built-in extract and world files.
    public var isComplete: Bool {
        [extractPath, countriesPath, citiesPath].allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }

    /// The folders searched, in order, for the running program.
    public static func candidateDirectories(executablePath: String?, sourceFile: String = #filePath) -> [String] {
        // The source checkout: this file is Sources/MapSnap/DataLayer/MapResources.swift.
        let source = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Data").path
        return ResourceLocation.candidates(bundle: "MapSnap_MapSnap", folder: "Data", installed: "", sourceFolder: source,
                                           executablePath: executablePath)
    }

    /// The first complete resource folder for this program; nil when none is found.
    public static let located: MapResources? = {
        candidateDirectories(executablePath: ResourceLocation.runningExecutablePath()).lazy.map(MapResources.init(directory:)).first { $0.isComplete }
    }()
}
