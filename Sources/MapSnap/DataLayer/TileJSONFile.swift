import Foundation
import MapStyle
import StrictJSON

/// A local TileJSON document (tilejson.json) standing for a tile file: its `tiles` templates are read and the first
/// one naming a local MBTiles or PMTiles file (`mbtiles://`, `pmtiles://`, `file://` or a plain path, relative to the
/// document) is the file drawn. A template of a tile server or a folder of tiles (`…/{z}/{x}/{y}.pbf`) is not read:
/// the error says so.
enum TileJSONFile {
    /// The tile file `path` stands for: `path` itself when it is an `.mbtiles`/`.pmtiles` file, else the file its TileJSON
    /// names. Errors name `field`.
    static func tileFile(_ path: String, field: String) throws(MapSnapError) -> String {
        let lower = path.lowercased()
        guard lower.hasSuffix(".json") else { return path }
        let bytes = try Scene.readFile(path, field: field)
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let templates: [String]?
        do throws(JSONError) {
            var object = try JSONNode(try JSONParser.parse(bytes)).object()
            templates = try object.optional("tiles")?.array().map { (entry) throws(JSONError) in try entry.string() }
        } catch {
            throw MapSnapError(field: field, message: "\(path): not a TileJSON file (\(error.description))")
        }
        guard let templates else {
            throw MapSnapError(field: field, message: "\(path): a TileJSON file needs \"tiles\" (the tile URL templates)")
        }
        for template in templates {
            let source = StyleSource(name: field, type: "vector", url: template)
            if let file = source.localTileFile(relativeTo: directory) { return file }
        }
        let first = templates.first.map { "\"\($0.prefix(80))\"" } ?? "none"
        throw MapSnapError(field: field, message: "\(path): its tiles (\(first)) name no local .mbtiles or .pmtiles file; MapSnap reads tiles from those (give one with --source NAME=FILE)")
    }
}
