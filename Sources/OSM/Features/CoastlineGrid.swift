import Foundation
import Geo

/// Says, cell by cell over the data's bounds, whether the sea or the land is nearer where the coastline does not say:
/// beyond the ends of a coastline cut by the extract, and in no-data corners of a polygon extract.
///
/// Coastline segments block the grid. Seeds: the cells just right of each coastline segment are sea, those just left of
/// it and every cell a land feature (a road, a railway, a building, land use) crosses are land. Every other cell takes
/// the kind of the nearest seed it can reach without crossing a coastline (one breadth-first pass from all seeds at
/// once; land wins a tie), within `coastReach` of a coastline, `landFeatureReach` of a land feature or
/// `seaRouteReach` of a ferry route or fairway (sea, away from its ends): a breakwater
/// road or a building on a pier must not win the open sea behind it, nor the land by a coast cut short the sea beyond
/// it. What none reaches takes, area by area, the kind that borders it most (land on a tie).
struct CoastlineGrid {
    enum Kind: UInt8 {
        case unknown = 0, sea, land, coast
    }

    /// A part of the sea's outline with land on its left (the sea on its right), from one place where it leaves a
    /// coastline or the grid's edge to the next.
    struct FrontierRun {
        /// The outline's points, on grid corners, in map metres.
        var points: [MapPoint]
        /// Whether the run begins at the grid's edge (else where the outline leaves a coastline).
        var startsAtEdge: Bool
        /// Whether the run ends at the grid's edge (else where the outline meets a coastline).
        var endsAtEdge: Bool
    }

    /// The cells' arrangement: `columns` × `rows` squares of `cellSize` metres from the bounds' south-west corner.
    struct Lattice {
        let bounds: MapRect
        let columns: Int
        let rows: Int
        let cellSize: Double

        /// A lattice over `bounds` with `cellsAlongLongerSide` cells along its longer side.
        init(bounds: MapRect, cellsAlongLongerSide: Int) {
            self.bounds = bounds
            let longer = max(bounds.size.width, bounds.size.height, 1e-3)
            cellSize = longer / Double(max(cellsAlongLongerSide, 1))
            columns = max(1, Int((bounds.size.width / cellSize).rounded(.up)))
            rows = max(1, Int((bounds.size.height / cellSize).rounded(.up)))
        }
    }

    let lattice: Lattice
    private(set) var cells: [Kind]
    var bounds: MapRect { lattice.bounds }
    var columns: Int { lattice.columns }
    var rows: Int { lattice.rows }
    var cellSize: Double { lattice.cellSize }

    /// How far a land feature claims the cells around it for the land, in metres on the ground.
    static let landFeatureReach = 150.0
    /// How far the sides of a coastline claim the cells beyond them, in metres on the ground.
    static let coastReach = 1_000.0
    /// How far a ferry route or fairway claims the cells around it for the sea, in metres on the ground; as far of
    /// each end of it is left out (the terminals are on land).
    static let seaRouteReach = 300.0

    /// The grid labelled from the coastlines (open and closed, land on their left) and the lines of land features.
    /// The grid's cells along the longer side of the data's bounds.
    static let cellsAlongLongerSide = 1024

    static func labelled(bounds: MapRect, coastlines: [[MapPoint]], landLines: [[MapPoint]], seaLines: [[MapPoint]] = [],
                         cellsAlongLongerSide: Int = CoastlineGrid.cellsAlongLongerSide) -> CoastlineGrid {
        labelled(bounds: bounds, coastlines: coastlines, landLines: landLines[...], seaLines: seaLines[...],
                 cellsAlongLongerSide: cellsAlongLongerSide)
    }

