import BinaryData

/// Lower bounds on travel time from landmarks and the triangle inequality (ALT: A*, landmarks, triangle
/// inequality — Goldberg and Harrelson, 2005), so the route search on a large network looks mostly towards the goal.
///
/// The route search moves between edges (a state is "just travelled this edge"), paying each edge's time and the
/// turn onto it. For a few landmark edges far apart, the fastest costs from each landmark to every edge and from
/// every edge to each landmark are computed once, with those same edge times, turn costs and turn rules (when a
/// prepared file is made). Costs obey the triangle inequality, so for any edges e and g and landmark L,
/// `cost(e→g) ≥ cost(L→g) − cost(L→e)` and `cost(e→g) ≥ cost(e→L) − cost(g→L)`: a bound the search can trust
/// that already counts the turns a route must make. Costs are stored as whole seconds rounded down (`UInt16`,
/// 18 hours at most; beyond that or unreachable the landmark says nothing), and one second is taken off each bound
/// for the rounding.
struct Landmarks: Sendable {
    /// Number of landmarks.
    let count: Int
    /// Seconds from each landmark to each edge, edge-major (`edge * count + landmark`).
    let fromLandmark: Table
    /// Seconds from each edge to each landmark, edge-major.
    let toLandmark: Table

    /// A table as computed (in memory), or read in place from a prepared file (a country's tables are hundreds of
    /// megabytes; a route reads a few thousand entries).
    enum Table: Sendable {
        case memory([UInt16])
        case file(ArrayView<UInt16>)

        /// The entry at `index`; nil outside the table.
        func at(_ index: Int) -> UInt16? {
            switch self {
            case .memory(let values): return values.indices.contains(index) ? values[index] : nil
            case .file(let view): return view.at(index)
            }
        }

        /// Writes the table as `ByteWriter.write(array:)` does.
        func write(to writer: inout ByteWriter) {
            switch self {
            case .memory(let values): writer.write(array: values)
            case .file(let view): writer.write(array: view)
            }
        }
    }

    /// Marks a cost the landmark cannot vouch for (unreachable, or too long to store).
    static let unknown = UInt16.max
    /// How many landmarks a prepared graph gets.
    static let defaultCount = 6

    /// Whether a prepared graph of `transport` gets landmark tables. Only driving's: a car's speeds run from walking
    /// pace to 130 km/h, so the straight-line bound (at the top speed) is loose and the search spreads far; walking and
    /// cycling speeds vary little, the straight-line bound is already tight, and their tables (24 bytes an edge) were
    /// a third of their graphs' bytes.
    static func pay(for transport: TransportType) -> Bool {
        transport == .automobile
    }

    /// A lower bound (seconds) on the cost from having travelled `edge` to having travelled `goal`.
    func lowerBound(from edge: Int32, to goal: Int32) -> Double {
        let e = Int(edge) * count, g = Int(goal) * count
        var best = 0
        for landmark in 0..<count {
            let unknown = Landmarks.unknown
            let landmarkToGoal = fromLandmark.at(g + landmark) ?? unknown, landmarkToEdge = fromLandmark.at(e + landmark) ?? unknown
            if landmarkToGoal != Landmarks.unknown, landmarkToEdge != Landmarks.unknown {
                best = max(best, Int(landmarkToGoal) - Int(landmarkToEdge) - 1)
            }
            let edgeToLandmark = toLandmark.at(e + landmark) ?? unknown, goalToLandmark = toLandmark.at(g + landmark) ?? unknown
            if edgeToLandmark != Landmarks.unknown, goalToLandmark != Landmarks.unknown {
                best = max(best, Int(edgeToLandmark) - Int(goalToLandmark) - 1)
            }
        }
        return Double(best)
    }

    /// Chooses `count` landmark edges in the main network of `graph`, each as far (in time) from those chosen
    /// before as possible, and computes their tables. Deterministic: the same graph gives the same landmarks.
    static func compute(for graph: RoadGraph, count: Int = Landmarks.defaultCount) -> Landmarks? {
        let edges = graph.edgeCount
        let usable = (0..<edges).map { graph.isMainNetwork[Int(graph.edgeSource[$0])] && graph.isMainNetwork[Int(graph.edgeTarget[$0])] }
        guard let first = usable.firstIndex(of: true), count > 0 else { return nil }
        let incoming = ReverseAdjacency(graph)
        var fromLandmark = [UInt16](repeating: unknown, count: edges * count)
        var toLandmark = [UInt16](repeating: unknown, count: edges * count)
        // Cost from the nearest chosen landmark, to pick the next one farthest from all of them; the first is the
        // edge farthest from an arbitrary start.
        var nearest = graph.fastestCosts(from: Int32(first), incoming: nil)
        for landmark in 0..<count {
            let next = farthest(nearest, usable: usable)
            let forward = graph.fastestCosts(from: next, incoming: nil)
            let backward = graph.fastestCosts(from: next, incoming: incoming)
            for edge in 0..<edges {
                fromLandmark[edge * count + landmark] = stored(forward[edge])
                toLandmark[edge * count + landmark] = stored(backward[edge])
                nearest[edge] = landmark == 0 ? forward[edge] : min(nearest[edge], forward[edge])
            }
        }
        return Landmarks(count: count, fromLandmark: .memory(fromLandmark), toLandmark: .memory(toLandmark))
    }

    private static func stored(_ seconds: Double) -> UInt16 {
        seconds.isFinite && seconds < Double(unknown) ? UInt16(seconds.rounded(.down)) : unknown
    }

    /// The usable edge with the largest finite cost.
    private static func farthest(_ costs: [Double], usable: [Bool]) -> Int32 {
        var best: Int32 = 0, bestCost = -1.0
        for edge in costs.indices where usable[edge] && costs[edge].isFinite && costs[edge] > bestCost {
            (best, bestCost) = (Int32(edge), costs[edge])
        }
        return best
    }
}

extension RoadGraph {
    /// Fastest costs (seconds: edge times and turn costs, turn rules obeyed) from having travelled `source` to
    /// having travelled every edge, or with `incoming` from every edge to having travelled `source`; infinity where
    /// unreachable. Edge-based Dijkstra, as the route search without its goal.
    func fastestCosts(from source: Int32, incoming: ReverseAdjacency?) -> [Double] {
        var cost = [Double](repeating: .infinity, count: edgeCount)
        var heap = BinaryHeap()
        cost[Int(source)] = 0
        heap.push(0, source)
        while let (key, edge) = heap.pop() {
            guard key <= cost[Int(edge)] else { continue }
            if let incoming {
                // Edges that lead onto this one: arriving at its source node, turning onto it.
                let node = Int(edgeSource[Int(edge)])
                for index in Int(incoming.first[node])..<Int(incoming.first[node + 1]) {
                    let previous = incoming.edges[index]
                    guard canTurn(from: previous, to: edge) else { continue }
                    let candidate = key + turnCost(from: previous, to: edge) + edgeTime[Int(edge)]
                    if candidate < cost[Int(previous)] { cost[Int(previous)] = candidate; heap.push(candidate, previous) }
                }
            } else {
                for next in edges(from: edgeTarget[Int(edge)]) {
                    let outgoing = Int32(next)
                    guard canTurn(from: edge, to: outgoing) else { continue }
                    let candidate = key + turnCost(from: edge, to: outgoing) + edgeTime[next]
                    if candidate < cost[next] { cost[next] = candidate; heap.push(candidate, outgoing) }
                }
            }
        }
        return cost
    }
}
