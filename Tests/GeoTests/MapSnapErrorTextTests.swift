import Testing
@testable import Geo

@Test func anErrorReadsFieldThenMessage() {
    #expect(MapSnapError(field: "latitude", message: "95 is outside -90...90").description == "latitude: 95 is outside -90...90")
    #expect(formatted(2.5) == "2.5" && formatted(-3) == "-3")
}
