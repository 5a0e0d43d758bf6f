/// Lists of 32-bit integers by key, stored for lookups in place: sorted keys, list starts and one pool of values.
///
/// Layout: key count (u64) and the keys (strings as a `StringTable`, or Int64 values), then starts (u32 array, one
/// more than keys) and the pool (i32 array). Keys are sorted with Swift's `<`, so a binary search finds them.
public struct KeyedLists<Key: Comparable & Sendable>: Sendable {
    private let keyCount: Int
    private let keyAt: @Sendable (Int) -> Key?
    private let starts: ArrayView<UInt32>
    private let pool: ArrayView<Int32>

    /// Number of keys.
    public var count: Int { keyCount }

    /// The key at sorted position `index`.
    public func key(at index: Int) -> Key? { keyAt(index) }

    /// The sorted position of `key`, or of the first key after it (for prefix scans).
    public func lowerBound(_ key: Key) -> Int {
        var low = 0, high = keyCount
        while low < high {
            let middle = (low + high) / 2
            if let found = keyAt(middle), found < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The list at sorted position `index`.
    public func list(at index: Int) -> [Int32] {
        guard let start = starts.at(index), let end = starts.at(index + 1), start <= end else { return [] }
        return pool.slice(Int(start)..<Int(end))
    }

    /// The list of `key` (empty when absent).
    public func list(for key: Key) -> [Int32] {
        let index = lowerBound(key)
        guard index < keyCount, keyAt(index) == key else { return [] }
        return list(at: index)
    }

    private init(keyCount: Int, keyAt: @escaping @Sendable (Int) -> Key?, reader: inout ByteReader) throws(ByteReaderError) {
        self.keyCount = keyCount
        self.keyAt = keyAt
        starts = try reader.readArrayView(UInt32.self)
        pool = try reader.readArrayView(Int32.self)
        guard starts.count == keyCount + 1 else { throw ByteReaderError("list table has \(starts.count) starts for \(keyCount) keys") }
    }

    private static func encodeLists(_ lists: [[Int32]], to writer: inout ByteWriter) {
        let (starts, pool) = flattened(lists)
        writer.write(array: starts)
        writer.write(array: pool)
    }

    /// The lists end to end, and where each starts (one more start than lists: the end).
    private static func flattened(_ lists: [[Int32]]) -> (starts: [UInt32], pool: [Int32]) {
        var starts: [UInt32] = [0]
        var pool: [Int32] = []
        for list in lists {
            pool += list
            starts.append(UInt32(pool.count))
        }
        return (starts, pool)
    }
}

extension KeyedLists where Key == String {
    /// Reads string-keyed lists.
    public init(reading reader: inout ByteReader) throws(ByteReaderError) {
        let table = try StringTable(reading: &reader)
        try self.init(keyCount: table.count, keyAt: { table.string(at: $0) }, reader: &reader)
    }

    /// Writes string-keyed lists, keys sorted.
    public static func encode(_ lists: [String: [Int32]], to writer: inout ByteWriter) {
        let keys = lists.keys.sorted()
        StringTable.encode(keys, to: &writer)
        encodeLists(keys.map { lists[$0] ?? [] }, to: &writer)
    }
}

extension KeyedLists where Key == Int64 {
    /// Reads integer-keyed lists.
    public init(reading reader: inout ByteReader) throws(ByteReaderError) {
        let keys = try reader.readArrayView(Int64.self)
        try self.init(keyCount: keys.count, keyAt: { keys.at($0) }, reader: &reader)
    }

    /// Writes integer-keyed lists, keys sorted.
    public static func encode(_ lists: [Int64: [Int32]], to writer: inout ByteWriter) {
        let keys = lists.keys.sorted()
        writer.write(array: keys)
        encodeLists(keys.map { lists[$0] ?? [] }, to: &writer)
    }

    /// Integer-keyed lists made in memory, laid out as a file keeps them (so both are read alike).
    public init(_ lists: [Int64: [Int32]]) {
        let keys = lists.keys.sorted()
        let (starts, pool) = KeyedLists.flattened(keys.map { lists[$0] ?? [] })
        keyCount = keys.count
        keyAt = { keys.indices.contains($0) ? keys[$0] : nil }
        self.starts = ArrayView(region: ByteRegion(bytes: KeyedLists.littleEndianBytes(starts)), count: starts.count)
        self.pool = ArrayView(region: ByteRegion(bytes: KeyedLists.littleEndianBytes(pool)), count: pool.count)
    }

    /// The values' bytes as a file holds them (little-endian), which is how an `ArrayView` reads them.
    private static func littleEndianBytes<T: FixedWidthInteger>(_ values: [T]) -> [UInt8] {
        Int(1).littleEndian == 1 ? values.withUnsafeBytes { Array($0) } : values.map(\.littleEndian).withUnsafeBytes { Array($0) }
    }

    /// Writes the lists as `encode` writes them (the same bytes).
    public func write(to writer: inout ByteWriter) {
        writer.write(array: (0..<keyCount).compactMap { key(at: $0) })
        writer.write(array: starts)
        writer.write(array: pool)
    }
}

/// Strings stored for reading one at a time: end offsets (u64 array) and the UTF-8 bytes.
public struct StringTable: Sendable {
    private let ends: ArrayView<UInt64>
    private let bytes: ByteRegion

    /// Number of strings.
    public var count: Int { ends.count }

    /// Reads a table.
    public init(reading reader: inout ByteReader) throws(ByteReaderError) {
        ends = try reader.readArrayView(UInt64.self)
        bytes = try reader.readRegion(length: try reader.readLength())
    }

    /// The string at `index`; nil when out of range or damaged.
    public func string(at index: Int) -> String? {
        guard let end = ends.at(index), end <= UInt64(bytes.count) else { return nil }
        let start = index == 0 ? 0 : (ends.at(index - 1) ?? .max)
        guard start <= end else { return nil }
        var reader = ByteReader(bytes.slice(Int(start), Int(end - start)))
        return try? reader.readRegion(length: Int(end - start)).utf8String
    }

    /// Writes strings in the given order.
    public static func encode(_ strings: [String], to writer: inout ByteWriter) {
        var ends: [UInt64] = []
        var bytes: [UInt8] = []
        for string in strings {
            bytes += Array(string.utf8)
            ends.append(UInt64(bytes.count))
        }
        writer.write(array: ends)
        writer.write(UInt64(bytes.count))
        writer.write(bytes: bytes)
    }
}
