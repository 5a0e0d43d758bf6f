import Foundation
import Testing

/// A FIFO named where a data, tiles, style, config, scene, source or image file is expected is refused at once (exit 2,
/// one line naming the field and "not a regular file"), never waited on: opening one for reading blocks until a writer
/// comes, which no one will. Each command runs under `timeout`, so a hang fails the test (status 124) instead of
/// stopping the suite.
@Test func aFIFOWhereAFileIsExpectedIsRefusedAtOnce() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for name in ["f.pmtiles", "f.mbtiles", "f.mapsnap", "f.osm.pbf", "style.json", "config.json", "scene.json", "icon.png"] {
        #expect(mkfifo("\(directory)/\(name)", 0o600) == 0, "mkfifo \(name)")
    }
    try Data(#"{"version":8,"sources":{"o":{"type":"vector","url":"pmtiles://f.pmtiles"}},"layers":[]}"#.utf8)
        .write(to: URL(fileURLWithPath: "\(directory)/named-source.json"))
    try Data(#"{"data":{"a":{"pmtiles":"f.pmtiles"}}}"#.utf8).write(to: URL(fileURLWithPath: "\(directory)/serve-config.json"))
    try Data(#"{"size":"200x200","center":{"latitude":60.17,"longitude":24.94},"span":{"latitudeDelta":0.01,"longitudeDelta":0.01},"annotations":[{"type":"marker","coordinate":{"latitude":60.17,"longitude":24.94},"glyphImage":"icon.png"}]}"#.utf8)
        .write(to: URL(fileURLWithPath: "\(directory)/image-scene.json"))
    let view = ["--center", "60.17,24.94", "--zoom", "14", "--size", "200x200", "-o", "out.png"]
    let cases: [(arguments: [String], field: String)] = [
        (["data", "--tiles", "f.pmtiles"], "tiles"),
        (["data", "--tiles", "f.mbtiles"], "tiles"),
        (["render", "--data", "f.mapsnap"] + view, "data"),
        (["render", "--data", "f.osm.pbf"] + view, "data"),
        (["render", "--tiles", "f.pmtiles"] + view, "tiles"),
        (["render", "--style", "style.json"] + view, "style"),
        (["render", "--style", "named-source.json"] + view, "sources.o"),
        (["render", "--source", "o=f.pmtiles", "--style", "named-source.json"] + view, "--source o"),
        (["render", "scene.json", "-o", "out.png"], "scene"),
        (["render", "image-scene.json", "-o", "out.png"], "glyphImage"),
        (["prepare", "f.osm.pbf", "-o", "out.mapsnap"], "data"),
        (["serve", "--port", "0", "--tiles", "f.pmtiles"], "tiles"),
        (["serve", "--port", "0", "--config", "config.json"], "--config"),
        (["serve", "--port", "0", "--config", "serve-config.json"], "tiles"),
    ]
    for (arguments, field) in cases {
        let result = try CLI.run(["20", CLI.binary] + arguments, executable: "/usr/bin/timeout", in: directory)
        #expect(result.status == 2, "\(arguments): status \(result.status) \(result.stderr)")
        #expect(result.stderr.contains("not a regular file"), "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(field), "\(arguments): \(result.stderr) names \(field)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/out.png") && !FileManager.default.fileExists(atPath: "\(directory)/out.mapsnap"))
}
