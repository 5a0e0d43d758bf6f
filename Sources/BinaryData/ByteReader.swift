/// Why bytes could not be read as the format says.
public struct ByteReaderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, with the offset.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Reads little-endian values from a byte region with every access bounds-checked: corrupt or truncated
/// bytes give a `ByteReaderError`, never a crash or a read outside the region.
public struct ByteReader: Sendable {
    /// The bytes read (kept alive by `owner`).
    public let region: ByteRegion
    /// The read position, from the start of the region.
    public var offset: Int

    /// A reader at the start of `region`.
    public init(_ region: ByteRegion, offset: Int = 0) {
        self.region = region
        self.offset = offset
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset >= region.count }

    /// Bytes left after the read position.
    public var remaining: Int { max(0, region.count - offset) }

    @inlinable mutating func take(_ count: Int) throws(ByteReaderError) -> Int {
        guard count >= 0, offset >= 0, count <= region.count - offset else {
            throw ByteReaderError("needs \(count) bytes at offset \(offset), only \(max(0, region.count - offset)) left")
        }
        defer { offset += count }
        return offset
    }

    /// Reads a fixed-width integer.
    @inlinable public mutating func read<T: FixedWidthInteger>(_: T.Type = T.self) throws(ByteReaderError) -> T {
        let start = try take(MemoryLayout<T>.size)
        return region.load(T.self, at: start)
    }

    /// Reads a u64 count or length that must fit in the bytes left (so it can never be absurd or overflow an `Int`).
    public mutating func readLength() throws(ByteReaderError) -> Int {
        let value = try read(UInt64.self)
        guard value <= UInt64(remaining) else { throw ByteReaderError("length \(value) at offset \(offset - 8) runs past the end") }
        return Int(value)
    }

    /// Reads a Double.
    @inlinable public mutating func readDouble() throws(ByteReaderError) -> Double {
        Double(bitPattern: try read(UInt64.self))
    }

    /// Reads a Bool byte (0 or 1).
    public mutating func readBool() throws(ByteReaderError) -> Bool {
        let byte = try read(UInt8.self)
        guard byte <= 1 else { throw ByteReaderError("expected 0 or 1 at offset \(offset - 1), found \(byte)") }
        return byte == 1
    }

    /// Reads a length-prefixed UTF-8 string.
    public mutating func readString() throws(ByteReaderError) -> String {
        let length = Int(try read(UInt32.self))
        let start = try take(length)
        return region.string(at: start, length: length)
    }

    /// Steps over a length-prefixed string without making it.
    public mutating func skipString() throws(ByteReaderError) {
        _ = try take(Int(try read(UInt32.self)))
    }

    /// Steps over an optional string without making it.
    public mutating func skipOptionalString() throws(ByteReaderError) {
        if try readBool() { try skipString() }
    }

    /// Reads an optional string written by `ByteWriter.write(_: String?)`.
    public mutating func readOptionalString() throws(ByteReaderError) -> String? {
        try readBool() ? try readString() : nil
    }

    /// Reads a count-prefixed array of fixed-width integers (a bulk copy).
    public mutating func readArray<T: FixedWidthInteger>(_: T.Type = T.self) throws(ByteReaderError) -> [T] {
        let count = try read(UInt64.self)
        guard count <= UInt64(remaining / MemoryLayout<T>.size) else {
            throw ByteReaderError("array of \(count) values at offset \(offset - 8) runs past the end")
        }
        let start = try take(Int(count) * MemoryLayout<T>.size)
        return region.array(T.self, at: start, count: Int(count))
    }

    /// Reads a count-prefixed array of Doubles.
    public mutating func readDoubleArray() throws(ByteReaderError) -> [Double] {
        try readArray(UInt64.self).map(Double.init(bitPattern:))
    }

    /// Skips a count-prefixed integer array and returns its values as a region view (no copy).
    public mutating func readArrayView<T: FixedWidthInteger>(_: T.Type = T.self) throws(ByteReaderError) -> ArrayView<T> {
        let count = try read(UInt64.self)
        guard count <= UInt64(remaining / MemoryLayout<T>.size) else {
            throw ByteReaderError("array of \(count) values at offset \(offset - 8) runs past the end")
        }
        let start = try take(Int(count) * MemoryLayout<T>.size)
        return ArrayView(region: region.slice(start, Int(count) * MemoryLayout<T>.size), count: Int(count))
    }

    /// The next `length` bytes as a region (no copy).
    public mutating func readRegion(length: Int) throws(ByteReaderError) -> ByteRegion {
        let start = try take(length)
        return region.slice(start, length)
    }
}

/// A read-only array of fixed-width integers inside a byte region (for example a memory-mapped file), read in place.
public struct ArrayView<Element: FixedWidthInteger>: Sendable {
    /// The bytes.
    public let region: ByteRegion
    /// Number of elements.
    public let count: Int

    /// The element at `index`; nil outside `0..<count`.
    @inlinable public func at(_ index: Int) -> Element? {
        guard index >= 0, index < count else { return nil }
        return region.load(Element.self, at: index * MemoryLayout<Element>.size)
    }

    /// Elements `range` copied out; out-of-range parts are dropped.
    @inlinable public func slice(_ range: Range<Int>) -> [Element] {
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return [] }
        return region.array(Element.self, at: clamped.lowerBound * MemoryLayout<Element>.size, count: clamped.count)
    }
}
