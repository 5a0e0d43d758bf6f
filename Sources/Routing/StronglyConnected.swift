import BinaryData

/// Strongly connected components of a directed graph in CSR form (Kosaraju's two passes, iterative so deep graphs
/// cannot overflow the stack): sets of nodes from which every other node of the set can be reached and back.
enum StronglyConnected {
    /// Whether each node is in a strongly connected component of at least `minimumSize` nodes (or in the largest, when
    /// none is that large) — as OSRM's `--small-component-size`: dead ends and one-way stubs cut off by the extract's
    /// edge are left out, while separate towns in one extract all stay. `blocked` nodes (barriers) cannot be passed:
    /// edges at them are left out, so they join no component and the two sides of a barrier count as apart.
    /// The tables sized by the graph (the finishing order, the reversed edges, each node's component) are in
    /// temporary files in `area` when one is given (a country's walking graph: about 20 bytes a node and 4 an edge).
    static func large<Targets: RandomAccessCollection<Int32>>(nodeCount: Int, firstEdge: [Int32], targets: Targets, blocked: [Bool] = [],
                                                               minimumSize: Int = 200, spillingIn area: SpillArea? = nil) throws(FileWriteError) -> [Bool]
        where Targets.Index == Int {
        guard nodeCount > 0 else { return [] }
        // Edges at a blocked node are skipped where they are met (not copied into a graph without them: a country's
        // walking graph would hold its targets twice).
        let anyBlocked = blocked.contains(true)
        func isOpen(_ source: Int32, _ target: Int32) -> Bool { !anyBlocked || (!blocked[Int(source)] && !blocked[Int(target)]) }
        // Pass 1: nodes in order of finishing a depth-first search over the edges.
        var visited = [Bool](repeating: false, count: nodeCount)
        let order = try ScratchTable<Int32>(count: nodeCount, spillingIn: area)
        var finished = 0
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
                    order[finished] = top.node
                    finished += 1
                    stack.removeLast()
                }
            }
        }
        visited = []
        // The reversed graph: for each node, the sources of the edges into it, in edge order. `incomingFirst[v]` counts
        // the edges into nodes before v, then serves as v's next free slot (so ends as v + 1's first), then is moved up.
        let incomingFirst = try ScratchTable<Int32>(count: nodeCount + 1, spillingIn: area)
        for target in targets { incomingFirst[Int(target) + 1] += 1 }
        for node in 0..<nodeCount { incomingFirst[node + 1] += incomingFirst[node] }
        let incomingSources = try ScratchTable<Int32>(count: targets.count, spillingIn: area)
        for node in 0..<nodeCount {
            for edge in Int(firstEdge[node])..<Int(firstEdge[node + 1]) {
                let target = Int(targets[edge])
                incomingSources[Int(incomingFirst[target])] = Int32(node)
                incomingFirst[target] += 1
            }
        }
        for node in stride(from: nodeCount, to: 0, by: -1) { incomingFirst[node] = incomingFirst[node - 1] }
        incomingFirst[0] = 0
        // Pass 2: components of the reversed graph, taken in reverse finishing order; a node's component number + 1
        // (0: none yet).
        let component = try ScratchTable<Int32>(count: nodeCount, spillingIn: area)
        var sizes: [Int] = []
        var pending: [Int32] = []
        for position in stride(from: nodeCount - 1, through: 0, by: -1) where component[Int(order[position])] == 0 {
            let root = order[position]
            let id = Int32(sizes.count + 1)
            var size = 0
            component[Int(root)] = id
            pending.append(root)
            while let node = pending.popLast() {
                size += 1
                for index in Int(incomingFirst[Int(node)])..<Int(incomingFirst[Int(node) + 1]) {
                    let source = incomingSources[index]
                    if isOpen(source, node), component[Int(source)] == 0 {
                        component[Int(source)] = id
                        pending.append(source)
                    }
                }
            }
            sizes.append(size)
        }
        let threshold = min(minimumSize, sizes.max() ?? 0)
        return (0..<nodeCount).map { sizes[Int(component[$0]) - 1] >= threshold && !(anyBlocked && blocked[$0]) }
    }
}
