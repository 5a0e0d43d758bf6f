/// Points, segments and polygons in a plane, for the geometric operators (`within` in Web Mercator, `distance` in
/// longitude/latitude).
enum PlanarGeometry {
    typealias Point = (x: Double, y: Double)

    /// Where a point lies against polygon rings (even-odd over every ring).
    enum Location { case inside, outside, onBoundary }

    static func location(of point: Point, in rings: [[Point]]) -> Location {
        var isInside = false
        for ring in rings {
            for index in ring.indices {
                let a = ring[index], b = ring[(index + 1) % ring.count]
                if abs(cross(a, b, point)) < 1e-12, inBox(a, b, point) { return .onBoundary }
                if (a.y > point.y) != (b.y > point.y), point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x { isInside.toggle() }
            }
        }
        return isInside ? .inside : .outside
    }

    /// Whether segments a–b and c–d meet: crossing properly, or also touching (an end on the other segment) when
    /// `touching` is set.
    static func segmentsMeet(_ a: Point, _ b: Point, _ c: Point, _ d: Point, touching: Bool) -> Bool {
        let d1 = cross(c, d, a), d2 = cross(c, d, b), d3 = cross(a, b, c), d4 = cross(a, b, d)
        if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return true }
        guard touching else { return false }
        return (d1 == 0 && inBox(c, d, a)) || (d2 == 0 && inBox(c, d, b)) || (d3 == 0 && inBox(a, b, c))
            || (d4 == 0 && inBox(a, b, d))
    }

    /// The z of (a − o) × (b − o): positive when o, a, b turn left.
    static func cross(_ o: Point, _ a: Point, _ b: Point) -> Double {
        (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    }

    /// Whether `p` is inside the box spanned by `a` and `b` (edges included).
    private static func inBox(_ a: Point, _ b: Point, _ p: Point) -> Bool {
        min(a.x, b.x) <= p.x && p.x <= max(a.x, b.x) && min(a.y, b.y) <= p.y && p.y <= max(a.y, b.y)
    }
}
