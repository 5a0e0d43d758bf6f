import Foundation
import Geo
import MapSnap

/// `--data` and `--tiles` with the process's environment (`MAPSNAP_DATA`, `MAPSNAP_TILES`, `MAPSNAP_RESOURCES`):
/// the one `MapData` a command uses (`MapData.selected`), its warnings printed once.
enum DataOption {
    static func resolve(_ path: String?, tiles: String? = nil) throws(MapSnapError) -> MapData {
        let data = try MapData.selected(path: path, tiles: tiles, environment: ProcessInfo.processInfo.environment)
        for warning in data.warnings { FileHandle.standardError.write(Data("mapsnap: warning: \(warning)\n".utf8)) }
        return data
    }
}
