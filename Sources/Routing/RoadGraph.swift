import BinaryData
import Foundation
import Geo
import OSM

/// The routable road network of an extract for one transport type, in compact arrays (CSR).
///
/// Graph nodes are the OSM nodes of usable ways; each directed edge joins two consecutive nodes of a
/// way, with its length, travel time and way. Edges leaving a node are contiguous (`firstEdge`).
public struct RoadGraph: Sendable {
    /// The relation types a graph reads (turn restrictions).
    public static let relationTypes: Set<String> = ["restriction"]

    /// The transport type the graph was built for.
    public let transport: TransportType
    /// Node positions.
    let coordinates: NodePositions
    /// OSM ids of the nodes.
    let nodeIDs: NodeIDs
    /// Index of the first outgoing edge of each node (count + 1 entries).
    let firstEdge: Column<Int32>
    /// The node each edge leaves (found from `firstEdge`; not stored in a prepared file).
    let edgeSource: Column<Int32>
    let edgeTarget: Column<Int32>
    /// Metres.
    let edgeLength: StoredFloats
    /// Each edge's speed and whether it is destination-only, as a byte naming one of the graph's few kinds.
    let edgeKinds: EdgeKinds
    /// Seconds (length over the kind's speed).
    let edgeTime: EdgeTimes
    /// Index into `ways`.
    let edgeWay: Column<Int32>
    /// Usable only at the start or end of a route (car destination-only ways).
    let edgeRestricted: EdgeRestrictions
    /// Compass bearing (degrees) of each edge on leaving its source and on arriving at its target, over
    /// `SegmentBearings.lookahead` metres of its way: turn angles are measured between them.
    let edgeEntryBearing: Bearings, edgeExitBearing: Bearings
    /// Whole seconds lost passing each node (traffic signals, stop and give-way signs, gates).
    let nodeDelay: Column<UInt8>
    /// Nodes the transport type cannot pass (bollards for cars, walls, access=no): reached, never gone through.
    let isBarrier: Flags
    /// Number of distinct neighbouring nodes (more than two: a junction, where turns cost time).
    let nodeDegree: Column<UInt8>
    /// The fastest edge's speed (m/s): the A* heuristic's bound.
    let topSpeed: Double
    /// Ways used by the graph.
    let ways: WayTable
    /// Per way, a number shared by ways that continue one road (same name, ref, class and roundabout flag): moving
    /// between two such ways is not a turn (OSRM compresses them into one road). Only bicycles' turn costs read it;
    /// other graphs leave it empty (numbering a country's ways costs a car route's opening hundreds of milliseconds).
    let roadOfWay: [Int32]
    /// Turn restrictions by via node.
    let restrictions: [Int32: [TurnRestriction]]
    /// Whether a node is the via node of any restriction (checked before the dictionary, on every relaxation).
    let isRestrictionVia: [Bool]
    let profile: Profile
    /// Edges by grid cell (`GridKey.packed`): read in place from a prepared file, encoded so for a graph built here.
    let segmentGrid: KeyedLists<Int64>
    /// Whether each node belongs to a strongly connected part of the network of at least 200 nodes: ends are snapped
    /// only there, so a snapped end can always leave and be reached (never a one-way dead end cut by the extract's
    /// edge); separate networks in one extract (two towns) each stay, and a route between them is "no route".
    let isMainNetwork: Flags
    /// Landmark time tables for a tighter A* bound (prepared graphs only; nil for graphs built in memory, where
    /// the extract is small enough for the straight-line bound).
    let landmarks: Landmarks?

    /// What instructions need to know about a way.
    struct WayInfo: Sendable {
        var osmID: Int64
        var name: String?
        var ref: String?
        var highway: String
        var isRoundabout: Bool
    }

    struct GridKey: Hashable, Sendable {
        let x: Int32, y: Int32
    }

    static let gridDegrees = 0.002
    /// Segments spanning more grid cells than this are kept in `longSegmentsKey`'s cell, checked by every query.
    static let maximumCellsPerSegment: Int64 = 1024
    static let longSegmentsKey = GridKey(x: .min, y: .min)

    /// Number of directed edges.
    public var edgeCount: Int { edgeTarget.count }
    /// Number of nodes.
    public var nodeCount: Int { coordinates.count }

