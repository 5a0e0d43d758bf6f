/// Incoming edges per node (the graph's CSR turned round): for costs towards a node and for the reversed pass of
/// the strongly connected components.
struct ReverseAdjacency {
    let first: [Int32]
    let edges: [Int32]

    init(_ graph: RoadGraph) {
        self.init(nodeCount: graph.nodeCount, targets: graph.edgeTarget)
    }

    /// The edges into each node of a graph whose edge `e` ends at `targets[e]` (edges by index, in order).
    init(nodeCount: Int, targets: some RandomAccessCollection<Int32>) {
        var first = [Int32](repeating: 0, count: nodeCount + 1)
        for target in targets { first[Int(target) + 1] += 1 }
        for node in 0..<nodeCount { first[node + 1] += first[node] }
        var fill = Array(first.dropLast())
        var edges = [Int32](repeating: 0, count: targets.count)
        for (edge, target) in targets.enumerated() {
            let target = Int(target)
            edges[Int(fill[target])] = Int32(edge)
            fill[target] += 1
        }
        self.first = first
        self.edges = edges
    }
}
