import BinaryData

/// An extract's ways, packed: ids, one column of all node ids, and tags as numbered strings. An element is made into
/// an `OSMWay` only when read, so millions of ways cost their ids and tags, not an array and a dictionary each.
public struct OSMWays: RandomAccessCollection, Sendable {
    private var ids = GrowingColumn<Int64>()
    private var refStarts = GrowingColumn<Int>([0])
    private var refs = GrowingColumn<Int64>()
    private var tags = ElementTags()

    /// No ways.
    public init() {}

    /// No ways; those added go to temporary files in `area` (nil: kept in memory) until `finish`.
    init(spillingIn area: SpillArea?) throws(FileWriteError) {
        ids = try GrowingColumn(spillingIn: area)
        refStarts = try GrowingColumn(spillingIn: area)
        refStarts.append(0)
        refs = try GrowingColumn(spillingIn: area)
        tags = try ElementTags(spillingIn: area)
    }

    /// Makes the ways added ready to read (see `GrowingColumn.finish`).
    mutating func finish() throws(FileWriteError) {
        try ids.finish()
        try refStarts.finish()
        try refs.finish()
        try tags.finish()
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ids.count }

    /// The way at `index`, made from the packed arrays.
    public subscript(index: Int) -> OSMWay {
        OSMWay(id: ids[index], nodeIDs: refs.array(refStarts[index]..<refStarts[index + 1]), tags: tags.tags(index))
    }

    /// The id of the way at `index` (without making the way).
    public func id(at index: Int) -> Int64 { ids[index] }

    /// How many node references the way at `index` has (without making the way).
    public func nodeCount(at index: Int) -> Int { refStarts[index + 1] - refStarts[index] }

    /// The tags of the way at `index` (without making its node list).
    public func tags(at index: Int) -> Tags { tags.tags(index) }

    /// Adds a way.
    public mutating func append(_ way: OSMWay) {
        ids.append(way.id)
        refs.append(contentsOf: way.nodeIDs)
        refStarts.append(refs.count)
        tags.append(way.tags)
    }

    /// Adds the ways of `other` after these.
    mutating func append(contentsOf other: OSMWays) {
        ids.append(other.ids)
        let base = refs.count
        refs.append(other.refs)
        refStarts.appendStarts(of: other.refStarts, after: base)
        tags.append(other.tags)
    }

    /// Whether the ids are in increasing order (as in a sorted extract), so `lookup` needs no index of its own.
    var idsAreSorted: Bool { zip(ids, ids.dropFirst()).allSatisfy { $0 <= $1 } }

    /// Ways by id (the first in file order of any repeated id), for relations' members.
    public func lookup() -> WaysByID { WaysByID(ways: self) }
}

/// Something that finds a way by its id: an extract's ways (`OSMWays.lookup()`), or a dictionary in tests.
public protocol WayLookup {
    subscript(id: Int64) -> OSMWay? { get }
}

extension Dictionary: WayLookup where Key == Int64, Value == OSMWay {}

/// An extract's ways by id: a binary search over the ids (through a sorted order of the ways when the file was not
/// sorted by id).
public struct WaysByID: WayLookup, Sendable {
    let ways: OSMWays
    /// Way positions by increasing id (stable: the first of a repeated id comes first), or nil when already sorted.
    private let order: [Int]?

    init(ways: OSMWays) {
        self.ways = ways
        order = ways.idsAreSorted ? nil : ways.indices.sorted { ways.id(at: $0) != ways.id(at: $1) ? ways.id(at: $0) < ways.id(at: $1) : $0 < $1 }
    }

    public subscript(id: Int64) -> OSMWay? {
        var low = 0, high = ways.count
        while low < high {
            let middle = (low + high) / 2
            if ways.id(at: order?[middle] ?? middle) < id { low = middle + 1 } else { high = middle }
        }
        guard low < ways.count else { return nil }
        let index = order?[low] ?? low
        return ways.id(at: index) == id ? ways[index] : nil
    }
}
