import Geo

extension CoastlineGrid {
    /// What lies left of a step of the sea's outline.
    private enum Beside {
        case gridEdge, coast, land
    }

    /// The parts of the sea's outline (traced with the sea on the right, along cell sides) that have land on their left:
    /// where the sea meets land no coastline separates it from. Outlines with no coastline or grid edge on them (land
    /// wholly inside the sea) give none.
    func frontierRuns() -> [FrontierRun] {
        let vertexColumns = columns + 1
        func vertex(_ column: Int, _ row: Int) -> Int { row * vertexColumns + column }
        func isSea(_ column: Int, _ row: Int) -> Bool { cells[row * columns + column] == .sea }
        func beside(_ column: Int, _ row: Int) -> Beside {
            guard column >= 0, row >= 0, column < columns, row < rows else { return .gridEdge }
            return cells[row * columns + column] == .coast ? .coast : .land
        }
        // The outline's steps: from, to (lattice vertices) and what is on their left.
        var from: [Int] = [], to: [Int] = [], left: [Beside] = []
        for row in 0..<rows {
            for column in 0..<columns where isSea(column, row) {
                if row + 1 == rows || !isSea(column, row + 1) {
                    from.append(vertex(column, row + 1)); to.append(vertex(column + 1, row + 1)); left.append(beside(column, row + 1))
                }
                if row == 0 || !isSea(column, row - 1) {
                    from.append(vertex(column + 1, row)); to.append(vertex(column, row)); left.append(beside(column, row - 1))
                }
                if column + 1 == columns || !isSea(column + 1, row) {
                    from.append(vertex(column + 1, row + 1)); to.append(vertex(column + 1, row)); left.append(beside(column + 1, row))
                }
                if column == 0 || !isSea(column - 1, row) {
                    from.append(vertex(column, row)); to.append(vertex(column, row + 1)); left.append(beside(column - 1, row))
                }
            }
        }
        guard !from.isEmpty else { return [] }
        // Steps leaving each vertex (two at a vertex where sea cells meet only at their corners).
        var firstLeaving = [Int32](repeating: -1, count: vertexColumns * (rows + 1))
        var nextLeaving = [Int32](repeating: -1, count: from.count)
        for step in from.indices {
            nextLeaving[step] = firstLeaving[from[step]]
            firstLeaving[from[step]] = Int32(step)
        }
        func direction(_ step: Int) -> (Int, Int) {
            let a = from[step], b = to[step]
            return (b % vertexColumns - a % vertexColumns, b / vertexColumns - a / vertexColumns)
        }
        func point(_ vertex: Int) -> MapPoint {
            MapPoint(x: min(bounds.minX + Double(vertex % vertexColumns) * cellSize, bounds.maxX),
                     y: min(bounds.minY + Double(vertex / vertexColumns) * cellSize, bounds.maxY))
        }
        var visited = [Bool](repeating: false, count: from.count)
        var runs: [FrontierRun] = []
        for first in from.indices where !visited[first] {
            // Trace one outline; where two steps leave a vertex, turn right (each 4-connected patch of sea its own outline).
            var outline: [Int] = []
            var step = first
            while !visited[step] {
                visited[step] = true
                outline.append(step)
                let (dx, dy) = direction(step)
                var chosen = -1, chosenRank = 4
                var candidate = Int(firstLeaving[to[step]])
                while candidate >= 0 {
                    let (cx, cy) = direction(candidate)
                    let rank = (cx, cy) == (dy, -dx) ? 0 : (cx, cy) == (dx, dy) ? 1 : 2
                    if rank < chosenRank { chosen = candidate; chosenRank = rank }
                    candidate = Int(nextLeaving[candidate])
                }
                guard chosen >= 0 else { break }
                step = chosen
            }
            guard let anchor = outline.firstIndex(where: { left[$0] != .land }) else { continue }
            let rotated = Array(outline[anchor...] + outline[..<anchor])
            var index = 0
            while index < rotated.count {
                guard left[rotated[index]] == .land else { index += 1; continue }
                let start = index
                while index < rotated.count, left[rotated[index]] == .land { index += 1 }
                let steps = rotated[start..<index]
                var points = [point(from[steps.first ?? 0])]
                points += steps.map { point(to[$0]) }
                let after = index < rotated.count ? rotated[index] : rotated[0]
                runs.append(FrontierRun(points: points, startsAtEdge: left[rotated[start - 1]] == .gridEdge,
                                        endsAtEdge: left[after] == .gridEdge))
            }
        }
        return runs
    }
}
