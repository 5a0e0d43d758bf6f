import Testing
@testable import Geo

private let googleExample = [
    Coordinate(latitude: 38.5, longitude: -120.2),
    Coordinate(latitude: 40.7, longitude: -120.95),
    Coordinate(latitude: 43.252, longitude: -126.453),
]

@Test func encodesGooglesPublishedExample() {
    #expect(PolylineCodec.encode(googleExample) == "_p~iF~ps|U_ulLnnqC_mqNvxq`@")
}

@Test func decodesGooglesPublishedExample() throws {
    let decoded = try PolylineCodec.decode("_p~iF~ps|U_ulLnnqC_mqNvxq`@")
    #expect(decoded == googleExample)
}

@Test func precisionSixRoundTrips() throws {
    let points = [Coordinate(latitude: 60.169_912, longitude: 24.938_417), Coordinate(latitude: 60.1, longitude: -0.000_001)]
    let decoded = try PolylineCodec.decode(PolylineCodec.encode(points, precision: 6), precision: 6)
    try #require(decoded.count == points.count)
    for (a, b) in zip(points, decoded) {
        #expect(abs(a.latitude - b.latitude) < 1e-9)
        #expect(abs(a.longitude - b.longitude) < 1e-9)
    }
}

@Test func malformedPolylineThrows() {
    #expect(throws: MapSnapError.self) { try PolylineCodec.decode("_p~iF~ps|U_") }
    #expect(throws: MapSnapError.self) { try PolylineCodec.decode("abc def") }
}
