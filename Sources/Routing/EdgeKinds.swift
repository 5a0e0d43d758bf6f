import BinaryData

/// What an edge's travel time and access follow from besides its length: the speed it is travelled at (m/s, as a
/// Float) and whether it is destination-only.
struct EdgeKind: Hashable, Sendable {
    var speed: Float
    var isRestricted: Bool
}

/// Each edge's kind as a byte naming one of the graph's kinds (a graph has a few dozen distinct speeds), so an edge
/// costs one byte here instead of a four-byte time and a flag byte; its time is its stored length over its kind's
/// speed. Read in place from a prepared file.
///
/// A graph with more than 256 kinds (speed limits of every value) keeps the 256 most common; an edge of another kind
/// is given the kept kind with its restriction and the nearest speed. A graph of one kind (walking) stores no byte
/// per edge at all.
struct EdgeKinds: Sendable {
    /// The kind of each edge, as an index into `kinds`; empty when there is one kind (every edge's).
    let kindOfEdge: Column<UInt8>
    /// Number of edges.
    let count: Int
    /// The graph's kinds.
    let kinds: [EdgeKind]
    /// Seconds per metre of each kind (one over its speed): the times are lengths times these.
    let secondsPerMetre: [Double]

    /// The most kinds a graph keeps.
    static let maximumKinds = 256

    /// Kinds as read from a file (already checked: every index below `kinds.count`, every speed finite and positive).
    init(kindOfEdge: Column<UInt8>, kinds: [EdgeKind], count: Int) {
        self.kindOfEdge = kinds.count == 1 ? Column([]) : kindOfEdge
        self.kinds = kinds
        self.count = count
        secondsPerMetre = kinds.map { 1 / Double($0.speed) }
    }

    /// Numbers the kinds of some edges: by how many edges have them (then by speed), at most `maximumKinds`.
    init(_ edgeKinds: [EdgeKind]) {
        var distinct = ValuePool<EdgeKind>()
        let kindOfEdge = edgeKinds.map { distinct.number($0) }
        self.init(numbers: kindOfEdge, of: distinct.values)
    }

    /// Numbers edges' kinds given as numbers into `distinct` (each kind once): by how many edges have them (then by
    /// speed), at most `maximumKinds`.
    init(numbers: some Collection<UInt32>, of distinct: [EdgeKind]) {
        var counts = [Int](repeating: 0, count: distinct.count)
        for number in numbers { counts[Int(number)] += 1 }
        let byUse = distinct.indices.sorted { a, b in
            let (kindA, kindB) = (distinct[a], distinct[b])
            return counts[a] != counts[b] ? counts[a] > counts[b]
                : kindA.speed != kindB.speed ? kindA.speed < kindB.speed : !kindA.isRestricted && kindB.isRestricted
        }
        let kept = byUse.prefix(EdgeKinds.maximumKinds).map { distinct[$0] }
        var renumbered = [UInt8](repeating: 0, count: distinct.count)
        for (index, original) in byUse.prefix(EdgeKinds.maximumKinds).enumerated() { renumbered[original] = UInt8(index) }
        for original in byUse.dropFirst(EdgeKinds.maximumKinds) {
            let nearest = kept.indices.min { a, b in
                EdgeKinds.distance(kept[a], distinct[original]) < EdgeKinds.distance(kept[b], distinct[original])
            }
            renumbered[original] = UInt8(nearest ?? 0)
        }
        self.init(kindOfEdge: Column(kept.count == 1 ? [] : numbers.map { renumbered[Int($0)] }), kinds: kept, count: numbers.count)
    }

    /// How far a kind is from another: any difference in restriction outweighs every difference in speed.
    private static func distance(_ a: EdgeKind, _ b: EdgeKind) -> Float {
        abs(a.speed - b.speed) + (a.isRestricted == b.isRestricted ? 0 : .greatestFiniteMagnitude)
    }

    /// The number of an edge's kind.
    @inline(__always) func kindNumber(of edge: Int) -> Int {
        kindOfEdge.isEmpty ? 0 : Int(kindOfEdge[edge])
    }

    /// The kind of an edge.
    subscript(edge: Int) -> EdgeKind { kinds[kindNumber(of: edge)] }

    /// The fastest speed of any edge (m/s), nil without edges.
    var topSpeed: Double? { kinds.map { Double($0.speed) }.max() }

    /// Writes the kinds: the edge count (u64), the kinds' count (u32), each speed (f32) and restriction (u8), then
    /// the column of edges' kinds (empty for one kind).
    func write(to writer: inout ByteWriter, sectionOffset: Int) {
        writer.write(UInt64(count))
        writer.write(UInt32(kinds.count))
        for kind in kinds {
            writer.write(kind.speed.bitPattern)
            writer.write(kind.isRestricted)
        }
        writer.write(column: kindOfEdge, sectionOffset: sectionOffset)
    }

    /// Reads kinds written by `write(to:sectionOffset:)`; throws on a speed that is not finite and positive, an
    /// edge count past what a graph can number (Int32) or an edge's kind past the table.
    init(reading reader: inout ByteReader) throws(ByteReaderError) {
        let edgeCount = try reader.read(UInt64.self)
        let count = Int(try reader.read(UInt32.self))
        guard count <= EdgeKinds.maximumKinds else { throw ByteReaderError("\(count) edge kinds, more than \(EdgeKinds.maximumKinds)") }
        var kinds: [EdgeKind] = []
        for _ in 0..<count {
            let speed = Float(bitPattern: try reader.read(UInt32.self))
            guard speed.isFinite, speed > 0 else { throw ByteReaderError("edge speed \(speed) is not a positive number") }
            kinds.append(EdgeKind(speed: speed, isRestricted: try reader.readBool()))
        }
        let kindOfEdge = try reader.readColumn(UInt8.self)
        guard edgeCount <= UInt64(Int32.max), count > 0 || edgeCount == 0, kindOfEdge.count == (count == 1 ? 0 : Int(clamping: edgeCount)),
              kindOfEdge.withUnsafeBufferPointer({ $0.isEmpty || Int($0.max() ?? 0) < count }) else {
            throw ByteReaderError("edge kinds do not match \(edgeCount) edges and \(count) kinds")
        }
        self.init(kindOfEdge: kindOfEdge, kinds: kinds, count: Int(edgeCount))
    }
}

/// Each edge's travel time in seconds: its stored length times its kind's seconds per metre.
struct EdgeTimes: RandomAccessCollection, Sendable {
    let lengths: StoredFloats
    let kinds: EdgeKinds

    var startIndex: Int { 0 }
    var endIndex: Int { lengths.count }

    subscript(edge: Int) -> Double { lengths[edge] * kinds.secondsPerMetre[kinds.kindNumber(of: edge)] }
}

/// Whether each edge is destination-only (usable only at a route's start or end), from its kind.
struct EdgeRestrictions: RandomAccessCollection, Sendable {
    let kinds: EdgeKinds

    var startIndex: Int { 0 }
    var endIndex: Int { kinds.count }

    subscript(edge: Int) -> Bool { kinds[edge].isRestricted }
}
