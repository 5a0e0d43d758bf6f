import Foundation
import Testing

/// A style using the symbol layout properties beyond the OpenMapTiles three (`Fixtures/symbol-features.json`:
/// variable anchors with a radial offset, automatic justification, line height, labels along lines that may read
/// upside down, turned house numbers, icons anchored at their bottom and offset, icons fitted to their text, sort
/// keys) is read with nothing to report, and draws what it asks for. (`Scripts/bench/compare-maplibre` style files
/// compare it with MapLibre Native; the pictures are in the MapLibre-styles issue's notes.)
@Test func symbolLayoutPropertiesAreDrawnAsWritten() throws {
    let root = CLI.projectRoot
    let style = "\(root)/Tests/CommandLineTests/Fixtures/symbol-features.json"
    try expectDrawnAsWritten(style)
    // MapLibre zoom 16 over Helsinki's centre, the span written with 8 decimals (a hair under zoom 16 taken as 16).
    let map = try InProcess.render(["--data", "\(root)/Data/helsinki.mbtiles", "--center", "60.1699,24.944",
                                    "--span", "0.00320211,0.00858307", "--size", "800x600", "--style", style, "--attribution", ""])
    #expect(map.warnings.isEmpty, "\(map.warnings)")
    let report: [String: Any]? = map.layout
    let labels = try #require(report?["labels"] as? [[String: Any]])
    func of(_ layer: String) -> [[String: Any]] { labels.filter { $0["layer"] as? String == layer } }
    // House numbers have `minzoom` 16: the map is at 16, so they are there, turned.
    #expect(of("housenumbers-turned").count > 10)
    #expect(of("road-names-free-direction").count > 5)
    // POIs with their icons (a class the sprite has no icon for is drawn as its name alone, as MapLibre does) and,
    // where there is room, their names beside or below them.
    let pois = of("pois-variable")
    #expect(pois.filter { ($0["icon"] as? String)?.hasSuffix("_11") == true }.count > 30)
    #expect(pois.filter { $0["text"] is String }.count > 30)
}

/// A place name's box (`icon-text-fit: both`, padding 2 above and below, `text-line-height` 1) is its lines' height
/// plus the padding: 13 + 4 points a line, for every place on several maps.
@Test func iconsFittedToTextAreTheTextsHeightPlusPadding() throws {
    let root = CLI.projectRoot
    var boxes = 0
    for span in ["0.008,0.016", "0.016,0.032", "0.006,0.012"] {
        let report: [String: Any]? = try InProcess.render(["--data", "\(root)/Data/helsinki.mbtiles", "--center", "60.1699,24.944", "--span", span,
                                                           "--size", "800x600", "--style", "\(root)/Tests/CommandLineTests/Fixtures/symbol-features.json"]).layout
        let labels = try #require(report?["labels"] as? [[String: Any]])
        for label in labels where label["layer"] as? String == "places-in-boxes" {
            let frame = try #require(label["frame"] as? [String: Double])
            let height = try #require(frame["height"])
            let lines = ((height - 4) / 13).rounded()
            #expect(lines >= 1 && abs(height - (lines * 13 + 4)) < 0.01, "\(label)")
            #expect(label["icon"] as? String == "road_2")
            boxes += 1
        }
    }
    #expect(boxes >= 3)
}
