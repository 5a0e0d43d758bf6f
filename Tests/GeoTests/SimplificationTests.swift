import Testing
@testable import Geo

@Test func douglasPeuckerDropsCollinearPoints() {
    let line = (0...100).map { Point(x: Double($0), y: 0) }
    #expect(Simplification.douglasPeucker(line, tolerance: 0.1) == [Point(x: 0, y: 0), Point(x: 100, y: 0)])
}

@Test func douglasPeuckerKeepsCorners() {
    let line = [Point(x: 0, y: 0), Point(x: 5, y: 0.05), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 10.05, y: 15), Point(x: 10, y: 20)]
    let simplified = Simplification.douglasPeucker(line, tolerance: 0.25)
    #expect(simplified == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 20)])
    for point in line {
        var nearest = Double.infinity
        for index in 1..<simplified.count {
            nearest = min(nearest, Simplification.squaredDistance(point, segmentFrom: simplified[index - 1], to: simplified[index]))
        }
        #expect(nearest <= 0.25 * 0.25)
    }
}
