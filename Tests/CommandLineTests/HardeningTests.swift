import Foundation
import MapSnap
import Testing

/// Corrupt PBF values that used to trap the decoder (Scripts/fixtures/make-hostile-pbf writes them): exit 2, one line.
@Test(arguments: [
    ("granularity-overflow.osm.pbf", "coordinate 10 × granularity 4611686018427387904 + offset 0 does not fit in 64 bits"),
    ("dense-tag-index.osm.pbf", "string index 9223372036854775813 is outside the block's table of 3"),
    ("way-key-index.osm.pbf", "string index 18446744073709551615 is outside the block's table of 3"),
])
func hostilePBFValuesAreErrors(file: String, message: String) throws {
    let path = "\(CLI.fixtures)/hostile/\(file)"
    for command in [["search", "x"], ["route", "--from", "0,0", "--to", "0,0.001"], ["render", "--center", "0,0", "-o", "-", "--format", "png"]] {
        let result = try CLI.run(command + ["--data", path])
        #expect(result.status == 2, "\(command)")
        #expect(result.stderr == "mapsnap: error: data: \(path): \(message)\n", "\(command)")
    }
}

/// A road from Helsinki to the Southern Ocean used to make the road graph index billions of cells.
@Test func oneRoadAcrossTheGlobeRoutes() throws {
    let result = try CLI.run(["route", "--from", "60.17,24.94", "--to", "60.171,24.945", "--data", "\(CLI.fixtures)/long-road.osm.pbf"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Arrive at the destination"))
}

/// A tiny PNG file that claims 16,000 × 16,000 pixels is refused before decoding.
@Test func hugeImagesAreRefusedBeforeDecoding() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Data(pngHeader(width: 16_000, height: 16_000)).write(to: URL(fileURLWithPath: "\(directory)/huge.png"))
    try Data(#"{"region": {"center": [60.17, 24.94], "span": {"latitudeDelta": 0.01, "longitudeDelta": 0.01}}, "style": "none", "annotations": [{"type": "marker", "coordinate": [60.17, 24.94], "glyphImage": "huge.png"}]}"#.utf8)
        .write(to: URL(fileURLWithPath: "\(directory)/scene.json"))
    let result = try CLI.run(["render", "\(directory)/scene.json", "-o", "\(directory)/out.png"])
    #expect(result.status == 2)
    #expect(result.stderr == "mapsnap: error: annotations[0].glyphImage: image \(directory)/huge.png: 16000x16000 pixels, above the 4096x4096 limit\n")
}

/// Texts and counts beyond the limits are errors naming the field, found without any drawing.
@Test func limitsAreClearErrors() throws {
    var options = MapSnapshotter.Options()
    options.region = CoordinateRegion(center: Coordinate(latitude: 60.17, longitude: 24.94), span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
    options.annotations = [Annotation(coordinate: Coordinate(latitude: 60.17, longitude: 24.94), title: "Z" + String(repeating: "\u{0301}", count: 40_000))]
    #expect(throws: MapSnapError(field: "annotations[0].title", message: "40001 characters, above the limit of 500")) { try options.validate() }
    options.annotations[0].title = "Z" + String(repeating: "\u{0301}", count: 100)
    #expect(throws: MapSnapError(field: "annotations[0].title", message: "a character made of 101 code points (at most 16)")) { try options.validate() }
    options.annotations[0].title = String(repeating: "a", count: 5_000_000)
    #expect(throws: MapSnapError(field: "annotations[0].title", message: "5000000 characters, above the limit of 500")) { try options.validate() }
    options.annotations = Array(repeating: Annotation(coordinate: Coordinate(latitude: 60.17, longitude: 24.94)), count: 1_000_000)
    #expect(throws: MapSnapError(field: "annotations", message: "1000000 annotations, above the limit of 200000 (cluster them, or draw them as a GeoJSON overlay)")) {
        try options.validate()
    }
}

/// Error lines are printable and short whatever the input holds.
@Test func errorLinesAreOnePrintableShortLine() throws {
    let error = MapSnapError(field: String(repeating: "k", count: 5000), message: "bad \u{1B}[31mred\u{1B}[0m\nsecond line" + String(repeating: "x", count: 1000))
    let line = error.description
    #expect(!line.contains("\n") && !line.contains("\u{1B}"))
    #expect(line.contains("\\u{1B}[31m") && line.contains("\\n"))
    #expect(line.count < 450)
    let result = try CLI.run(["render", "--center", "60,24", "--size", "0x300", "-o", "/tmp/never.png"])
    #expect(result.stderr == "mapsnap: error: --size: width 0 must be at least 1\n")
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let data = try CLI.run(["search", "cafe", "--data", folder])
    #expect(data.status == 2 && data.stderr == "mapsnap: error: data: \(folder) is a folder without prepared files (*.mapsnap); prepare each region with mapsnap prepare\n")
    let complete = try CLI.run(["complete", ""])
    #expect(complete.status == 2)
    #expect(try CLI.run(["search", ""]).status == 2)
}

/// A PNG signature and IHDR chunk for an RGBA image of the given size, then one tiny IDAT and IEND.
private func pngHeader(width: Int, height: Int) -> [UInt8] {
    func chunk(_ kind: String, _ body: [UInt8]) -> [UInt8] {
        let type = Array(kind.utf8)
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in type + body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        return be(UInt32(body.count)) + type + body + be(crc)
    }
    func be(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    let header = be(UInt32(width)) + be(UInt32(height)) + [8, 6, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
}

/// A style of about 2 KB whose `text-field` is 28 doubling (or 20 tripling) nested `let`s — 2²⁸ copies of a name per
/// label — is one error naming the layer and property, exit 2, at once, and writes nothing; `style check` says the
/// same.
@Test(arguments: ["doubling", "tripling"])
func expressionBombsAreOneErrorAtOnce(kind: String) throws {
    let style = "\(CLI.fixtures)/expression-bomb-\(kind).json"
    let directory = try CLI.temporaryDirectory()
    let output = "\(directory)/bomb.png"
    let started = Date()
    let render = try CLI.run(["render", "--style", style, "--center", "60.17,24.94", "--span", "0.05,0.05", "-o", output])
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(render.status == 2)
    #expect(render.stderr.split(separator: "\n").count == 1)
    #expect(render.stderr.contains("layers[1].layout.text-field") && render.stderr.contains("operators"), "\(render.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
    let check = try CLI.run(["style", "check", style])
    #expect(check.status == 2 && check.stderr.contains("layers[1].layout.text-field"))
}