    /// A graph from its tables (read back from a prepared file).
    init(transport: TransportType, coordinates: NodePositions, nodeIDs: NodeIDs, firstEdge: Column<Int32>,
         edgeTarget: Column<Int32>, edgeLength: StoredFloats, edgeKinds: EdgeKinds, edgeWay: Column<Int32>,
         edgeEntryBearing: Bearings, edgeExitBearing: Bearings, nodeDelay: Column<UInt8>, isBarrier: Flags,
         nodeDegree: Column<UInt8>, topSpeed: Double, ways: WayTable, restrictions: [Int32: [TurnRestriction]],
         segmentGrid: KeyedLists<Int64>, isMainNetwork: Flags, landmarks: Landmarks?) {
        self.transport = transport
        profile = Profile(transport: transport)
        self.coordinates = coordinates
        self.nodeIDs = nodeIDs
        self.firstEdge = firstEdge
        edgeSource = RoadGraph.sources(firstEdge: firstEdge, edgeCount: edgeTarget.count)
        self.edgeTarget = edgeTarget
        self.edgeLength = edgeLength
        self.edgeKinds = edgeKinds
        edgeTime = EdgeTimes(lengths: edgeLength, kinds: edgeKinds)
        self.edgeWay = edgeWay
        edgeRestricted = EdgeRestrictions(kinds: edgeKinds)
        self.edgeEntryBearing = edgeEntryBearing
        self.edgeExitBearing = edgeExitBearing
        self.nodeDelay = nodeDelay
        self.isBarrier = isBarrier
        self.nodeDegree = nodeDegree
        self.topSpeed = topSpeed
        self.ways = ways
        roadOfWay = transport == .cycling ? RoadGraph.roads(of: ways) : []
        self.restrictions = restrictions
        isRestrictionVia = RoadGraph.vias(restrictions, nodeCount: coordinates.count)
        self.segmentGrid = segmentGrid
        self.isMainNetwork = isMainNetwork
        self.landmarks = landmarks
    }

    /// Each edge's source node, from the first edges of the nodes (which the caller has checked: from 0 to
    /// `edgeCount`, never falling).
    static func sources(firstEdge: Column<Int32>, edgeCount: Int) -> Column<Int32> {
        // Filled in place: a country's car graph has millions of edges, and this is on every route's opening.
        Column(count: edgeCount) { sources in
            sources.initialize(repeating: 0)
            for node in 0..<max(0, firstEdge.count - 1) {
                for edge in Int(firstEdge[node])..<Int(firstEdge[node + 1]) { sources[edge] = Int32(node) }
            }
        }
    }

    /// The number of distinct neighbours of each node (up to 255), from edges sorted by source and target: each
    /// neighbouring pair is counted once, at its edge from the lower node, or at the edge back when there is none
    /// (a one-way street); a loop at a node counts twice.
    static func distinctNeighbours<Values: RandomAccessCollection<Int32>>(firstEdge: [Int32], sources: Values, targets: Values) -> [UInt8]
        where Values.Index == Int {
        var degrees = [UInt8](repeating: 0, count: max(0, firstEdge.count - 1))
        func count(_ node: Int32) { degrees[Int(node)] &+= degrees[Int(node)] < 255 ? 1 : 0 }
        /// Whether `from` has an edge to `to` (its edges are sorted by target).
        func hasEdge(from: Int32, to: Int32) -> Bool {
            var low = Int(firstEdge[Int(from)]), high = Int(firstEdge[Int(from) + 1])
            while low < high {
                let middle = (low + high) / 2
                if targets[middle] < to { low = middle + 1 } else { high = middle }
            }
            return low < Int(firstEdge[Int(from) + 1]) && targets[low] == to
        }
        for edge in sources.indices {
            let (source, target) = (sources[edge], targets[edge])
            if edge > 0, sources[edge - 1] == source, targets[edge - 1] == target { continue }
            if source < target || (source > target && !hasEdge(from: target, to: source)) || source == target {
                count(source)
                count(target)
            }
        }
        return degrees
    }

    /// Numbers ways by the road they belong to (see `roadOfWay`).
    static func roads(of ways: WayTable) -> [Int32] {
        struct Road: Hashable { let name: String?, ref: String?, highway: String, isRoundabout: Bool }
        var numbers: [Road: Int32] = [:]
        return ways.map { way in
            let road = Road(name: way.name, ref: way.ref, highway: way.highway, isRoundabout: way.isRoundabout)
            if let number = numbers[road] { return number }
            let number = Int32(numbers.count)
            numbers[road] = number
            return number
        }
    }

