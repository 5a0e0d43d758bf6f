import CZlib

/// zlib decompression (the only user of CZlib).
public enum Zlib {
    /// Inflates zlib data into exactly `size` bytes; throws when the data is corrupt or of another size.
    public static func inflate(_ input: UnsafeBufferPointer<UInt8>, size: Int) throws(WireFormatError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: size)
        var outputLength = uLongf(size)
        let status = output.withUnsafeMutableBufferPointer { buffer in
            uncompress(buffer.baseAddress, &outputLength, input.baseAddress, uLong(input.count))
        }
        guard status == Z_OK else {
            throw WireFormatError(status == Z_BUF_ERROR ? "zlib blob is larger than its declared raw size of \(size) bytes"
                                                 : "zlib blob is corrupt (zlib error \(status))")
        }
        guard Int(outputLength) == size else {
            throw WireFormatError("zlib blob inflates to \(outputLength) bytes, not its declared \(size)")
        }
        return output
    }

    /// Inflates gzip or zlib data (told apart by the header) of unknown size, refusing to produce more than
    /// `limit` bytes: a small corrupt or hostile input cannot claim gigabytes.
    public static func inflate(gzipOrZlib input: UnsafeBufferPointer<UInt8>, limit: Int) throws(WireFormatError) -> [UInt8] {
        var stream = z_stream()
        // 15 window bits, +32: detect a gzip or zlib header.
        guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw WireFormatError("zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = uInt(input.count)
        while true {
            let (status, produced) = chunk.withUnsafeMutableBufferPointer { buffer -> (Int32, Int) in
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(buffer.count)
                let status = CZlib.inflate(&stream, Z_NO_FLUSH)
                return (status, buffer.count - Int(stream.avail_out))
            }
            output += chunk[0..<produced]
            guard output.count <= limit else { throw WireFormatError("compressed data inflates to more than \(limit) bytes") }
            switch status {
            case Z_STREAM_END: return output
            case Z_OK: if produced == 0 && stream.avail_in == 0 { throw WireFormatError("compressed data is truncated") }
            case Z_BUF_ERROR: throw WireFormatError("compressed data is truncated")
            default: throw WireFormatError("compressed data is corrupt (zlib error \(status))")
            }
        }
    }
}
