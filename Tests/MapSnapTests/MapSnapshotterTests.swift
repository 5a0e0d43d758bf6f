import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MapSnapTesting
import Testing
@testable import MapSnap

private let helsinki = CoordinateRegion(center: Coordinate(latitude: 60.1690, longitude: 24.9420),
                                        span: CoordinateSpan(latitudeDelta: 0.018, longitudeDelta: 0.04))

private func options(_ overlays: [Overlay], annotations: [Annotation] = [], region: CoordinateRegion? = helsinki,
                     scale: Double) -> MapSnapshotter.Options {
    var options = MapSnapshotter.Options()
    options.style = nil  // overlays and annotations on a plain background
    options.size = Size(width: 300, height: 200)
    options.scale = scale
    options.region = region
    options.overlays = overlays
    options.annotations = annotations
    return options
}

private let route = [Coordinate(latitude: 60.1636, longitude: 24.9318), Coordinate(latitude: 60.1675, longitude: 24.9372),
                     Coordinate(latitude: 60.1699, longitude: 24.9413), Coordinate(latitude: 60.1712, longitude: 24.9467),
                     Coordinate(latitude: 60.1688, longitude: 24.9520)]

private func overlaysByKind() throws -> [String: [Overlay]] {
    var cased = LineStyle()
    cased.casingColor = .white
    cased.casingWidth = 2
    var dashed = LineStyle()
    dashed.strokeColor = .systemRed
    dashed.lineWidth = 3
    dashed.lineDashPattern = [6, 4]
    dashed.lineCap = .butt
    var gradient = LineStyle()
    gradient.gradient = [GradientStop(location: 0, color: Color(rgb: 0x34C759)), GradientStop(location: 1, color: .systemRed)]
    let shifted = route.map { Coordinate(latitude: $0.latitude - 0.003, longitude: $0.longitude) }
    let lowered = route.map { Coordinate(latitude: $0.latitude - 0.006, longitude: $0.longitude) }
    var translucent = AreaStyle()
    translucent.fillColor = Color(rgb: 0x5856D6, alpha: 0.3)
    translucent.strokeColor = Color(rgb: 0x5856D6)
    let square = [Coordinate(latitude: 60.1650, longitude: 24.9300), Coordinate(latitude: 60.1740, longitude: 24.9300),
                  Coordinate(latitude: 60.1740, longitude: 24.9480), Coordinate(latitude: 60.1650, longitude: 24.9480)]
    let hole = [Coordinate(latitude: 60.1680, longitude: 24.9350), Coordinate(latitude: 60.1710, longitude: 24.9390),
                Coordinate(latitude: 60.1680, longitude: 24.9430)]
    var dashedCircle = AreaStyle()
    dashedCircle.fillColor = Color(rgb: 0xFF9500, alpha: 0.2)
    dashedCircle.strokeColor = Color(rgb: 0xFF9500)
    dashedCircle.lineDashPattern = [5, 3]
    return [
        "polyline": [.polyline(PolylineOverlay(coordinates: route, style: cased)),
                     .polyline(PolylineOverlay(coordinates: shifted, style: dashed)),
                     .polyline(PolylineOverlay(coordinates: lowered, style: gradient))],
        "polygon": [.polygon(PolygonOverlay(exterior: square, holes: [hole], style: translucent))],
        "circle": [.circle(CircleOverlay(center: Coordinate(latitude: 60.1690, longitude: 24.9420), radius: 400, style: dashedCircle))],
        "geojson": try GeoJSONFile.content(path: Fixtures.path("shapes.geojson")).overlays,
    ]
}

@Test(arguments: [1.0, 2.0])
func overlayKindsMatchReferences(scale: Double) throws {
    for (kind, overlays) in try overlaysByKind().sorted(by: { $0.key < $1.key }) {
        assertSnapshot(of: options(overlays, scale: scale), named: "\(kind)@\(Int(scale))x")
    }
}

@Test(arguments: [1.0, 2.0])
func antimeridianGeodesicAndScriptsMatchReference(scale: Double) throws {
    let tokyo = Coordinate(latitude: 35.6762, longitude: 139.6503)
    let sanFrancisco = Coordinate(latitude: 37.7749, longitude: -122.4194)
    var style = LineStyle()
    style.lineWidth = 3
    var straight = style
    straight.strokeColor = Color(rgb: 0x8E8E93)
    straight.lineDashPattern = [4, 4]
    let overlays: [Overlay] = [
        .polyline(PolylineOverlay(coordinates: [tokyo, sanFrancisco], style: straight)),
        .polyline(PolylineOverlay(coordinates: [tokyo, sanFrancisco], geodesic: true, style: style)),
    ]
    let annotations = [
        Annotation(coordinate: tokyo, kind: .dot(color: .systemRed), title: "東京 🗼"),
        Annotation(coordinate: sanFrancisco, kind: .dot(color: .systemRed), title: "San Francisco"),
        Annotation(coordinate: Coordinate(latitude: 21.3, longitude: -157.85), kind: .dot(color: .systemRed), title: "القاهرة Hawaiʻi"),
    ]
    assertSnapshot(of: options(overlays, annotations: annotations, region: nil, scale: scale), named: "pacific@\(Int(scale))x")
}

