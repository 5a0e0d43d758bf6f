import CairoCanvas
import Foundation
import Testing

/// The OpenMapTiles styles draw from the committed tiles: the style is read (expression filters and values, legacy
/// functions, sprite, fonts, sources), nothing is left to report, and the map has the style's colours.
/// (`Scripts/bench/compare-maplibre` compares them with MapLibre Native.)
@Test(arguments: ["positron", "osm-bright", "dark-matter"])
func openMapTilesStylesDraw(style: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let root = URL(fileURLWithPath: CLI.fixtures).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let result = try CLI.run(["render", "--data", "\(root)/Data/helsinki.mbtiles", "--center", "60.1699,24.944", "--span", "0.01,0.014",
                              "--size", "400x300", "--style", "\(root)/Styles/openmaptiles/\(style)/style.json", "-o", "\(directory)/map.png"])
    #expect(result.status == 0, "\(result.stderr)")
    // Every layer and property of the three styles is drawn as written over these tiles: no warning at all.
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let check = try CLI.run(["style", "check", "\(root)/Styles/openmaptiles/\(style)/style.json", "--tiles", "\(root)/Data/helsinki.mbtiles"])
    #expect(check.status == 0, "\(check.stdout)")
    let image = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: "\(directory)/map.png"))))
    var colours = Set<UInt32>()
    for index in stride(from: 0, to: image.pixels.count, by: 4 * 7) {
        colours.insert(UInt32(image.pixels[index]) << 16 | UInt32(image.pixels[index + 1]) << 8 | UInt32(image.pixels[index + 2]))
    }
    #expect(colours.count > 50, "a drawn map has many colours, found \(colours.count)")
}
