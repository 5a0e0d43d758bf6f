import Geo

/// Continues the ends of cut coastline pieces along the frontiers a `CoastlineGrid` finds between sea and land.
enum CoastlineContinuation {
    /// The pieces continued: open chains (each end on the grid's edge where a frontier leads there; else where the piece
    /// ends) and rings closed by frontiers that lead from one piece's end to another's start. Frontiers that run from
    /// the grid's edge to its edge, touching no coastline, are chains of their own: a shore whose coastline the extract
    /// lacks (osmium's `simple` strategy leaves out some ways that cross the polygon).
    static func `continue`(_ pieces: [[MapPoint]], grid: CoastlineGrid) -> (chains: [[MapPoint]], rings: [[MapPoint]]) {
        let lines = pieces.filter { $0.count > 1 }
        guard !lines.isEmpty else { return ([], []) }
        let runs = grid.frontierRuns().map { run in
            var run = run
            run.points = simplified(run.points, tolerance: grid.cellSize)
            return run
        }
        let reach = 8 * grid.cellSize
        func nearest(_ point: MapPoint, among ends: [MapPoint]) -> (index: Int, distance: Double)? {
            var best: (index: Int, distance: Double)?
            for (index, end) in ends.enumerated() {
                let distance = ((end.x - point.x) * (end.x - point.x) + (end.y - point.y) * (end.y - point.y)).squareRoot()
                if distance <= reach, distance < (best?.distance ?? .infinity) { best = (index, distance) }
            }
            return best
        }
        let exits = lines.map { $0[$0.count - 1] }, entries = lines.map { $0[0] }
        // The run leaving each piece's exit and the run arriving at each piece's entry, the nearest where several do.
        var exitRun: [Int: (run: Int, distance: Double)] = [:], entryRun: [Int: (run: Int, distance: Double)] = [:]
        for (index, run) in runs.enumerated() {
            if !run.startsAtEdge, let first = run.points.first, let exit = nearest(first, among: exits),
               exit.distance < exitRun[exit.index]?.distance ?? .infinity {
                exitRun[exit.index] = (index, exit.distance)
            }
            if !run.endsAtEdge, let last = run.points.last, let entry = nearest(last, among: entries),
               entry.distance < entryRun[entry.index]?.distance ?? .infinity {
                entryRun[entry.index] = (index, entry.distance)
            }
        }
        // A run from an exit to an entry joins the two pieces; one from an exit to the edge, or from the edge to an entry,
        // continues that end.
        var next: [Int: Int] = [:], joined = Set<Int>()
        var exitTail: [Int: [MapPoint]] = [:], entryHead: [Int: [MapPoint]] = [:]
        for (piece, found) in exitRun {
            let run = runs[found.run]
            if run.endsAtEdge {
                exitTail[piece] = run.points
            } else if let target = entryRun.first(where: { $0.value.run == found.run })?.key, !joined.contains(target) {
                next[piece] = target
                joined.insert(target)
                exitTail[piece] = run.points
            }
        }
        for (piece, found) in entryRun where runs[found.run].startsAtEdge {
            entryHead[piece] = runs[found.run].points
        }
        var chains = runs.filter { $0.startsAtEdge && $0.endsAtEdge }.map(\.points), rings: [[MapPoint]] = []
        var visited = Set<Int>()
        func follow(from head: Int) -> (points: [MapPoint], closed: Bool) {
            var points = entryHead[head] ?? []
            var piece = head
            while true {
                visited.insert(piece)
                points += lines[piece]
                points += exitTail[piece] ?? []
                guard let following = next[piece] else { return (points, false) }
                if following == head { return (points, true) }
                if visited.contains(following) { return (points, false) }
                piece = following
            }
        }
        for head in lines.indices where !joined.contains(head) {
            chains.append(follow(from: head).points)
        }
        for head in lines.indices where !visited.contains(head) {
            entryHead[head] = nil
            let loop = follow(from: head)
            if loop.closed, let first = loop.points.first {
                rings.append(loop.points + [first])
            } else {
                chains.append(loop.points)
            }
        }
        return (chains, rings)
    }

    private static func simplified(_ points: [MapPoint], tolerance: Double) -> [MapPoint] {
        Simplification.douglasPeucker(points.map { Point(x: $0.x, y: $0.y) }, tolerance: tolerance).map { MapPoint(x: $0.x, y: $0.y) }
    }
}
