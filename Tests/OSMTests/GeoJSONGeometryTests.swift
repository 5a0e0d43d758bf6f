import Geo
import Testing
@testable import OSM

@Test func geometriesCompareByValue() {
    let a = GeoJSONGeometry.polygon([[Coordinate(latitude: 0, longitude: 0)]])
    #expect(a == .polygon([[Coordinate(latitude: 0, longitude: 0)]]))
    #expect(a != .multiPolygon([[[Coordinate(latitude: 0, longitude: 0)]]]))
}
