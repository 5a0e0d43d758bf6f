import Foundation
import Testing
@testable import MapSnap

/// Central Helsinki with markers, a cluster and a route, as a scene at `bearing`.
private func turnedScene(_ bearing: Double) -> String {
    """
    {"size": {"width": 500, "height": 400}, "bearing": \(bearing),
     "region": {"center": {"latitude": 60.1699, "longitude": 24.944}, "span": {"latitudeDelta": 0.006, "longitudeDelta": 0.012}},
     "overlays": [{"type": "polyline", "coordinates": [[60.1712, 24.9414], [60.1694, 24.9447], [60.1681, 24.9517]], "strokeColor": "#007AFF", "lineWidth": 6}],
     "annotations": [
       {"type": "marker", "coordinate": [60.1712, 24.9414], "glyphImage": "train", "title": "Central Station"},
       {"type": "marker", "coordinate": [60.1700, 24.9478], "glyphImage": "cafe", "clusteringIdentifier": "Cafés"},
       {"type": "marker", "coordinate": [60.1702, 24.9484], "glyphImage": "cafe", "clusteringIdentifier": "Cafés"}
     ]}
    """
}

/// On a turned map labels stay upright and markers stand on their coordinates: every label along a street reads
/// left to right (its first glyph left of its last) while following the turned streets (many at a slant); point
/// labels and titles are level text; markers are upright symbols whose tip is at the coordinate's turned position;
/// the route's ends are at theirs.
@Test(arguments: [30.0, 90.0, 200.0, 315.0])
func labelsStayUprightOnTurnedMaps(bearing: Double) throws {
    let scene = try Scene.decode(Array(turnedScene(bearing).utf8), access: .none)
    let snapshotter = try MapSnapshotter(options: scene.options)
    let plan = try snapshotter.plan()
    let viewport = try snapshotter.viewport()
    #expect(viewport.bearing == bearing && plan.report.bearing == bearing)
    var alongStreets = 0, slanted = 0, level = 0
    for command in plan.displayList.commands {
        switch command {
        case .glyphs(let run) where run.glyphs.count > 2:
            alongStreets += 1
            let first = run.glyphs[0].center, last = run.glyphs[run.glyphs.count - 1].center
            let length = hypot(last.x - first.x, last.y - first.y)
            // Upright: reading no further round than straight down or up (a vertical street reads either way).
            #expect(last.x - first.x > -0.1 * length, "bearing \(bearing): '\(run.glyphs.map(\.text).joined())' reads right to left")
            let angle = abs(atan2(last.y - first.y, last.x - first.x))
            if angle > 0.1, angle < .pi / 2 - 0.1 { slanted += 1 }
        case .text: level += 1
        default: break
        }
    }
    #expect(alongStreets >= 5 && level >= 3, "bearing \(bearing): \(alongStreets) street labels, \(level) level texts")
    if bearing != 90 { #expect(slanted >= 3, "bearing \(bearing): only \(slanted) slanted street labels") }
    let station = try #require(plan.report.annotations.first { $0.index == 0 })
    let expected = viewport.point(for: Coordinate(latitude: 60.1712, longitude: 24.9414))
    #expect(hypot(station.position.x - expected.x, station.position.y - expected.y) < 1e-9)
    #expect(station.status == .drawn)
    // An upright balloon: as tall as it is at bearing 0, its tip (bottom middle) on the coordinate.
    let frame = try #require(station.frame)
    #expect(abs(frame.midX - expected.x) < 1 && abs(frame.maxY - expected.y) < 2, "frame \(frame) for \(expected)")
    #expect(frame.size.height > frame.size.width)
}

/// The options' camera replaces the region and bearing, and fitting a turned map fits the turned content: every
/// marker's symbol and the route lie inside the padding.
@Test func camerasAndTurnedFits() throws {
    var options = try Scene.decode(Array(turnedScene(0).utf8), access: .none).options
    options.camera = MapCamera(center: Coordinate(latitude: 60.17, longitude: 24.94), distance: 1_200, heading: 120)
    let viewport = try MapSnapshotter(options: options).viewport()
    #expect(viewport.bearing == 120)
    #expect(abs(viewport.groundMetresPerPoint * 400 - 800) < 1e-6)
    options.camera = nil
    options.region = nil
    options.padding = EdgeInsets(all: 30)
    for bearing in [0.0, 45.0, 100.0, 250.0] {
        options.bearing = bearing
        let snapshotter = try MapSnapshotter(options: options)
        let fitted = try snapshotter.viewport()
        #expect(fitted.bearing == bearing)
        let inside = Rect(x: 30, y: 30, width: 440, height: 340).insetBy(-0.5)
        let report = try snapshotter.plan().report
        for entry in report.annotations { if let frame = entry.frame { #expect(inside.contains(frame), "bearing \(bearing): #\(entry.index) at \(frame)") } }
        for cluster in report.clusters { if let frame = cluster.frame { #expect(inside.contains(frame), "bearing \(bearing): cluster at \(frame)") } }
        for coordinate in [Coordinate(latitude: 60.1712, longitude: 24.9414), Coordinate(latitude: 60.1681, longitude: 24.9517)] {
            #expect(inside.contains(fitted.point(for: coordinate)))
        }
    }
}
