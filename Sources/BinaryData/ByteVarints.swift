/// Variable-length integers (LEB128, as protocol buffers write them: seven bits a byte, low bits first) and signed
/// ones zigzag-coded first, so small magnitudes of either sign take one or two bytes: the deltas between a shape's
/// neighbouring vertices are such numbers.
extension ByteWriter {
    /// Appends `value` as a varint.
    public mutating func write(varint value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            write(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        write(UInt8(rest))
    }

    /// Appends `value` zigzag-coded (0, -1, 1, -2, … as 0, 1, 2, 3, …) as a varint.
    public mutating func write(signedVarint value: Int64) {
        write(varint: UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }
}

extension ByteReader {
    /// Reads a varint of at most ten bytes.
    public mutating func readVarint() throws(ByteReaderError) -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: UInt64(0), to: 70, by: 7) {
            let byte = try read(UInt8.self)
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
        }
        throw ByteReaderError("varint longer than ten bytes at offset \(offset - 10)")
    }

    /// Reads a zigzag-coded varint.
    public mutating func readSignedVarint() throws(ByteReaderError) -> Int64 {
        let raw = try readVarint()
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }
}

extension ByteWriter {
    /// Appends a string as its UTF-8 length (varint) and bytes: a byte of length for most strings rather than four.
    public mutating func write(compact value: String) {
        let utf8 = Array(value.utf8)
        write(varint: UInt64(utf8.count))
        write(bytes: utf8)
    }

    /// Appends an optional string as one varint, 0 when absent, else its UTF-8 length + 1, then the bytes.
    public mutating func write(compact value: String?) {
        guard let value else { return write(varint: 0) }
        let utf8 = Array(value.utf8)
        write(varint: UInt64(utf8.count) + 1)
        write(bytes: utf8)
    }
}

extension ByteReader {
    /// Reads a string written by `ByteWriter.write(compact:)`.
    public mutating func readCompactString() throws(ByteReaderError) -> String {
        let length = try readVarint()
        guard length <= UInt64(remaining) else { throw ByteReaderError("string of \(length) bytes at offset \(offset) runs past the end") }
        return region.string(at: try take(Int(length)), length: Int(length))
    }

    /// Reads an optional string written by `ByteWriter.write(compact:)`.
    public mutating func readCompactOptionalString() throws(ByteReaderError) -> String? {
        let marker = try readVarint()
        guard marker > 0 else { return nil }
        guard marker - 1 <= UInt64(remaining) else { throw ByteReaderError("string of \(marker - 1) bytes at offset \(offset) runs past the end") }
        return region.string(at: try take(Int(marker - 1)), length: Int(marker - 1))
    }
}
