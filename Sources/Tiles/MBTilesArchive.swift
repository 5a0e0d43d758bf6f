import StrictJSON
import CSQLite
import Foundation
import Geo
import Synchronization

/// An MBTiles file (SQLite: `metadata` name/value rows, `tiles` with TMS rows), opened read-only. The one owner of
/// an SQLite connection; queries are serialised on it.
public final class MBTilesArchive: TileArchive, @unchecked Sendable {
    /// The file.
    public let path: String
    public let info: TileArchiveInfo
    /// The metadata table's rows, by name.
    public let metadata: [String: String]
    /// The connection; only touched under `lock`.
    private let database: OpaquePointer
    private let lock = Mutex(())

    /// Opens `path` and reads its metadata; throws a clear error for a file that is not an MBTiles database.
    public init(path: String) throws(TileError) {
        self.path = path
        let handle = try SQLiteFile.open(path, flags: SQLITE_OPEN_READONLY)
        database = handle
        var metadata: [String: String] = [:]
        do throws(TileError) {
            try MBTilesArchive.rows(handle, "SELECT name, value FROM metadata", path: path) { statement in
                if let name = sqlite3_column_text(statement, 0), let value = sqlite3_column_text(statement, 1) {
                    metadata[String(cString: name)] = String(cString: value)
                }
            }
            var described = try MBTilesArchive.info(metadata, path: path)
            // The zooms the tiles table really holds (an index lookup each) win over the metadata rows.
            var stored: (min: Int, max: Int)?
            try MBTilesArchive.rows(handle, "SELECT MIN(zoom_level), MAX(zoom_level) FROM tiles", path: path) { statement in
                if sqlite3_column_type(statement, 0) != SQLITE_NULL {
                    stored = (Int(sqlite3_column_int64(statement, 0)), Int(sqlite3_column_int64(statement, 1)))
                }
            }
            if let stored, (0...30).contains(stored.min), (0...30).contains(stored.max) {
                described.notes = [("minzoom", described.minZoom, stored.min), ("maxzoom", described.maxZoom, stored.max)].compactMap { key, claimed, trusted in
                    ZoomAgreement.note(key, claimed: metadata[key] == nil ? nil : claimed, by: "the metadata table", trusted: trusted, from: "the tiles table")
                }
                (described.minZoom, described.maxZoom) = stored
            }
            info = described
            self.metadata = metadata
        } catch {
            sqlite3_close(handle)
            throw error
        }
    }

    deinit {
        sqlite3_close(database)
    }

    public func storedTile(_ coordinate: TileCoordinate) throws(TileError) -> [UInt8]? {
        let row = coordinate.tilesPerSide - 1 - coordinate.y
        let query = "SELECT tile_data FROM tiles WHERE zoom_level = \(coordinate.z) AND tile_column = \(coordinate.x) AND tile_row = \(row)"
        let outcome: Result<[UInt8]?, TileError> = lock.withLock { _ in
            var found: [UInt8]?
            do throws(TileError) {
                try MBTilesArchive.rows(database, query, path: path) { (statement) throws(TileError) in
                    let count = Int(sqlite3_column_bytes(statement, 0))
                    guard count <= TilePayload.maximumStoredBytes else {
                        throw TileError("\(path): tile \(coordinate) claims \(count) bytes, more than the \(TilePayload.maximumStoredBytes) a tile may have")
                    }
                    guard let bytes = sqlite3_column_blob(statement, 0) else { found = []; return }
                    found = [UInt8](UnsafeRawBufferPointer(start: bytes, count: count))
                }
            } catch {
                return .failure(error)
            }
            return .success(found)
        }
        return try outcome.get()
    }

    /// Runs a query, calling `row` for each result row; SQLite's errors become a message naming the file.
    private static func rows(_ database: OpaquePointer, _ query: String, path: String, row: (OpaquePointer) throws(TileError) -> Void) throws(TileError) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, query, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw TileError("\(path): not an MBTiles file (\(String(cString: sqlite3_errmsg(database))))")
        }
        defer { sqlite3_finalize(statement) }
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: try row(statement)
            case SQLITE_DONE: return
            default: throw TileError("\(path): \(String(cString: sqlite3_errmsg(database)))")
            }
        }
    }

    /// The zooms, bounds and content from the metadata rows; the format must be vector tiles (pbf, mvt; the default)
    /// or images (png, jpg, webp).
    static func info(_ metadata: [String: String], path: String) throws(TileError) -> TileArchiveInfo {
        let contents: [String: TileContent] = ["pbf": .vector, "mvt": .vector, "png": .png, "jpg": .jpeg, "jpeg": .jpeg, "webp": .webp]
        let format = metadata["format"].map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let content = format.map({ contents[$0] }) ?? .vector else {
            throw TileError("\(path): format \"\(metadata["format"] ?? "")\" is not vector tiles (pbf) nor images (png, jpg, webp)")
        }
        func zoom(_ key: String, _ fallback: Int) throws(TileError) -> Int {
            guard let text = metadata[key] else { return fallback }
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), (0...30).contains(value) else {
                throw TileError("\(path): metadata \(key) \"\(text)\" is not a zoom from 0 to 30")
            }
            return value
        }
        let minZoom = try zoom("minzoom", 0), maxZoom = try zoom("maxzoom", 14)
        guard minZoom <= maxZoom else { throw TileError("\(path): metadata minzoom \(minZoom) is above maxzoom \(maxZoom)") }
        var bounds: MapRect?
        if let text = metadata["bounds"] {
            let numbers = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 4, let rect = TileArchiveInfo.rect(west: numbers[0], south: numbers[1], east: numbers[2], north: numbers[3]) else {
                throw TileError("\(path): metadata bounds \"\(text)\" is not west,south,east,north")
            }
            bounds = rect
        }
        var info = TileArchiveInfo(minZoom: minZoom, maxZoom: maxZoom, bounds: bounds, name: metadata["name"], attribution: metadata["attribution"])
        info.content = content
        // The `json` row (a JSON object) carries the vector layers.
        if let text = metadata["json"], case .object(let object)? = try? JSONParser.parse(Array(text.utf8)) { info.vectorLayers = object["vector_layers"] }
        return info
    }
}
