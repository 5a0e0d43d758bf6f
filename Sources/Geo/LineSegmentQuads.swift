import Foundation

/// A polyline of some width cut into one piece per segment that meet without overlapping, for drawing an image
/// along the line (`line-pattern`): each piece is drawn in its own segment's frame.
///
/// Where the line turns gently the pieces meet on the bisector of the turn (a miter join); where the miter would be
/// longer than `miterLimit` half-widths (MapLibre's default `line-miter-limit` 2) each piece ends square and a bevel
/// triangle fills the outside of the turn.
public enum LineSegmentQuads {
    /// One segment's piece.
    public struct Piece: Equatable, Sendable {
        /// The segment's start and end on the line.
        public var start: Point
        public var end: Point
        /// The segment's direction, a unit vector.
        public var direction: Point
        /// The length of the line before the segment's start.
        public var along: Double
        /// The piece's corners: left of the start, right of the start, right of the end, left of the end (left is
        /// the side to the left of the direction of travel on screen).
        public var corners: [Point]
        /// The bevel triangle outside the turn at the segment's end, when the turn is too sharp for a miter.
        public var bevel: [Point]?
    }

    /// The pieces of `line` (screen points) `width` wide; segments of no length are skipped.
    public static func pieces(_ line: [Point], width: Double, miterLimit: Double = 2) -> [Piece] {
        let points = line.enumerated().filter { $0.offset == 0 || $0.element != line[$0.offset - 1] }.map(\.element)
        guard points.count > 1, width > 0 else { return [] }
        let half = width / 2
        let count = points.count - 1
        // Unit directions and left normals of each segment.
        let directions = (0..<count).map { index -> Point in
            let (a, b) = (points[index], points[index + 1])
            let length = hypot(b.x - a.x, b.y - a.y)
            return Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
        }
        let normals = directions.map { Point(x: $0.y, y: -$0.x) }
        // At each inner vertex: the shared left and right points, or nil for a bevel.
        func miter(at vertex: Int) -> (left: Point, right: Point)? {
            let (incoming, outgoing) = (normals[vertex - 1], normals[vertex])
            let sum = Point(x: incoming.x + outgoing.x, y: incoming.y + outgoing.y)
            let length = hypot(sum.x, sum.y)
            guard length > 1e-9 else { return nil }
            let bisector = Point(x: sum.x / length, y: sum.y / length)
            let cosine = bisector.x * incoming.x + bisector.y * incoming.y
            guard cosine > 1 / miterLimit else { return nil }
            let reach = half / cosine
            let point = points[vertex]
            return (Point(x: point.x + bisector.x * reach, y: point.y + bisector.y * reach),
                    Point(x: point.x - bisector.x * reach, y: point.y - bisector.y * reach))
        }
        let miters = (0...count).map { $0 == 0 || $0 == count ? nil : miter(at: $0) }
        func square(_ point: Point, _ normal: Point) -> (left: Point, right: Point) {
            (Point(x: point.x + normal.x * half, y: point.y + normal.y * half), Point(x: point.x - normal.x * half, y: point.y - normal.y * half))
        }
        var pieces: [Piece] = []
        var along = 0.0
        for index in 0..<count {
            let (start, end) = (points[index], points[index + 1])
            let head = miters[index] ?? square(start, normals[index])
            let tail = miters[index + 1] ?? square(end, normals[index])
            var bevel: [Point]?
            if index + 1 < count, miters[index + 1] == nil {
                // The outside of the turn: left when turning right (the cross product of the directions is positive
                // on screen, y down), else right.
                let (incoming, outgoing) = (directions[index], directions[index + 1])
                let turnsRight = incoming.x * outgoing.y - incoming.y * outgoing.x > 0
                let next = square(end, normals[index + 1])
                bevel = turnsRight ? [end, tail.left, next.left] : [end, tail.right, next.right]
            }
            pieces.append(Piece(start: start, end: end, direction: directions[index], along: along, corners: [head.left, head.right, tail.right, tail.left], bevel: bevel))
            along += hypot(end.x - start.x, end.y - start.y)
        }
        return pieces
    }
}
