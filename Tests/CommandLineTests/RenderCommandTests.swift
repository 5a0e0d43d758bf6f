import Foundation
import Testing

@Test func rendersSceneToEachFormat() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (name, magic) in [("map.png", "\u{89}PNG"), ("map.pdf", "%PDF"), ("map.svg", "<?xml")] {
        let result = try CLI.run(["render", "\(CLI.fixtures)/small.json", "-o", "\(directory)/\(name)"])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try #require(FileManager.default.contents(atPath: "\(directory)/\(name)"))
        #expect(String(decoding: data.prefix(magic.utf8.count), as: UTF8.self) == magic || name == "map.png")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["map.pdf", "map.png", "map.svg"])
}

@Test func quickFlagsRenderWithoutAScene() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try CLI.run(["render", "--center", "60.1699,24.9384", "--span", "0.02,0.02", "--size", "320x240", "--scale", "2",
                              "--polyline", "60.165,24.93 60.17,24.94 60.172,24.95", "--line-color", "#FF3B30", "-o", "\(directory)/quick.png"])
    #expect(result.status == 0, "\(result.stderr)")
    let fitted = try CLI.run(["render", "--polyline", "_p~iF~ps|U_ulLnnqC_mqNvxq`@", "--fit", "--padding", "10", "--size", "200x200",
                              "--geojson", "\(CLI.fixtures)/../../MapSnapTests/Fixtures/shapes.geojson", "-o", "\(directory)/fit.png"])
    #expect(fitted.status == 0, "\(fitted.stderr)")
}

/// Each bad input: exit 2, one line on stderr naming the field and value, and no output file.
@Test(arguments: [
    (["--center", "95,24.94"], "--center: latitude 95 is outside -90...90"),
    (["--center", "60,24", "--span", "0,0.05"], "--span: latitudeDelta 0 must be greater than 0 and at most 180"),
    (["--center", "60,24", "--span", "-1,0.05"], "--span: latitudeDelta -1 must be greater than 0 and at most 180"),
    (["--center", "60,24", "--size", "0x100"], "--size: width 0 must be at least 1"),
    (["--center", "60,24", "--size", "10001x100"], "--size: width 10001 at scale 1 is 10001 pixels, above the maximum of 10000"),
    (["--center", "60,24", "--scale", "0"], "--scale: 0 is outside 1...6"),
    (["--center", "60,24", "--scale", "7"], "--scale: 7 is outside 1...6"),
    (["--center", "60,24", "--size", "big"], "--size: \"big\" is not WIDTHxHEIGHT (e.g. 800x600)"),
    (["--center", "60,24", "--frobnicate"], "--frobnicate: unknown option (see --help)"),
    (["--center", "60,24", "--png", "png32"], "--png: \"png32\" is not fast, balanced, small or png8 (or png8 with one of the others, e.g. png8,small)"),
    (["FIXTURES/bad-png.json"], "png: \"fast,small\" is not fast, balanced, small or png8 (or png8 with one of the others, e.g. png8,small)"),
    (["--polyline", "60,24", "--fit"], "--polyline: \"60,24\" has 1 coordinates; a line needs at least 2"),
    (["FIXTURES/bad-latitude.json"], "region.center.latitude: 95 is outside -90...90"),
    (["FIXTURES/malformed.json"], "scene: malformed JSON at line 2, column 38: expected ',' or '}' in object"),
    (["FIXTURES/missing-geojson.json"], "overlays[0].file: \"does-not-exist.geojson\" is not a readable file inside the scene's folder (another folder needs --allow-path)"),
    (["FIXTURES/invalid-geojson.json"], "overlays[0].file (bad-geometry.geojson): features[0].geometry.coordinates[0]: a linear ring needs at least 4 positions, got 3"),
    (["--geojson", "FIXTURES/nope.geojson", "--fit"], "--geojson FIXTURES/nope.geojson: FIXTURES/nope.geojson: no such file"),
    (["FIXTURES/unknown-icon.json"], "annotations[0].glyphImage: \"unicorn\" is not a built-in icon (see mapsnap icons --list) nor a .png/.svg file"),
    (["FIXTURES/missing-glyph.json"], "annotations[0].glyphImage: \"nope.png\" is not a readable file inside the scene's folder (another folder needs --allow-path)"),
    (["FIXTURES/corrupt-glyph.json"], "annotations[0].glyphImage: image FIXTURES/corrupt.png: not a readable PNG file"),
    (["FIXTURES/negative-accuracy.json"], "annotations[0].accuracy: -5 is outside 0...1000000"),
    (["FIXTURES/empty-cluster.json"], "annotations[0].clusteringIdentifier: must not be empty (leave the key out to not cluster)"),
])
func badInputExitsTwoWithOneLineAndNoFile(arguments: [String], message: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let resolved = arguments.map { $0.replacingOccurrences(of: "FIXTURES", with: CLI.fixtures) }
    let result = try CLI.run(["render"] + resolved + ["-o", "\(directory)/out.png"])
    #expect(result.status == 2)
    #expect(result.stderr == "mapsnap: error: \(message.replacingOccurrences(of: "FIXTURES", with: CLI.fixtures))\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
}

