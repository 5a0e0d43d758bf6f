import BinaryData
import Testing
import TestSupport
@testable import Routing

/// Writes kinds as a section would hold them (from its start) and reads them back.
private func readBack(_ kinds: EdgeKinds) throws(ByteReaderError) -> EdgeKinds {
    var writer = ByteWriter()
    kinds.write(to: &writer, sectionOffset: 0)
    var reader = ByteReader(ByteRegion(bytes: writer.bytes))
    return try EdgeKinds(reading: &reader)
}

/// Every edge keeps its own speed and restriction while a graph has at most 256 kinds, and reads back the same.
@Test func edgeKindsKeepEverySpeedAndRestriction() throws {
    var generator = SeededGenerator(seed: 6)
    let speeds: [Float] = (0..<40).map { Float($0 + 1) * 0.7 }
    let edges = (0..<5_000).map { _ in
        EdgeKind(speed: speeds.randomElement(using: &generator) ?? 1, isRestricted: Bool.random(using: &generator))
    }
    let kinds = EdgeKinds(edges)
    #expect(kinds.kinds.count == Set(edges).count)
    #expect(edges.indices.allSatisfy { kinds[$0] == edges[$0] })
    let copy = try readBack(kinds)
    #expect(copy.count == edges.count && edges.indices.allSatisfy { copy[$0] == edges[$0] })
    #expect(copy.topSpeed == Double(speeds.max() ?? 0))
    let times = EdgeTimes(lengths: StoredFloats(edges.indices.map { Double($0) }), kinds: copy)
    #expect(edges.indices.allSatisfy { times[$0] == Double(Float($0)) * (1 / Double(edges[$0].speed)) })
}

/// Past 256 kinds the most common are kept, and an edge of another kind gets the kept kind of its restriction with
/// the nearest speed; every edge's kind is in the table.
@Test func edgeKindsBeyondTheTableTakeTheNearestKeptSpeed() throws {
    // 300 speeds, the first 250 on ten edges each, the rest on one; every one unrestricted but speed 1.
    var edges: [EdgeKind] = []
    for index in 0..<300 {
        let kind = EdgeKind(speed: Float(index + 1), isRestricted: index == 0)
        edges += Array(repeating: kind, count: index < 250 ? 10 : 1)
    }
    edges.append(EdgeKind(speed: 260.4, isRestricted: true))
    let kinds = EdgeKinds(edges)
    #expect(kinds.kinds.count == EdgeKinds.maximumKinds)
    #expect(edges.indices.allSatisfy { kinds.kindNumber(of: $0) < kinds.kinds.count })
    for (edge, kind) in edges.enumerated() {
        let given = kinds[edge]
        #expect(given.isRestricted == kind.isRestricted, "\(kind)")
        if kinds.kinds.contains(kind) {
            #expect(given == kind)
        } else {
            let nearest = kinds.kinds.filter { $0.isRestricted == kind.isRestricted }.map { abs($0.speed - kind.speed) }.min()
            #expect(abs(given.speed - kind.speed) == nearest, "\(kind) → \(given)")
        }
    }
    // The restricted 260.4 m/s edge has only the restricted 1 m/s kind to go to.
    #expect(kinds[edges.count - 1] == EdgeKind(speed: 1, isRestricted: true))
    let copy = try readBack(kinds)
    #expect(edges.indices.allSatisfy { copy[$0] == kinds[$0] })
}

/// A graph of one kind (walking) stores no byte per edge.
@Test func oneKindStoresNoBytePerEdge() throws {
    let edges = Array(repeating: EdgeKind(speed: 1.4, isRestricted: false), count: 1_000)
    let kinds = EdgeKinds(edges)
    var writer = ByteWriter()
    kinds.write(to: &writer, sectionOffset: 0)
    #expect(writer.count < 40)
    let copy = try readBack(kinds)
    #expect(copy.count == 1_000 && (0..<1_000).allSatisfy { copy[$0] == edges[$0] })
}

/// A damaged table is refused: a speed that is not a positive number, a kind past the table, a column that does not
/// match the edge count.
@Test func damagedEdgeKindsAreRefused() throws {
    func bytes(edgeCount: UInt64, speeds: [Float], column: [UInt8]) -> [UInt8] {
        var writer = ByteWriter()
        writer.write(edgeCount)
        writer.write(UInt32(speeds.count))
        for speed in speeds {
            writer.write(speed.bitPattern)
            writer.write(false)
        }
        writer.write(column: Column(column), sectionOffset: 0)
        return writer.bytes
    }
    func refused(_ bytes: [UInt8]) -> Bool {
        var reader = ByteReader(ByteRegion(bytes: bytes))
        return (try? EdgeKinds(reading: &reader)) == nil
    }
    #expect(!refused(bytes(edgeCount: 3, speeds: [2, 3], column: [0, 1, 1])))
    #expect(refused(bytes(edgeCount: 3, speeds: [2, 0], column: [0, 1, 1])))
    #expect(refused(bytes(edgeCount: 3, speeds: [2, .nan], column: [0, 1, 1])))
    #expect(refused(bytes(edgeCount: 3, speeds: [2, -.infinity], column: [0, 1, 1])))
    #expect(refused(bytes(edgeCount: 3, speeds: [2, 3], column: [0, 2, 1])))
    #expect(refused(bytes(edgeCount: 4, speeds: [2, 3], column: [0, 1, 1])))
    #expect(refused(bytes(edgeCount: 3, speeds: [], column: [])))
    #expect(!refused(bytes(edgeCount: 3, speeds: [2], column: [])))
    #expect(refused(bytes(edgeCount: 3, speeds: [2], column: [0, 0, 0])))
}

/// Several flags share a byte, each read back through its own bit.
@Test func packedFlagsReadBackEachFlag() {
    var generator = SeededGenerator(seed: 9)
    let first = (0..<500).map { _ in Bool.random(using: &generator) }, second = (0..<500).map { _ in Bool.random(using: &generator) }
    let bytes = Flags.packed([Flags(first), Flags(second)])
    #expect(Array(Flags(bytes: bytes, mask: 1)) == first && Array(Flags(bytes: bytes, mask: 2)) == second)
}
