import BinaryData
import Foundation
import Geo
import Testing
@testable import Routing
import TestSupport

/// Two cycles joined one way (0→1→2→0 and 3→4→3, with 2→3) and a dead end (4→5): the largest strongly connected
/// part is the first cycle; the second cannot get back, the dead end cannot get anywhere.
@Test func largestStronglyConnectedPartIgnoresOneWayDeadEnds() throws {
    let edges: [(Int32, Int32)] = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 3), (4, 5)]
    let (first, targets) = csr(nodeCount: 6, edges: edges)
    #expect(try StronglyConnected.large(nodeCount: 6, firstEdge: first, targets: targets, minimumSize: 3) == [true, true, true, false, false, false])
    // Two parts of at least two nodes each both stay; with no part that large, the largest does.
    #expect(try StronglyConnected.large(nodeCount: 6, firstEdge: first, targets: targets, minimumSize: 2) == [true, true, true, true, true, false])
    #expect(try StronglyConnected.large(nodeCount: 6, firstEdge: first, targets: targets) == [true, true, true, false, false, false])
}

/// Against a reference (each node's component: forward and backward reach by breadth-first search) on random graphs,
/// half of them with blocked nodes (the reference leaves out every edge at one; a blocked node is in no component);
/// with the tables in memory and in temporary files.
@Test func stronglyConnectedMatchesReachabilityOnRandomGraphs() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("components-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let area = SpillArea(directory: directory)
    var generator = SeededGenerator(seed: 13)
    for _ in 0..<200 {
        let count = Int.random(in: 1...40, using: &generator)
        let edges = (0..<Int.random(in: 0...(count * 2), using: &generator)).map { _ in
            (Int32.random(in: 0..<Int32(count), using: &generator), Int32.random(in: 0..<Int32(count), using: &generator))
        }
        let (first, targets) = csr(nodeCount: count, edges: edges)
        let minimum = Int.random(in: 1...6, using: &generator)
        let blocked = Bool.random(using: &generator) ? (0..<count).map { _ in Int.random(in: 0..<5, using: &generator) == 0 } : []
        let found = try StronglyConnected.large(nodeCount: count, firstEdge: first, targets: targets, blocked: blocked, minimumSize: minimum)
        #expect(try StronglyConnected.large(nodeCount: count, firstEdge: first, targets: targets, blocked: blocked, minimumSize: minimum,
                                            spillingIn: area) == found)
        let open = edges.filter { blocked.isEmpty || (!blocked[Int($0.0)] && !blocked[Int($0.1)]) }
        func reach(_ start: Int, reversed: Bool) -> Set<Int> {
            var seen: Set<Int> = [start], queue = [start]
            while let node = queue.popLast() {
                for (a, b) in open {
                    let (from, to) = reversed ? (Int(b), Int(a)) : (Int(a), Int(b))
                    if from == node, seen.insert(to).inserted { queue.append(to) }
                }
            }
            return seen
        }
        let components = (0..<count).map { reach($0, reversed: false).intersection(reach($0, reversed: true)) }
        let threshold = min(minimum, components.map(\.count).max() ?? 0)
        #expect(found == components.indices.map { components[$0].count >= threshold && !(blocked.isEmpty ? false : blocked[$0]) })
    }
}

private func csr(nodeCount: Int, edges: [(Int32, Int32)]) -> ([Int32], [Int32]) {
    let sorted = edges.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    var first = [Int32](repeating: 0, count: nodeCount + 1)
    for (source, _) in sorted { first[Int(source) + 1] += 1 }
    for node in 0..<nodeCount { first[node + 1] += first[node] }
    return (first, sorted.map(\.1))
}