    /// A flag per node: is it the via node of a restriction?
    static func vias(_ restrictions: [Int32: [TurnRestriction]], nodeCount: Int) -> [Bool] {
        var flags = [Bool](repeating: false, count: nodeCount)
        for via in restrictions.keys where via >= 0 && Int(via) < nodeCount { flags[Int(via)] = true }
        return flags
    }

    /// The fastest edge speed, or the profile's ceiling when there are no edges.
    static func topSpeed(_ kinds: EdgeKinds, profile: Profile) -> Double {
        kinds.topSpeed ?? profile.maximumSpeed
    }

    /// Builds the graph of `data` for `transport`, in memory.
    public init(data: OSMData, transport: TransportType) {
        do { try self.init(data: data, transport: transport, spillingIn: nil) } catch {
            preconditionFailure("a graph built in memory writes no file: \(error.message)")
        }
    }

    /// Builds the graph of `data` for `transport`, its edges in temporary files in `area` while they are sorted and
    /// made into the graph's columns (nil: in memory); throws when such a file cannot be written or mapped.
    public init(data: OSMData, transport: TransportType, spillingIn area: SpillArea?) throws(FileWriteError) {
        let profile = Profile(transport: transport)
        // Each extract node's number in the graph plus one, by its position in the extract's node table (0: not in the
        // graph): a table the size of the extract's (a dictionary of the graph's nodes would take more bytes and
        // regrow), in a temporary file when spilling, since it grows with the extract, not with the graph.
        var graphNode = try ScratchTable<Int32>(count: data.locations.count, spillingIn: area)
        // Node positions in fixed point as they come (half a Coordinate's bytes), and their OSM ids: in temporary
        // files when spilling, taken as the graph's columns as they are mapped.
        var positions = try GrowingColumn<Int32>(spillingIn: area)
        var nodeIDs = try GrowingColumn<Int64>(spillingIn: area)
        var ways = WayTable.Builder()
        var wayIndexByID: [Int64: Int32] = [:]
        // The edges column by column (not an array of tuples beside the final columns: half the memory at the peak).
        var edges = try EdgeColumns(spillingIn: area)
        if area == nil { edges.reserveCapacity(RoadGraph.edgeCountBound(data.ways, profile: profile)) }
        /// The graph's number of the node at `position` in the extract's table, numbering it when new.
        func node(at position: Int, id: Int64, _ coordinate: Coordinate) -> Int32 {
            if graphNode[position] > 0 { return graphNode[position] - 1 }
            let index = Int32(nodeIDs.count)
            graphNode[position] = index + 1
            let fixed = coordinate.fixedPoint
            positions.append(Int32(clamping: fixed.latitude))
            positions.append(Int32(clamping: fixed.longitude))
            nodeIDs.append(id)
            return index
        }
        func graphNumber(of id: Int64) -> Int32? {
            data.locations.position(of: id).flatMap { graphNode[$0] > 0 ? graphNode[$0] - 1 : nil }
        }
        for way in data.ways {
            guard let access = profile.access(way.tags), access.forward != nil || access.backward != nil else { continue }
            let wayIndex = Int32(ways.count)
            ways.append(WayInfo(osmID: way.id, name: way.tags["name"], ref: way.tags["ref"], highway: way.tags["highway"] ?? "",
                                isRoundabout: way.tags["junction"] == "roundabout" || way.tags["junction"] == "circular"))
            wayIndexByID[way.id] = wayIndex
            // Runs of consecutive nodes inside the extract (a way leaving it is cut there).
            var runs: [[(index: Int32, coordinate: Coordinate)]] = [[]]
            for id in way.nodeIDs {
                guard let position = data.locations.position(of: id) else {
                    if !(runs.last?.isEmpty ?? true) { runs.append([]) }
                    continue
                }
                let coordinate = data.locations.coordinate(at: position)
                let current = node(at: position, id: id, coordinate)
                if runs[runs.count - 1].last?.index != current { runs[runs.count - 1].append((current, coordinate)) }
            }
            for run in runs where run.count > 1 {
                let bearings = SegmentBearings.along(run.map(\.coordinate))
                for k in 0..<run.count - 1 {
                    let (from, to) = (run[k], run[k + 1])
                    let length = Distance.haversine(from.coordinate, to.coordinate)
                    let bearing = bearings[k]
                    if let speed = access.forward {
                        edges.append(from.index, to.index, length, EdgeKind(speed: Float(speed), isRestricted: access.isRestricted), wayIndex,
                                     bearing.forwardEntry, bearing.forwardExit)
                    }
                    if let speed = access.backward {
                        edges.append(to.index, from.index, length, EdgeKind(speed: Float(speed), isRestricted: access.isRestricted), wayIndex,
                                     bearing.backwardEntry, bearing.backwardExit)
                    }
                }
            }
        }
        var delays = [UInt8](repeating: 0, count: nodeIDs.count)
        var barriers = [Bool](repeating: false, count: nodeIDs.count)
        for tagged in data.nodes {
            guard let index = graphNumber(of: tagged.id) else { continue }
            delays[Int(index)] = RoadGraph.nodeDelay(tagged.tags, transport: transport)
            barriers[Int(index)] = profile.isBarrier(tagged.tags)
        }
        let restrictions = TurnRestriction.read(data.relations, transport: transport, node: graphNumber, wayIndex: wayIndexByID)
        // The lookups by OSM id let go before the edges are sorted (the sort's order and copies are the build's peak).
        graphNode = ScratchTable(count: 0)
        wayIndexByID = [:]
        try edges.sortBySourceAndTarget()
        try positions.finish()
        try nodeIDs.finish()
        try self.init(transport: transport, positions: NodePositions(fixed: positions.column), nodeIDs: NodeIDs(nodeIDs.column), sortedEdges: &edges,
                      nodeDelay: delays, isBarrier: barriers, ways: ways.table(), restrictions: restrictions, spillingIn: area)
    }

