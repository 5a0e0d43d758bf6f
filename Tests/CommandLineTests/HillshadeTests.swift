import Foundation
import CairoCanvas
import Testing

private let demFixtures = "\(CLI.projectRoot)/Tests/CommandLineTests/Fixtures/dem-tiles"

/// The middle of the elevation model (MapLibre zoom 11.5, 600x400) drawn with `style` in-process.
private func relief(_ style: String) throws -> InProcess.Map {
    try InProcess.render(["--style", style, "--center", "36.59,-84.246", "--span", "0.0812385,0.12359619", "--size", "600x400", "--attribution", ""])
}

/// Renders `style` over the middle of the elevation model (MapLibre zoom 11.5, 600x400) with `mapsnap render`.
private func renderRelief(_ style: String, in directory: String, format: String = "png", extra: [String] = []) throws -> (status: Int32, stderr: String, path: String) {
    let path = "\(directory)/\((style as NSString).lastPathComponent).\(format)"
    let result = try CLI.run(["render", "--style", style, "--center", "36.59,-84.246", "--span", "0.0812385,0.12359619", "--size", "600x400",
                              "--attribution", ""] + extra + ["-o", path])
    return (result.status, result.stderr, path)
}

/// Every hillshade fixture style (`Fixtures/dem-tiles`: Mapbox and Terrarium elevations, each `hillshade-method`)
/// is drawn with nothing to report, and shades the hills: most pixels differ from the flat background, with a
/// spread of light and shade.
/// (`Scripts/bench/compare-maplibre-raster` compares them with MapLibre Native: Docs/benchmarks.md.)
@Test func hillshadeStylesShadeTheRelief() throws {
    let styles = try FileManager.default.contentsOfDirectory(atPath: demFixtures).filter { $0.hasSuffix(".json") }.sorted()
    #expect(styles.count == 6)
    for name in styles {
        let style = "\(demFixtures)/\(name)"
        try expectDrawnAsWritten(style)
        let map = try relief(style)
        #expect(map.warnings.isEmpty, "\(name): \(map.warnings)")
        let image = map.image
        let background = Array(image.pixels[0..<3])
        var differing = 0
        var brightness: [Int] = []
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            let pixel = image.pixels[index..<(index + 3)]
            if zip(pixel, background).contains(where: { abs(Int($0) - Int($1)) > 12 }) { differing += 1 }
            brightness.append(pixel.reduce(0) { $0 + Int($1) })
        }
        #expect(differing > image.pixels.count / 4 / 2, "\(name): \(differing) shaded pixels")
        brightness.sort()
        #expect(brightness[brightness.count * 9 / 10] - brightness[brightness.count / 10] > 60, "\(name): too little contrast")
    }
}

/// `hillshade-illumination-direction` turns the light: from the south-east (155°) instead of the default north-west
/// (335°), what was lit is in shadow and the other way round, over much of the terrain.
@Test func turningTheLightSwapsLightAndShade() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let shaded = try relief("\(demFixtures)/hillshade-mapbox.json").image
    // The same view with the light from the south-east: what was lit is now in shadow.
    let text = try String(contentsOfFile: "\(demFixtures)/hillshade-mapbox.json", encoding: .utf8)
        .replacingOccurrences(of: "\"source\": \"dem\"}", with: "\"source\": \"dem\", \"paint\": {\"hillshade-illumination-direction\": 155}}")
        .replacingOccurrences(of: "mbtiles://", with: "mbtiles://\(demFixtures)/")
    let turned = "\(directory)/turned.json"
    try Data(text.utf8).write(to: URL(fileURLWithPath: turned))
    let opposite = try relief(turned).image
    var lighter = 0, darker = 0
    for index in stride(from: 0, to: shaded.pixels.count, by: 4) {
        let a = Int(shaded.pixels[index]), b = Int(opposite.pixels[index])
        if a > b + 20 { lighter += 1 } else if b > a + 20 { darker += 1 }
    }
    // Turning the light round swaps light and shade on most slopes, both ways.
    #expect(lighter > 10_000 && darker > 10_000, "\(lighter) lighter, \(darker) darker")
}

/// PDF and SVG get the shaded relief as an image; a raster-dem source whose file is missing is one error naming the
/// source, exit 2, and no file.
@Test func hillshadeInVectorOutputsAndMissingElevations() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for format in ["pdf", "svg"] {
        let result = try renderRelief("\(demFixtures)/hillshade-terrarium.json", in: directory, format: format)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(format): \(result.stderr)")
        let size = (try? FileManager.default.attributesOfItem(atPath: result.path)[.size] as? Int) ?? 0
        #expect(size > 50_000, "\(format): \(size) bytes")
    }
    let text = try String(contentsOfFile: "\(demFixtures)/hillshade-mapbox.json", encoding: .utf8)
        .replacingOccurrences(of: "mbtiles://jacksboro-mapbox.mbtiles", with: "mbtiles://\(directory)/no-such.mbtiles")
    let broken = "\(directory)/broken.json"
    try Data(text.utf8).write(to: URL(fileURLWithPath: broken))
    let result = try renderRelief(broken, in: directory)
    #expect(result.status == 2 && result.stderr.contains("sources.dem") && result.stderr.contains("no-such.mbtiles"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: result.path))
}
