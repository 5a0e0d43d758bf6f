import Testing
@testable import Geo

@Test func webMercatorOfKnownPoints() {
    let origin = MapPoint(Coordinate(latitude: 0, longitude: 0))
    #expect(abs(origin.x) < 1e-6 && abs(origin.y) < 1e-6)
    let edge = MapPoint(Coordinate(latitude: WebMercator.maxLatitude, longitude: 180))
    #expect(abs(edge.x - 20_037_508.342789244) < 1e-6)
    #expect(abs(edge.y - 20_037_508.342789244) < 1e-3)
    // Widely published EPSG:3857 value for 45° N.
    #expect(abs(MapPoint(Coordinate(latitude: 45, longitude: 0)).y - 5_621_521.486) < 0.01)
    // London, as epsg.io converts it: (-14226.63, 6711542.47).
    let london = MapPoint(Coordinate(latitude: 51.5074, longitude: -0.1278))
    #expect(abs(london.x - -14_226.63) < 0.01)
    #expect(abs(london.y - 6_711_542.47) < 0.5)
}

@Test func latitudeIsClampedAtMercatorLimit() {
    #expect(MapPoint(Coordinate(latitude: 90, longitude: 0)).y == MapPoint(Coordinate(latitude: WebMercator.maxLatitude, longitude: 0)).y)
    #expect(MapPoint(Coordinate(latitude: -89, longitude: 0)).y.isFinite)
}

@Test func projectionRoundTrips() {
    let coordinate = Coordinate(latitude: 60.1699, longitude: 24.9384)
    let back = MapPoint(coordinate).coordinate
    #expect(abs(back.latitude - coordinate.latitude) < 1e-9)
    #expect(abs(back.longitude - coordinate.longitude) < 1e-9)
}

@Test func mapRectIntersection() {
    let a = MapRect(corner: MapPoint(x: 0, y: 0), corner: MapPoint(x: 10, y: 10))
    #expect(a.intersects(MapRect(corner: MapPoint(x: 5, y: 5), corner: MapPoint(x: 20, y: 20))))
    #expect(!a.intersects(MapRect(corner: MapPoint(x: 11, y: 0), corner: MapPoint(x: 20, y: 10))))
    #expect(a.contains(MapPoint(x: 10, y: 0)))
}
