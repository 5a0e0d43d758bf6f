import Geo

/// A shape that occupies space on the image.
public enum CollisionShape: Hashable, Sendable {
    case rectangle(Rect)
    case circle(center: Point, radius: Double)

    /// The shape's bounding box.
    var bounds: Rect {
        switch self {
        case .rectangle(let rect): return rect
        case .circle(let center, let radius): return Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        }
    }

    /// Whether two shapes overlap (touching does not count).
    func overlaps(_ other: CollisionShape) -> Bool {
        switch (self, other) {
        case (.rectangle(let a), .rectangle(let b)):
            return a.intersects(b)
        case (.circle(let c1, let r1), .circle(let c2, let r2)):
            let dx = c1.x - c2.x, dy = c1.y - c2.y
            return dx * dx + dy * dy < (r1 + r2) * (r1 + r2)
        case (.rectangle(let rect), .circle(let center, let radius)), (.circle(let center, let radius), .rectangle(let rect)):
            let nearestX = min(max(center.x, rect.minX), rect.maxX), nearestY = min(max(center.y, rect.minY), rect.maxY)
            let dx = center.x - nearestX, dy = center.y - nearestY
            return dx * dx + dy * dy < radius * radius
        }
    }
}

/// A uniform grid of placed shapes: check whether a shape is free, then insert it.
///
/// Cells are `cellSize` points square; each shape is listed in every cell its bounds touch, so a
/// check only looks at nearby shapes. Annotations, then (in a later issue) base-map labels use it.
public struct CollisionGrid: Sendable {
    private let cellSize: Double
    private let columns: Int
    private let rows: Int
    private var cells: [[Int]]
    private var shapes: [CollisionShape] = []
    private var owners: [Int] = []

    /// A grid over an image of `size` points (shapes may stick out of it).
    public init(size: Size, cellSize: Double = 32) {
        self.cellSize = cellSize
        columns = max(1, Int((size.width / cellSize).rounded(.up)))
        rows = max(1, Int((size.height / cellSize).rounded(.up)))
        cells = Array(repeating: [], count: columns * rows)
    }

    /// Whether `shape` overlaps nothing placed so far.
    public func isFree(_ shape: CollisionShape) -> Bool {
        blocker(of: shape) == nil
    }

    /// The owner of the first placed shape that `shape` overlaps (nil when free).
    public func blocker(of shape: CollisionShape) -> Int? {
        for cell in cellIndices(of: shape.bounds) {
            for index in cells[cell] where shapes[index].overlaps(shape) { return owners[index] }
        }
        return nil
    }

    /// Whether every shape is free (of what is placed and of each other).
    public func areFree(_ candidates: [CollisionShape]) -> Bool {
        for (index, shape) in candidates.enumerated() {
            guard isFree(shape) else { return false }
            for other in candidates[(index + 1)...] where shape.overlaps(other) { return false }
        }
        return true
    }

    /// Marks `shape` as taken, by `owner` (a number the caller gives meaning to; -1 when it does not matter).
    public mutating func insert(_ shape: CollisionShape, owner: Int = -1) {
        let index = shapes.count
        shapes.append(shape)
        owners.append(owner)
        for cell in cellIndices(of: shape.bounds) { cells[cell].append(index) }
    }

    private func cellIndices(of rect: Rect) -> [Int] {
        let firstColumn = column(rect.minX), lastColumn = column(rect.maxX)
        let firstRow = row(rect.minY), lastRow = row(rect.maxY)
        var result: [Int] = []
        result.reserveCapacity((lastColumn - firstColumn + 1) * (lastRow - firstRow + 1))
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn { result.append(row * columns + column) }
        }
        return result
    }

    private func column(_ x: Double) -> Int { Int(min(max((x / cellSize).rounded(.down), 0), Double(columns - 1))) }
    private func row(_ y: Double) -> Int { Int(min(max((y / cellSize).rounded(.down), 0), Double(rows - 1))) }
}
