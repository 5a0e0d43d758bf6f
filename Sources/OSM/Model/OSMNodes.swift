import Geo

/// An extract's tagged nodes, packed: ids, positions and tags as numbered strings (made into `OSMNode`s when read).
public struct OSMNodes: RandomAccessCollection, Sendable {
    private var ids: [Int64] = []
    private var coordinates: [Coordinate] = []
    private var tags = ElementTags()

    /// No nodes.
    public init() {}

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
        ids.append(contentsOf: other.ids)
        coordinates.append(contentsOf: other.coordinates)
        tags.append(other.tags)
    }
}
