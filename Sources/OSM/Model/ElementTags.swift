import BinaryData
/// The tags of a list of elements, packed: each element's (key, value) pairs as string numbers in one array, in the
/// order the file gave them (so a repeated key keeps its last value, as a dictionary built from them does).
struct ElementTags: Sendable {
    private(set) var pool = StringPool()
    /// Where each element's pairs start in `pairs` (one more than the elements).
    private var starts = GrowingColumn<Int>([0])
    /// Key and value numbers, alternating.
    private var pairs = GrowingColumn<UInt32>()

    /// No elements, kept in memory.
    init() {}

    /// No elements; the numbers of those added go to temporary files in `area` (nil: kept in memory) until `finish`.
    init(spillingIn area: SpillArea?) throws(FileWriteError) {
        starts = try GrowingColumn(spillingIn: area)
        starts.append(0)
        pairs = try GrowingColumn(spillingIn: area)
    }

    /// Makes the numbers added ready to read (see `GrowingColumn.finish`).
    mutating func finish() throws(FileWriteError) {
        try starts.finish()
        try pairs.finish()
    }

    /// Adds the next element's tags.
    mutating func append(_ tags: Tags) {
        for (key, value) in tags {
            pairs.append(pool.number(key))
            pairs.append(pool.number(value))
        }
        starts.append(pairs.count)
    }

    /// The tags of element `index`.
    func tags(_ index: Int) -> Tags {
        let range = starts[index]..<starts[index + 1]
        var tags = Tags(minimumCapacity: range.count / 2)
        for pair in stride(from: range.lowerBound, to: range.upperBound, by: 2) { tags[pool[pairs[pair]]] = pool[pairs[pair + 1]] }
        return tags
    }

    /// Adds the tags of `other`'s elements after these; returns the numbers `other`'s pool strings have here.
    @discardableResult
    mutating func append(_ other: ElementTags) -> [UInt32] {
        let renumbered = pool.numbers(of: other.pool)
        let base = pairs.count
        guard let otherPairs = other.pairs.values else { preconditionFailure("tags are appended from a piece in memory") }
        pairs.append(contentsOf: otherPairs.map { renumbered[Int($0)] })
        starts.appendStarts(of: other.starts, after: base)
        return renumbered
    }

    /// Interns `string` (for values kept beside the tags, such as member roles).
    mutating func number(_ string: String) -> UInt32 { pool.number(string) }

    /// The string numbered `number`.
    func string(_ number: UInt32) -> String { pool[number] }
}
