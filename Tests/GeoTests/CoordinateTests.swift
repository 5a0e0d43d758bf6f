import Testing
@testable import Geo

@Test func validatedCoordinateAcceptsRange() throws {
    let coordinate = try Coordinate.validated(latitude: 60.1699, longitude: 24.9384)
    #expect(coordinate.latitude == 60.1699)
    #expect(coordinate.isValid)
}

@Test func latitudeOutsideRangeNamesFieldAndValue() {
    #expect(throws: MapSnapError(field: "latitude", message: "95 is outside -90...90")) {
        try Coordinate.validated(latitude: 95, longitude: 0)
    }
    #expect(throws: MapSnapError.self) { try Coordinate.validated(latitude: .nan, longitude: 0) }
    #expect(throws: MapSnapError.self) { try Coordinate.validated(latitude: 0, longitude: 181) }
}

@Test func longitudeWrapsIntoHalfOpenRange() {
    #expect(Coordinate.wrapLongitude(180) == -180)
    #expect(Coordinate.wrapLongitude(190) == -170)
    #expect(Coordinate.wrapLongitude(-190) == 170)
    #expect(Coordinate.wrapLongitude(720 + 10) == 10)
}
