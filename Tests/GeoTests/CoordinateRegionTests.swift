import Testing
@testable import Geo

@Test func regionValidationPrefixesField() {
    let region = CoordinateRegion(center: Coordinate(latitude: 95, longitude: 0),
                                  span: CoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
    #expect(throws: MapSnapError(field: "center.latitude", message: "95 is outside -90...90")) { try region.validate() }
}

@Test func regionFromMetresHasMatchingExtent() {
    let center = Coordinate(latitude: 60, longitude: 25)
    let region = CoordinateRegion(center: center, latitudinalMeters: 2000, longitudinalMeters: 2000)
    let northSouth = Distance.haversine(Coordinate(latitude: region.south, longitude: 25),
                                        Coordinate(latitude: region.north, longitude: 25))
    let eastWest = Distance.haversine(Coordinate(latitude: 60, longitude: region.west),
                                      Coordinate(latitude: 60, longitude: region.east))
    #expect(abs(northSouth - 2000) < 2)
    #expect(abs(eastWest - 2000) < 2)
}
