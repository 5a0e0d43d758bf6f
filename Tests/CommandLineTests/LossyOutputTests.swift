import Foundation
import Testing

/// Decodes `images` with Debian's Pillow (`Fixtures/pillow-compare.py`) and compares each with the PNG `reference`.
private func pillowComparison(reference: String, _ images: [String]) throws -> [String: [String: Any]] {
    let result = try CLI.run(["\(CLI.fixtures)/pillow-compare.py", reference] + images, executable: "/usr/bin/python3")
    #expect(result.status == 0, "\(result.stderr)")
    var byPath: [String: [String: Any]] = [:]
    for line in result.stdout.split(separator: "\n") {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        byPath[try #require(object["path"] as? String)] = object
    }
    return byPath
}

/// JPEG and WebP outputs (by extension and by --format, at the default and a given quality, WebP lossless too) are
/// the map's pixels as Pillow reads them: the PNG's size, close to its colours (lossless WebP: the same), and smaller.
@Test func jpegAndWebPAreTheMapAsPillowReadsThem() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let map = ["render", "\(CLI.projectRoot)/Examples/demo.json", "--size", "360x600"]
    let outputs: [(name: String, extra: [String], format: String, largestMean: Double)] = [
        ("map.jpg", [], "JPEG", 3), ("map.jpeg", ["--quality", "95"], "JPEG", 2), ("map-as-jpeg", ["--format", "jpg"], "JPEG", 3),
        ("map.webp", [], "WEBP", 3), ("map-90.webp", ["--quality", "90"], "WEBP", 2), ("lossless.webp", ["--quality", "lossless"], "WEBP", 0),
    ]
    #expect(try CLI.run(map + ["-o", "\(directory)/map.png"]).status == 0)
    for output in outputs {
        let result = try CLI.run(map + output.extra + ["-o", "\(directory)/\(output.name)"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(output.name): \(result.stderr)")
    }
    let compared = try pillowComparison(reference: "\(directory)/map.png", outputs.map { "\(directory)/\($0.name)" })
    let pngSize = try #require(try FileManager.default.attributesOfItem(atPath: "\(directory)/map.png")[.size] as? Int)
    for output in outputs {
        let found = try #require(compared["\(directory)/\(output.name)"], "\(output.name)")
        #expect(found["format"] as? String == output.format && found["width"] as? Int == 720 && found["height"] as? Int == 1200, "\(output.name): \(found)")
        let mean = try #require(found["meanDifference"] as? Double)
        #expect(mean <= output.largestMean, "\(output.name): mean difference \(mean) from the PNG")
        if output.largestMean == 0 { #expect(found["largestDifference"] as? Int == 0) }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: "\(directory)/\(output.name)")[.size] as? Int)
        #expect(size < pngSize, "\(output.name): \(size) bytes against the PNG's \(pngSize)")
    }
}

/// A see-through map (no base map, a clear background): JPEG lays it over white, WebP keeps its alpha (lossless:
/// exactly the PNG's pixels and alpha).
@Test func seeThroughMapsAreWhiteInJPEGAndKeepAlphaInWebP() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let map = ["render", "--center", "60.17,24.94", "--span", "0.01,0.01", "--size", "200x150", "--style", "none", "--background", "#00000000",
               "--marker", "60.17,24.94,tint=#FF3B30,glyph=A", "--attribution", ""]
    for name in ["clear.png", "clear.jpg", "clear.webp"] {
        #expect(try CLI.run(map + ["-o", "\(directory)/\(name)"]).status == 0)
    }
    #expect(try CLI.run(map + ["--quality", "lossless", "-o", "\(directory)/clear-lossless.webp"]).status == 0)
    let compared = try pillowComparison(reference: "\(directory)/clear.png", ["clear.jpg", "clear.webp", "clear-lossless.webp"].map { "\(directory)/\($0)" })
    let jpeg = try #require(compared["\(directory)/clear.jpg"])
    #expect(jpeg["mode"] as? String == "RGB" && (jpeg["meanDifference"] as? Double ?? 99) < 2, "JPEG over white: \(jpeg)")
    let webp = try #require(compared["\(directory)/clear.webp"])
    #expect(webp["mode"] as? String == "RGBA", "\(webp)")
    let lossless = try #require(compared["\(directory)/clear-lossless.webp"])
    #expect(lossless["mode"] as? String == "RGBA" && lossless["alphaEqual"] as? Bool == true && lossless["largestDifference"] as? Int == 0, "\(lossless)")
}

/// Each bad format or quality: exit 2, one line naming the field and value, no file written.
@Test(arguments: [
    (["--quality", "0", "-o", "OUT/map.jpg"], "--quality: \"0\" is not a quality from 1 to 100 or lossless"),
    (["--quality", "101", "-o", "OUT/map.webp"], "--quality: \"101\" is not a quality from 1 to 100 or lossless"),
    (["--quality", "high", "-o", "OUT/map.webp"], "--quality: \"high\" is not a quality from 1 to 100 or lossless"),
    (["--quality", "lossless", "-o", "OUT/map.jpg"], "--quality: lossless is for WebP; JPEG takes a quality from 1 to 100"),
    (["--format", "gif", "-o", "OUT/map.gif"], "--format: \"gif\" is not one of png, pdf, svg, jpeg (jpg), webp"),
    (["-o", "OUT/map.gif"], "-o: \"OUT/map.gif\" has no .png, .pdf, .svg, .jpg, .jpeg or .webp extension; add one or pass --format"),
])
func badFormatsAndQualitiesAreOneError(arguments: [String], message: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try CLI.run(["render", "--center", "60.17,24.94"] + arguments.map { $0.replacingOccurrences(of: "OUT", with: directory) })
    #expect(result.status == 2)
    #expect(result.stderr == "mapsnap: error: \(message.replacingOccurrences(of: "OUT", with: directory))\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
}

/// A scene's own format and quality, and a bad scene quality named by its JSON path.
@Test func scenesChooseFormatAndQuality() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scene = #"{"size": {"width": 120, "height": 90}, "region": {"center": {"latitude": 60.17, "longitude": 24.94}, "span": {"latitudeDelta": 0.005, "longitudeDelta": 0.01}}, "format": "webp", "quality": "lossless"}"#
    try scene.write(toFile: "\(directory)/scene.json", atomically: true, encoding: .utf8)
    #expect(try CLI.run(["render", "\(directory)/scene.json", "-o", "\(directory)/out"]).status == 0)
    let written = try #require(FileManager.default.contents(atPath: "\(directory)/out"))
    #expect(written.prefix(4) == Data("RIFF".utf8) && written.dropFirst(8).prefix(4) == Data("WEBP".utf8))
    try scene.replacingOccurrences(of: #""lossless""#, with: "0").write(toFile: "\(directory)/bad.json", atomically: true, encoding: .utf8)
    let bad = try CLI.run(["render", "\(directory)/bad.json", "-o", "\(directory)/bad.webp"])
    #expect(bad.status == 2 && bad.stderr == "mapsnap: error: quality: 0 is outside 1...100\n", "\(bad.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/bad.webp"))
}

/// A batch writes JPEG and WebP by extension, each job at its scene's quality; a lossless JPEG job fails alone.
@Test func batchesWriteJPEGAndWebP() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scene = #""size": "128x96", "region": {"center": {"latitude": 60.17, "longitude": 24.94}, "span": {"latitudeDelta": 0.004, "longitudeDelta": 0.006}}"#
    try """
        {"output": "a.jpg", "scene": {\(scene)}}
        {"output": "b.webp", "scene": {\(scene), "quality": 60}}
        {"output": "c.jpeg", "scene": {\(scene), "quality": "lossless"}}
        {"output": "d.png", "scene": {\(scene)}}
        """.write(toFile: "\(directory)/jobs.jsonl", atomically: true, encoding: .utf8)
    let result = try CLI.run(["batch", "\(directory)/jobs.jsonl", "--out-dir", "\(directory)/out"])
    #expect(result.status == 1 && result.stdout.contains("batch: 4 jobs: 3 drawn, 1 failed"), "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("line 3 (c.jpeg): quality: lossless is for WebP; JPEG takes a quality from 1 to 100"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/out/c.jpeg"))
    let compared = try pillowComparison(reference: "\(directory)/out/d.png", ["\(directory)/out/a.jpg", "\(directory)/out/b.webp"])
    #expect(compared["\(directory)/out/a.jpg"]?["format"] as? String == "JPEG" && compared["\(directory)/out/b.webp"]?["format"] as? String == "WEBP")
}
