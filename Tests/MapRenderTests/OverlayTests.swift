import Geo
import Testing
@testable import MapRender

@Test func circleFittingCoordinatesReachTheRadius() {
    let center = Coordinate(latitude: 60, longitude: 25)
    let points = Overlay.circle(CircleOverlay(center: center, radius: 1000)).fittingCoordinates
    #expect(points.count == 4)
    for point in points { #expect(abs(Distance.haversine(center, point) - 1000) < 0.01) }
}

@Test func drawnExtentIncludesCasing() {
    var style = LineStyle()
    style.casingWidth = 2
    #expect(Overlay.polyline(PolylineOverlay(coordinates: [], style: style)).drawnExtent == 4.5)
}
