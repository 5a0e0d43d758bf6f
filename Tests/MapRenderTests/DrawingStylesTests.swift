import MapStyle
import Testing
@testable import MapRender

@Test func gradientInterpolatesBetweenStops() {
    let stops = [GradientStop(location: 0, color: .black), GradientStop(location: 0.5, color: .white), GradientStop(location: 1, color: .black)]
    #expect(stops.color(at: -1) == .black)
    #expect(stops.color(at: 0.5) == .white)
    #expect(abs(stops.color(at: 0.25).red - 0.5) < 1e-9)
    #expect(abs(stops.color(at: 0.75).green - 0.5) < 1e-9)
    #expect(stops.color(at: 2) == .black)
}
