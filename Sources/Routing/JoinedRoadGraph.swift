import BinaryData
import Geo

extension RoadGraph {
    /// Several graphs of one transport type routed as one (regions prepared separately, from extracts that overlap
    /// as Geofabrik's do): nodes are joined by OSM id and ways by OSM id, an edge both graphs hold (the overlap's) is
    /// kept once, turn restrictions are joined, and the tables found from the edges (degrees, segment grid, main
    /// network) are made for the whole. Routing uses the straight-line bound (no landmarks).
    public init(joining parts: [RoadGraph]) {
        let transport = parts.first?.transport ?? .automobile
        var nodeIndex: [Int64: Int32] = [:]
        var positions: [Int32] = [], nodeIDs: [Int64] = []
        var delays: [UInt8] = [], barriers: [Bool] = []
        var wayIndex: [Int64: Int32] = [:]
        var ways: [WayInfo] = []
        var edges = EdgeColumns()
        struct Rule: Hashable { let via: Int32, from: Int32, to: Int32, isOnly: Bool }
        var rules = Set<Rule>()
        var restrictions: [Int32: [TurnRestriction]] = [:]
        // A part whose node ids cannot be read (a damaged file) is left out.
        for part in parts where part.transport == transport {
            guard let partIDs = part.nodeIDs.all(), partIDs.count == part.nodeCount else { continue }
            let nodes = partIDs.indices.map { local -> Int32 in
                let id = partIDs[local]
                if let known = nodeIndex[id] { return known }
                let index = Int32(nodeIDs.count)
                nodeIndex[id] = index
                positions += [part.coordinates.fixed[2 * local], part.coordinates.fixed[2 * local + 1]]
                nodeIDs.append(id)
                delays.append(part.nodeDelay[local])
                barriers.append(part.isBarrier[local])
                return index
            }
            let partWays = part.ways.map { way -> Int32 in
                if let known = wayIndex[way.osmID] { return known }
                let index = Int32(ways.count)
                wayIndex[way.osmID] = index
                ways.append(way)
                return index
            }
            for edge in part.edgeTarget.indices {
                edges.append(nodes[Int(part.edgeSource[edge])], nodes[Int(part.edgeTarget[edge])], part.edgeLength[edge], part.edgeKinds[edge],
                             partWays[Int(part.edgeWay[edge])], part.edgeEntryBearing[edge], part.edgeExitBearing[edge])
            }
            for via in part.restrictions.keys.sorted() {
                for rule in part.restrictions[via] ?? [] {
                    let joined = Rule(via: nodes[Int(via)], from: partWays[Int(rule.fromWay)], to: partWays[Int(rule.toWay)], isOnly: rule.isOnly)
                    guard rules.insert(joined).inserted else { continue }
                    restrictions[joined.via, default: []].append(TurnRestriction(fromWay: joined.from, toWay: joined.to, isOnly: joined.isOnly))
                }
            }
        }
        nodeIndex = [:]
        // In memory: nothing is written, so nothing can fail.
        do {
            try edges.sortBySourceAndTarget()
            try edges.removeRepeats()
            try self.init(transport: transport, positions: NodePositions(fixed: Column(positions)), nodeIDs: NodeIDs(Column(nodeIDs)), sortedEdges: &edges,
                          nodeDelay: delays, isBarrier: barriers, ways: WayTable(ways), restrictions: restrictions, spillingIn: nil)
        } catch {
            preconditionFailure("a graph kept in memory writes no file: \(error.message)")
        }
    }

    /// The area the graph's nodes cover (nil without nodes).
    public var bounds: GeoBounds? { GeoBounds.enclosing(Array(coordinates)) }
}
