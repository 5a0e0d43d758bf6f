import BinaryData
import Geo

extension RoadGraph {
    /// The graph as a prepared-file section: its arrays as they are, so reading it back is a few bulk copies.
    public func preparedSection() -> [UInt8] {
        var writer = ByteWriter()
        writePreparedSection(to: &writer)
        return writer.bytes
    }

    /// Writes the section into `sink` array by array (so only one array's bytes are in memory at a time).
    public func writePreparedSection(to sink: inout some ByteSink) {
        var writer = ByteWriter()
        func flush() {
            sink.append(writer.bytes)
            writer = ByteWriter()
        }
        writer.write(transport.rawValue)
        var flat: [Double] = []
        flat.reserveCapacity(coordinates.count * 2)
        for coordinate in coordinates { flat += [coordinate.latitude, coordinate.longitude] }
        writer.write(array: flat)
        flat = []
        flush()
        writer.write(array: nodeIDs)
        writer.write(array: firstEdge)
        flush()
        writer.write(array: edgeSource)
        writer.write(array: edgeTarget)
        flush()
        writer.write(array: edgeLength)
        flush()
        writer.write(array: edgeTime)
        flush()
        writer.write(array: edgeWay)
        writer.write(array: edgeRestricted.map { UInt8($0 ? 1 : 0) })
        flush()
        writer.write(array: edgeEntryBearing.map(\.bitPattern))
        writer.write(array: edgeExitBearing.map(\.bitPattern))
        flush()
        writer.write(array: nodeDelay.map(\.bitPattern))
        writer.write(array: isBarrier.map { UInt8($0 ? 1 : 0) })
        writer.write(array: nodeDegree)
        flush()
        writer.write(UInt64(ways.count))
        for way in ways {
            WayTable.write(way, to: &writer)
            if writer.count > 1 << 20 { flush() }
        }
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
        writer.write(array: isMainNetwork.map { UInt8($0 ? 1 : 0) })
        flush()
        segmentGrid.write(to: &writer)
        flush()
        let landmarks = self.landmarks ?? Landmarks.compute(for: self)
        writer.write(UInt32(landmarks?.count ?? 0))
        (landmarks?.fromLandmark ?? .memory([])).write(to: &writer)
        flush()
        (landmarks?.toLandmark ?? .memory([])).write(to: &writer)
        flush()
    }

