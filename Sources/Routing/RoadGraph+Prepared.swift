import BinaryData
import Geo

extension RoadGraph {
    /// The graph as a prepared-file section: its arrays as they are, so reading it back is a few bulk copies.
    public func preparedSection() -> [UInt8] {
        var writer = ByteWriter()
        writePreparedSection(to: &writer)
        return writer.bytes
    }

    /// Writes the section into `sink` array by array (so only one array's bytes are in memory at a time). Every
    /// table is a `Column` aligned for reading in place; each edge's source is not stored (it follows from
    /// `firstEdge`).
    public func writePreparedSection(to sink: inout some ByteSink) {
        let start = sink.count
        var writer = ByteWriter()
        func flush() {
            sink.append(writer.bytes)
            writer = ByteWriter()
        }
        func column<Element>(_ values: Column<Element>) {
            flush()
            sink.append(column: values, sectionStart: start)
        }
        writer.write(transport.rawValue)
        writer.write(topSpeed)
        column(coordinates.fixed)
        nodeIDs.write(to: &writer)
        flush()
        column(firstEdge)
        column(edgeTarget)
        column(edgeLength.floats)
        edgeKinds.write(to: &writer, sectionOffset: sink.count - start)
        flush()
        column(edgeWay)
        column(edgeEntryBearing.steps)
        column(edgeExitBearing.steps)
        column(nodeDelay)
        column(Flags.packed([isBarrier, isMainNetwork]))
        column(nodeDegree)
        WayTable.write(ways, to: &sink, sectionStart: start)
        let vias = restrictions.keys.sorted()
        writer.write(UInt64(vias.count))
        for via in vias {
            let list = restrictions[via] ?? []
            writer.write(via)
            writer.write(UInt32(list.count))
            for restriction in list {
                writer.write(restriction.fromWay)
                writer.write(restriction.toWay)
                writer.write(restriction.isOnly)
            }
        }
        flush()
        segmentGrid.write(to: &writer)
        flush()
        let landmarks = self.landmarks ?? (Landmarks.pay(for: transport) ? Landmarks.compute(for: self) : nil)
        writer.write(UInt32(landmarks?.count ?? 0))
        (landmarks?.fromLandmark ?? .memory([])).write(to: &writer)
        flush()
        (landmarks?.toLandmark ?? .memory([])).write(to: &writer)
        flush()
    }

    /// Reads a graph written by `writePreparedSection(to:)`, its tables in place; throws on damaged or inconsistent
    /// tables (every index in range, every cost finite and not negative: checked here, once, so the search can trust
    /// them and never crash or loop).
    public init(preparedSection section: ByteRegion) throws(ByteReaderError) {
        var reader = ByteReader(section)
        let transportName = try reader.readString()
        guard let transport = TransportType(rawValue: transportName) else { throw ByteReaderError("unknown transport \(transportName)") }
        let topSpeed = try reader.readDouble()
        let positions = NodePositions(fixed: try reader.readColumn(Int32.self))
        let nodeIDs = try NodeIDs(reading: &reader)
        let firstEdge = try reader.readColumn(Int32.self)
        let edgeTarget = try reader.readColumn(Int32.self)
        let edgeLength = StoredFloats(floats: try reader.readColumn(Float.self))
        let edgeKinds = try EdgeKinds(reading: &reader)
        let edgeWay = try reader.readColumn(Int32.self)
        let edgeEntryBearing = Bearings(steps: try reader.readColumn(UInt16.self))
        let edgeExitBearing = Bearings(steps: try reader.readColumn(UInt16.self))
        let nodeDelay = try reader.readColumn(UInt8.self)
        let nodeFlags = try reader.readColumn(UInt8.self)
        let isBarrier = Flags(bytes: nodeFlags, mask: 1), isMainNetwork = Flags(bytes: nodeFlags, mask: 2)
        let nodeDegree = try reader.readColumn(UInt8.self)
        // Found, not decoded: a way is read when a route's steps name it.
        let ways = try WayTable(reading: &reader)
        let viaCount = try reader.read(UInt64.self)
        guard viaCount <= UInt64(reader.remaining / 8) else { throw ByteReaderError("restriction count \(viaCount) runs past the end") }
        var restrictions: [Int32: [TurnRestriction]] = [:]
        for _ in 0..<viaCount {
            let via = try reader.read(Int32.self)
            let count = try reader.read(UInt32.self)
            guard count <= UInt32(reader.remaining / 9) else { throw ByteReaderError("restriction list runs past the end") }
            for _ in 0..<count {
                restrictions[via, default: []].append(TurnRestriction(fromWay: try reader.read(Int32.self), toWay: try reader.read(Int32.self),
                                                                      isOnly: try reader.readBool()))
            }
        }
        // Read in place; its edge numbers are checked as they are looked up (`candidateEdges`).
        let segmentGrid = try KeyedLists<Int64>(reading: &reader)
        let landmarkCount = Int(try reader.read(UInt32.self))
        let fromLandmark = try reader.readArrayView(UInt16.self), toLandmark = try reader.readArrayView(UInt16.self)
        let nodes = positions.count, edges = edgeTarget.count
        let countsValid = positions.fixed.count % 2 == 0 && [nodeIDs.count, nodeDelay.count, isBarrier.count, nodeDegree.count, isMainNetwork.count].allSatisfy { $0 == nodes }
            && firstEdge.count == nodes + 1 && [edgeLength.count, edgeKinds.count, edgeWay.count, edgeEntryBearing.count,
                                               edgeExitBearing.count].allSatisfy { $0 == edges }
        guard countsValid, topSpeed.isFinite, topSpeed > 0,
              RoadGraph.edgeRangesValid(firstEdge, edgeCount: edges), RoadGraph.allIn(edgeTarget, below: nodes), RoadGraph.allIn(edgeWay, below: ways.count),
              RoadGraph.allCosts(edgeLength.floats),
              RoadGraph.onTheGlobe(positions.fixed) else {
            throw ByteReaderError("road graph tables are inconsistent")
        }
        let restrictionsValid = restrictions.allSatisfy { via, list in
            Int(via) < nodes && via >= 0 && list.allSatisfy { $0.fromWay >= 0 && Int($0.fromWay) < ways.count && $0.toWay >= 0 && Int($0.toWay) < ways.count }
        }
        let landmarksValid = landmarkCount <= 64 && fromLandmark.count == landmarkCount * edges && toLandmark.count == landmarkCount * edges
        guard restrictionsValid, landmarksValid else { throw ByteReaderError("road graph tables are inconsistent") }
        self.init(transport: transport, coordinates: positions, nodeIDs: nodeIDs, firstEdge: firstEdge, edgeTarget: edgeTarget,
                  edgeLength: edgeLength, edgeKinds: edgeKinds, edgeWay: edgeWay,
                  edgeEntryBearing: edgeEntryBearing, edgeExitBearing: edgeExitBearing, nodeDelay: nodeDelay, isBarrier: isBarrier,
                  nodeDegree: nodeDegree, topSpeed: topSpeed, ways: ways, restrictions: restrictions, segmentGrid: segmentGrid,
                  isMainNetwork: isMainNetwork,
                  landmarks: landmarkCount > 0 ? Landmarks(count: landmarkCount, fromLandmark: .file(fromLandmark), toLandmark: .file(toLandmark)) : nil)
    }

