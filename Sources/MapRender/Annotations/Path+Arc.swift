import Foundation
import Geo

extension Path {
    /// Adds a circular arc from `start` to `end` radians (y down: increasing angles turn clockwise on screen),
    /// approximated by cubic Béziers of at most 90°; continues the current subpath with a line to its start.
    public mutating func addArc(center: Point, radius: Double, start: Double, end: Double) {
        let total = end - start
        let pieces = max(1, Int((abs(total) / (Double.pi / 2)).rounded(.up)))
        let step = total / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = start
        let first = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        if isEmpty { addMove(first) } else { addLine(first) }
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let p3 = Point(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            let c1 = Point(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle))
            let c2 = Point(x: p3.x + handle * sin(next), y: p3.y - handle * cos(next))
            addCubic(c1, c2, p3)
            angle = next
        }
    }
}
