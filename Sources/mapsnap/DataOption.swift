import Foundation
import MapSnap

/// Turns `--data` (and the environment) into the one `MapData` a command uses.
///
/// `--data FILE` (an `.osm.pbf` extract, a prepared `.mapsnap` file, or `.mbtiles`/`.pmtiles` vector tiles) wins;
/// then `MAPSNAP_DATA`; otherwise the built-in data, found beside the program or in `MAPSNAP_RESOURCES` when that
/// names a folder. `--tiles FILE` (or `MAPSNAP_TILES`) draws the base map from vector tiles over any of them.
enum DataOption {
    static func resolve(_ path: String?, tiles: String? = nil,
                        environment: [String: String] = ProcessInfo.processInfo.environment) throws(MapSnapError) -> MapData {
        var data = try resolveData(path, environment: environment)
        if let tiles = tiles ?? environment["MAPSNAP_TILES"].flatMap({ $0.isEmpty ? nil : $0 }) { data = try data.drawingTiles(from: tiles) }
        // A tile file whose own figures disagree is used as its tiles say; the user hears which figure won.
        if let archive = data.tiles?.archive {
            for note in archive.info.notes { FileHandle.standardError.write(Data("mapsnap: warning: tiles (\(archive.path)): \(note)\n".utf8)) }
        }
        return data
    }

    private static func resolveData(_ path: String?, environment: [String: String]) throws(MapSnapError) -> MapData {
        let resources = environment["MAPSNAP_RESOURCES"].flatMap { $0.isEmpty ? nil : MapResources(directory: $0) }
        if let resources, !resources.isComplete {
            throw MapSnapError(field: "MAPSNAP_RESOURCES", message: "\(resources.directory) does not hold Helsinki.osm.pbf, world-countries.geojson and world-cities.tsv")
        }
        if let path = path ?? environment["MAPSNAP_DATA"].flatMap({ $0.isEmpty ? nil : $0 }) {
            return try MapData(path: path, resources: resources ?? MapResources.located)
        }
        if let resources { return MapData(resources: resources) }
        return MapData.builtIn
    }
}
