import Foundation
import Testing
import TestSupport
@testable import MapSnap

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The built-in extract's header bounds, as `osmium fileinfo Data/Helsinki.osm.pbf` prints them (Data/README.md).
private let extractBounds = GeoBounds(south: 60.164155, north: 60.179113, west: 24.9351762, east: 24.9534145)

private func snapshotter(center: Coordinate, zoom: Double, size: Size, style: String? = "default", data: MapData = .builtIn) throws -> MapSnapshotter {
    var options = MapSnapshotter.Options()
    options.size = size
    options.style = style
    let viewport = Viewport(center: center, zoom: zoom, size: size)
    options.region = viewport.visibleRegion
    return try MapSnapshotter(options: options, data: data)
}

/// The demo (what the README shows first) lies inside the built-in data: no empty land beside the city.
@Test func theDemoLiesInsideTheData() throws {
    let scene = try Scene.load(path: "\(root)/Examples/demo.json")
    let demo = try MapSnapshotter(options: scene.options)
    #expect(try demo.dataCoverage() == nil)
}

/// Over generated views of the built-in data (inside it, across its edges, far away; zooms 9–20, thin and wide
/// images), the warning comes exactly when the map shows something beyond the extract's bounds, says whether the map
/// shows any of the data, and names the data's bounds as osmium reads them from the extract.
@Test func aMapReachingPastTheDataIsReportedWhateverItsView() throws {
    var generator = SeededGenerator(seed: 4505)
    var reported = 0, inside = 0, outside = 0
    for _ in 0..<120 {
        let far = Double.random(in: 0..<1, using: &generator) < 0.15
        let center = far ? Coordinate(latitude: Double.random(in: -80...80, using: &generator), longitude: Double.random(in: -180...180, using: &generator))
            : Coordinate(latitude: Double.random(in: 60.160...60.183, using: &generator), longitude: Double.random(in: 24.930...24.958, using: &generator))
        let zoom = Double.random(in: 9...20, using: &generator)
        let size = Size(width: Double(Int.random(in: 1...1000, using: &generator)), height: Double(Int.random(in: 1...1000, using: &generator)))
        let map = try snapshotter(center: center, zoom: zoom, size: size)
        let visible = try map.viewport().visibleMapRect
        let dataRect = extractBounds.mapRect
        // The extract's extent is its header bounds grown to its nodes: a metre of slack either way.
        let surelyInside = dataRect.contains(MapRect(origin: MapPoint(x: visible.minX - 1, y: visible.minY - 1),
                                                     size: MapSize(width: visible.size.width + 2, height: visible.size.height + 2)))
        let surelyPast = !dataRect.contains(MapRect(origin: MapPoint(x: visible.minX + 1, y: visible.minY + 1),
                                                    size: MapSize(width: max(0, visible.size.width - 2), height: max(0, visible.size.height - 2))))
        let coverage = try map.dataCoverage()
        if surelyInside {
            #expect(coverage == nil, "centre \(center) zoom \(zoom) size \(size)")
            inside += 1
        } else if surelyPast {
            let found = try #require(coverage, "centre \(center) zoom \(zoom) size \(size)")
            #expect(found.beyond == .worldLayer)
            #expect(found.showsData == dataRect.intersects(visible))
            #expect(found.dataName == "Helsinki.mapsnap")
            for (a, b) in [(found.dataBounds.south, extractBounds.south), (found.dataBounds.north, extractBounds.north),
                           (found.dataBounds.west, extractBounds.west), (found.dataBounds.east, extractBounds.east)] {
                #expect(abs(a - b) < 1e-4)
            }
            if !found.showsData { outside += 1 }
            reported += 1
        }
    }
    #expect(inside > 10 && reported > 10 && outside > 5, "the generated views cover all three cases: \(inside), \(reported), \(outside)")
}

/// Zoomed out to where the world layer is the map (a country, a continent), a style that draws it says nothing; a
/// style that draws no world layer there says its background is all that shows. A map with no base map says nothing.
@Test func whatIsDrawnBeyondTheDataIsNamedByTheStyle() throws {
    let helsinki = Coordinate(latitude: 60.17, longitude: 24.94)
    #expect(try snapshotter(center: helsinki, zoom: 6, size: Size(width: 800, height: 600)).dataCoverage() == nil)
    let positron = try #require(try snapshotter(center: helsinki, zoom: 6, size: Size(width: 800, height: 600),
                                                style: "\(root)/Styles/openmaptiles/positron/style.json",
                                                data: try MapData(path: "\(root)/Data/helsinki.mbtiles")).dataCoverage())
    #expect(positron.beyond == .background && positron.showsData && positron.dataName == "helsinki.mbtiles")
    #expect(positron.warning.contains("beyond the data only the style's background is drawn"))
    let tokyo = try #require(try snapshotter(center: Coordinate(latitude: 35.68, longitude: 139.76), zoom: 14, size: Size(width: 800, height: 600)).dataCoverage())
    #expect(!tokyo.showsData && tokyo.beyond == .worldLayer)
    #expect(tokyo.warning.hasPrefix("the map lies outside the data: Helsinki.mapsnap covers 60.1642–60.1791 N, 24.9352–24.9534 E, the map 35."))
    #expect(try snapshotter(center: Coordinate(latitude: 35.68, longitude: 139.76), zoom: 14, size: Size(width: 800, height: 600), style: nil).dataCoverage() == nil)
}
