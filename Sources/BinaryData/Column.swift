/// A read-only array of fixed-width values read through one pointer: in place in a prepared file's mapped bytes
/// (when they are aligned, on a little-endian machine, as the file is), or in memory the column owns (values made
/// here, or a file's bytes that could not be used in place). A country's road graph is hundreds of megabytes of
/// such arrays, and a route reads a few thousand of their values: reading them in place spares copying them all.
public struct Column<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    /// Keeps the memory behind `base` alive: the file's storage, or the column's own buffer.
    private let owner: AnyObject
    @usableFromInline let base: UnsafePointer<Element>
    /// Number of values.
    public let count: Int

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    /// The value at `position`, which must be in `0..<count` (as an array's index must).
    @inlinable public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "column index \(position) out of 0..<\(count)")
        return base[position]
    }

    /// The values in `range` (which must lie in `0..<count`), as an array (one bulk copy).
    @inlinable public func array(_ range: Range<Int>) -> [Element] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "column range \(range) out of 0..<\(count)")
        return Array(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// Calls `body` with the values as one buffer (a loop over it runs without a bounds check per value, so the
    /// compiler can vectorise it: checking a graph's millions of values when a file is opened).
    @inlinable public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// A column holding a copy of `values` (one bulk copy).
    public init(_ values: [Element]) {
        let buffer = ColumnBuffer(byteCount: values.count * MemoryLayout<Element>.stride, alignment: MemoryLayout<Element>.alignment)
        values.withUnsafeBytes { bytes in
            if let source = bytes.baseAddress { buffer.memory.copyMemory(from: source, byteCount: bytes.count) }
        }
        owner = buffer
        base = UnsafePointer(buffer.memory.bindMemory(to: Element.self, capacity: values.count))
        count = values.count
    }

    /// A column of `count` values that `initialize` writes (every one of them) into the column's own memory.
    public init(count: Int, initializingWith initialize: (UnsafeMutableBufferPointer<Element>) -> Void) {
        let buffer = ColumnBuffer(byteCount: count * MemoryLayout<Element>.stride, alignment: MemoryLayout<Element>.alignment)
        let typed = buffer.memory.bindMemory(to: Element.self, capacity: count)
        initialize(UnsafeMutableBufferPointer(start: typed, count: count))
        owner = buffer
        base = UnsafePointer(typed)
        self.count = count
    }

    /// `count` values in this machine's byte order at the start of a mapped file (page-aligned, so read in place);
    /// nil when the file is empty or short.
    init?(mapped file: MappedFile, count: Int) {
        guard let start = file.buffer.baseAddress, file.buffer.count >= count * MemoryLayout<Element>.stride else { return nil }
        owner = file
        base = start.assumingMemoryBound(to: Element.self)
        self.count = count
    }

    /// `count` little-endian values stored in `region`: read in place when the bytes are aligned for `Element` and
    /// the machine is little-endian, else copied (and byte-swapped on a big-endian machine).
    init(region: ByteRegion, count: Int) {
        let size = MemoryLayout<Element>.stride
        precondition(MemoryLayout<Element>.size == size && region.count >= count * size, "column bytes short")
        let start = region.storage.buffer.baseAddress.map { $0 + region.start }
        if let start, Int(1).littleEndian == 1, Int(bitPattern: start) % MemoryLayout<Element>.alignment == 0 {
            owner = region.storage
            base = start.assumingMemoryBound(to: Element.self)
            self.count = count
            return
        }
        let buffer = ColumnBuffer(byteCount: count * size, alignment: MemoryLayout<Element>.alignment)
        region.withUnsafeBytes { bytes in
            guard let source = bytes.baseAddress else { return }
            buffer.memory.copyMemory(from: source, byteCount: count * size)
        }
        if Int(1).littleEndian != 1 {
            for value in 0..<count {
                var bytes = UnsafeMutableRawBufferPointer(start: buffer.memory + value * size, count: size)
                bytes.reverse()
            }
        }
        owner = buffer
        base = UnsafePointer(buffer.memory.bindMemory(to: Element.self, capacity: count))
        self.count = count
    }

    /// The values' bytes, as the file stores them (little-endian).
    func withLittleEndianBytes<Value>(_ body: (UnsafeRawBufferPointer) -> Value) -> Value {
        let bytes = UnsafeRawBufferPointer(start: base, count: count * MemoryLayout<Element>.stride)
        guard Int(1).littleEndian != 1 else { return body(bytes) }
        var swapped = [UInt8](bytes)
        let size = MemoryLayout<Element>.stride
        for value in 0..<count { swapped[(value * size)..<((value + 1) * size)].reverse() }
        return swapped.withUnsafeBytes(body)
    }
}

/// Memory a `Column` owns, freed with it.
final class ColumnBuffer: @unchecked Sendable {
    let memory: UnsafeMutableRawPointer

    init(byteCount: Int, alignment: Int) {
        memory = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 8), alignment: max(alignment, 8))
    }

    deinit { memory.deallocate() }
}

extension ByteWriter {
    /// Appends a column as `ByteReader.readColumn` reads it: zero bytes up to a multiple of 8 from `sectionOffset`
    /// (where the writer's first byte lies in its section), the count (u64), the values little-endian. So a column
    /// of a section that starts at a multiple of 8 is aligned for reading in place.
    public mutating func write<Element>(column values: Column<Element>, sectionOffset: Int) {
        append(column: values, sectionStart: -sectionOffset)
    }
}

extension ByteReader {
    /// Reads a column written by `ByteWriter.write(column:sectionOffset:)` (the reader's region is the section),
    /// in place where it can be.
    public mutating func readColumn<Element: BitwiseCopyable>(_: Element.Type = Element.self) throws(ByteReaderError) -> Column<Element> {
        let padding = (8 - offset % 8) % 8
        _ = try take(padding)
        let count = try read(UInt64.self)
        let size = MemoryLayout<Element>.stride
        guard count <= UInt64(remaining / size) else {
            throw ByteReaderError("column of \(count) values at offset \(offset - 8) runs past the end")
        }
        let start = try take(Int(count) * size)
        return Column(region: region.slice(start, Int(count) * size), count: Int(count))
    }
}