    /// The same, taking the land and sea lines one at a time.
    static func labelled<Land: Sequence, Sea: Sequence>(bounds: MapRect, coastlines: [[MapPoint]], landLines: Land, seaLines: Sea,
                                                       cellsAlongLongerSide: Int = CoastlineGrid.cellsAlongLongerSide) -> CoastlineGrid
    where Land.Element == [MapPoint], Sea.Element == [MapPoint] {
        let lattice = Lattice(bounds: bounds, cellsAlongLongerSide: cellsAlongLongerSide)
        var cells = [Kind](repeating: .unknown, count: lattice.columns * lattice.rows)
        var queue: [Int] = []
        queue.reserveCapacity(cells.count)
        // Steps each cell's kind may still spread.
        let groundPerProjected = cos(bounds.center.coordinate.latitude * .pi / 180)
        func steps(_ metres: Double) -> UInt16 { UInt16(min(max(metres / groundPerProjected / lattice.cellSize, 2), Double(UInt16.max))) }
        let featureSteps = steps(landFeatureReach), coastSteps = steps(coastReach)
        var reach = [UInt16](repeating: 0, count: cells.count)
        for line in coastlines {
            lattice.forEachSegment(of: line) { a, b in lattice.forEachCell(from: a, to: b) { cells[$0] = .coast } }
        }
        for line in landLines {
            lattice.forEachSegment(of: line) { a, b in
                lattice.forEachCell(from: a, to: b) { cell in
                    if cells[cell] == .unknown {
                        cells[cell] = .land
                        reach[cell] = featureSteps
                        queue.append(cell)
                    }
                }
            }
        }
        let routeSteps = steps(seaRouteReach)
        let routeEnd = seaRouteReach / groundPerProjected
        for line in seaLines {
            var travelled = 0.0
            let total = zip(line, line.dropFirst()).reduce(0.0) { $0 + (($1.1.x - $1.0.x) * ($1.1.x - $1.0.x) + ($1.1.y - $1.0.y) * ($1.1.y - $1.0.y)).squareRoot() }
            lattice.forEachSegment(of: line) { a, b in
                let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                defer { travelled += length }
                let samples = max(1, Int(length / lattice.cellSize))
                for sample in 0...samples {
                    let t = Double(sample) / Double(samples)
                    let along = travelled + length * t
                    guard along > routeEnd, along < total - routeEnd,
                          let cell = lattice.cell(containing: MapPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)),
                          cells[cell] == .unknown else { continue }
                    cells[cell] = .sea
                    reach[cell] = routeSteps
                    queue.append(cell)
                }
            }
        }
        // Land just left of the coastlines first, so that in a channel narrower than three cells land wins.
        for side in [Kind.land, .sea] {
            let offset = (side == .sea ? 1.5 : -1.5) * lattice.cellSize  // clear of the cells the segment crosses
            for line in coastlines {
                lattice.forEachSegment(of: line) { a, b in
                    let dx = b.x - a.x, dy = b.y - a.y
                    let length = (dx * dx + dy * dy).squareRoot()
                    guard length > 0 else { return }
                    let rightX = dy / length, rightY = -dx / length
                    let samples = max(1, Int(length / lattice.cellSize))
                    for sample in 0..<samples {
                        let t = (Double(sample) + 0.5) / Double(samples)
                        let point = MapPoint(x: a.x + dx * t + rightX * offset, y: a.y + dy * t + rightY * offset)
                        guard let cell = lattice.cell(containing: point) else { continue }
                        if cells[cell] == .unknown {
                            cells[cell] = side
                            reach[cell] = coastSteps
                            queue.append(cell)
                        }
                    }
                }
            }
        }
        // Breadth first from every seed at once.
        var head = 0
        let columns = lattice.columns, rows = lattice.rows
        while head < queue.count {
            let cell = queue[head]
            head += 1
            let kind = cells[cell], left = reach[cell]
            guard left > 0 else { continue }
            let next = left - 1
            let column = cell % columns, row = cell / columns
            func spread(to neighbour: Int) {
                guard cells[neighbour] == .unknown else { return }
                cells[neighbour] = kind
                reach[neighbour] = next
                queue.append(neighbour)
            }
            if column > 0 { spread(to: cell - 1) }
            if column + 1 < columns { spread(to: cell + 1) }
            if row > 0 { spread(to: cell - columns) }
            if row + 1 < rows { spread(to: cell + columns) }
        }
        settleUnreached(&cells, columns: columns, rows: rows)
        return CoastlineGrid(lattice: lattice, cells: cells)
    }

    /// Gives each area of cells no seed reached the kind of most of the cells bordering it (land on a tie or with none).
    private static func settleUnreached(_ cells: inout [Kind], columns: Int, rows: Int) {
        var area: [Int] = []
        for start in cells.indices where cells[start] == .unknown {
            area.removeAll(keepingCapacity: true)
            area.append(start)
            cells[start] = .coast  // taken (marked as a wall while the area is gathered)
            var sea = 0, land = 0, head = 0
            while head < area.count {
                let cell = area[head]
                head += 1
                let column = cell % columns, row = cell / columns
                for (neighbour, exists) in [(cell - 1, column > 0), (cell + 1, column + 1 < columns),
                                            (cell - columns, row > 0), (cell + columns, row + 1 < rows)] where exists {
                    switch cells[neighbour] {
                    case .unknown:
                        cells[neighbour] = .coast
                        area.append(neighbour)
                    case .sea: sea += 1
                    case .land: land += 1
                    case .coast: break
                    }
                }
            }
            let kind: Kind = sea > land ? .sea : .land
            for cell in area { cells[cell] = kind }
        }
    }

    /// The kind of the cell at `point` (nil outside the grid).
    func kind(at point: MapPoint) -> Kind? {
        cell(containing: point).map { cells[$0] }
    }

    func cell(containing point: MapPoint) -> Int? { lattice.cell(containing: point) }
}

