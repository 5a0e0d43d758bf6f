import Testing
@testable import Geo

@Test func spanMustBePositive() {
    #expect(throws: MapSnapError(field: "latitudeDelta", message: "0 must be greater than 0 and at most 180")) {
        try CoordinateSpan(latitudeDelta: 0, longitudeDelta: 0.05).validate()
    }
    #expect(throws: MapSnapError.self) { try CoordinateSpan(latitudeDelta: 0.05, longitudeDelta: -1).validate() }
    #expect(throws: MapSnapError.self) { try CoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 361).validate() }
}
