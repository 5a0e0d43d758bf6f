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
    /// restrictions and turn costs are exact), with the straight-line time at the graph's top speed as heuristic.
    ///
    /// Restricted edges (destination-only) are for the start and the end, as in OSRM: entering one from an ordinary
    /// edge weighs `restrictedEntryWeight` (not time), so a route passes through such an area only when its start or
    /// end lies inside (or no other way exists), and never cuts through one to save time. The path's `time` is its
    /// travel time without that weight. `penalties` multiply the cost of some edges (for alternatives);
    /// `heuristic: false` is plain Dijkstra.
    func fastestPath(from start: SnappedPoint, to end: SnappedPoint, penalties: [Int32: Double] = [:], heuristic: Bool = true) -> GraphPath? {
        let edgeCount = edgeTarget.count
        let state = EdgeSearchState(count: edgeCount)
        var heap = BinaryHeap()
        let goal = end.coordinate
        // Straight-line time at the top speed, by a flat projection around the goal (0.5 % under the great-circle
        // distance at city scale, so it stays a lower bound).
        let metresPerDegree = 111_195.0 * 0.995, longitudeScale = cos(goal.latitude * .pi / 180)
        let perSecond = heuristic ? 1 / topSpeed : 0
        // The target edge in both directions: (edge, fraction of it to travel from its source).
        let targetForward = end.edge
        let targetBackward = edge(from: edgeTarget[Int(end.edge)], to: edgeSource[Int(end.edge)])
        // With landmarks, also their bound to the end's edge (either way along it; only part of it is travelled).
        let landmarks = heuristic ? self.landmarks : nil
        let goalEdges = [targetForward] + (targetBackward.map { [$0] } ?? [])
        func estimate(_ state: Int32) -> Double {
            let point = self.coordinates[Int(edgeTarget[Int(state)])]
            let dx = (point.longitude - goal.longitude) * longitudeScale, dy = point.latitude - goal.latitude
            let straight = (dx * dx + dy * dy).squareRoot() * metresPerDegree * perSecond
            guard let landmarks else { return straight }
            var bound = Double.infinity
            for goalEdge in goalEdges {
                bound = min(bound, landmarks.lowerBound(from: state, to: goalEdge) - edgeTime[Int(goalEdge)])
            }
            return max(straight, bound)
        }
        let hasPenalties = !penalties.isEmpty
        func time(_ edge: Int32) -> Double { hasPenalties ? edgeTime[Int(edge)] * (penalties[edge] ?? 1) : edgeTime[Int(edge)] }
        /// The weight of moving from `incoming` onto `outgoing`: the turn's time, plus the restricted-entry weight.
        func transition(_ incoming: Int32, _ outgoing: Int32) -> Double {
            let entersRestricted = edgeRestricted[Int(outgoing)] && !edgeRestricted[Int(incoming)]
            return turnCost(from: incoming, to: outgoing) + (entersRestricted ? RoadGraph.restrictedEntryWeight : 0)
        }

        var best = Double.infinity
        var bestLast: Int32 = -1          // last fully travelled edge (−1: the start edge reaches the end directly)
        var bestFinal: Int32 = -1          // the partly travelled target edge
        var bestFinalFraction = 0.0

        // Start states: the start edge forward, and its reverse.
        let startForward = start.edge
        let startBackward = edge(from: edgeTarget[Int(start.edge)], to: edgeSource[Int(start.edge)])
        var starts: [(edge: Int32, cost: Double, fraction: Double)] = [(startForward, (1 - start.fraction) * time(startForward), start.fraction)]
        if let startBackward { starts.append((startBackward, start.fraction * time(startBackward), 1 - start.fraction)) }
        for start in starts {
            // The end lies ahead on the very same edge.
            if start.edge == targetForward, end.fraction >= start.fraction {
                let direct = (end.fraction - start.fraction) * time(start.edge)
                if direct < best { (best, bestLast, bestFinal, bestFinalFraction) = (direct, -1, start.edge, end.fraction) }
            }
            if let targetBackward, start.edge == targetBackward, 1 - end.fraction >= start.fraction {
                let direct = (1 - end.fraction - start.fraction) * time(start.edge)
                if direct < best { (best, bestLast, bestFinal, bestFinalFraction) = (direct, -1, start.edge, 1 - end.fraction) }
            }
            if start.cost < state.cost(Int(start.edge)) {
                state.reach(Int(start.edge), cost: start.cost, from: -1)
                heap.push(start.cost + estimate(start.edge), start.edge)
            }
        }
        let startFractions = Dictionary(starts.map { ($0.edge, $0.fraction) }, uniquingKeysWith: { first, _ in first })

        while let (key, edge) = heap.pop() {
            guard key < best else { break }
            let reached = state.cost(Int(edge))
            guard key <= reached + estimate(edge) + 1e-9 else { continue }  // stale entry
            let node = edgeTarget[Int(edge)]
            // The end's edge, either way along it (no array per step: this runs for every settled edge).
            if node == edgeSource[Int(targetForward)], canTurn(from: edge, to: targetForward) {
                let total = reached + transition(edge, targetForward) + end.fraction * time(targetForward)
                if total < best { (best, bestLast, bestFinal, bestFinalFraction) = (total, edge, targetForward, end.fraction) }
            }
            if let targetBackward, node == edgeSource[Int(targetBackward)], canTurn(from: edge, to: targetBackward) {
                let total = reached + transition(edge, targetBackward) + (1 - end.fraction) * time(targetBackward)
                if total < best { (best, bestLast, bestFinal, bestFinalFraction) = (total, edge, targetBackward, 1 - end.fraction) }
            }
            for next in edges(from: node) {
                let outgoing = Int32(next)
                guard canTurn(from: edge, to: outgoing) else { continue }
                let candidate = reached + transition(edge, outgoing) + time(outgoing)
                if candidate < state.cost(next) {
                    state.reach(next, cost: candidate, from: edge)
                    heap.push(candidate + estimate(outgoing), outgoing)
                }
            }
        }
        guard best.isFinite else { return nil }

        var path: [Int32] = []
        var cursor = bestLast
        while cursor >= 0 {
            path.append(cursor)
            cursor = state.previous(Int(cursor))
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
        // Travel time as searched (turn costs included; no penalties, no restricted weight), before trimming.
        let duration = segmentTimes(path, startFraction: startFraction, endFraction: endFraction).reduce(0, +)
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
            distance += edgeLength[Int(edge)] * RoadGraph.travelled(index, of: path.count, startFraction: startFraction, endFraction: endFraction)
        }
        return GraphPath(edges: path, startFraction: startFraction, endFraction: endFraction, time: duration, distance: distance,
                         coordinates: line)
    }
}

