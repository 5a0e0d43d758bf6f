import Geo
import Testing
@testable import Routing

@Test func turnDirectionsLookPastShortKinks() throws {
    // A road going east with a 2 m jog north right at its first node: over 10 m it still heads nearly east (the jog
    // alone points 82° off).
    let start = Coordinate(latitude: 60, longitude: 25)
    let kink = Coordinate(latitude: 60.000018, longitude: 25.000005)
    let far = Coordinate(latitude: 60.000018, longitude: 25.001)
    let bearings = SegmentBearings.along([start, kink, far])
    #expect(bearings.count == 2)
    let first = try #require(bearings.first)
    #expect(abs(first.forwardEntry - 90) < 15, "leaving the start it heads east, not north: \(first.forwardEntry)")
    #expect(abs(first.backwardExit - 270) < 15, "arriving back at the start it heads west: \(first.backwardExit)")
    let last = try #require(bearings.last)
    #expect(abs(last.forwardExit - 90) < 1 && abs(last.backwardEntry - 270) < 1)
    // Every bearing is a compass direction.
    for bearing in bearings {
        for value in [bearing.forwardEntry, bearing.forwardExit, bearing.backwardEntry, bearing.backwardExit] { #expect(value >= 0 && value <= 360) }
    }
    #expect(SegmentBearings.along([start]).isEmpty)
}
