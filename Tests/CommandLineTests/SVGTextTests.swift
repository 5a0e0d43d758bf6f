import Foundation
import Testing

/// `render --svg-text`: the demo as SVG whose labels are text, in headless Chromium (Tests/Browser/svg_text.py): the
/// page's `<text>` elements are every label the layout report placed (street names whole, not a glyph at a time),
/// each once, plus the titles, callout and attribution; find-in-page finds "Mikonkatu"; Cairo wrote no glyph
/// outlines; and inside the label frames the browser's drawing matches MapSnap's PNG (measured 99.3% of pixels
/// within 24 after a 1 px blur), so each label is where MapSnap put it, in its font and halo.
@Test func svgTextIsTextABrowserFinds() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let demo = "\(CLI.projectRoot)/Examples/demo.json"
    let svg = try CLI.run(["render", demo, "--svg-text", "-o", "\(directory)/map.svg"])
    #expect(svg.status == 0, "\(svg.stderr)")
    let png = try CLI.run(["render", demo, "--scale", "1", "-o", "\(directory)/map.png", "--layout-json", "\(directory)/layout.json"])
    #expect(png.status == 0, "\(png.stderr)")
    let document = try String(contentsOfFile: "\(directory)/map.svg", encoding: .utf8)
    #expect(!document.contains("id=\"glyph"), "Cairo wrote glyph outlines")
    let browser = try CLI.run(["\(CLI.projectRoot)/Tests/Browser/svg_text.py", "\(directory)/map.svg", "\(directory)/map.png",
                               "\(directory)/layout.json", "Mikonkatu"], executable: "/usr/bin/python3")
    let result = try #require(try JSONSerialization.jsonObject(with: Data(browser.stdout.utf8)) as? [String: Any], "\(browser.stderr.suffix(600))")
    let texts = try #require(result["texts"] as? [String])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/layout.json"))) as? [String: Any])
    let labels = try #require(report["labels"] as? [[String: Any]]).compactMap { $0["text"] as? String }
    #expect(labels.count > 20)
    for label in labels { #expect(texts.filter { $0 == label }.count == 1, "\(label): \(texts.filter { $0 == label }.count) times") }
    for other in ["Central Station", "Market Square", "Open today 6:30–18:00", "© OpenStreetMap contributors"] { #expect(texts.contains(other), "\(other)") }
    #expect(result["found"] as? Bool == true)
    let compared = try #require(result["compared"] as? Int), within = try #require(result["within"] as? Int)
    #expect(compared > 20_000 && Double(within) / Double(compared) >= 0.97, "\(within) of \(compared)")
}

/// `--svg-text` (or a scene's `svgText`) with an output that is not SVG is one error naming it, exit 2, no file.
@Test func svgTextIsForSVGOnly() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for format in ["png", "pdf", "jpg"] {
        let output = "\(directory)/map.\(format)"
        let result = try CLI.run(["render", "--center", "60.17,24.94", "--svg-text", "-o", output])
        #expect(result.status == 2 && result.stderr == "mapsnap: error: --svg-text: is for SVG output, not \(format == "jpg" ? "JPEG" : format.uppercased())\n", "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
    let scene = "\(directory)/scene.json"
    try Data(#"{"region": {"center": [60.17, 24.94], "span": {"latitudeDelta": 0.01, "longitudeDelta": 0.02}}, "svgText": true}"#.utf8).write(to: URL(fileURLWithPath: scene))
    let result = try CLI.run(["render", scene, "-o", "\(directory)/map.png"])
    #expect(result.status == 2 && result.stderr.contains("svgText: is for SVG output, not PNG"), "\(result.stderr)")
}
