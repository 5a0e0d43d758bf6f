import Foundation
import Testing
import TestSupport
@testable import Geo

/// Over generated viewports (anywhere, zooms 1–20, any bearing, odd sizes) a coordinate's image point turns back
/// into the same coordinate, and an image point into the same point, within a hundredth of a pixel; the level frame
/// and the image convert both ways; and the visible projected rectangle holds the image's four corners.
@Test func turnedViewportsRoundTrip() {
    var generator = SeededGenerator(seed: 3041)
    for _ in 0..<500 {
        let center = Coordinate(latitude: Double.random(in: -80...80, using: &generator), longitude: Double.random(in: -180..<180, using: &generator))
        let size = Size(width: Double(Int.random(in: 1...2000, using: &generator)), height: Double(Int.random(in: 1...2000, using: &generator)))
        let scale = [1.0, 2.0, 3.0][Int.random(in: 0...2, using: &generator)]
        let bearing = Double.random(in: -720...720, using: &generator)
        let viewport = Viewport(center: center, zoom: Double.random(in: 1...20, using: &generator), size: size, scale: scale, bearing: bearing)
        #expect((0..<360).contains(viewport.bearing))
        for _ in 0..<8 {
            // Inside the image, and up to a whole image beyond it.
            let point = Point(x: Double.random(in: -size.width...(2 * size.width), using: &generator),
                              y: Double.random(in: -size.height...(2 * size.height), using: &generator))
            // (Points more than half the world from the centre, or past the poles' cut, stand for another place.)
            let reach = hypot(point.x - size.width / 2, point.y - size.height / 2) * viewport.metresPerPoint
            guard reach < WebMercator.worldWidth * 0.49, abs(viewport.coordinate(at: point).latitude) < 85 else { continue }
            let back = viewport.point(for: viewport.coordinate(at: point))
            #expect(hypot(back.x - point.x, back.y - point.y) * scale < 0.01, "bearing \(bearing) at \(center): \(point) -> \(back)")
            let level = viewport.imagePoint(level: viewport.levelPoint(point))
            #expect(hypot(level.x - point.x, level.y - point.y) < 1e-6)
        }
        let visible = viewport.visibleMapRect
        for corner in [Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: 0, y: size.height), Point(x: size.width, y: size.height)] {
            let mapPoint = MapPoint(viewport.coordinate(at: corner))
            let shifted = MapPoint(x: mapPoint.x + viewport.worldShift(near: mapPoint.x), y: mapPoint.y)
            let margin = 1e-3 * viewport.metresPerPoint
            let inside = shifted.x >= visible.minX - margin && shifted.x <= visible.maxX + margin && shifted.y >= visible.minY - margin && shifted.y <= visible.maxY + margin
            #expect(inside || abs(viewport.coordinate(at: corner).latitude) > 85, "corner \(corner) of \(size) at \(bearing)°")
        }
    }
}

/// The direction the bearing names points up: at bearing 90 east is up, at 180 south, at 270 west; and turning
/// keeps the centre and the scale.
@Test func theBearingPointsUp() {
    let center = Coordinate(latitude: 60.17, longitude: 24.94)
    let north = Viewport(center: center, zoom: 15, size: Size(width: 400, height: 300))
    let ahead = MapPoint(x: MapPoint(center).x, y: MapPoint(center).y + 100)
    for (bearing, expectedAngle) in [(0.0, 0.0), (90.0, -90.0), (180.0, 180.0), (270.0, 90.0), (30.0, -30.0)] {
        let turned = north.turned(to: bearing)
        // The map's north as an angle clockwise from the image's up.
        let point = turned.point(for: ahead.coordinate)
        let angle = atan2(point.x - 200, 150 - point.y) * 180 / .pi
        let difference = (angle - expectedAngle + 540).truncatingRemainder(dividingBy: 360) - 180
        #expect(abs(difference) < 1e-9, "bearing \(bearing): north at \(angle)°")
        let middle = turned.point(for: center)
        #expect(abs(middle.x - 200) < 1e-9 && abs(middle.y - 150) < 1e-9)
        #expect(turned.metresPerPoint == north.metresPerPoint)
    }
    #expect(Viewport(center: center, zoom: 3, size: Size(width: 10, height: 10), bearing: -90).bearing == 270)
    #expect(Viewport(center: center, zoom: 3, size: Size(width: 10, height: 10), bearing: 720).bearing == 0)
}