extension RoadGraph {
    /// Seconds spent on each edge of a path: its travelled part at its speed, plus the turn onto it from the
    /// previous edge (the first and last edges only partly, from `startFraction` and to `endFraction`).
    func segmentTimes(_ edges: [Int32], startFraction: Double, endFraction: Double) -> [Double] {
        edges.enumerated().map { index, edge in
            let travelled = RoadGraph.travelled(index, of: edges.count, startFraction: startFraction, endFraction: endFraction)
            return edgeTime[Int(edge)] * travelled + (index > 0 ? turnCost(from: edges[index - 1], to: edge) : 0)
        }
    }

    /// How much of a path's edge at `index` (of `count`) is travelled: the first and last only partly.
    static func travelled(_ index: Int, of count: Int, startFraction: Double, endFraction: Double) -> Double {
        if count == 1 { return endFraction - startFraction }
        return index == 0 ? 1 - startFraction : index == count - 1 ? endFraction : 1
    }

    /// The weight of entering a destination-only edge from an ordinary one (seconds of search cost, not of travel):
    /// larger than any real route, so it decides first.
    static let restrictedEntryWeight = 100_000.0

    /// Snaps two coordinates and finds the fastest path's travel time (for benchmarks); `heuristic: false` is plain Dijkstra.
    public func benchmarkRoute(from a: Coordinate, to b: Coordinate, heuristic: Bool) -> Double? {
        guard let start = snap(a), let end = snap(b) else { return nil }
        return fastestPath(from: start, to: end, heuristic: heuristic)?.time
    }
}