@Test func imageHasSizeTimesScalePixels() throws {
    let snapshot = try MapSnapshotter(options: options([], scale: 3)).start()
    #expect(snapshot.image.width == 900 && snapshot.image.height == 600)
}

@Test func pointForPlacesCoordinatesWhereTheyAreDrawn() throws {
    var style = AreaStyle()
    style.fillColor = Color(rgb: 0xFF0000)
    style.strokeColor = nil
    let center = Coordinate(latitude: 60.17, longitude: 24.935)
    let snapshot = try MapSnapshotter(options: options([.circle(CircleOverlay(center: center, radius: 60, style: style))], scale: 2)).start()
    let point = snapshot.point(for: center)
    let pixel = snapshot.image.pixel(x: Int(point.x * 2), y: Int(point.y * 2))
    #expect(pixel.0 == 255 && pixel.1 == 0 && pixel.2 == 0)
}

@Test func fittingKeepsOverlaysInsideThePadding() throws {
    var fitted = options(try #require(overlaysByKind()["polyline"]), region: nil, scale: 1)
    fitted.padding = EdgeInsets(all: 30)
    let snapshotter = try MapSnapshotter(options: fitted)
    let viewport = try snapshotter.viewport()
    let coordinates = fitted.overlays.flatMap(\.fittingCoordinates)
    #expect(coordinates.count >= 2)
    for coordinate in coordinates {
        let point = viewport.point(for: coordinate)
        #expect(point.x >= 30 && point.x <= 270 && point.y >= 30 && point.y <= 170)
    }
}

@Test func pdfOutputIsAWellFormedPDF() throws {
    let bytes = try MapSnapshotter(options: options(try #require(overlaysByKind()["geojson"]), scale: 2)).encoded(as: .pdf).bytes
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("%PDF-1."))
    #expect(text.hasSuffix("%%EOF\n"))
    // The startxref offset points at the cross-reference table.
    let startxref = try #require(text.range(of: "startxref\n", options: .backwards))
    let offsetText = text[startxref.upperBound...].prefix { $0.isNumber }
    let offset = try #require(Int(offsetText))
    #expect(Array(bytes[offset..<(offset + 4)]) == Array("xref".utf8))
    #expect(text.contains("/MediaBox [ 0 0 300 200 ]"))
}

@Test func svgOutputIsWellFormedXML() throws {
    let bytes = try MapSnapshotter(options: options(try #require(overlaysByKind()["polyline"]), scale: 2)).encoded(as: .svg).bytes
    let parser = XMLParser(data: Data(bytes))
    let delegate = RootElementCollector()
    parser.delegate = delegate
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(delegate.root == "svg")
    #expect(delegate.attributes["width"] == "300pt" || delegate.attributes["width"] == "300")
}

private final class RootElementCollector: NSObject, XMLParserDelegate {
    var root: String?
    var attributes: [String: String] = [:]

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes attributeDict: [String: String] = [:]) {
        if root == nil {
            root = elementName
            attributes = attributeDict
        }
    }
}

@Test func writeToUnwritablePathLeavesNothing() throws {
    let snapshotter = try MapSnapshotter(options: options([], scale: 1))
    #expect(throws: MapSnapError(field: "output", message: "cannot write /nonexistent-dir/map.png: directory /nonexistent-dir does not exist")) {
        try snapshotter.write(to: "/nonexistent-dir/map.png", format: .png)
    }
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent-dir/map.png"))
}

@Test func concurrentRendersGiveIdenticalPixels() async throws {
    let scene = options(try #require(overlaysByKind()["geojson"]), scale: 2)
    let expected = try MapSnapshotter(options: scene).start().image
    let images = try await withThrowingTaskGroup(of: RGBAImage.self) { group in
        for _ in 0..<8 {
            group.addTask { try MapSnapshotter(options: scene).start().image }
        }
        return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(images.count == 8)
    #expect(images.allSatisfy { $0 == expected })
}

@Test func fittingKeepsMarkersTitlesAndCalloutsInside() throws {
    var options = MapSnapshotter.Options()
    options.style = nil  // overlays and annotations on a plain background
    options.size = Size(width: 400, height: 300)
    options.padding = EdgeInsets(all: 10)
    var selected = Annotation(coordinate: Coordinate(latitude: 60.18, longitude: 24.96), title: "North-east", subtitle: "Selected")
    selected.isSelected = true
    options.annotations = [
        Annotation(coordinate: Coordinate(latitude: 60.16, longitude: 24.92), title: "South-west corner marker"),
        selected,
        Annotation(coordinate: Coordinate(latitude: 60.17, longitude: 24.94), kind: .pin(tint: .systemRed), title: "Pin"),
    ]
    let report = try MapSnapshotter(options: options).plan().report
    let inner = Rect(x: 10, y: 10, width: 380, height: 280).insetBy(-0.01)
    #expect(report.annotations.count == 3)
    for entry in report.annotations {
        #expect(entry.status == .drawn)
        for frame in [entry.frame, entry.titleFrame, entry.calloutFrame].compactMap({ $0 }) {
            #expect(inner.contains(frame.origin) && inner.contains(Point(x: frame.maxX, y: frame.maxY)), "\(entry.title ?? "") \(frame)")
        }
    }
    #expect(report.annotations[1].calloutFrame != nil)
}