    /// At least as many edges as the graph of `ways` has: a segment per pair of neighbouring nodes in each direction
    /// the profile allows (a way's nodes outside the extract or repeated make fewer).
    static func edgeCountBound(_ ways: OSMWays, profile: Profile) -> Int {
        ways.indices.reduce(0) { sum, index in
            guard let access = profile.access(ways.tags(at: index)) else { return sum }
            let directions = (access.forward != nil ? 1 : 0) + (access.backward != nil ? 1 : 0)
            return sum + max(0, ways.nodeCount(at: index) - 1) * directions
        }
    }

    /// A graph from its nodes, ways and restrictions and its edges sorted by source and target: the tables found from
    /// them (first edges, degrees, the segment grid, the main network) are made here. No landmarks. `edges` is
    /// emptied column by column as each becomes the graph's (the caller's arrays, not a copy, so each is freed then:
    /// the 30 × 30 grid's walking graph held its 300 MB of edges twice when they were passed by value). The main
    /// network's tables go to temporary files in `area` when one is given.
    init(transport: TransportType, positions: NodePositions, nodeIDs: NodeIDs, sortedEdges edges: inout EdgeColumns,
         nodeDelay: [UInt8], isBarrier: [Bool], ways: WayTable, restrictions: [Int32: [TurnRestriction]],
         spillingIn area: SpillArea?) throws(FileWriteError) {
        self.transport = transport
        profile = Profile(transport: transport)
        let nodeCount = positions.count
        var firstEdge = [Int32](repeating: 0, count: nodeCount + 1)
        for source in edges.source { firstEdge[Int(source) + 1] += 1 }
        for index in 0..<nodeCount { firstEdge[index + 1] += firstEdge[index] }
        coordinates = positions
        self.nodeIDs = nodeIDs
        self.firstEdge = Column(firstEdge)
        nodeDegree = Column(RoadGraph.distinctNeighbours(firstEdge: firstEdge, sources: edges.source.column, targets: edges.target.column))
        let mainNetwork = try StronglyConnected.large(nodeCount: nodeCount, firstEdge: firstEdge, targets: edges.target.column,
                                                      blocked: isBarrier, spillingIn: area)
        // Each column taken as the graph's (a mapped temporary as it is) and let go here in turn, so the edges are
        // held about once.
        edgeSource = edges.source.column
        edges.source = GrowingColumn()
        edgeTarget = edges.target.column
        edges.target = GrowingColumn()
        edgeLength = StoredFloats(floats: edges.length.column)
        edges.length = GrowingColumn()
        edgeKinds = EdgeKinds(numbers: edges.kind.column, of: edges.kinds.values)
        edges.kind = GrowingColumn()
        edgeTime = EdgeTimes(lengths: edgeLength, kinds: edgeKinds)
        edgeWay = edges.way.column
        edges.way = GrowingColumn()
        edgeRestricted = EdgeRestrictions(kinds: edgeKinds)
        edgeEntryBearing = Bearings(steps: edges.entry.column)
        edges.entry = GrowingColumn()
        edgeExitBearing = Bearings(steps: edges.exit.column)
        edges = EdgeColumns()
        self.nodeDelay = Column(nodeDelay)
        self.isBarrier = Flags(isBarrier)
        topSpeed = RoadGraph.topSpeed(edgeKinds, profile: profile)
        self.ways = ways
        roadOfWay = transport == .cycling ? RoadGraph.roads(of: ways) : []
        self.restrictions = restrictions
        isRestrictionVia = RoadGraph.vias(restrictions, nodeCount: nodeCount)
        isMainNetwork = Flags(mainNetwork)
        let coordinates = self.coordinates
        var grid: [GridKey: [Int32]] = [:]
        for edge in edgeTarget.indices
        where !RoadGraph.isReverseOfEarlierEdge(edge, firstEdge: self.firstEdge, sources: edgeSource, targets: edgeTarget, ways: edgeWay) {
            let a = coordinates[Int(edgeSource[edge])], b = coordinates[Int(edgeTarget[edge])]
            let x0 = Int32((min(a.longitude, b.longitude) / RoadGraph.gridDegrees).rounded(.down))
            let x1 = Int32((max(a.longitude, b.longitude) / RoadGraph.gridDegrees).rounded(.down))
            let y0 = Int32((min(a.latitude, b.latitude) / RoadGraph.gridDegrees).rounded(.down))
            let y1 = Int32((max(a.latitude, b.latitude) / RoadGraph.gridDegrees).rounded(.down))
            // A segment across thousands of cells (a broken or ocean-crossing way) goes in one catch-all cell instead.
            if (Int64(x1) - Int64(x0) + 1) * (Int64(y1) - Int64(y0) + 1) > RoadGraph.maximumCellsPerSegment {
                grid[RoadGraph.longSegmentsKey, default: []].append(Int32(edge))
                continue
            }
            for x in x0...x1 { for y in y0...y1 { grid[GridKey(x: x, y: y), default: []].append(Int32(edge)) } }
        }
        segmentGrid = KeyedLists(Dictionary(uniqueKeysWithValues: grid.map { ($0.key.packed, $0.value) }))
        landmarks = nil
    }

