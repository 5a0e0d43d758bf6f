/// Fixed-width values appended while an extract is read, then read by index: in memory throughout, or (made with a
/// `SpillArea`) written to a temporary file as they come, 256 KiB at a time, and once `finish`ed read from its mapping
/// (its pages can be let go through the area, `SpillArea.releasePages`). Data made by hand is read without finishing;
/// a spilling column is read only once finished.
///
/// One column is appended to by one thread at a time; a copy of a spilling column must not be appended to alongside
/// the original (the copies share its file).
public struct GrowingColumn<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    /// Values appended and not yet written to the file (all of them when nothing spills), until `finish`.
    @usableFromInline var pending: [Element] = []
    /// Where the values go until `finish` (nil: kept in memory; let go once finished, closing the file).
    @usableFromInline var spill: (area: SpillArea, file: SpillFile)?
    @usableFromInline var spilledCount = 0
    @usableFromInline var lastValue: Element?
    /// The values, once finished.
    @usableFromInline var finished: Column<Element>?

    /// Values written out at a time when spilling.
    @usableFromInline static var chunkCount: Int { Swift.max(1, (256 << 10) / MemoryLayout<Element>.stride) }

    /// An empty column kept in memory.
    public init() { spill = nil }

    /// An empty column whose values go to a temporary file in `area` (nil: kept in memory).
    public init(spillingIn area: SpillArea?) throws(FileWriteError) {
        guard let area else {
            spill = nil
            return
        }
        spill = (area, try area.file())
    }

    /// Values in memory, as if appended one by one.
    public init(_ values: [Element]) {
        spill = nil
        append(contentsOf: values)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { finished?.count ?? spilledCount + pending.count }

    /// The value at `position` (in `0..<count`).
    @inlinable public subscript(position: Int) -> Element {
        if let finished { return finished[position] }
        precondition(spill == nil, "a spilling column is read once finished")
        return pending[position]
    }

    /// The values in `range`, as an array.
    @inlinable public func array(_ range: Range<Int>) -> [Element] {
        if let finished { return finished.array(range) }
        precondition(spill == nil, "a spilling column is read once finished")
        return Array(pending[range])
    }

    /// The last value appended.
    @inlinable public var lastAppended: Element? { finished?.last ?? lastValue }

    /// Room for `count` values in memory (a spilling column writes its values out as they come and needs none).
    public mutating func reserveCapacity(_ count: Int) {
        if spill == nil { pending.reserveCapacity(count) }
    }

    /// Appends a value.
    @inlinable public mutating func append(_ value: Element) {
        precondition(finished == nil, "a finished column is not appended to")
        pending.append(value)
        lastValue = value
        if spill != nil, pending.count >= GrowingColumn.chunkCount { writePending() }
    }

    /// Appends values in order.
    @inlinable public mutating func append(contentsOf values: [Element]) {
        precondition(finished == nil, "a finished column is not appended to")
        guard let final = values.last else { return }
        pending.append(contentsOf: values)
        lastValue = final
        if spill != nil, pending.count >= GrowingColumn.chunkCount { writePending() }
    }

    /// Appends the values of `other`, an unfinished in-memory column (a piece read on another thread).
    @inlinable public mutating func append(_ other: GrowingColumn<Element>) {
        guard let values = other.values else { preconditionFailure("only an unfinished column in memory is appended") }
        append(contentsOf: values)
    }

    /// The values as a `Column`: the finished one itself (a mapped file is not copied), else a copy of the values.
    public var column: Column<Element> { finished ?? Column(pending) }

    /// The values of an unfinished in-memory column, for appending them changed (nil otherwise).
    @inlinable public var values: [Element]? { finished == nil && spill == nil ? pending : nil }

    @usableFromInline mutating func writePending() {
        guard let spill else { return }
        pending.withUnsafeBytes { spill.file.append($0) }
        spilledCount += pending.count
        pending.removeAll(keepingCapacity: true)
    }

    /// Makes the values appended into the column read: the temporary file mapped, or (in memory) a copy; throws when
    /// a temporary file could not be written or mapped.
    public mutating func finish() throws(FileWriteError) {
        guard finished == nil else { return }
        guard let spill else {
            finished = Column(pending)
            pending = []
            return
        }
        writePending()
        pending = []
        guard spilledCount > 0 else {
            finished = Column([])
            self.spill = nil
            return
        }
        let mapped = try spill.area.map(spill.file)
        guard let column = Column<Element>(mapped: mapped, count: spilledCount) else {
            throw FileWriteError("a temporary file holds \(mapped.buffer.count) bytes, not the \(spilledCount) values written")
        }
        finished = column
        self.spill = nil
    }
}