extension CoastlineGrid.Lattice {
    func cell(containing point: MapPoint) -> Int? {
        let u = (point.x - bounds.minX) / cellSize, v = (point.y - bounds.minY) / cellSize
        guard u >= 0, v >= 0, u <= Double(columns), v <= Double(rows) else { return nil }
        return min(Int(v), rows - 1) * columns + min(Int(u), columns - 1)
    }

    func forEachSegment(of line: [MapPoint], _ body: (MapPoint, MapPoint) -> Void) {
        guard line.count > 1 else { return }
        for index in 1..<line.count { body(line[index - 1], line[index]) }
    }

    /// Every cell the segment passes through (a supercover walk, Amanatides and Woo), clamped to the grid.
    func forEachCell(from a: MapPoint, to b: MapPoint, _ body: (Int) -> Void) {
        let u0 = (a.x - bounds.minX) / cellSize, v0 = (a.y - bounds.minY) / cellSize
        let u1 = (b.x - bounds.minX) / cellSize, v1 = (b.y - bounds.minY) / cellSize
        guard u0.isFinite, v0.isFinite, u1.isFinite, v1.isFinite else { return }
        func clampColumn(_ u: Double) -> Int { min(max(Int(u.rounded(.down)), 0), columns - 1) }
        func clampRow(_ v: Double) -> Int { min(max(Int(v.rounded(.down)), 0), rows - 1) }
        var column = clampColumn(u0), row = clampRow(v0)
        let lastColumn = clampColumn(u1), lastRow = clampRow(v1)
        let du = u1 - u0, dv = v1 - v0
        let stepColumn = du > 0 ? 1 : -1, stepRow = dv > 0 ? 1 : -1
        let deltaU = du != 0 ? abs(1 / du) : .infinity, deltaV = dv != 0 ? abs(1 / dv) : .infinity
        var nextU = du > 0 ? (Double(column + 1) - u0) / du : du < 0 ? (u0 - Double(column)) / -du : .infinity
        var nextV = dv > 0 ? (Double(row + 1) - v0) / dv : dv < 0 ? (v0 - Double(row)) / -dv : .infinity
        body(row * columns + column)
        var steps = abs(lastColumn - column) + abs(lastRow - row)
        while steps > 0 {
            if nextU < nextV {
                column += stepColumn
                nextU += deltaU
            } else {
                row += stepRow
                nextV += deltaV
            }
            column = min(max(column, 0), columns - 1)
            row = min(max(row, 0), rows - 1)
            body(row * columns + column)
            steps -= 1
        }
    }
}

extension CoastlineGrid {
    /// Whether more of the cells along the grid's edge are sea than land.
    var edgeIsMostlySea: Bool {
        var sea = 0, land = 0
        func count(_ cell: Int) {
            switch cells[cell] {
            case .sea: sea += 1
            case .land, .unknown: land += 1
            case .coast: break
            }
        }
        for column in 0..<columns {
            count(column)
            if rows > 1 { count((rows - 1) * columns + column) }
        }
        for row in 1..<max(rows - 1, 1) {
            count(row * columns)
            if columns > 1 { count(row * columns + columns - 1) }
        }
        return sea > land
    }
}
