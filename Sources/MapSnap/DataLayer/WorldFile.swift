import BinaryData
import Foundation
import OSM

/// The world layer in binary form (`world.mapsnap` beside the GeoJSON it is made from): one `WRLD` section in the
/// prepared-file format, memory-mapped in milliseconds instead of parsing megabytes of GeoJSON and placing country
/// labels on every start. Made by `mapsnap prepare --world -o world.mapsnap` (Scripts/fixtures/make-world-data runs it); a
/// test checks the committed file matches its sources.
enum WorldFile {
    static let tag = "WRLD"

    /// The world layer read from the GeoJSON and TSV sources in `resources` (slow: parses text, places labels).
    static func parsedFeatures(_ resources: MapResources) -> FeatureStore? {
        guard let countries = FileManager.default.contents(atPath: resources.countriesPath),
              let cities = FileManager.default.contents(atPath: resources.citiesPath),
              let features = try? WorldData.features(countriesGeoJSON: [UInt8](countries),
                                                     detailedCountriesGeoJSON: FileManager.default.contents(atPath: resources.detailedCountriesPath).map { [UInt8]($0) },
                                                     lakesGeoJSON: FileManager.default.contents(atPath: resources.lakesPath).map { [UInt8]($0) },
                                                     citiesTSV: String(decoding: cities, as: UTF8.self))
        else { return nil }
        return FeatureStore(features: features, extent: nil, cellSize: 400_000)
    }

    /// The checksum and total length of the source files, in a fixed order.
    static func sourceDigest(_ resources: MapResources) -> (length: UInt64, checksum: UInt64) {
        var bytes: [UInt8] = []
        for path in [resources.countriesPath, resources.detailedCountriesPath, resources.lakesPath, resources.citiesPath] {
            bytes += FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        }
        return (UInt64(bytes.count), bytes.withUnsafeBytes { Checksum.fnv1a64($0) })
    }

    /// The file image made from the sources in `resources`.
    static func encode(_ resources: MapResources) throws(MapSnapError) -> [UInt8] {
        guard let store = parsedFeatures(resources) else {
            throw MapSnapError(field: "world", message: "the world layer sources (world-countries.geojson, world-cities.tsv) were not found in \(resources.directory)")
        }
        let digest = sourceDigest(resources)
        return SectionFile.encode(version: PreparedMapFile.formatVersion, sourceLength: digest.length, sourceChecksum: digest.checksum,
                                  sections: [(tag, store.preparedSection())])
    }

    /// The world layer of the file at `path`, mapped.
    static func open(_ path: String) throws(ByteReaderError) -> (store: MappedFeatureStore, section: ByteRegion, file: SectionFile) {
        let file = try SectionFile(ByteRegion(MappedFile(path: path)), expectedVersion: PreparedMapFile.formatVersion)
        let section = try file.section(tag)
        return (try MappedFeatureStore(section: section), section, file)
    }
}

extension MapResources {
    /// The binary world file (`world.mapsnap`) made from this folder's GeoJSON and TSV sources.
    public func worldFileImage() throws(MapSnapError) -> [UInt8] {
        try WorldFile.encode(self)
    }

    /// Whether `world.mapsnap` exists and was made from the sources now in the folder.
    public var worldFileIsCurrent: Bool {
        guard let file = try? WorldFile.open(worldPath).file else { return false }
        let digest = WorldFile.sourceDigest(self)
        return file.sourceLength == digest.length && file.sourceChecksum == digest.checksum
    }
}
