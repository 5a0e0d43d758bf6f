/// Strings many records repeat (a street's name, a road class), written as their number in a table of shared
/// strings: a varint of the number + 1, 0 for none.
extension ByteWriter {
    /// Writes `text` as its number in `pool` (adding it when new), or 0 when absent.
    public mutating func write(shared text: String?, in pool: inout StringPool) {
        write(varint: text.map { UInt64(pool.number($0)) + 1 } ?? 0)
    }
}

extension ByteReader {
    /// Reads a string written by `ByteWriter.write(shared:in:)` from `table` (the pool's strings as written); throws
    /// on a number past the table.
    public mutating func readShared(in table: StringTable) throws(ByteReaderError) -> String? {
        let marker = try readVarint()
        guard marker > 0 else { return nil }
        guard marker <= UInt64(table.count), let text = table.string(at: Int(marker - 1)) else {
            throw ByteReaderError("shared string \(marker - 1) is not in the table")
        }
        return text
    }
}
