import Foundation
import Testing

/// A folder holding the demo scene and copies of every kind of file a render reads.
private struct InputFolder {
    let path: String
    var scene: String { "\(path)/demo.json" }
    var geojson: String { "\(path)/esplanadi.geojson" }

    init() throws {
        path = try CLI.temporaryDirectory()
        let root = URL(fileURLWithPath: CLI.fixtures).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let manager = FileManager.default
        try manager.copyItem(atPath: "\(root)/Examples/demo.json", toPath: scene)
        try manager.copyItem(atPath: "\(root)/Examples/esplanadi.geojson", toPath: geojson)
        try manager.copyItem(atPath: "\(root)/Icons/cafe.svg", toPath: "\(path)/cafe.svg")
        try manager.copyItem(atPath: "\(root)/Styles/muted.json", toPath: "\(path)/style.json")
        try manager.copyItem(atPath: "\(root)/Data/helsinki.mbtiles", toPath: "\(path)/tiles.mbtiles")
        try manager.copyItem(atPath: "\(CLI.fixtures)/long-road.osm.pbf", toPath: "\(path)/roads.osm.pbf")
        // A data file whose name looks like an output (data is recognised by its first bytes, not its name).
        try manager.copyItem(atPath: "\(CLI.fixtures)/long-road.osm.pbf", toPath: "\(path)/roads.png")
        let glyph = #"{"region": {"center": [60.17, 24.94], "span": {"latitudeDelta": 0.01, "longitudeDelta": 0.01}}, "style": "style.json", "annotations": [{"type": "marker", "coordinate": [60.17, 24.94], "glyphImage": "cafe.svg"}]}"#
        try Data(glyph.utf8).write(to: URL(fileURLWithPath: "\(path)/glyph.json"))
        try manager.createDirectory(atPath: "\(path)/sub", withIntermediateDirectories: false)
        try manager.createSymbolicLink(atPath: "\(path)/same", withDestinationPath: path)
        try manager.linkItem(atPath: geojson, toPath: "\(path)/hard.png")
    }

    /// Every file's bytes, to check nothing was replaced.
    func contents() throws -> [String: Data] {
        var all: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(path)/\(name)", isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            all[name] = try Data(contentsOf: URL(fileURLWithPath: "\(path)/\(name)"))
        }
        return all
    }
}

/// No output of a run may replace a file the run reads, however the path reaches it (a hard link, `..`, a linked
/// folder): render, route -o, search --thumbnails, batch and prepare refuse with exit 2, naming both roles, and
/// leave every file as it was.
@Test func outputsNeverReplaceAFileTheRunReads() throws {
    let folder = try InputFolder()
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    let before = try folder.contents()
    let p = folder.path
    let cases: [([String], String)] = [
        (["render", folder.scene, "-o", folder.geojson, "--format", "png"],
         "-o: \(folder.geojson) is also the overlays[1].file input; write to another file"),
        (["render", folder.scene, "-o", "\(p)/hard.png"], "-o: \(p)/hard.png is also the overlays[1].file input; write to another file"),
        (["render", folder.scene, "-o", "\(p)/sub/../esplanadi.geojson", "--format", "png"],
         "-o: \(p)/sub/../esplanadi.geojson is also the overlays[1].file input; write to another file"),
        (["render", folder.scene, "-o", "\(p)/same/esplanadi.geojson", "--format", "png"],
         "-o: \(p)/same/esplanadi.geojson is also the overlays[1].file input; write to another file"),
        (["render", "\(p)/glyph.json", "-o", "\(p)/cafe.svg"], "-o: \(p)/cafe.svg is also the annotations[0].glyphImage input; write to another file"),
        (["render", "\(p)/glyph.json", "-o", "\(p)/style.json", "--format", "png"], "-o: \(p)/style.json is also the style input; write to another file"),
        (["render", "--center", "60.17,24.94", "--span", "0.01,0.01", "--style", "\(p)/style.json", "-o", "\(p)/style.json", "--format", "png"],
         "-o: \(p)/style.json is also the style input; write to another file"),
        (["render", folder.scene, "--tiles", "\(p)/tiles.mbtiles", "-o", "\(p)/tiles.mbtiles", "--format", "png"],
         "-o: \(p)/tiles.mbtiles is also the --tiles input; write to another file"),
        (["route", "--data", "\(p)/roads.png", "--from", "60.17,24.94", "--to", "60.171,24.945", "-o", "\(p)/roads.png"],
         "-o: \(p)/roads.png is also the data input; write to another file"),
        (["prepare", "\(p)/roads.osm.pbf", "-o", "\(p)/same/roads.osm.pbf"], "-o: \(p)/same/roads.osm.pbf is also the extract input; write to another file"),
    ]
    for (arguments, message) in cases {
        let result = try CLI.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr == "mapsnap: error: \(message)\n", "\(arguments)")
    }
    // The fonts the text is drawn with are inputs too.
    let fonts = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().appendingPathComponent("MapSnap_CairoCanvas.resources/Fonts").path
    let font = try CLI.run(["render", folder.scene, "-o", "\(fonts)/NotoSans-Bold.ttf", "--format", "png"])
    #expect(font.status == 2 && font.stderr.contains("is also the font input"), "\(font.stderr)")
    #expect(try folder.contents() == before)
    #expect(!(try FileManager.default.contentsOfDirectory(atPath: p)).contains { $0.hasSuffix(".tmp") })
}

