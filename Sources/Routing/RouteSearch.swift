import Foundation
import Geo

/// A path through the graph between two snapped points.
struct GraphPath: Sendable {
    /// Edges travelled, in order: the first and last only partly (by `startFraction` / `endFraction`).
    var edges: [Int32]
    /// Where the path starts along its first edge (0…1).
    var startFraction: Double
    /// Where the path ends along its last edge (0…1).
    var endFraction: Double
    /// Travel time, seconds.
    var time: Double
    /// Length, metres.
    var distance: Double
    /// The line: start point, the nodes passed, end point.
    var coordinates: [Coordinate]
}

extension RoadGraph {
    /// The fastest path between two snapped points: edge-based A* (edges are the search states, so turn
    /// restrictions are exact), with the straight-line time at the profile's top speed as heuristic.
    /// `penalties` multiply the cost of some edges (for alternatives); `heuristic: false` is plain Dijkstra.
    func fastestPath(from start: SnappedPoint, to end: SnappedPoint, penalties: [Int32: Double] = [:], heuristic: Bool = true) -> GraphPath? {
        let edgeCount = edgeTarget.count
        var cost = [Double](repeating: .infinity, count: edgeCount)
        var previous = [Int32](repeating: -1, count: edgeCount)
        var heap = BinaryHeap()
        let goal = end.coordinate
        let topSpeed = profile.maximumSpeed
        func estimate(_ node: Int32) -> Double {
            heuristic ? Distance.haversine(self.coordinates[Int(node)], goal) / topSpeed : 0
        }
        func time(_ edge: Int32) -> Double { edgeTime[Int(edge)] * (penalties[edge] ?? 1) }

        // The target edge in both directions: (edge, fraction of it to travel from its source).
        let targetForward = end.edge
        let targetBackward = edge(from: edgeTarget[Int(end.edge)], to: edgeSource[Int(end.edge)])
        var best = Double.infinity
        var bestLast: Int32 = -1          // last fully travelled edge (−1: the start edge reaches the end directly)
        var bestFinal: Int32 = -1          // the partly travelled target edge
        var bestFinalFraction = 0.0

        // Start states: the start edge forward, and its reverse.
        let startForward = start.edge
        let startBackward = edge(from: edgeTarget[Int(start.edge)], to: edgeSource[Int(start.edge)])
        var starts: [(edge: Int32, cost: Double, fraction: Double)] = [(startForward, (1 - start.fraction) * time(startForward), start.fraction)]
        if let startBackward { starts.append((startBackward, start.fraction * time(startBackward), 1 - start.fraction)) }
        for state in starts {
            // The end lies ahead on the very same edge.
            if state.edge == targetForward, end.fraction >= state.fraction {
                let direct = (end.fraction - state.fraction) * time(state.edge)
                if direct < best { (best, bestLast, bestFinal, bestFinalFraction) = (direct, -1, state.edge, end.fraction) }
            }
            if let targetBackward, state.edge == targetBackward, 1 - end.fraction >= state.fraction {
                let direct = (1 - end.fraction - state.fraction) * time(state.edge)
                if direct < best { (best, bestLast, bestFinal, bestFinalFraction) = (direct, -1, state.edge, 1 - end.fraction) }
            }
            if state.cost < cost[Int(state.edge)] {
                cost[Int(state.edge)] = state.cost
                heap.push(state.cost + estimate(edgeTarget[Int(state.edge)]), state.edge)
            }
        }
        let startFractions = Dictionary(starts.map { ($0.edge, $0.fraction) }, uniquingKeysWith: { first, _ in first })

        while let (key, edge) = heap.pop() {
            guard key < best else { break }
            let reached = cost[Int(edge)]
            guard key <= reached + estimate(edgeTarget[Int(edge)]) + 1e-9 else { continue }  // stale entry
            let node = edgeTarget[Int(edge)]
            if node == edgeSource[Int(targetForward)], canTurn(from: edge, to: targetForward) {
                let total = reached + end.fraction * time(targetForward)
                if total < best { (best, bestLast, bestFinal, bestFinalFraction) = (total, edge, targetForward, end.fraction) }
            }
            if let targetBackward, node == edgeSource[Int(targetBackward)], canTurn(from: edge, to: targetBackward) {
                let total = reached + (1 - end.fraction) * time(targetBackward)
                if total < best { (best, bestLast, bestFinal, bestFinalFraction) = (total, edge, targetBackward, 1 - end.fraction) }
            }
            for next in edges(from: node) {
                let outgoing = Int32(next)
                guard canTurn(from: edge, to: outgoing) else { continue }
                let candidate = reached + time(outgoing)
                if candidate < cost[next] {
                    cost[next] = candidate
                    previous[next] = edge
                    heap.push(candidate + estimate(edgeTarget[next]), outgoing)
                }
            }
        }
        guard best.isFinite else { return nil }

        var path: [Int32] = []
        var cursor = bestLast
        while cursor >= 0 {
            path.append(cursor)
            cursor = previous[Int(cursor)]
        }
        path.reverse()
        let firstFraction: Double
        if let first = path.first {
            firstFraction = startFractions[first] ?? 0
            path.append(bestFinal)
        } else {
            path = [bestFinal]
            firstFraction = startFractions[bestFinal] ?? 0
        }
        var line = [start.coordinate]
        for edge in path.dropLast() { line.append(self.coordinates[Int(edgeTarget[Int(edge)])]) }
        line.append(end.coordinate)
        var startFraction = firstFraction, endFraction = bestFinalFraction
        // An end snapped exactly onto a node leaves a zero-length piece of edge: not a step of the route.
        if path.count > 1, endFraction <= 1e-9 {
            path.removeLast()
            line.removeLast()
            endFraction = 1
        }
        if path.count > 1, startFraction >= 1 - 1e-9 {
            path.removeFirst()
            line.removeFirst()
            startFraction = 0
        }
        var distance = 0.0
        for (index, edge) in path.enumerated() {
            var fraction = 1.0
            if path.count == 1 { fraction = endFraction - startFraction } else if index == 0 { fraction = 1 - startFraction } else if index == path.count - 1 { fraction = endFraction }
            distance += edgeLength[Int(edge)] * fraction
        }
        return GraphPath(edges: path, startFraction: startFraction, endFraction: endFraction, time: best, distance: distance,
                         coordinates: line)
    }
}

extension RoadGraph {
    /// Snaps two coordinates and finds the fastest path's travel time (for benchmarks); `heuristic: false` is plain Dijkstra.
    public func benchmarkRoute(from a: Coordinate, to b: Coordinate, heuristic: Bool) -> Double? {
        guard let start = snap(a), let end = snap(b) else { return nil }
        return fastestPath(from: start, to: end, heuristic: heuristic)?.time
    }
}
