/// Clipping of lines and rings to a rectangle in image space.
public enum Clipping {
    /// The parts of a polyline inside `rect` (Liang–Barsky per segment, joined where they touch).
    public static func clipPolyline(_ points: [Point], to rect: Rect) -> [[Point]] {
        guard points.count > 1 else { return [] }
        var parts: [[Point]] = []
        var current: [Point] = []
        for index in 1..<points.count {
            guard let (start, end) = clipSegment(points[index - 1], points[index], to: rect) else {
                if !current.isEmpty { parts.append(current); current = [] }
                continue
            }
            if let last = current.last, last == start {
                current.append(end)
            } else {
                if current.count > 1 { parts.append(current) }
                current = [start, end]
            }
            if end != points[index] {
                parts.append(current)
                current = []
            }
        }
        if current.count > 1 { parts.append(current) }
        return parts
    }

    /// A ring clipped to `rect` (Sutherland–Hodgman); good for filling, since the rectangle is convex.
    public static func clipRing(_ ring: [Point], to rect: Rect) -> [Point] {
        var output = ring
        let edges: [(Point) -> Double] = [
            { $0.x - rect.minX }, { rect.maxX - $0.x }, { $0.y - rect.minY }, { rect.maxY - $0.y },
        ]
        for inside in edges {
            guard let last = output.last else { return [] }
            let input = output
            output = []
            output.reserveCapacity(input.count + 4)
            var previous = last
            for point in input {
                let currentDistance = inside(point), previousDistance = inside(previous)
                if currentDistance >= 0 {
                    if previousDistance < 0 {
                        output.append(intersection(previous, point, previousDistance, currentDistance))
                    }
                    output.append(point)
                } else if previousDistance >= 0 {
                    output.append(intersection(previous, point, previousDistance, currentDistance))
                }
                previous = point
            }
        }
        return output
    }

    /// The part of segment a–b inside `rect`, or nil when it misses.
    public static func clipSegment(_ a: Point, _ b: Point, to rect: Rect) -> (Point, Point)? {
        let dx = b.x - a.x, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        let checks: [(Double, Double)] = [
            (-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y),
        ]
        for (p, q) in checks {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 {
                    if r > t1 { return nil }
                    t0 = max(t0, r)
                } else {
                    if r < t0 { return nil }
                    t1 = min(t1, r)
                }
            }
        }
        let start = t0 == 0 ? a : Point(x: a.x + t0 * dx, y: a.y + t0 * dy)
        let end = t1 == 1 ? b : Point(x: a.x + t1 * dx, y: a.y + t1 * dy)
        return (start, end)
    }

    private static func intersection(_ a: Point, _ b: Point, _ da: Double, _ db: Double) -> Point {
        let t = da / (da - db)
        return Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
    }
}
