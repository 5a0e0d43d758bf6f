import Foundation
import Testing
@testable import MapSnap

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The committed tiles give POIs OpenMapTiles' classes (a restaurant's class is `restaurant`, not the OSM key
/// `amenity`), so OSM Bright draws its icons: Ravintola Lumi and Ravintola Hausman with `restaurant_11`, as the style
/// names them (Scripts/fixtures/patch-openmaptiles-lua; before, both were drawn without an icon, by MapLibre Native
/// too). A shop's class stays `shop` where OpenMapTiles does not group it.
@Test func theTilesGivePOIsTheirOpenMapTilesClass() throws {
    var options = MapSnapshotter.Options()
    options.size = Size(width: 800, height: 600)
    options.region = Viewport(center: Coordinate(latitude: 60.1743, longitude: 24.9391), zoom: 17, size: options.size).visibleRegion
    options.style = "\(root)/Styles/openmaptiles/osm-bright/style.json"
    let data = try MapData.builtIn.drawingTiles(from: "\(root)/Data/helsinki.mbtiles")
    let labels = try MapSnapshotter(options: options, data: data).plan().report.labels
    for name in ["Ravintola Lumi", "Ravintola Hausman"] {
        let label = labels.first { $0.text == name }
        #expect(label?.icon == "restaurant_11", "\(name): \(String(describing: label))")
    }
    let extent = try #require(try data.extent())
    let classes = Set(try data.features().features(layer: "poi", in: extent, zoom: 14).map(\.featureClass))
    #expect(!classes.contains("amenity") && !classes.contains("tourism") && classes.contains("restaurant") && classes.contains("shop"), "\(classes.sorted())")
}
