import CZlib

/// zlib decompression (the only user of CZlib).
enum Zlib {
    /// Inflates zlib data into exactly `size` bytes; throws when the data is corrupt or of another size.
    static func inflate(_ input: UnsafeBufferPointer<UInt8>, size: Int) throws(PBFError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: size)
        var outputLength = uLongf(size)
        let status = output.withUnsafeMutableBufferPointer { buffer in
            uncompress(buffer.baseAddress, &outputLength, input.baseAddress, uLong(input.count))
        }
        guard status == Z_OK else {
            throw PBFError(status == Z_BUF_ERROR ? "zlib blob is larger than its declared raw size of \(size) bytes"
                                                 : "zlib blob is corrupt (zlib error \(status))")
        }
        guard Int(outputLength) == size else {
            throw PBFError("zlib blob inflates to \(outputLength) bytes, not its declared \(size)")
        }
        return output
    }
}
