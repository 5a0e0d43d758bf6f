import Foundation

/// A route search's per-edge state — the best cost found so far and the edge it came from — in zero-filled memory
/// that the system hands out page by page as the search first touches it. A country's graph has millions of edges
/// and a 5 km route settles a few thousand: arrays filled with "unreached" up front wrote every page of both (32 MB
/// for the 30 × 30 grid's car graph) before the search began.
///
/// A zero means "unreached": a cost is stored as its bits XOR infinity's bits, a previous edge as its number + 1.
final class EdgeSearchState {
    private let costs: UnsafeMutablePointer<UInt64>
    private let previousEdges: UnsafeMutablePointer<Int32>
    private static let infinityBits = Double.infinity.bitPattern

    /// State for `count` edges, every one unreached (cost infinity, no previous edge).
    init(count: Int) {
        let size = max(count, 1)
        // calloc maps large blocks fresh from the system, already zero, without writing them.
        guard let costs = calloc(size, MemoryLayout<UInt64>.stride), let previous = calloc(size, MemoryLayout<Int32>.stride) else {
            preconditionFailure("out of memory for a route search over \(count) edges")
        }
        self.costs = costs.bindMemory(to: UInt64.self, capacity: size)
        previousEdges = previous.bindMemory(to: Int32.self, capacity: size)
    }

    deinit {
        free(costs)
        free(previousEdges)
    }

    /// The best cost found to the end of `edge` (infinity when unreached).
    func cost(_ edge: Int) -> Double {
        Double(bitPattern: costs[edge] ^ EdgeSearchState.infinityBits)
    }

    /// Records `cost` as the best to the end of `edge`, reached from `previous` (−1: a start).
    func reach(_ edge: Int, cost: Double, from previous: Int32) {
        costs[edge] = cost.bitPattern ^ EdgeSearchState.infinityBits
        previousEdges[edge] = previous &+ 1
    }

    /// The edge `edge` was reached from (−1: a start or unreached).
    func previous(_ edge: Int) -> Int32 {
        previousEdges[edge] &- 1
    }
}
