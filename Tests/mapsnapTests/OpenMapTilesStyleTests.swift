import CairoCanvas
import Foundation
import Testing

/// The OpenMapTiles styles draw from the committed tiles: the style is read (expression filters and values, legacy
/// functions), what is not drawn yet is reported once on stderr, and the map has the style's colours. (Comparison
/// with MapLibre Native is the next step of the MapLibre-styles work.)
@Test(arguments: ["positron", "osm-bright", "dark-matter"])
func openMapTilesStylesDraw(style: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let root = URL(fileURLWithPath: CLI.fixtures).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let result = try CLI.run(["render", "--data", "\(root)/Data/helsinki.mbtiles", "--center", "60.1699,24.944", "--span", "0.01,0.014",
                              "--size", "400x300", "--style", "\(root)/Styles/openmaptiles/\(style)/style.json", "-o", "\(directory)/map.png"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("mapsnap: warning: style (") && result.stderr.contains("not drawn yet"), "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one warning line: \(result.stderr)")
    let image = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: "\(directory)/map.png"))))
    var colours = Set<UInt32>()
    for index in stride(from: 0, to: image.pixels.count, by: 4 * 7) {
        colours.insert(UInt32(image.pixels[index]) << 16 | UInt32(image.pixels[index + 1]) << 8 | UInt32(image.pixels[index + 2]))
    }
    #expect(colours.count > 50, "a drawn map has many colours, found \(colours.count)")
}
