import Foundation
import CairoCanvas
import Testing

/// `line-pattern` draws the sprite image along the roads (`Fixtures/line-pattern.json`: OSM Bright's `road_2`
/// shield along major roads, its `wave` along minor ones, see-through), with nothing to report; a pattern the
/// sprite lacks draws nothing, as in MapLibre. (`Scripts/bench/compare-maplibre` with the fixture compares it with
/// MapLibre Native: Docs/benchmarks.md.)
@Test func linePatternsAreDrawnFromTheSprite() throws {
    let root = CLI.projectRoot
    let fixture = "\(root)/Tests/CommandLineTests/Fixtures/line-pattern.json"
    try expectDrawnAsWritten(fixture)
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // The same style with the paths made absolute and every pattern an image the sprite does not have.
    let text = try String(contentsOfFile: fixture, encoding: .utf8).replacingOccurrences(of: "../../../", with: "\(root)/")
    let missing = "\(directory)/missing.json"
    try Data(text.replacingOccurrences(of: "\"wave\"", with: "\"no-such-image\"").replacingOccurrences(of: "\"road_2\"", with: "\"no-such-image\"").utf8)
        .write(to: URL(fileURLWithPath: missing))
    func greyPixels(_ style: String, _ name: String) throws -> Int {
        // MapLibre zoom 15 over Helsinki's centre.
        let map = try InProcess.render(["--data", "\(root)/Data/helsinki.mbtiles", "--center", "60.1699,24.944", "--span", "0.00640422,0.01716614",
                                        "--size", "800x600", "--style", style, "--attribution", ""])
        // Every image of the fixture is in the sprite; the missing ones are named in the warning.
        #expect(name == "missing" ? map.warnings.contains { $0.contains("\"no-such-image\" is not in the sprite") } : map.warnings.isEmpty,
                "\(map.warnings)")
        let image = map.image
        // The shield's dark grey outline: nothing else in the style is that dark.
        return stride(from: 0, to: image.pixels.count, by: 4).filter { index in
            let (r, g, b) = (Int(image.pixels[index]), Int(image.pixels[index + 1]), Int(image.pixels[index + 2]))
            return abs(r - g) < 10 && abs(g - b) < 10 && r < 140
        }.count
    }
    #expect(try greyPixels(fixture, "patterns") > 1500)
    #expect(try greyPixels(missing, "missing") == 0)
}
