import CSQLite

/// Opening an SQLite file, for the MBTiles reader and writer.
enum SQLiteFile {
    /// A connection to `path` with `flags` (`SQLITE_OPEN_…`; no mutex: its owner serialises calls); a clear error
    /// naming the file when it cannot be opened.
    static func open(_ path: String, flags: Int32) throws(TileError) -> OpaquePointer {
        var handle: OpaquePointer?
        let status = sqlite3_open_v2(path, &handle, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot be opened"
            sqlite3_close(handle)
            throw TileError("\(path): \(message)")
        }
        return handle
    }
}
