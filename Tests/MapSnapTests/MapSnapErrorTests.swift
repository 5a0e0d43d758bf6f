import StrictJSON
import Testing
@testable import MapSnap

@Test func prefixesJoinPaths() {
    #expect(MapSnapError(JSONError(path: "coordinates[1]", message: "m"), prefix: "overlays[0].data").description == "overlays[0].data.coordinates[1]: m")
    #expect(MapSnapError(JSONError(path: "[2]", message: "m"), prefix: "features").description == "features[2]: m")
    #expect(MapSnapError(MapSnapError(field: "latitude", message: "m"), prefix: "region.center").description == "region.center.latitude: m")
}
