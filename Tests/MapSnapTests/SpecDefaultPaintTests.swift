import Foundation
import Testing
@testable import MapSnap

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// A map of Helsinki's centre over the committed tiles drawn with one white background and `layer` on top.
private func drawn(_ layer: String) throws -> RGBAImage {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spec-defaults-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let style = ##"{"version": 8, "sources": {"openmaptiles": {"type": "vector", "url": "mbtiles://\##(root)/Data/helsinki.mbtiles"}}, "layers": [{"id": "bg", "type": "background", "paint": {"background-color": "#ffffff"}}, \##(layer)]}"##
    try style.write(toFile: "\(folder)/style.json", atomically: true, encoding: .utf8)
    var options = MapSnapshotter.Options()
    options.size = Size(width: 300, height: 200)
    options.style = "\(folder)/style.json"
    options.region = CoordinateRegion(center: Coordinate(latitude: 60.1699, longitude: 24.944), span: CoordinateSpan(latitudeDelta: 0.004, longitudeDelta: 0.008))
    options.attribution = Attribution(isVisible: false)
    return try MapSnapshotter(options: options).start().image
}

/// The share of pixels darker than mid-grey.
private func darkShare(_ image: RGBAImage) -> Double {
    var dark = 0
    for index in stride(from: 0, to: image.pixels.count, by: 4) where Int(image.pixels[index]) + Int(image.pixels[index + 1]) + Int(image.pixels[index + 2]) < 384 {
        dark += 1
    }
    return Double(dark) / Double(image.width * image.height)
}

/// A layer that sets no paint is drawn with the spec's defaults, as MapLibre Native draws it: a line layer in black,
/// 1 pt wide; a fill layer in black. (They drew nothing before the properties came from the spec.) A background at
/// `background-opacity` 0 shows the map's own background through it.
@Test func paintTheStyleLeavesOutIsTheSpecsDefault() throws {
    let lines = darkShare(try drawn(#"{"id": "roads", "type": "line", "source": "openmaptiles", "source-layer": "transportation"}"#))
    #expect(lines > 0.01 && lines < 0.3, "black 1 pt roads cover \(lines) of the image")
    let fills = darkShare(try drawn(#"{"id": "buildings", "type": "fill", "source": "openmaptiles", "source-layer": "building"}"#))
    #expect(fills > 0.2, "black buildings cover \(fills) of the image")
    let none = darkShare(try drawn(#"{"id": "roads", "type": "line", "source": "openmaptiles", "source-layer": "transportation", "paint": {"line-opacity": 0}}"#))
    #expect(none == 0)
}