/// Fitting a turned map keeps every generated point inside the padding and extents, touching them on at least one
/// side (unless the fit is held at its closest zoom), at any bearing.
@Test func turnedFitsKeepContentInsideThePadding() throws {
    var generator = SeededGenerator(seed: 977)
    for _ in 0..<300 {
        let count = Int.random(in: 1...6, using: &generator)
        let base = Coordinate(latitude: Double.random(in: -70...70, using: &generator), longitude: Double.random(in: -170...170, using: &generator))
        let reach = Double.random(in: 0.0001...2, using: &generator)
        let coordinates = (0..<count).map { _ in
            Coordinate(latitude: base.latitude + Double.random(in: -reach...reach, using: &generator),
                       longitude: base.longitude + Double.random(in: -reach...reach, using: &generator))
        }
        let bounds = try #require(GeoBounds.enclosing(coordinates))
        let size = Size(width: Double(Int.random(in: 120...1200, using: &generator)), height: Double(Int.random(in: 120...1200, using: &generator)))
        let padding = EdgeInsets(top: Double.random(in: 0...40, using: &generator), left: Double.random(in: 0...40, using: &generator),
                                 bottom: Double.random(in: 0...40, using: &generator), right: Double.random(in: 0...40, using: &generator))
        let extents = EdgeInsets(top: Double.random(in: 0...30, using: &generator), left: 0, bottom: 0, right: Double.random(in: 0...10, using: &generator))
        let bearing = Double.random(in: 0..<360, using: &generator)
        let viewport = try Viewport.fitting(FittingContent(bounds: bounds, extents: extents), size: size, padding: padding, bearing: bearing)
        #expect(viewport.bearing == Turn.normalized(bearing))
        let inner = Rect(x: padding.left + extents.left, y: padding.top + extents.top,
                         width: size.width - padding.left - padding.right - extents.left - extents.right,
                         height: size.height - padding.top - padding.bottom - extents.top - extents.bottom)
        // The content's bounds (all of it lies inside them) and each point.
        let corners = [Coordinate(latitude: bounds.south, longitude: bounds.west), Coordinate(latitude: bounds.north, longitude: bounds.east),
                       Coordinate(latitude: bounds.south, longitude: bounds.east), Coordinate(latitude: bounds.north, longitude: bounds.west)]
        let points = corners.map { viewport.point(for: $0) }
        for point in points + coordinates.map({ viewport.point(for: $0) }) {
            #expect(inner.insetBy(-1e-6).contains(point), "bearing \(bearing): \(point) outside \(inner)")
        }
        let touches = points.contains { abs($0.x - inner.minX) < 1e-6 || abs($0.x - inner.maxX) < 1e-6 || abs($0.y - inner.minY) < 1e-6 || abs($0.y - inner.maxY) < 1e-6 }
        #expect(touches || viewport.zoom >= Viewport.defaultMaximumFittingZoom - 1e-9, "bearing \(bearing): the fit is not tight")
    }
}

/// A camera at a distance shows distance ÷ 1.5 of ground down the image (MapLibre's camera height), at its heading;
/// a camera with a span shows the span as a region does.
@Test func camerasGiveTheirViewport() throws {
    let center = Coordinate(latitude: 60.17, longitude: 24.94)
    let size = Size(width: 500, height: 300)
    let viewport = MapCamera(center: center, distance: 1_500, heading: 45).viewport(size: size, scale: 2)
    #expect(viewport.bearing == 45 && viewport.scale == 2)
    #expect(abs(viewport.groundMetresPerPoint * size.height - 1_000) < 1e-6)
    let spanned = MapCamera(center: center, span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.02), heading: 10).viewport(size: size)
    let region = Viewport(region: CoordinateRegion(center: center, span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.02)), size: size)
    #expect(spanned.metresPerPoint == region.metresPerPoint && spanned.center == region.center && spanned.bearing == 10)
    #expect(throws: MapSnapError.self) { try MapCamera(center: center, distance: 0.5).validate() }
    #expect(throws: MapSnapError.self) { try MapCamera(center: center, distance: 100, heading: .nan).validate() }
    #expect(throws: MapSnapError.self) { try MapCamera(center: Coordinate(latitude: 91, longitude: 0), distance: 100).validate() }
}
