import Testing
@testable import Geo

private func within(_ value: Double, _ expected: Double, fraction: Double = 0.005) -> Bool {
    abs(value - expected) <= expected * fraction
}

@Test func haversineMatchesPublishedDistances() {
    // Ed Williams' Aviation Formulary example: LAX to JFK is 2144 nm (3970.7 km).
    let lax = Coordinate(latitude: 33 + 57.0 / 60, longitude: -(118 + 24.0 / 60))
    let jfk = Coordinate(latitude: 40 + 38.0 / 60, longitude: -(73 + 47.0 / 60))
    #expect(within(Distance.haversine(lax, jfk), 3_970_700))
    // London to Paris: 343.5 km.
    let london = Coordinate(latitude: 51.5074, longitude: -0.1278)
    let paris = Coordinate(latitude: 48.8566, longitude: 2.3522)
    #expect(within(Distance.haversine(london, paris), 343_500))
    // One degree of latitude is about 111.2 km.
    #expect(within(Distance.haversine(Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 1, longitude: 0)), 111_195))
}

@Test func destinationInvertsDistance() {
    let start = Coordinate(latitude: 60.17, longitude: 24.94)
    for bearing in stride(from: 0.0, to: 360, by: 45) {
        let end = Distance.destination(from: start, metres: 1500, bearing: bearing)
        #expect(abs(Distance.haversine(start, end) - 1500) < 0.01)
    }
}

@Test func greatCircleStaysOnTheShortPath() {
    let tokyo = Coordinate(latitude: 35.6762, longitude: 139.6503)
    let sanFrancisco = Coordinate(latitude: 37.7749, longitude: -122.4194)
    let path = Distance.greatCircle(from: tokyo, to: sanFrancisco, step: 500_000)
    #expect(path.first == tokyo)
    #expect(path.last == sanFrancisco)
    #expect(path.count > 10)
    // The great circle bows north towards the Aleutians and crosses the antimeridian.
    #expect(path.map(\.latitude).max()! > 45)
    var sum = 0.0
    for index in 1..<path.count { sum += Distance.haversine(path[index - 1], path[index]) }
    #expect(abs(sum - Distance.haversine(tokyo, sanFrancisco)) < 1000)
}

@Test func circleRingIsAtRadius() {
    let ring = Distance.circle(center: Coordinate(latitude: 60, longitude: 25), radius: 500, count: 12)
    #expect(ring.count == 12)
    for point in ring { #expect(abs(Distance.haversine(Coordinate(latitude: 60, longitude: 25), point) - 500) < 0.01) }
}
