/// Appends little-endian numbers, strings and arrays to a growing byte buffer (the prepared-file encoder).
public struct ByteWriter: Sendable {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty writer.
    public init() {}

    /// Number of bytes written.
    public var count: Int { bytes.count }

    /// Appends a fixed-width integer, little-endian.
    public mutating func write<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends a Double as its IEEE-754 bits, little-endian (exact: a round trip gives the same value).
    public mutating func write(_ value: Double) {
        write(value.bitPattern)
    }

    /// Appends a Bool as one byte.
    public mutating func write(_ value: Bool) {
        write(UInt8(value ? 1 : 0))
    }

    /// Appends a string as its UTF-8 length (u32) and bytes.
    public mutating func write(_ value: String) {
        let utf8 = Array(value.utf8)
        write(UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
    }

    /// Appends an optional string: a presence byte, then the string.
    public mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    /// Appends raw bytes.
    public mutating func write(bytes more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    /// Appends the bytes of memory.
    public mutating func write(bytes more: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: more)
    }

    /// Appends an array of fixed-width integers: count (u64), then the values.
    public mutating func write<T: FixedWidthInteger>(array values: [T]) {
        write(UInt64(values.count))
        if T.bitWidth == 8 || Int(1).littleEndian == 1 {
            values.withUnsafeBytes { bytes.append(contentsOf: $0) }
        } else {
            for value in values { write(value) }
        }
    }

    /// Appends an array read in place as `write(array:)` would (its bytes are already little-endian).
    public mutating func write<T: FixedWidthInteger>(array view: ArrayView<T>) {
        write(UInt64(view.count))
        view.region.withUnsafeBytes { bytes.append(contentsOf: $0) }
    }

    /// Appends an array of Doubles: count (u64), then the bit patterns.
    public mutating func write(array values: [Double]) {
        write(array: values.map(\.bitPattern))
    }

    /// Pads with zero bytes to a multiple of `alignment`.
    public mutating func align(to alignment: Int) {
        while bytes.count % alignment != 0 { bytes.append(0) }
    }
}
