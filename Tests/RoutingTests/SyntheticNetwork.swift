import Geo
@testable import OSM

/// Small hand-made road networks: nodes on a local grid (about 111 m per unit north, 55 m per unit east at 60° N).
struct SyntheticNetwork {
    var data = OSMData()
    private var nextWay: Int64 = 1

    /// Adds nodes by id at grid positions (x east, y north).
    mutating func nodes(_ positions: [Int64: (Double, Double)]) {
        for (id, position) in positions.sorted(by: { $0.key < $1.key }) {
            data.locations.append(id: id, latitude: 60 + position.1 * 0.001, longitude: 25 + position.0 * 0.001)
        }
        data.locations.finishInMemory()
    }

    /// Adds a way; returns its id.
    @discardableResult
    mutating func way(_ nodes: [Int64], _ tags: Tags) -> Int64 {
        let id = nextWay
        nextWay += 1
        data.ways.append(OSMWay(id: id, nodeIDs: nodes, tags: tags))
        return id
    }

    /// Adds a turn restriction relation.
    mutating func restriction(_ kind: String, from: Int64, via: Int64, to: Int64) {
        data.relations.append(OSMRelation(id: Int64(data.relations.count + 1), members: [
            OSMMember(kind: .way, ref: from, role: "from"), OSMMember(kind: .node, ref: via, role: "via"), OSMMember(kind: .way, ref: to, role: "to"),
        ], tags: ["type": "restriction", "restriction": kind]))
    }

    /// The coordinate of a grid position.
    static func at(_ x: Double, _ y: Double) -> Coordinate {
        Coordinate(latitude: 60 + y * 0.001, longitude: 25 + x * 0.001)
    }
}

extension SyntheticNetwork {
    /// Tags a node already placed by `nodes(_:)`.
    mutating func tag(_ id: Int64, _ tags: Tags) {
        guard let coordinate = data.locations.coordinate(of: id) else { return }
        data.nodes.append(OSMNode(id: id, coordinate: coordinate, tags: tags))
    }
}
