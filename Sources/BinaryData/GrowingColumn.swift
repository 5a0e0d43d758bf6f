/// Fixed-width values appended while an extract is read, then read by index: in memory throughout, or (made with a
/// `SpillArea`) written to a temporary file as they come and, once `finish`ed, read from its mapping. Data made by
/// hand is read without finishing; a spilling column is read only once finished.
public struct GrowingColumn<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    @usableFromInline var added: ColumnBuilder<Element>
    @usableFromInline var finished: Column<Element>?

    /// An empty column kept in memory.
    public init() { added = ColumnBuilder() }

    /// An empty column whose values go to a temporary file in `area` (nil: kept in memory).
    public init(spillingIn area: SpillArea?) throws(FileWriteError) {
        added = try ColumnBuilder(spillingIn: area)
    }

    /// Values in memory, as if appended one by one.
    public init(_ values: [Element]) {
        added = ColumnBuilder()
        added.append(contentsOf: values)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { finished?.count ?? added.count }

    /// The value at `position` (in `0..<count`).
    @inlinable public subscript(position: Int) -> Element {
        if let finished { return finished[position] }
        return added.value(at: position)
    }

    /// The values in `range`, as an array.
    @inlinable public func array(_ range: Range<Int>) -> [Element] {
        if let finished { return finished.array(range) }
        return Array(added.values(range))
    }

    /// The last value appended.
    @inlinable public var lastAppended: Element? { finished?.last ?? added.last }

    /// Room for `count` values in memory (a spilling column writes its values out as they come and needs none).
    public mutating func reserveCapacity(_ count: Int) {
        if added.spill == nil { added.pending.reserveCapacity(count) }
    }

    /// Appends a value.
    @inlinable public mutating func append(_ value: Element) {
        precondition(finished == nil, "a finished column is not appended to")
        added.append(value)
    }

    /// Appends values in order.
    @inlinable public mutating func append(contentsOf values: [Element]) {
        precondition(finished == nil, "a finished column is not appended to")
        added.append(contentsOf: values)
    }

    /// Appends the values of `other`, an unfinished in-memory column (a piece read on another thread).
    @inlinable public mutating func append(_ other: GrowingColumn<Element>) {
        precondition(finished == nil && other.finished == nil, "a finished column is not appended to, nor appended")
        added.append(other.added)
    }

    /// The values as a `Column`: the finished one itself (a mapped file is not copied), else a copy of the values.
    public var column: Column<Element> { finished ?? Column(added.pending) }

    /// The values of an unfinished in-memory column, for appending them changed (nil otherwise).
    @inlinable public var values: [Element]? { finished == nil ? added.values : nil }

    /// Makes the values appended into the column read: the temporary file mapped, or (in memory) a copy; throws when
    /// a temporary file could not be written or mapped.
    public mutating func finish() throws(FileWriteError) {
        guard finished == nil else { return }
        let column = try added.column()
        added = ColumnBuilder()
        finished = column
    }
}
