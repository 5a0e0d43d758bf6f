import BinaryData
import Geo

/// An extract's tagged nodes, packed: ids, positions and tags as numbered strings (made into `OSMNode`s when read).
public struct OSMNodes: RandomAccessCollection, Sendable {
    private var ids = GrowingColumn<Int64>()
    private var coordinates = GrowingColumn<Coordinate>()
    private var tags = ElementTags()

    /// No nodes.
    public init() {}

    /// No nodes; those added go to temporary files in `area` (nil: kept in memory) until `finish`.
    init(spillingIn area: SpillArea?) throws(FileWriteError) {
        ids = try GrowingColumn(spillingIn: area)
        coordinates = try GrowingColumn(spillingIn: area)
        tags = try ElementTags(spillingIn: area)
    }

    /// Makes the nodes added ready to read (see `GrowingColumn.finish`).
    mutating func finish() throws(FileWriteError) {
        try ids.finish()
        try coordinates.finish()
        try tags.finish()
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ids.count }

    /// The node at `index`.
    public subscript(index: Int) -> OSMNode {
        OSMNode(id: ids[index], coordinate: coordinates[index], tags: tags.tags(index))
    }

    /// Adds a node.
    public mutating func append(_ node: OSMNode) {
        ids.append(node.id)
        coordinates.append(node.coordinate)
        tags.append(node.tags)
    }

    /// Adds the nodes of `other` after these.
    mutating func append(contentsOf other: OSMNodes) {
        ids.append(other.ids)
        coordinates.append(other.coordinates)
        tags.append(other.tags)
    }
}
