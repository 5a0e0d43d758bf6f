import Foundation
import MapSnapTesting
import Testing
@testable import MapSnap

/// Reference images of the base map: central Helsinki at zoom 15–18 in each style at scale 1 and 2,
/// and the second extract. Each was opened and looked at: harbour water blue, land not, parks green,
/// streets named along their lines, no overlapping labels.
private let helsinki = Coordinate(latitude: 60.1682, longitude: 24.9478)  // Esplanadi, the Market Square and the South Harbour

private func baseMapScene(style: String, zoom: Double, scale: Double, center: Coordinate = helsinki) -> MapSnapshotter.Options {
    var options = MapSnapshotter.Options()
    options.size = Size(width: 400, height: 300)
    options.scale = scale
    options.style = style
    options.region = Viewport(center: center, zoom: zoom, size: options.size).visibleRegion
    return options
}

@Test(arguments: ["default", "dark", "muted"], [1.0, 2.0])
func helsinkiAtEachZoom(style: String, scale: Double) {
    for zoom in [15.0, 16.0, 17.0, 18.0] {
        assertSnapshot(of: baseMapScene(style: style, zoom: zoom, scale: scale), named: "helsinki-\(style)-z\(Int(zoom))@\(Int(scale))x")
    }
}

@Test func secondExtractRenders() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/test.osm.pbf").path
    assertSnapshot(of: baseMapScene(style: "default", zoom: 15, scale: 1, center: Coordinate(latitude: 60.530, longitude: 26.950)),
                   named: "karhula-default-z15@1x", data: try MapData(path: path))
}

@Test func baseMapWithMarkersAndCalloutLabelsGiveWay() throws {
    var options = baseMapScene(style: "default", zoom: 16.5, scale: 2)
    var selected = Annotation(coordinate: Coordinate(latitude: 60.1679, longitude: 24.9503), title: "Kauppatori", subtitle: "Market Square")
    selected.isSelected = true
    options.annotations = [selected, Annotation(coordinate: Coordinate(latitude: 60.1681, longitude: 24.9455), title: "Esplanadi")]
    assertSnapshot(of: options, named: "helsinki-markers-z16@2x")
}

@Test(arguments: [("finland", Coordinate(latitude: 62.2, longitude: 25.0), 5.0), ("europe", Coordinate(latitude: 52, longitude: 14), 3.0)])
func worldLayerBeyondTheExtract(name: String, center: Coordinate, zoom: Double) {
    for scale in [1.0, 2.0] {
        assertSnapshot(of: baseMapScene(style: "default", zoom: zoom, scale: scale, center: center), named: "\(name)-default-z\(Int(zoom))@\(Int(scale))x")
    }
}
