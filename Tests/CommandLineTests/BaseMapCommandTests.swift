import Foundation
import Testing

/// Bad extracts and styles: exit 2 with one line naming the file and the problem, and no output file.
@Test(arguments: [
    (["--data", "FIXTURES/truncated.osm.pbf"], "data: FIXTURES/truncated.osm.pbf: truncated file: blob 2 is cut off"),
    (["--data", "FIXTURES/not-pbf.osm.pbf"], "data: FIXTURES/not-pbf.osm.pbf: not an OSM PBF file (first block header would be 1952999795 bytes)"),
    (["--data", "FIXTURES/huge-blob.osm.pbf"], "data: FIXTURES/huge-blob.osm.pbf: blob 0 declares 2147483648 bytes, above the format's 32 MiB"),
    (["--data", "FIXTURES/none.osm.pbf"], "data: FIXTURES/none.osm.pbf: no such file"),
    (["--style", "FIXTURES/bad-type-style.json"], "style (FIXTURES/bad-type-style.json): layers[1].type: \"dots\" is not a supported layer type (background, fill, line, symbol, circle, fill-extrusion, raster, hillshade)"),
    (["--style", "FIXTURES/bad-colour-style.json"], "style (FIXTURES/bad-colour-style.json): layers[0].paint.fill-color: \"wet blue\" is not a colour (use #RRGGBB, #RRGGBBAA, rgb(), rgba() or a CSS name)"),
    (["--style", "sepia"], "style: \"sepia\" is not a built-in style (dark, default, muted) nor a .json file"),
    (["--poi", "cafe,unicorns"], "--poi: \"unicorns\" is not a point-of-interest category (all, none, or built-in icon names such as cafe,restaurant)"),
])
func badDataAndStylesExitTwo(arguments: [String], message: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let resolved = arguments.map { $0.replacingOccurrences(of: "FIXTURES", with: CLI.fixtures) }
    let result = try CLI.run(["render", "--center", "60.17,24.94", "--size", "200x150"] + resolved + ["-o", "\(directory)/out.png"])
    #expect(result.status == 2)
    #expect(result.stderr == "mapsnap: error: \(message.replacingOccurrences(of: "FIXTURES", with: CLI.fixtures))\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
}

@Test func stylesAndDataFromTheCommandLine() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for style in ["default", "dark", "muted", "none"] {
        let result = try CLI.run(["render", "--center", "60.1699,24.9384", "--size", "200x150", "--style", style, "--poi", "cafe,restaurant", "-o", "\(directory)/\(style).png"])
        #expect(result.status == 0, "\(result.stderr)")
    }
    let second = try CLI.run(["render", "--data", "\(CLI.fixtures)/../../../Data/test.osm.pbf", "--size", "200x150", "-o", "\(directory)/karhula.png"])
    #expect(second.status == 0, "\(second.stderr)")
}
