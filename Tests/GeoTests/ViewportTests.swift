import Testing
@testable import Geo

private let helsinki = CoordinateRegion(center: Coordinate(latitude: 60.1699, longitude: 24.9384),
                                        span: CoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))

@Test func centreMapsToImageCentre() {
    let viewport = Viewport(region: helsinki, size: Size(width: 800, height: 600), scale: 2)
    let point = viewport.point(for: helsinki.center)
    #expect(abs(point.x - 400) < 0.5)
    #expect(abs(point.y - 300) < 0.5)
    #expect(viewport.pixelWidth == 1600)
    #expect(viewport.pixelHeight == 1200)
}

@Test func coordinateAtInvertsPointFor() {
    let viewport = Viewport(region: helsinki, size: Size(width: 800, height: 600))
    let coordinate = Coordinate(latitude: 60.16, longitude: 24.95)
    let back = viewport.coordinate(at: viewport.point(for: coordinate))
    #expect(abs(back.latitude - coordinate.latitude) < 1e-9)
    #expect(abs(back.longitude - coordinate.longitude) < 1e-9)
}

@Test func wholeRegionIsVisibleAndWidenedNotCropped() {
    let viewport = Viewport(region: helsinki, size: Size(width: 800, height: 600))
    for corner in [Coordinate(latitude: helsinki.north, longitude: helsinki.west),
                   Coordinate(latitude: helsinki.south, longitude: helsinki.east)] {
        #expect(viewport.bounds.insetBy(-1e-6).contains(viewport.point(for: corner)))
    }
    // At 60° N a 0.05° square region is taller than wide in Mercator: width is widened.
    let visible = viewport.visibleRegion
    #expect(abs(visible.span.latitudeDelta - 0.05) < 1e-6)
    #expect(visible.span.longitudeDelta > 0.05)
}

@Test func zoomFollowsTileConvention() {
    let world = CoordinateRegion(center: Coordinate(latitude: 0, longitude: 0),
                                 span: CoordinateSpan(latitudeDelta: 1, longitudeDelta: 360))
    #expect(abs(Viewport(region: world, size: Size(width: 256, height: 256)).zoom) < 1e-9)
    #expect(abs(Viewport(region: world, size: Size(width: 512, height: 512)).zoom - 1) < 1e-9)
    let fractional = Viewport(region: helsinki, size: Size(width: 800, height: 600)).zoom
    #expect(fractional > 13 && fractional < 15)
    #expect(fractional != fractional.rounded())
}

@Test func antimeridianLineCrossesThePacific() {
    let tokyo = Coordinate(latitude: 35.6762, longitude: 139.6503)
    let sanFrancisco = Coordinate(latitude: 37.7749, longitude: -122.4194)
    let pacific = CoordinateRegion(center: Coordinate(latitude: 40, longitude: 180),
                                   span: CoordinateSpan(latitudeDelta: 60, longitudeDelta: 120))
    let viewport = Viewport(region: pacific, size: Size(width: 800, height: 400))
    let points = viewport.points(forLine: [tokyo, sanFrancisco])
    #expect(points[0].x < 400)
    #expect(points[1].x > 400)
    #expect(viewport.bounds.contains(points[0]) && viewport.bounds.contains(points[1]))
    // A single point far east of centre uses the copy nearest the centre.
    #expect(viewport.point(for: sanFrancisco) == points[1])
}

@Test func viewportFromVisibleRegionReproducesTransform() {
    let viewport = Viewport(region: helsinki, size: Size(width: 800, height: 600), scale: 2)
    let again = Viewport(region: viewport.visibleRegion, size: viewport.size, scale: 2)
    #expect(abs(again.metresPerPoint - viewport.metresPerPoint) / viewport.metresPerPoint < 1e-9)
    #expect(abs(again.center.x - viewport.center.x) < 1e-6)
    #expect(abs(again.center.y - viewport.center.y) < 1e-6)
}

@Test func viewportFromZoomHasThatZoom() {
    let viewport = Viewport(center: Coordinate(latitude: 60.17, longitude: 24.94), zoom: 16.5, size: Size(width: 400, height: 300))
    #expect(abs(viewport.zoom - 16.5) < 1e-9)
    let again = Viewport(region: viewport.visibleRegion, size: viewport.size)
    #expect(abs(again.zoom - 16.5) < 1e-6)
}

@Test func rectanglesAcrossTheAntimeridianSplitIntoWorldCopies() {
    let half = WebMercator.worldWidth / 2
    let inside = MapRect(origin: MapPoint(x: -100, y: 0), size: MapSize(width: 200, height: 10))
    #expect(inside.worldCopies.map(\.shift) == [0])
    let across = MapRect(origin: MapPoint(x: half - 1000, y: 0), size: MapSize(width: 3000, height: 10))
    let parts = across.worldCopies
    #expect(parts.map(\.shift) == [0, WebMercator.worldWidth])
    #expect(parts.map(\.rect.minX) == [half - 1000, -half])
    #expect(parts.map(\.rect.size.width) == [1000, 2000])
    // Every part lies on the world proper, and shifted back they tile the original.
    #expect(parts.allSatisfy { $0.rect.minX >= -half && $0.rect.maxX <= half })
    #expect(parts.map { $0.rect.size.width }.reduce(0, +) == across.size.width)
}

@Test func oneShiftKeepsAShapeWiderThanHalfTheWorldInOnePiece() {
    // A map of the Atlantic: a country reaching from 20°E to 179°E projects every point with the same shift.
    let viewport = Viewport(center: Coordinate(latitude: 60, longitude: -10), zoom: 2, size: Size(width: 800, height: 600))
    let west = MapPoint(Coordinate(latitude: 60, longitude: 20)), east = MapPoint(Coordinate(latitude: 60, longitude: 179))
    let shift = viewport.worldShift(near: (west.x + east.x) / 2)
    #expect(viewport.point(for: east, shift: shift).x > viewport.point(for: west, shift: shift).x)
    #expect(viewport.point(for: east).x < viewport.point(for: west).x)  // per point, the far end wraps to the west
}
