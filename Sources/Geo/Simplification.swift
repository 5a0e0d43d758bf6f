/// Douglas–Peucker line simplification in image space.
public enum Simplification {
    /// Keeps the points needed so that no removed point lies farther than `tolerance` from the result.
    ///
    /// The first and last points are always kept. Runs iteratively (no recursion depth limit).
    public static func douglasPeucker(_ points: [Point], tolerance: Double) -> [Point] {
        guard points.count > 2, tolerance > 0 else { return points }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var stack: [(Int, Int)] = [(0, points.count - 1)]
        let squaredTolerance = tolerance * tolerance
        while let (first, last) = stack.popLast() {
            guard last > first + 1 else { continue }
            var farthest = first
            var farthestDistance = 0.0
            for index in (first + 1)..<last {
                let distance = squaredDistance(points[index], segmentFrom: points[first], to: points[last])
                if distance > farthestDistance {
                    farthestDistance = distance
                    farthest = index
                }
            }
            if farthestDistance > squaredTolerance {
                keep[farthest] = true
                stack.append((first, farthest))
                stack.append((farthest, last))
            }
        }
        return points.indices.compactMap { keep[$0] ? points[$0] : nil }
    }

    /// Squared distance from a point to a segment.
    static func squaredDistance(_ point: Point, segmentFrom a: Point, to b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        var t = 0.0
        if lengthSquared > 0 {
            t = max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared))
        }
        let px = a.x + t * dx - point.x, py = a.y + t * dy - point.y
        return px * px + py * py
    }
}
