import Foundation
import Geo
import MapStyle
import Testing
@testable import MapRender

private let viewport = Viewport(region: CoordinateRegion(center: Coordinate(latitude: 60.17, longitude: 24.94),
                                                         span: CoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.04)),
                                size: Size(width: 400, height: 300), scale: 2)
private var layout: OverlayLayout { OverlayLayout(viewport: viewport) }

@Test func casedPolylineDrawsCasingUnderLine() {
    var style = LineStyle()
    style.casingColor = .white
    style.casingWidth = 2
    let line = PolylineOverlay(coordinates: [Coordinate(latitude: 60.165, longitude: 24.93), Coordinate(latitude: 60.175, longitude: 24.95)], style: style)
    let commands = layout.commands(for: .polyline(line))
    guard commands.count == 2, case .stroke(_, let casing) = commands[0], case .stroke(_, let stroke) = commands[1] else {
        Issue.record("expected casing then stroke, got \(commands)")
        return
    }
    #expect(casing.width == 9 && casing.color == .white)
    #expect(stroke.width == 5 && stroke.color == .systemBlue)
}

@Test func lineOutsideTheViewDrawsNothing() {
    let far = PolylineOverlay(coordinates: [Coordinate(latitude: 10, longitude: 10), Coordinate(latitude: 11, longitude: 11)])
    #expect(layout.commands(for: .polyline(far)).isEmpty)
}

@Test func translucentOverlayIsGrouped() {
    var style = LineStyle()
    style.opacity = 0.5
    let line = PolylineOverlay(coordinates: [Coordinate(latitude: 60.165, longitude: 24.93), Coordinate(latitude: 60.175, longitude: 24.95)], style: style)
    let commands = layout.commands(for: .polyline(line))
    #expect(commands.first == .beginGroup)
    #expect(commands.last == .endGroup(opacity: 0.5))
}

@Test func gradientColoursFollowLength() throws {
    var style = LineStyle()
    style.gradient = [GradientStop(location: 0, color: .black), GradientStop(location: 1, color: .white)]
    // An isosceles bend, so both segments are equally long and the bend is half way.
    let apex = Coordinate(latitude: 60.175, longitude: 24.94)
    let line = PolylineOverlay(coordinates: [Coordinate(latitude: 60.17, longitude: 24.93), apex,
                                             Coordinate(latitude: 60.17, longitude: 24.95)], style: style)
    guard case .strokeGradient(let segments, _) = layout.commands(for: .polyline(line)).first else {
        Issue.record("no gradient stroke")
        return
    }
    try #require(segments.count == 2)
    #expect(segments[0].startColor == .black)
    #expect(abs(segments[0].endColor.red - 0.5) < 1e-6)
    #expect(segments[1].endColor == .white)
}

@Test func hugeCoordinatesAreClippedNearTheImage() {
    let zoomedIn = Viewport(region: CoordinateRegion(center: Coordinate(latitude: 60.17, longitude: 24.94),
                                                     span: CoordinateSpan(latitudeDelta: 0.0001, longitudeDelta: 0.0001)),
                            size: Size(width: 400, height: 300))
    // A line along the view's parallel from 60° W to 100° E and back along its meridian from the equator to 75° N
    // crosses the view twice: it must be drawn, with every point near the image.
    let line = PolylineOverlay(coordinates: [Coordinate(latitude: 60.17, longitude: -60), Coordinate(latitude: 60.17, longitude: 100),
                                             Coordinate(latitude: 75, longitude: 24.94), Coordinate(latitude: 0, longitude: 24.94)])
    let points = OverlayLayout(viewport: zoomedIn).commands(for: .polyline(line)).flatMap { command -> [Point] in
        guard case .stroke(let path, _) = command else { return [] }
        return path.elements.compactMap { element in
            switch element {
            case .move(let point), .line(let point): return point
            default: return nil
            }
        }
    }
    #expect(points.count >= 4, "the line through the view is not drawn")
    #expect(points.allSatisfy { abs($0.x) < 1000 && abs($0.y) < 1000 }, "\(points)")
}

@Test func polygonFillsEvenOddWithHoles() {
    let ring = [Coordinate(latitude: 60.165, longitude: 24.93), Coordinate(latitude: 60.175, longitude: 24.93), Coordinate(latitude: 60.175, longitude: 24.95)]
    let hole = [Coordinate(latitude: 60.17, longitude: 24.935), Coordinate(latitude: 60.172, longitude: 24.935), Coordinate(latitude: 60.172, longitude: 24.94)]
    let commands = layout.commands(for: .polygon(PolygonOverlay(exterior: ring, holes: [hole])))
    guard case .fill(let path, _, let rule) = commands.first else { Issue.record("no fill"); return }
    #expect(rule == .evenOdd)
    #expect(path.elements.filter { $0 == .close }.count == 2)
}

@Test func circleRingHasRadiusInPoints() {
    let center = Coordinate(latitude: 60.17, longitude: 24.94)
    let commands = layout.commands(for: .circle(CircleOverlay(center: center, radius: 200)))
    guard case .fill(let path, _, _) = commands.first, case .move(let start) = path.elements.first else { Issue.record("no fill"); return }
    let centerPoint = viewport.point(for: center)
    let radius = hypot(start.x - centerPoint.x, start.y - centerPoint.y)
    #expect(abs(radius - 200 / viewport.groundMetresPerPoint) < 0.5)
}