    /// Reads a graph written by `preparedSection()`; throws on damaged or inconsistent tables.
    public init(preparedSection section: ByteRegion) throws(ByteReaderError) {
        var reader = ByteReader(section)
        let transportName = try reader.readString()
        guard let transport = TransportType(rawValue: transportName) else { throw ByteReaderError("unknown transport \(transportName)") }
        let coordinates = try RoadGraph.readCoordinates(&reader)
        let nodeIDs = try reader.readArray(Int64.self)
        let firstEdge = try reader.readArray(Int32.self)
        let edgeSource = try reader.readArray(Int32.self), edgeTarget = try reader.readArray(Int32.self)
        let edgeLength = try reader.readDoubleArray(), edgeTime = try reader.readDoubleArray()
        let edgeWay = try reader.readArray(Int32.self)
        let edgeRestricted = try reader.readBoolArray()
        let edgeEntryBearing = try reader.readFloatArray()
        let edgeExitBearing = try reader.readFloatArray()
        let nodeDelay = try reader.readFloatArray()
        let isBarrier = try reader.readBoolArray()
        let nodeDegree = try reader.readArray(UInt8.self)
        let wayCount = try reader.read(UInt64.self)
        guard wayCount <= UInt64(reader.remaining / 12) else { throw ByteReaderError("way count \(wayCount) runs past the end") }
        // Found, not decoded: a way is read when a route's steps name it.
        let ways = try WayTable(reading: &reader, count: Int(wayCount))
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
        let isMainNetwork = try reader.readBoolArray()
        // Read in place; its edge numbers are checked as they are looked up (`candidateEdges`).
        let segmentGrid = try KeyedLists<Int64>(reading: &reader)
        let landmarkCount = Int(try reader.read(UInt32.self))
        let fromLandmark = try reader.readArrayView(UInt16.self), toLandmark = try reader.readArrayView(UInt16.self)
        let nodes = coordinates.count, edges = edgeTarget.count
        // Lengths and times must be finite and not negative (a negative cost would make the search run forever),
        // node positions on the globe.
        let costsValid = edgeLength.allSatisfy { $0.isFinite && $0 >= 0 } && edgeTime.allSatisfy { $0.isFinite && $0 >= 0 }
            && coordinates.allSatisfy { $0.isValid } && nodeDelay.allSatisfy { $0.isFinite && $0 >= 0 && $0 < 3600 }
            && (edgeEntryBearing + edgeExitBearing).allSatisfy { $0 >= 0 && $0 <= 360 }
        let edgesValid = costsValid && edgeSource.count == edges && edgeLength.count == edges && edgeTime.count == edges && edgeWay.count == edges
            && edgeRestricted.count == edges && edgeEntryBearing.count == edges && edgeExitBearing.count == edges
            && edgeSource.allSatisfy { $0 >= 0 && Int($0) < nodes } && edgeTarget.allSatisfy { $0 >= 0 && Int($0) < nodes }
            && edgeWay.allSatisfy { $0 >= 0 && Int($0) < ways.count }
        let nodesValid = nodeIDs.count == nodes && isMainNetwork.count == nodes && firstEdge.count == nodes + 1
            && nodeDelay.count == nodes && isBarrier.count == nodes && nodeDegree.count == nodes
            && firstEdge.first == 0 && firstEdge.last == Int32(edges) && zip(firstEdge, firstEdge.dropFirst()).allSatisfy { $0 <= $1 }
        let restrictionsValid = restrictions.allSatisfy { via, list in
            Int(via) < nodes && via >= 0 && list.allSatisfy { $0.fromWay >= 0 && Int($0.fromWay) < ways.count && $0.toWay >= 0 && Int($0.toWay) < ways.count }
        }
        let landmarksValid = landmarkCount <= 64 && fromLandmark.count == landmarkCount * edges && toLandmark.count == landmarkCount * edges
        guard edgesValid, nodesValid, restrictionsValid, landmarksValid else { throw ByteReaderError("road graph tables are inconsistent") }
        self.init(transport: transport, coordinates: coordinates, nodeIDs: nodeIDs, firstEdge: firstEdge, edgeSource: edgeSource,
                  edgeTarget: edgeTarget, edgeLength: edgeLength, edgeTime: edgeTime, edgeWay: edgeWay, edgeRestricted: edgeRestricted,
                  edgeEntryBearing: edgeEntryBearing, edgeExitBearing: edgeExitBearing, nodeDelay: nodeDelay, isBarrier: isBarrier, nodeDegree: nodeDegree, ways: ways,
                  restrictions: restrictions, segmentGrid: segmentGrid, isMainNetwork: isMainNetwork,
                  landmarks: landmarkCount > 0 ? Landmarks(count: landmarkCount, fromLandmark: .file(fromLandmark), toLandmark: .file(toLandmark)) : nil)
    }
}

extension RoadGraph {
    /// Node positions written as latitude, longitude pairs of Doubles: copied in one piece when `Coordinate` is laid
    /// out the same way (two Doubles, latitude first) on a little-endian machine, else pair by pair.
    static func readCoordinates(_ reader: inout ByteReader) throws(ByteReaderError) -> [Coordinate] {
        let flat = try reader.readArrayView(UInt64.self)
        let count = flat.count / 2
        let sameLayout = MemoryLayout<Coordinate>.size == 16 && MemoryLayout<Coordinate>.stride == 16
            && MemoryLayout<Coordinate>.offset(of: \.latitude) == 0 && MemoryLayout<Coordinate>.offset(of: \.longitude) == 8
        guard sameLayout, Int(1).littleEndian == 1 else {
            return (0..<count).map { pair in
                Coordinate(latitude: Double(bitPattern: flat.at(2 * pair) ?? 0), longitude: Double(bitPattern: flat.at(2 * pair + 1) ?? 0))
            }
        }
        return [Coordinate](unsafeUninitializedCapacity: count) { buffer, initialized in
            flat.region.slice(0, count * 16).withUnsafeBytes { UnsafeMutableRawBufferPointer(buffer).copyMemory(from: $0) }
            initialized = count
        }
    }
}

extension RoadGraph.GridKey {
    /// The key as one sortable number.
    var packed: Int64 { (Int64(x) << 32) | Int64(UInt32(bitPattern: y)) }
}