/// A batch job whose output is one of its own inputs fails alone, naming both; the other jobs are drawn.
@Test func batchOutputsNeverReplaceTheirInputs() throws {
    let folder = try InputFolder()
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    let before = try folder.contents()
    let manifest = """
        {"output": "hard.png", "scene": "demo.json"}
        {"output": "cafe.svg", "scene": "glyph.json"}
        {"output": "fine.png", "scene": "glyph.json"}
        """
    try Data(manifest.utf8).write(to: URL(fileURLWithPath: "\(folder.path)/jobs.jsonl"))
    let result = try CLI.run(["batch", "\(folder.path)/jobs.jsonl", "--out-dir", folder.path])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("line 1 (hard.png): output: \(folder.path)/hard.png is also the overlays[1].file input"), "\(result.stderr)")
    #expect(result.stderr.contains("line 2 (cafe.svg): output: \(folder.path)/cafe.svg is also the annotations[0].glyphImage input"), "\(result.stderr)")
    var after = try folder.contents()
    #expect(after.removeValue(forKey: "fine.png") != nil)
    #expect(after.removeValue(forKey: "jobs.jsonl") != nil)
    #expect(after.removeValue(forKey: "report.jsonl") != nil)
    #expect(after == before)
    // The report may not replace the manifest.
    try FileManager.default.removeItem(atPath: "\(folder.path)/report.jsonl")
    try FileManager.default.moveItem(atPath: "\(folder.path)/jobs.jsonl", toPath: "\(folder.path)/report.jsonl")
    let report = try CLI.run(["batch", "\(folder.path)/report.jsonl", "--out-dir", folder.path])
    #expect(report.status == 2 && report.stderr == "mapsnap: error: --out-dir: \(folder.path)/report.jsonl is also the manifest input; write to another file\n",
            "\(report.stderr)")
}

/// `search --thumbnails` checks every thumbnail and its index before drawing any.
@Test func thumbnailsNeverReplaceTheData() throws {
    let folder = try InputFolder()
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    let data = "\(folder.path)/index.json"
    try FileManager.default.copyItem(atPath: "\(folder.path)/roads.osm.pbf", toPath: data)
    let before = try folder.contents()
    let result = try CLI.run(["search", "Road", "--data", data, "--near", "60.17,24.935", "--thumbnails", folder.path])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr == "mapsnap: error: --thumbnails: \(data) is also the --data input; write to another file\n", "\(result.stderr)")
    #expect(try folder.contents() == before)
}
