import Testing
@testable import Geo

@Test func boundsTakeTheShortWayAroundTheGlobe() throws {
    let bounds = try #require(GeoBounds.enclosing([
        Coordinate(latitude: 35.6762, longitude: 139.6503), Coordinate(latitude: 37.7749, longitude: -122.4194),
    ]))
    #expect(abs(bounds.west - 139.6503) < 1e-9)
    #expect(abs(bounds.east - (360 - 122.4194)) < 1e-9)
    #expect(bounds.south == 35.6762 && bounds.north == 37.7749)
}

@Test func boundsOfOrdinaryPoints() throws {
    let bounds = try #require(GeoBounds.enclosing([
        Coordinate(latitude: 60.16, longitude: 24.93), Coordinate(latitude: 60.18, longitude: 24.96),
        Coordinate(latitude: 60.17, longitude: 24.95),
    ]))
    #expect(bounds == GeoBounds(south: 60.16, north: 60.18, west: 24.93, east: 24.96))
    #expect(GeoBounds.enclosing([]) == nil)
}
