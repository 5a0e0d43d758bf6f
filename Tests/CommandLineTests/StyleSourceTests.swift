import CairoCanvas
import Foundation
import Testing

/// A style whose vector source names a local tile file (`pmtiles://` or `mbtiles://`, relative to the style) draws
/// from it without --data or --tiles; a remote source is an error for render (naming the source and how to map it)
/// and a note for style check, unless --tiles or --source stands in for it; the tile file is an input no output may
/// replace.
@Test func aStyleDrawsFromTheLocalTilesItsSourceNames() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let root = CLI.projectRoot
    try FileManager.default.copyItem(atPath: "\(root)/Data/helsinki.pmtiles", toPath: "\(directory)/city.pmtiles")
    try FileManager.default.copyItem(atPath: "\(root)/Data/helsinki.mbtiles", toPath: "\(directory)/city.mbtiles")
    let published = try String(contentsOfFile: "\(root)/Styles/openmaptiles/positron/style.json", encoding: .utf8)
    let remote = #""url": "https://api.maptiler.com/tiles/v3-openmaptiles/tiles.json?key={key}""#
    #expect(published.contains(remote))
    let view = ["--center", "60.1699,24.944", "--span", "0.006,0.014", "--size", "400x300", "--attribution", ""]
    var images: [[UInt8]] = []
    for (url, file) in [("pmtiles://city.pmtiles", "city.pmtiles"), ("mbtiles://\(directory)/city.mbtiles", "city.mbtiles")] {
        try published.replacingOccurrences(of: remote, with: #""url": "\#(url)""#).write(toFile: "\(directory)/style.json", atomically: true, encoding: .utf8)
        let result = try CLI.run(["render", "--style", "\(directory)/style.json", "-o", "\(directory)/map.png"] + view)
        #expect(result.status == 0 && !result.stderr.contains("sources."), "\(result.stderr)")
        images.append(Array(try Data(contentsOf: URL(fileURLWithPath: "\(directory)/map.png"))))
        let clobber = try CLI.run(["render", "--style", "\(directory)/style.json", "-o", "\(directory)/\(file)", "--format", "png"] + view)
        #expect(clobber.status == 2 && clobber.stderr.contains("is also the style's"), "\(clobber.stderr)")
    }
    // The same tiles either way, and the same map as --tiles gives with the published style.
    let given = try CLI.run(["render", "--style", "\(root)/Styles/openmaptiles/positron/style.json", "--tiles", "\(directory)/city.mbtiles",
                             "-o", "\(directory)/given.png"] + view)
    #expect(given.status == 0)
    let decoded = try images.map { try PNGCodec.decode($0) }
    #expect(decoded[0] == decoded[1])
    #expect(try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: "\(directory)/given.png")))).pixels.count == decoded[0].pixels.count)
    // Remote: an error for render, a note for style check; not with --tiles.
    let refused = try CLI.run(["render", "--style", "\(root)/Styles/openmaptiles/positron/style.json", "-o", "\(directory)/remote.png"] + view)
    let message = "sources.openmaptiles: https://api.maptiler.com/tiles/v3-openmaptiles/tiles.json?key={key} is remote and MapSnap does not fetch; map it to a local file with --source openmaptiles=FILE (.mbtiles, .pmtiles or TileJSON), or give --tiles FILE for every vector source"
    #expect(refused.status == 2 && refused.stderr == "mapsnap: error: \(message)\n", "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/remote.png"))
    let check = try CLI.run(["style", "check", "\(root)/Styles/openmaptiles/positron/style.json"])
    #expect(check.status == 1 && check.stdout.contains(message), "\(check.stdout)")
    let mapped = try CLI.run(["style", "check", "\(root)/Styles/openmaptiles/positron/style.json", "--tiles", "\(directory)/city.mbtiles"])
    #expect(!mapped.stdout.contains("sources."), "\(mapped.stdout)")
    // A source naming a missing file is an error naming the source.
    try published.replacingOccurrences(of: remote, with: #""url": "pmtiles://nowhere.pmtiles""#).write(toFile: "\(directory)/style.json", atomically: true, encoding: .utf8)
    let missing = try CLI.run(["render", "--style", "\(directory)/style.json", "-o", "\(directory)/x.png"] + view)
    #expect(missing.status == 2 && missing.stderr.contains("sources.openmaptiles"), "\(missing.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/x.png"))
}

/// `--source NAME=FILE` maps a style's remote source to a local tile file or a TileJSON file naming one; a style whose
/// layers draw from two sources in two files (here the same tiles as MBTiles and as PMTiles, the layers split between
/// them) draws what one source over one file draws; bad entries are errors naming the option and the entry.
@Test func sourcesMapToLocalFilesAndSeveralFilesDrawOneMap() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let root = CLI.projectRoot
    let style = "\(root)/Styles/openmaptiles/positron/style.json"
    let view = ["--center", "60.1699,24.944", "--span", "0.006,0.014", "--size", "400x300", "--attribution", ""]
    func render(_ arguments: [String], _ name: String) throws -> (status: Int32, stderr: String, image: [UInt8]?) {
        let result = try CLI.run(["render", "-o", "\(directory)/\(name).png"] + arguments + view)
        let image = result.status == 0 ? try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(name).png")))).pixels : nil
        return (result.status, result.stderr, image)
    }
    let tiles = try render(["--style", style, "--tiles", "\(root)/Data/helsinki.mbtiles"], "tiles")
    let mapped = try render(["--style", style, "--source", "openmaptiles=\(root)/Data/helsinki.mbtiles"], "mapped")
    try #"{"tilejson": "3.0.0", "tiles": ["pmtiles://\#(root)/Data/helsinki.pmtiles"]}"#.write(toFile: "\(directory)/tiles.json", atomically: true, encoding: .utf8)
    let tileJSON = try render(["--style", style, "--source", "openmaptiles=\(directory)/tiles.json"], "tilejson")
    #expect(tiles.status == 0 && mapped.status == 0 && tileJSON.status == 0, "\(mapped.stderr) \(tileJSON.stderr)")
    let reference = try #require(tiles.image)
    #expect(mapped.image == reference)
    #expect(tileJSON.image == reference)

    // Two sources in two files: every other layer draws from the second.
    let published = try String(contentsOfFile: style, encoding: .utf8)
    guard var object = try JSONSerialization.jsonObject(with: Data(published.utf8)) as? [String: Any],
          var layers = object["layers"] as? [[String: Any]], var sources = object["sources"] as? [String: Any] else {
        Issue.record("Positron is not a style object")
        return
    }
    sources["second"] = ["type": "vector", "url": "pmtiles://\(root)/Data/helsinki.pmtiles"]
    sources["openmaptiles"] = ["type": "vector", "url": "mbtiles://\(root)/Data/helsinki.mbtiles"]
    for index in layers.indices where index % 2 == 1 && layers[index]["source"] != nil { layers[index]["source"] = "second" }
    object["sources"] = sources
    object["layers"] = layers
    object["sprite"] = "\(root)/Styles/openmaptiles/positron/sprite"
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: "\(directory)/two.json"))
    let two = try render(["--style", "\(directory)/two.json"], "two")
    #expect(two.status == 0 && two.stderr.isEmpty, "\(two.stderr)")
    let same = two.image == reference  // compared outside #expect, which would print every pixel
    #expect(same)
    let overridden = try render(["--style", "\(directory)/two.json", "--source", "second=\(root)/Data/helsinki.mbtiles"], "overridden")
    let alsoSame = overridden.image == reference
    #expect(alsoSame, "\(overridden.stderr)")

    // Errors name the option and the entry; nothing is written.
    for (arguments, text) in [
        (["--source", "nope=\(root)/Data/helsinki.mbtiles"], "--source: nope: the style has no source of that name (its sources: openmaptiles)"),
        (["--source", "openmaptiles"], "--source: \"openmaptiles\" is not NAME=FILE"),
        (["--source", "openmaptiles=\(directory)/missing.mbtiles"], "--source openmaptiles"),
        (["--source", "a=x", "--source", "a=y"], "--source: \"a\" is given twice"),
    ] {
        let result = try render(["--style", style] + arguments, "bad")
        #expect(result.status == 2 && result.stderr.contains(text) && result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/bad.png"))
    }
    try #"{"tiles": ["https://tiles.example/{z}/{x}/{y}.pbf"]}"#.write(toFile: "\(directory)/remote.json", atomically: true, encoding: .utf8)
    let remote = try render(["--style", style, "--source", "openmaptiles=\(directory)/remote.json"], "bad")
    #expect(remote.status == 2 && remote.stderr.contains("name no local .mbtiles or .pmtiles file"), "\(remote.stderr)")
    // The mapped file is an input: no output may replace it.
    try FileManager.default.copyItem(atPath: "\(root)/Data/helsinki.mbtiles", toPath: "\(directory)/copy.mbtiles")
    let clobber = try CLI.run(["render", "--style", style, "--source", "openmaptiles=\(directory)/copy.mbtiles", "-o", "\(directory)/copy.mbtiles", "--format", "png"] + view)
    #expect(clobber.status == 2 && clobber.stderr.contains("--source openmaptiles"), "\(clobber.stderr)")
}

