import Foundation
import Testing

/// A PDF map keeps its labels as text a reader can search: pdftotext finds every label the layout report placed, as
/// many times as it was placed (halos are outlines, not copies of the text; labels along streets are text once,
/// not glyph by glyph), in the default style and a MapLibre style over tiles, at street and block zooms.
@Test(arguments: [(["--span", "0.008,0.012"], "default"), (["--span", "0.004,0.006"], "default"),
                  (["--span", "0.006,0.014", "--data", "Data/helsinki.mbtiles", "--style", "Styles/openmaptiles/osm-bright/style.json"], "osm-bright")])
func pdfLabelsAreSearchableText(arguments: [String], style: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let resolved = arguments.map { $0.hasPrefix("Data/") || $0.hasPrefix("Styles/") ? "\(CLI.projectRoot)/\($0)" : $0 }
    let result = try CLI.run(["render", "--center", "60.1699,24.944", "--size", "800x600"] + resolved
                             + ["-o", "\(directory)/map.pdf", "--layout-json", "\(directory)/layout.json"])
    try #require(result.status == 0, "\(result.stderr)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/layout.json"))) as? [String: Any])
    let placedAnywhere = (report["labels"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
    // Labels wholly on the page (one reaching past its edge is cut there, as a reader sees it).
    let labels = (report["labels"] as? [[String: Any]] ?? []).filter { label in
        guard let frame = label["frame"] as? [String: Double], let x = frame["x"], let y = frame["y"], let width = frame["width"], let height = frame["height"] else { return false }
        return x >= 0 && y >= 0 && x + width <= 800 && y + height <= 600
    }.compactMap { $0["text"] as? String }.filter { !$0.isEmpty }
    try #require(labels.count > 10, "\(style): \(labels.count) labels")
    // In the order the page draws them (-raw; pdftotext's reading order interleaves neighbours), wrapped labels (a
    // shop's name on two lines) with a line break where they wrap.
    let text = try CLI.run(["-raw", "\(directory)/map.pdf", "-"], executable: "/usr/bin/pdftotext").stdout
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for label in Set(labels) {
        let placed = labels.filter { $0 == label }.count
        let found = text.components(separatedBy: label).count - 1
        let anywhere = placedAnywhere.filter { $0 == label || $0.contains(label) }.count
        #expect(found >= placed && found <= anywhere,
                "\(style): \"\(label)\" placed \(placed) times, found \(found) times")
    }
}
