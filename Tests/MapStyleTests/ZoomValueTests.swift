import Testing
@testable import MapStyle

@Test func stopsClampAndInterpolate() throws {
    let stops = try #require(ZoomStops<Double>([(10, 2), (14, 10)]))
    let value = ZoomValue.stops(stops)
    #expect(value.value(at: 5) == 2 && value.value(at: 20) == 10 && value.value(at: 12) == 6)
    #expect(ZoomStops<Double>([]) == nil)
    #expect(ZoomValue.constant(3.0).value(at: 1) == 3)
}