/// A scene maps the style's sources with `"sources": {"NAME": "FILE"}`, relative to the scene and inside its folder
/// (as every file a scene names); the map is the one `--tiles` draws.
@Test func scenesMapStyleSourcesToFilesBesideThem() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let root = CLI.projectRoot
    try FileManager.default.copyItem(atPath: "\(root)/Data/helsinki.mbtiles", toPath: "\(directory)/city.mbtiles")
    let style = "\(root)/Styles/openmaptiles/positron/style.json"
    func scene(_ source: String) throws -> String {
        let text = #"{"size": "400x300", "region": {"center": {"latitude": 60.1699, "longitude": 24.944}, "span": {"latitudeDelta": 0.006, "longitudeDelta": 0.014}}, "style": "\#(style)", "sources": {"openmaptiles": "\#(source)"}, "attribution": {"text": ""}}"#
        try text.write(toFile: "\(directory)/scene.json", atomically: true, encoding: .utf8)
        return "\(directory)/scene.json"
    }
    let mapped = try CLI.run(["render", try scene("city.mbtiles"), "--allow-path", "\(root)/Styles", "-o", "\(directory)/mapped.png"])
    #expect(mapped.status == 0, "\(mapped.stderr)")
    let given = try CLI.run(["render", "--style", style, "--tiles", "\(directory)/city.mbtiles", "--center", "60.1699,24.944", "--span", "0.006,0.014",
                             "--size", "400x300", "--attribution", "", "-o", "\(directory)/given.png"])
    #expect(given.status == 0, "\(given.stderr)")
    let a = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: "\(directory)/mapped.png")))).pixels
    let b = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: "\(directory)/given.png")))).pixels
    let same = a == b  // compared outside #expect, which would print every pixel
    #expect(same)
    let outside = try CLI.run(["render", try scene("../elsewhere.mbtiles"), "--allow-path", "\(root)/Styles", "-o", "\(directory)/outside.png"])
    #expect(outside.status == 2 && outside.stderr.contains("sources.openmaptiles"), "\(outside.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/outside.png"))
}