    /// Whether an edge runs back along the segment of an earlier edge of the same way (the other direction of a
    /// two-way street): the segment grid lists one edge per segment, as routes start and end on either direction
    /// of the edge they are snapped to.
    static func isReverseOfEarlierEdge(_ edge: Int, firstEdge: Column<Int32>, sources: Column<Int32>, targets: Column<Int32>,
                                       ways: Column<Int32>) -> Bool {
        let source = sources[edge], target = targets[edge], way = ways[edge]
        return (Int(firstEdge[Int(target)])..<Int(firstEdge[Int(target) + 1])).contains { $0 < edge && targets[$0] == source && ways[$0] == way }
    }

    /// Outgoing edges of a node.
    func edges(from node: Int32) -> Range<Int> {
        Int(firstEdge[Int(node)])..<Int(firstEdge[Int(node) + 1])
    }

    /// The edge from `a` to `b`, if any.
    func edge(from a: Int32, to b: Int32) -> Int32? {
        edges(from: a).first { edgeTarget[$0] == b }.map { Int32($0) }
    }

    /// Edges whose segments pass near a coordinate (grid cells within `radius` metres), possibly repeated.
    func candidateEdges(near coordinate: Coordinate, radius: Double) -> [Int32] {
        let cells = Int32((radius / 111_000 / RoadGraph.gridDegrees / max(cos(coordinate.latitude * .pi / 180), 0.2)).rounded(.up))
        let cx = Int32((coordinate.longitude / RoadGraph.gridDegrees).rounded(.down)), cy = Int32((coordinate.latitude / RoadGraph.gridDegrees).rounded(.down))
        // Cell by cell, in a fixed order; an edge in several cells comes more than once (the nearest is the same).
        var result: [Int32] = []
        for dx in -cells...cells { for dy in -cells...cells { result += segmentGrid.list(for: GridKey(x: cx &+ dx, y: cy &+ dy).packed) } }
        result += segmentGrid.list(for: RoadGraph.longSegmentsKey.packed)
        // The lists are read from the file as they are: an edge number past the graph (a damaged file) is left out.
        return result.filter { $0 >= 0 && Int($0) < edgeCount }
    }

    /// The name people know a way by (name, else ref).
    func displayName(ofWay way: Int32) -> String? {
        let info = ways[Int(way)]
        return info.name ?? info.ref
    }
}
