/// An append-only array of fixed-width values, made into a `Column` once complete: kept in memory, or (made with a
/// `SpillArea`) written to a temporary file as the values come and mapped back when done, so a country's node table
/// lives in the page cache rather than in the process's heap.
///
/// One builder is appended to by one thread at a time; a copy must not be appended to alongside the original (a
/// spilling builder's copies share its file).
public struct ColumnBuilder<Element: BitwiseCopyable>: @unchecked Sendable {
    /// Values not yet written to the file (all of them when nothing spills).
    @usableFromInline var pending: [Element] = []
    @usableFromInline let spill: (area: SpillArea, file: SpillFile)?
    @usableFromInline var spilledCount = 0
    /// The last value appended.
    public var last: Element? { lastValue }
    @usableFromInline var lastValue: Element?

    /// Values written out at a time when spilling.
    @usableFromInline static var chunkCount: Int { max(1, (256 << 10) / MemoryLayout<Element>.stride) }

    /// An empty builder that keeps its values in memory.
    public init() { spill = nil }

    /// An empty builder whose values go to a temporary file in `area` (nil: kept in memory).
    public init(spillingIn area: SpillArea?) throws(FileWriteError) {
        guard let area else {
            spill = nil
            return
        }
        spill = (area, try area.file())
    }

    /// Values appended so far.
    @inlinable public var count: Int { spilledCount + pending.count }

    /// Whether nothing was appended.
    @inlinable public var isEmpty: Bool { count == 0 }

    /// Appends a value.
    @inlinable public mutating func append(_ value: Element) {
        pending.append(value)
        lastValue = value
        if spill != nil, pending.count >= ColumnBuilder.chunkCount { writePending() }
    }

    /// Appends values in order.
    @inlinable public mutating func append(contentsOf values: [Element]) {
        guard let final = values.last else { return }
        pending.append(contentsOf: values)
        lastValue = final
        if spill != nil, pending.count >= ColumnBuilder.chunkCount { writePending() }
    }

    /// Appends the values of `other`, an in-memory builder (a piece read on another thread).
    @inlinable public mutating func append(_ other: ColumnBuilder<Element>) {
        precondition(other.spill == nil, "a spilling builder is appended to, not appended")
        append(contentsOf: other.pending)
    }

    /// The values in memory, for a builder made without a spill area (nil for a spilling one).
    @inlinable public var values: [Element]? { spill == nil ? pending : nil }

    /// The value at `position` of an in-memory builder (a spilling one's values are read from its column).
    @inlinable public func value(at position: Int) -> Element {
        precondition(spill == nil, "a spilling builder's values are read from its column")
        return pending[position]
    }

    /// The values from `range` of an in-memory builder.
    @inlinable public func values(_ range: Range<Int>) -> ArraySlice<Element> {
        precondition(spill == nil, "a spilling builder's values are read from its column")
        return pending[range]
    }

    @usableFromInline mutating func writePending() {
        guard let spill else { return }
        pending.withUnsafeBytes { spill.file.append($0) }
        spilledCount += pending.count
        pending.removeAll(keepingCapacity: true)
    }

    /// The values as a column: copied from memory, or the temporary file mapped (its pages can be let go through
    /// the area, `SpillArea.releasePages`). Throws when the file could not be written or mapped.
    public consuming func column() throws(FileWriteError) -> Column<Element> {
        guard let spill else { return Column(pending) }
        writePending()
        pending = []
        guard spilledCount > 0 else { return Column([]) }
        let mapped = try spill.area.map(spill.file)
        guard let column = Column<Element>(mapped: mapped, count: spilledCount) else {
            throw FileWriteError("a temporary file holds \(mapped.buffer.count) bytes, not the \(spilledCount) values written")
        }
        return column
    }
}
