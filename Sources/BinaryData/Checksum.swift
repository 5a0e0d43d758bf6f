/// FNV-1a, 64 bits: a fast checksum to tell whether a prepared file was made from the same source bytes.
public enum Checksum {
    /// The FNV-1a 64-bit hash of `bytes`.
    public static func fnv1a64(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        fnv1a64(bytes, continuing: fnv1a64Start)
    }

    /// The FNV-1a 64-bit hash before any byte: `fnv1a64(b, continuing: fnv1a64(a, continuing: fnv1a64Start))` is
    /// the hash of `a` followed by `b`, for bytes read piece by piece.
    public static let fnv1a64Start: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash of bytes already hashed to `hash`, followed by `bytes`.
    public static func fnv1a64(_ bytes: UnsafeRawBufferPointer, continuing hash: UInt64) -> UInt64 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The FNV-1a 64-bit hash of an array.
    public static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { fnv1a64($0) }
    }
}
