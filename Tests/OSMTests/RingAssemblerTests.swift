import Geo
import Testing
@testable import OSM

@Test func joinsPiecesInEitherDirection() {
    let result = RingAssembler.join([[1, 2, 3], [5, 4, 3], [5, 6, 1], [7, 8]])
    #expect(result.rings.count == 1)
    #expect(Set(result.rings[0]) == [1, 2, 3, 4, 5, 6])
    #expect(result.open == [[7, 8]])
}

@Test func orientationAndContainment() {
    let square = [MapPoint(x: 0, y: 0), MapPoint(x: 10, y: 0), MapPoint(x: 10, y: 10), MapPoint(x: 0, y: 10)]
    #expect(RingAssembler.signedArea(square) > 0)
    #expect(RingAssembler.signedArea(square.reversed()) < 0)
    #expect(RingAssembler.contains(square, MapPoint(x: 5, y: 5)))
    #expect(!RingAssembler.contains(square, MapPoint(x: 15, y: 5)))
}