    // The checks below run over millions of values whenever a graph is opened: each is a branch-free pass over a
    // buffer (a count of values out of range, a minimum and a maximum) that the compiler vectorises.

    /// Whether first edges start at 0, end at `edgeCount` and never fall.
    static func edgeRangesValid(_ firstEdge: Column<Int32>, edgeCount: Int) -> Bool {
        guard firstEdge.first == 0, firstEdge.last == Int32(clamping: edgeCount) else { return false }
        return firstEdge.withUnsafeBufferPointer { values in
            var falls = 0
            for index in values.indices.dropFirst() { falls &+= values[index] < values[index - 1] ? 1 : 0 }
            return falls == 0
        }
    }

    /// Whether every value is a valid index below `bound`.
    static func allIn(_ values: Column<Int32>, below bound: Int) -> Bool {
        let limit = Int32(clamping: bound)
        return values.withUnsafeBufferPointer { values in
            var low = Int32.max, high = Int32.min
            for value in values {
                low = min(low, value)
                high = max(high, value)
            }
            return values.isEmpty || (low >= 0 && high < limit)
        }
    }

    /// Whether every length or time is finite and not negative (a negative cost would make the search run forever).
    /// On the bits: a finite number of 0 or more is 0 ..< 0x7F80_0000 as an Int32, and −0 is Int32.min.
    static func allCosts(_ values: Column<Float>) -> Bool {
        values.withUnsafeBufferPointer { floats in
            floats.withMemoryRebound(to: Int32.self) { bits in
                var low = Int32.max, high = Int32.min
                for value in bits {
                    let folded = value == Int32.min ? 0 : value
                    low = min(low, folded)
                    high = max(high, folded)
                }
                return bits.isEmpty || (low >= 0 && high < 0x7F80_0000)
            }
        }
    }

    /// Whether every fixed-point position is on the globe (latitudes within ±90°, longitudes ±180°, in 1e-7°).
    static func onTheGlobe(_ fixed: Column<Int32>) -> Bool {
        fixed.withUnsafeBufferPointer { values in
            var outside = 0
            for pair in 0..<values.count / 2 {
                let latitude = values[pair * 2].magnitude, longitude = values[pair * 2 + 1].magnitude
                outside &+= (latitude > 900_000_000 ? 1 : 0) | (longitude > 1_800_000_000 ? 1 : 0)
            }
            return outside == 0
        }
    }
}

extension RoadGraph.GridKey {
    /// The key as one sortable number.
    var packed: Int64 { (Int64(x) << 32) | Int64(UInt32(bitPattern: y)) }
}
