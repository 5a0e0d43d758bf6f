import Foundation
import MapSnapTesting
import Testing
@testable import MapSnap

private let base = #""size": {"width": 400, "height": 300}, "region": {"center": {"latitude": 60.1699, "longitude": 24.944}, "span": {"latitudeDelta": 0.008, "longitudeDelta": 0.012}}"#

/// Three marker kinds (one of them a cluster of two), a route and a polygon: an automatic legend lists exactly those
/// five rows, in order of first appearance, named by legendTitle, the cluster identifier, or the first title.
private let fiveKinds = """
    {\(base), "legend": {"title": "Key"},
     "overlays": [
       {"type": "polyline", "coordinates": [[60.1712, 24.9414], [60.1694, 24.9447], [60.1681, 24.9517]], "strokeColor": "#007AFF", "lineWidth": 6, "legendTitle": "Walking route"},
       {"type": "polygon", "coordinates": [[60.1675, 24.944], [60.1675, 24.95], [60.166, 24.95], [60.166, 24.944]], "fillColor": "#34C759", "strokeColor": "#248A3D"}
     ],
     "annotations": [
       {"type": "marker", "coordinate": [60.1712, 24.9414], "glyphImage": "train", "markerTintColor": "#34C759", "title": "Central Station", "legendTitle": "Stations"},
       {"type": "marker", "coordinate": [60.1722, 24.944], "glyphImage": "museum", "markerTintColor": "#AF52DE", "title": "Ateneum"},
       {"type": "marker", "coordinate": [60.1718, 24.9436], "glyphImage": "museum", "markerTintColor": "#AF52DE", "title": "Kansallisteatteri"},
       {"type": "marker", "coordinate": [60.1700, 24.9478], "glyphImage": "cafe", "markerTintColor": "#A2845E", "clusteringIdentifier": "Cafés"},
       {"type": "marker", "coordinate": [60.1702, 24.9484], "glyphImage": "cafe", "markerTintColor": "#A2845E", "clusteringIdentifier": "Cafés"}
     ]}
    """

@Test func anAutomaticLegendListsEachKindOnce() throws {
    let scene = try Scene.decode(Array(fiveKinds.utf8), access: .none)
    let report = try MapSnapshotter(options: scene.options).plan().report
    let legend = try #require(report.furniture.first { $0.kind == .legend })
    #expect(legend.text == "Key")
    #expect(legend.rows == ["Stations", "Ateneum", "Cafés", "Walking route", "Area"])
    // The box collides with no annotation: its corner was chosen clear of them.
    for entry in report.annotations {
        for frame in [entry.frame, entry.titleFrame, entry.calloutFrame].compactMap({ $0 }) { #expect(!legend.frame.intersects(frame), "annotation #\(entry.index)") }
    }
    for cluster in report.clusters { #expect(!legend.frame.intersects(try #require(cluster.frame))) }
}

/// Reference images: the five-kind legend in its corner and beside the map; each looked at.
@Test func legendReferences() throws {
    let scene = try Scene.decode(Array(fiveKinds.utf8), access: .none)
    var options = scene.options
    options.scale = 2
    assertSnapshot(of: options, named: "legend-automatic@2x")
    options.furniture.legend?.position = .outsideRight
    assertSnapshot(of: options, named: "legend-outside-right@2x")
}

/// A legend beside the map widens the image by its panel and leaves the map's own pixels as they were.
@Test func aLegendBesideTheMapLeavesTheMapAlone() throws {
    var options = try Scene.decode(Array(fiveKinds.utf8), access: .none).options
    options.furniture.legend?.position = .outsideRight
    let beside = try MapSnapshotter(options: options).start()
    options.furniture.legend = nil
    let alone = try MapSnapshotter(options: options).start()
    #expect(beside.image.height == alone.image.height && beside.image.width > alone.image.width + 100)
    #expect(beside.report.imageSize?.width == Double(beside.image.width))
    var differing = 0
    for y in 0..<alone.image.height {
        for x in 0..<alone.image.width where beside.image.pixel(x: x, y: y) != alone.image.pixel(x: x, y: y) { differing += 1 }
    }
    #expect(differing == 0, "\(differing) map pixels changed")
}

/// Explicit rows (an annotation's symbol, a line, an area, an icon) in the order given; bad rows are one error each.
@Test func explicitLegendRows() throws {
    let explicit = try Scene.decode(Array("""
        {\(base), "legend": {"position": "bottomLeft", "entries": [
          {"text": "Shops", "annotation": {"type": "marker", "markerTintColor": "#FF9500", "glyphImage": "shop"}},
          {"text": "Tram", "line": {"strokeColor": "#00985F", "lineWidth": 3, "lineDashPattern": [4, 2]}},
          {"text": "Park", "area": {"fillColor": "#34C759"}},
          {"text": "Toilets", "icon": "toilet", "color": "#007AFF"}]}}
        """.utf8), access: .none)
    let report = try MapSnapshotter(options: explicit.options).plan().report
    let legend = try #require(report.furniture.first { $0.kind == .legend })
    #expect(legend.rows == ["Shops", "Tram", "Park", "Toilets"])
    #expect(legend.frame.minX < 50 && legend.frame.maxY > 200, "bottom left: \(legend.frame)")
    for (row, field) in [(#"{"text": "x"}"#, "legend.entries[0]"), (#"{"text": "x", "icon": "nope"}"#, "legend.entries[0].icon"),
                         (##"{"text": "x", "line": {"strokeColor": "#000"}, "area": {}}"##, "legend.entries[0]"),
                         (#"{"text": "", "icon": "cafe"}"#, "legend.entries[0].text"),
                         (#"{"text": "x", "line": {"colour": "red"}}"#, "legend.entries[0].line.colour")] {
        do {
            _ = try Scene.decode(Array("{\(base), \"legend\": {\"entries\": [\(row)]}}".utf8), access: .none)
            Issue.record("\(row) was accepted")
        } catch {
            #expect(error.field == field, "\(row): \(error)")
        }
    }
    for (legend, field) in [(#""legend": "manual""#, "legend"), (#""legend": {"position": "middle"}"#, "legend.position"), (#""legend": {"entries": []}"#, "legend.entries")] {
        do {
            _ = try Scene.decode(Array("{\(base), \(legend)}".utf8), access: .none)
            Issue.record("\(legend) was accepted")
        } catch {
            #expect(error.field == field, "\(legend): \(error)")
        }
    }
}
