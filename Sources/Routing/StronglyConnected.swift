/// Strongly connected components of a directed graph in CSR form (Kosaraju's two passes, iterative so deep graphs
/// cannot overflow the stack): sets of nodes from which every other node of the set can be reached and back.
enum StronglyConnected {
    /// Whether each node is in a strongly connected component of at least `minimumSize` nodes (or in the largest, when
    /// none is that large) — as OSRM's `--small-component-size`: dead ends and one-way stubs cut off by the extract's
    /// edge are left out, while separate towns in one extract all stay. `blocked` nodes (barriers) cannot be passed:
    /// edges at them are left out, so they join no component and the two sides of a barrier count as apart.
    static func large<Targets: RandomAccessCollection<Int32>>(nodeCount: Int, firstEdge: [Int32], targets: Targets, blocked: [Bool] = [],
                                                               minimumSize: Int = 200) -> [Bool] where Targets.Index == Int {
        guard nodeCount > 0 else { return [] }
        // Edges at a blocked node are skipped where they are met (not copied into a graph without them: a country's
        // walking graph would hold its targets twice).
        let anyBlocked = blocked.contains(true)
        func isOpen(_ source: Int32, _ target: Int32) -> Bool { !anyBlocked || (!blocked[Int(source)] && !blocked[Int(target)]) }
        // Pass 1: nodes in order of finishing a depth-first search over the edges.
        var visited = [Bool](repeating: false, count: nodeCount)
        var order: [Int32] = []
        order.reserveCapacity(nodeCount)
        var stack: [(node: Int32, next: Int32)] = []
        for root in 0..<nodeCount where !visited[root] {
            visited[root] = true
            stack.append((Int32(root), firstEdge[root]))
            while let top = stack.last {
                let end = firstEdge[Int(top.node) + 1]
                if top.next < end {
                    stack[stack.count - 1].next += 1
                    let target = targets[Int(top.next)]
                    if isOpen(top.node, target), !visited[Int(target)] {
                        visited[Int(target)] = true
                        stack.append((target, firstEdge[Int(target)]))
                    }
                } else {
                    order.append(top.node)
                    stack.removeLast()
                }
            }
        }
        visited = []
        // The reversed graph: for each node, the sources of the edges into it, in edge order.
        var incomingFirst = [Int32](repeating: 0, count: nodeCount + 1)
        for target in targets { incomingFirst[Int(target) + 1] += 1 }
        for node in 0..<nodeCount { incomingFirst[node + 1] += incomingFirst[node] }
        var incomingSources = [Int32](repeating: 0, count: targets.count)
        do {
            var fill = Array(incomingFirst.dropLast())
            for node in 0..<nodeCount {
                for edge in Int(firstEdge[node])..<Int(firstEdge[node + 1]) {
                    let target = Int(targets[edge])
                    incomingSources[Int(fill[target])] = Int32(node)
                    fill[target] += 1
                }
            }
        }
        // Pass 2: components of the reversed graph, taken in reverse finishing order.
        var component = [Int32](repeating: -1, count: nodeCount)
        var sizes: [Int] = []
        var pending: [Int32] = []
        for root in order.reversed() where component[Int(root)] < 0 {
            let id = Int32(sizes.count)
            var size = 0
            component[Int(root)] = id
            pending.append(root)
            while let node = pending.popLast() {
                size += 1
                for index in Int(incomingFirst[Int(node)])..<Int(incomingFirst[Int(node) + 1]) {
                    let source = incomingSources[index]
                    if isOpen(source, node), component[Int(source)] < 0 {
                        component[Int(source)] = id
                        pending.append(source)
                    }
                }
            }
            sizes.append(size)
        }
        let threshold = min(minimumSize, sizes.max() ?? 0)
        return component.indices.map { sizes[Int(component[$0])] >= threshold && !(anyBlocked && blocked[$0]) }
    }
}