/// `--png png8` writes an indexed PNG (colour type 3) of the same map, much smaller; `fast` and `small` full colour.
@Test func pngEncodingOptionsChooseTheOutput() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var sizes: [String: Int] = [:]
    for choice in ["balanced", "png8", "fast"] {
        let path = "\(directory)/\(choice).png"
        let result = try CLI.run(["render", "\(CLI.fixtures)/small.json", "--png", choice, "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(bytes[25] == (choice == "png8" ? 3 : 2), "\(choice): colour type \(bytes[25])")
        sizes[choice] = bytes.count
    }
    #expect((sizes["png8"] ?? .max) < (sizes["balanced"] ?? 0))
    let same = try CLI.run(["diff", "\(directory)/balanced.png", "\(directory)/fast.png"])
    #expect(same.status == 0, "fast and balanced are the same pixels: \(same.stdout)")
    // Rare edge blends fold into a flat colour up to 28 away (PaletteQuantizer.rareReach), plus a cell's rounding.
    let close = try CLI.run(["diff", "\(directory)/balanced.png", "\(directory)/png8.png", "--tolerance", "32", "--max-differing", "0.002"])
    #expect(close.status == 0, "png8 stays close to full colour: \(close.stdout)")
}

@Test func unwritableOutputPathExitsTwo() throws {
    let result = try CLI.run(["render", "\(CLI.fixtures)/small.json", "-o", "/nonexistent-dir/out.png"])
    #expect(result.status == 2)
    #expect(result.stderr == "mapsnap: error: -o: cannot write /nonexistent-dir/out.png: directory /nonexistent-dir does not exist\n")
}

@Test func outputWithoutKnownExtensionNeedsFormat() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try CLI.run(["render", "\(CLI.fixtures)/small.json", "-o", "\(directory)/map.img"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("-o: \"\(directory)/map.img\" has no .png, .pdf, .svg, .jpg, .jpeg or .webp extension"))
    #expect(try CLI.run(["render", "\(CLI.fixtures)/small.json", "-o", "\(directory)/map.img", "--format", "pdf"]).status == 0)
}

@Test func helpExitsZero() throws {
    for command in [["--help"], ["render", "--help"], ["diff", "--help"], ["bench", "--help"]] {
        let result = try CLI.run(command)
        #expect(result.status == 0)
        #expect(result.stdout.contains("mapsnap"))
    }
    let unknown = try CLI.run(["paint"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("mapsnap: error: command: unknown command \"paint\""))
}

/// A map reaching past the data is drawn, with one warning line saying where the data ends and what is drawn beyond
/// it; a map inside the data prints nothing.
@Test func aMapPastTheDataWarnsOnce() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let past = try CLI.run(["render", "--center", "60.17,24.944", "--span", "0.1,0.2", "-o", "\(directory)/past.png"])
    #expect(past.status == 0)
    #expect(past.stderr == "mapsnap: warning: the map reaches past the data: Helsinki.mapsnap covers 60.1642–60.1791 N, 24.9352–24.9534 E, "
        + "the map 60.1200–60.2200 N, 24.8100–25.0780 E; beyond the data only the world layer is drawn (land, lakes, borders, city names: no streets or buildings)\n")
    #expect(FileManager.default.fileExists(atPath: "\(directory)/past.png"))
    let inside = try CLI.run(["render", "--center", "60.1715,24.944", "--span", "0.005,0.005", "-o", "\(directory)/inside.png"])
    #expect(inside.status == 0 && inside.stderr.isEmpty, "\(inside.stderr)")
}
