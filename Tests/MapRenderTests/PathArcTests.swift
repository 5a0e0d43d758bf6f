import Foundation
import Geo
import Testing
@testable import MapRender

@Test func quarterArcIsOneCubicFromStartToEnd() {
    var path = Path()
    path.addArc(center: Point(x: 10, y: 10), radius: 5, start: 0, end: .pi / 2)
    #expect(path.elements.count == 2)
    guard case .move(let start) = path.elements[0], case .cubic(_, _, let end) = path.elements[1] else {
        Issue.record("unexpected elements \(path.elements)")
        return
    }
    #expect(abs(start.x - 15) < 1e-9 && abs(start.y - 10) < 1e-9)
    #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 15) < 1e-9)  // y down: +90° is below the centre
}

@Test func largerArcsSplitIntoQuartersAndContinueTheSubpath() {
    var path = Path()
    path.addMove(Point(x: 0, y: 0))
    path.addArc(center: Point(x: 0, y: 0), radius: 2, start: 0, end: 2 * .pi)
    #expect(path.elements.filter { if case .cubic = $0 { return true } else { return false } }.count == 4)
    guard case .line(let joined) = path.elements[1] else {
        Issue.record("the arc should continue the subpath with a line")
        return
    }
    #expect(abs(joined.x - 2) < 1e-9 && abs(joined.y) < 1e-9)
}

@Test func bezierMidpointsStayOnTheCircle() {
    var path = Path()
    path.addArc(center: Point(x: 0, y: 0), radius: 100, start: 0, end: .pi / 2)
    guard case .cubic(let c1, let c2, let end) = path.elements[1] else {
        Issue.record("expected a cubic, got \(path.elements)")
        return
    }
    let start = Point(x: 100, y: 0)
    // The cubic's point at t = 0.5.
    let x = (start.x + 3 * c1.x + 3 * c2.x + end.x) / 8, y = (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8
    #expect(abs(hypot(x, y) - 100) < 0.05)
}
