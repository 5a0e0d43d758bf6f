import CSQLite
import Synchronization

/// Writes an MBTiles 1.3 file of image tiles (SQLite: `metadata` name/value rows, `tiles` with TMS rows): created
/// when missing, added to when resumed. Each block of tiles goes in with a note that it is done, in one transaction,
/// so a run stopped at any point leaves whole blocks and a later run can tell which (`finished`). The one owner of an
/// SQLite connection for writing; calls are serialised on it.
public final class MBTilesWriter: @unchecked Sendable {
    /// The file.
    public let path: String
    /// The connection; only touched under `lock`.
    private let database: OpaquePointer
    private let lock = Mutex(())

    /// Opens `path` for writing (creating it and its tables when missing); throws a clear error when it cannot.
    public init(path: String) throws(TileError) {
        self.path = path
        let handle = try SQLiteFile.open(path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        database = handle
        do throws(TileError) {
            try execute("""
                PRAGMA journal_mode = WAL;
                CREATE TABLE IF NOT EXISTS metadata (name TEXT NOT NULL PRIMARY KEY, value TEXT);
                CREATE TABLE IF NOT EXISTS tiles (zoom_level INTEGER NOT NULL, tile_column INTEGER NOT NULL,
                                                  tile_row INTEGER NOT NULL, tile_data BLOB NOT NULL);
                CREATE UNIQUE INDEX IF NOT EXISTS tile_index ON tiles (zoom_level, tile_column, tile_row);
                CREATE TABLE IF NOT EXISTS mapsnap_finished_blocks (zoom_level INTEGER NOT NULL, tile_column INTEGER NOT NULL,
                                                                    tile_row INTEGER NOT NULL, PRIMARY KEY (zoom_level, tile_column, tile_row));
                """)
        } catch {
            sqlite3_close(handle)
            throw error
        }
    }

    deinit {
        sqlite3_close(database)
    }

    /// Sets the metadata rows (`name`, `format`, `bounds`, `minzoom`, …), replacing those of the same names.
    public func setMetadata(_ rows: [(name: String, value: String)]) throws(TileError) {
        try lock.withLock { _ throws(TileError) in
            try execute("BEGIN")
            for row in rows {
                try insert("INSERT OR REPLACE INTO metadata (name, value) VALUES (?, ?)", texts: [row.name, row.value], blob: nil)
            }
            try execute("COMMIT")
        }
    }

    /// Writes `tiles` (XYZ coordinates; stored with TMS rows, as MBTiles has them) and notes the block `block` (any
    /// coordinate naming it, such as its metatile's corner) as finished, all in one transaction.
    public func write(_ tiles: [(coordinate: TileCoordinate, bytes: [UInt8])], finishing block: TileCoordinate) throws(TileError) {
        try lock.withLock { _ throws(TileError) in
            try execute("BEGIN")
            do throws(TileError) {
                for tile in tiles {
                    let row = tile.coordinate.tilesPerSide - 1 - tile.coordinate.y
                    try insert("INSERT OR REPLACE INTO tiles (zoom_level, tile_column, tile_row, tile_data) VALUES (\(tile.coordinate.z), \(tile.coordinate.x), \(row), ?)",
                               texts: [], blob: tile.bytes)
                }
                try execute("INSERT OR REPLACE INTO mapsnap_finished_blocks VALUES (\(block.z), \(block.x), \(block.y))")
                try execute("COMMIT")
            } catch {
                try? execute("ROLLBACK")
                throw error
            }
        }
    }

    /// The blocks an earlier run finished (as `write` named them).
    public func finished() throws(TileError) -> Set<TileCoordinate> {
        try lock.withLock { _ throws(TileError) in
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(database, "SELECT zoom_level, tile_column, tile_row FROM mapsnap_finished_blocks", -1, &statement, nil) == SQLITE_OK,
                  let statement else { throw failure() }
            defer { sqlite3_finalize(statement) }
            var found = Set<TileCoordinate>()
            while sqlite3_step(statement) == SQLITE_ROW {
                found.insert(TileCoordinate(z: Int(sqlite3_column_int64(statement, 0)), x: Int(sqlite3_column_int64(statement, 1)),
                                            y: Int(sqlite3_column_int64(statement, 2))))
            }
            return found
        }
    }

    private func failure() -> TileError {
        TileError("\(path): \(String(cString: sqlite3_errmsg(database)))")
    }

    private func execute(_ sql: String) throws(TileError) {
        guard sqlite3_exec(database, sql, nil, nil, nil) == SQLITE_OK else { throw failure() }
    }

    /// Runs one statement with `texts` bound to its first parameters and `blob` to the next.
    private func insert(_ sql: String, texts: [String], blob: [UInt8]?) throws(TileError) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK, let statement else { throw failure() }
        defer { sqlite3_finalize(statement) }
        // SQLITE_TRANSIENT: SQLite copies the values before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (index, text) in texts.enumerated() { sqlite3_bind_text(statement, Int32(index + 1), text, -1, transient) }
        if let blob {
            let bound = blob.withUnsafeBytes { sqlite3_bind_blob(statement, Int32(texts.count + 1), $0.baseAddress, Int32($0.count), transient) }
            guard bound == SQLITE_OK else { throw failure() }
        }
        guard sqlite3_step(statement) == SQLITE_DONE else { throw failure() }
    }
}
