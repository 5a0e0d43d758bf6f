import Geo
import Testing
@testable import MapRender

@Test func polylinesBecomeOpenSubpaths() {
    let path = Path(polylines: [[Point(x: 0, y: 0), Point(x: 1, y: 1)], [Point(x: 5, y: 5)], [Point(x: 2, y: 2), Point(x: 3, y: 3)]])
    #expect(path.elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 1, y: 1)), .move(Point(x: 2, y: 2)), .line(Point(x: 3, y: 3))])
}

@Test func ringsAreClosedAndDegenerateOnesDropped() {
    let path = Path(rings: [[Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1)], [Point(x: 0, y: 0), Point(x: 1, y: 1)]])
    #expect(path.elements.last == .close)
    #expect(path.elements.count == 4)
}

@Test func circleIsFourCurvesThroughItsExtremes() {
    var path = Path()
    path.addCircle(center: Point(x: 10, y: 10), radius: 5)
    #expect(path.elements.count == 6)
    #expect(path.elements.first == .move(Point(x: 15, y: 10)))
}
