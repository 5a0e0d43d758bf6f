import Testing
@testable import Geo

@Test func fittingKeepsAllContentInsidePadding() throws {
    let coordinates = [Coordinate(latitude: 60.16, longitude: 24.92), Coordinate(latitude: 60.18, longitude: 24.97),
                       Coordinate(latitude: 60.175, longitude: 24.94)]
    let bounds = try #require(GeoBounds.enclosing(coordinates))
    let size = Size(width: 800, height: 600)
    let padding = EdgeInsets(top: 40, left: 20, bottom: 10, right: 60)
    let extents = EdgeInsets(top: 45, left: 15, bottom: 0, right: 15)
    let viewport = try Viewport.fitting(FittingContent(bounds: bounds, extents: extents), size: size, padding: padding)
    let inner = Rect(x: padding.left + extents.left, y: padding.top + extents.top,
                     width: size.width - 80 - 30, height: size.height - 50 - 45)
    var touches = 0
    for coordinate in coordinates {
        let point = viewport.point(for: coordinate)
        #expect(inner.insetBy(-1e-6).contains(point))
        if abs(point.x - inner.minX) < 1e-6 || abs(point.x - inner.maxX) < 1e-6
            || abs(point.y - inner.minY) < 1e-6 || abs(point.y - inner.maxY) < 1e-6 { touches += 1 }
    }
    #expect(touches >= 2)  // as close as possible: content touches the padded area on one axis
}

@Test func fittingSinglePointCapsZoom() throws {
    let point = Coordinate(latitude: 60.17, longitude: 24.94)
    let viewport = try Viewport.fitting(FittingContent(bounds: try #require(GeoBounds.enclosing([point]))),
                                        size: Size(width: 400, height: 300))
    #expect(abs(viewport.zoom - Viewport.defaultMaximumFittingZoom) < 1e-9)
    #expect(abs(viewport.point(for: point).x - 200) < 1e-6)
}

@Test func fittingAcrossAntimeridian() throws {
    let tokyo = Coordinate(latitude: 35.6762, longitude: 139.6503)
    let sanFrancisco = Coordinate(latitude: 37.7749, longitude: -122.4194)
    let viewport = try Viewport.fitting(FittingContent(bounds: try #require(GeoBounds.enclosing([tokyo, sanFrancisco]))),
                                        size: Size(width: 800, height: 400), padding: EdgeInsets(all: 20))
    let points = viewport.points(forLine: [tokyo, sanFrancisco])
    #expect(abs(points[0].x - 20) < 1e-6)
    #expect(abs(points[1].x - 780) < 1e-6)
}

@Test func paddingThatLeavesNoRoomThrows() {
    let bounds = GeoBounds(south: 0, north: 1, west: 0, east: 1)
    #expect(throws: MapSnapError.self) {
        try Viewport.fitting(FittingContent(bounds: bounds), size: Size(width: 100, height: 100), padding: EdgeInsets(all: 50))
    }
}
