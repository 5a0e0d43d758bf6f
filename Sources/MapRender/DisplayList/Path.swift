import Geo

/// A drawing path in image points: straight lines, cubic curves and closed subpaths.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case cubic(Point, Point, Point)
        case close
    }

    /// The steps in drawing order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// A path of open polylines, one subpath each.
    public init(polylines: [[Point]]) {
        for line in polylines where line.count > 1 { addLines(line, closed: false) }
    }

    /// A path of closed rings, one subpath each (fill with even-odd to cut holes).
    public init(rings: [[Point]]) {
        for ring in rings where ring.count > 2 { addLines(ring, closed: true) }
    }

    /// Whether the path draws nothing.
    public var isEmpty: Bool { elements.isEmpty }

    /// Adds a subpath through `points`, closing it when asked.
    public mutating func addLines(_ points: [Point], closed: Bool) {
        guard let first = points.first else { return }
        // No reserveCapacity here: reserving exactly what this subpath needs defeats the array's geometric growth,
        // and a base-map layer of thousands of subpaths then copied its whole path at every call (a third of the
        // base map's layout time).
        elements.append(.move(first))
        for point in points.dropFirst() { elements.append(.line(point)) }
        if closed { elements.append(.close) }
    }

    /// Starts a new subpath at `point`.
    public mutating func addMove(_ point: Point) {
        elements.append(.move(point))
    }

    /// Continues the subpath with a straight line.
    public mutating func addLine(_ point: Point) {
        elements.append(.line(point))
    }

    /// Continues the subpath with a cubic Bézier.
    public mutating func addCubic(_ control1: Point, _ control2: Point, _ end: Point) {
        elements.append(.cubic(control1, control2, end))
    }

    /// Closes the current subpath.
    public mutating func close() {
        elements.append(.close)
    }

    /// The same path moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Path {
        mapped { Point(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The path with every point (control points too) moved as `moved` says.
    public func mapped(_ moved: (Point) -> Point) -> Path {
        var copy = Path()
        copy.elements = elements.map { element in
            switch element {
            case .move(let point): return .move(moved(point))
            case .line(let point): return .line(moved(point))
            case .cubic(let a, let b, let c): return .cubic(moved(a), moved(b), moved(c))
            case .close: return .close
            }
        }
        return copy
    }

    /// Adds a full circle as four cubic Béziers.
    public mutating func addCircle(center: Point, radius: Double) {
        addEllipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// Adds an ellipse inscribed in `rect` as four cubic Béziers.
    /// Adds `rect` as a closed rectangle (clockwise on screen, from its top-left corner).
    public mutating func addRect(_ rect: Rect) {
        addLines([rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)], closed: true)
    }

    public mutating func addEllipse(in rect: Rect) {
        let k = 0.552_284_749_831
        let cx = rect.minX + rect.size.width / 2, cy = rect.minY + rect.size.height / 2
        let rx = rect.size.width / 2, ry = rect.size.height / 2
        elements.append(.move(Point(x: cx + rx, y: cy)))
        elements.append(.cubic(Point(x: cx + rx, y: cy + k * ry), Point(x: cx + k * rx, y: cy + ry), Point(x: cx, y: cy + ry)))
        elements.append(.cubic(Point(x: cx - k * rx, y: cy + ry), Point(x: cx - rx, y: cy + k * ry), Point(x: cx - rx, y: cy)))
        elements.append(.cubic(Point(x: cx - rx, y: cy - k * ry), Point(x: cx - k * rx, y: cy - ry), Point(x: cx, y: cy - ry)))
        elements.append(.cubic(Point(x: cx + k * rx, y: cy - ry), Point(x: cx + rx, y: cy - k * ry), Point(x: cx + rx, y: cy)))
        elements.append(.close)
    }

    /// Adds a rectangle with corners rounded by `radius`.
    public mutating func addRoundedRect(_ rect: Rect, radius: Double) {
        let r = max(0, min(radius, rect.size.width / 2, rect.size.height / 2))
        let k = 0.552_284_749_831 * r
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        elements.append(.move(Point(x: x0 + r, y: y0)))
        elements.append(.line(Point(x: x1 - r, y: y0)))
        elements.append(.cubic(Point(x: x1 - r + k, y: y0), Point(x: x1, y: y0 + r - k), Point(x: x1, y: y0 + r)))
        elements.append(.line(Point(x: x1, y: y1 - r)))
        elements.append(.cubic(Point(x: x1, y: y1 - r + k), Point(x: x1 - r + k, y: y1), Point(x: x1 - r, y: y1)))
        elements.append(.line(Point(x: x0 + r, y: y1)))
        elements.append(.cubic(Point(x: x0 + r - k, y: y1), Point(x: x0, y: y1 - r + k), Point(x: x0, y: y1 - r)))
        elements.append(.line(Point(x: x0, y: y0 + r)))
        elements.append(.cubic(Point(x: x0, y: y0 + r - k), Point(x: x0 + r - k, y: y0), Point(x: x0 + r, y: y0)))
        elements.append(.close)
    }
}
