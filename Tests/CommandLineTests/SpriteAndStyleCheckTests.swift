import CairoCanvas
import Foundation
import Testing

/// `mapsnap sprite` builds the four sprite files from SVG icons (each image at its SVG size times the ratio, within the
/// sheet, no two overlapping), and the sheets are what a style's `sprite` reads.
@Test func spriteSheetsAreBuiltFromSVGIcons() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try CLI.run(["sprite", "\(CLI.fixtures)/sprite-icons", "-o", "\(directory)/sprite"])
    #expect(result.status == 0, "\(result.stderr)")
    for (suffix, ratio) in [("", 1.0), ("@2x", 2.0)] {
        let index = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/sprite\(suffix).json"))) as? [String: [String: Double]])
        let sheet = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: "\(directory)/sprite\(suffix).png"))))
        #expect(Set(index.keys) == ["square_11", "wide"])
        #expect(index["square_11"]?["width"] == 11 * ratio && index["square_11"]?["height"] == 11 * ratio)
        #expect(index["wide"]?["width"] == (20.5 * ratio).rounded(.up) && index["wide"]?["pixelRatio"] == ratio)
        let boxes = index.values.map { ($0["x"] ?? -1, $0["y"] ?? -1, $0["width"] ?? 0, $0["height"] ?? 0) }
        for box in boxes { #expect(box.0 >= 0 && box.1 >= 0 && Int(box.0 + box.2) <= sheet.width && Int(box.1 + box.3) <= sheet.height) }
        #expect(!(boxes[0].0 < boxes[1].0 + boxes[1].2 && boxes[1].0 < boxes[0].0 + boxes[0].2
                  && boxes[0].1 < boxes[1].1 + boxes[1].3 && boxes[1].1 < boxes[0].1 + boxes[0].3), "images overlap: \(boxes)")
        // The square's middle pixel is its red.
        let square = try #require(index["square_11"])
        let middle = (Int((square["y"] ?? 0) + 5.5 * ratio) * sheet.width + Int((square["x"] ?? 0) + 5.5 * ratio)) * 4
        #expect(sheet.pixels[middle] > 180 && sheet.pixels[middle + 2] < 60 && sheet.pixels[middle + 3] == 255)
    }
    #expect(try CLI.run(["sprite", "\(directory)/nothing-here", "-o", "\(directory)/x"]).status == 2)
    #expect(try CLI.run(["sprite", "\(CLI.fixtures)/sprite-icons"]).stderr.contains("-o: missing"))
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/x.png"))
}

/// OSM Bright's POIs draw their icons from the sprite beside the style (the @2x sheet at scale 2), below their names.
@Test func osmBrightDrawsPointOfInterestIconsFromItsSprite() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let root = CLI.projectRoot
    let style = "\(root)/Styles/openmaptiles/osm-bright/style.json"
    func render(_ styleFile: String, _ name: String) throws -> [UInt8] {
        let result = try CLI.run(["render", "--data", "\(root)/Data/helsinki.mbtiles", "--center", "60.1699,24.944", "--span", "0.0032,0.0086",
                                  "--size", "800x600", "--scale", "2", "--style", styleFile, "--attribution", "", "-o", "\(directory)/\(name).png"])
        #expect(result.status == 0, "\(result.stderr)")
        return Array(try Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(name).png")))
    }
    // The same style with its sprite moved away draws the names alone.
    let withSprite = try PNGCodec.decode(try render(style, "with"))
    let copy = "\(directory)/style.json"
    try FileManager.default.copyItem(atPath: style, toPath: copy)
    let withoutSprite = try PNGCodec.decode(try render(copy, "without"))
    // Icons are the sprite's dark grey (#666-ish on a light map): count pixels near it that only the sprite adds.
    func iconPixels(_ image: (pixels: [UInt8], width: Int)) -> Int {
        stride(from: 0, to: image.pixels.count, by: 4).filter { index in
            let (r, g, b) = (Int(image.pixels[index]), Int(image.pixels[index + 1]), Int(image.pixels[index + 2]))
            return abs(r - g) < 8 && abs(g - b) < 8 && r < 110
        }.count
    }
    let (with, without) = (iconPixels((withSprite.pixels, withSprite.width)), iconPixels((withoutSprite.pixels, withoutSprite.width)))
    #expect(with > without + 2000, "\(with) vs \(without)")
    let check = try CLI.run(["style", "check", copy])
    #expect(check.stdout.contains("sprite: no \(directory)/sprite.json nor \(directory)/sprite@2x.json; icons are not drawn"), "\(check.stdout)")
}

/// `mapsnap style check` lists everything not drawn as written, one line each with its path (exit 1), says so when
/// there is nothing (exit 0), and a style it cannot read is exit 2.
@Test func styleCheckListsWhatIsNotDrawn() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let clean = "\(directory)/clean.json"
    try Data(#"{"version": 8, "sources": {}, "layers": [{"id": "bg", "type": "background", "paint": {"background-color": "hsl(40, 20%, 95%)"}}]}"#.utf8)
        .write(to: URL(fileURLWithPath: clean))
    let ok = try CLI.run(["style", "check", clean])
    #expect(ok.status == 0 && ok.stdout.contains("every layer and property is drawn as written"), "\(ok.stdout) \(ok.stderr)")
    let partial = "\(directory)/partial.json"
    try Data(##"{"version": 8, "sprite": "https://example.com/sprite", "sources": {}, "layers": [{"id": "dots", "type": "heatmap", "source-layer": "poi"}, {"id": "names", "type": "symbol", "source-layer": "place", "layout": {"text-field": "{name}", "text-font": ["Open Sans Semibold", "Noto Sans Regular"], "text-writing-mode": ["vertical"]}}]}"##.utf8)
        .write(to: URL(fileURLWithPath: partial))
    let listed = try CLI.run(["style", "check", partial])
    #expect(listed.status == 1)
    #expect(listed.stdout.split(separator: "\n") == [
        "text-font: \"Open Sans Semibold\" is not installed (layers names); drawn in the stack's next installed family",
        "sprite: https://example.com/sprite is remote and MapSnap does not fetch; icons are not drawn (save the sprite beside the style and name its path)",
        "layers[0].type: layer type \"heatmap\" is not drawn yet",
        "layers[1].layout.text-writing-mode: not drawn yet",
    ], "\(listed.stdout)")
    let bad = try CLI.run(["style", "check", "\(directory)/missing.json"])
    #expect(bad.status == 2 && bad.stderr.hasPrefix("mapsnap: error: style"), "\(bad.stderr)")
    #expect(try CLI.run(["style", "lint", clean]).stderr.contains("unknown subcommand \"lint\""))
}

/// A damaged sprite index is an error naming the file, not a map without icons.
@Test func aDamagedSpriteIndexIsAnError() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Data(#"{"version": 8, "sprite": "icons", "sources": {}, "layers": []}"#.utf8).write(to: URL(fileURLWithPath: "\(directory)/style.json"))
    try Data(#"{"cafe": {"x": 0, "y": 0, "width": "wide", "height": 4}}"#.utf8).write(to: URL(fileURLWithPath: "\(directory)/icons.json"))
    try Data([0x89, 0x50]).write(to: URL(fileURLWithPath: "\(directory)/icons.png"))
    let result = try CLI.run(["style", "check", "\(directory)/style.json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("sprite (\(directory)/icons.json): cafe.width: expected a whole number, got a string \"wide\""), "\(result.stderr)")
}
