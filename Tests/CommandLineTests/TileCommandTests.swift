import Foundation
import Testing

private let damaged = URL(fileURLWithPath: CLI.fixtures).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("TilesTests/Fixtures").path
private let dataDirectory = URL(fileURLWithPath: CLI.fixtures).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Data").path

/// Damaged tile files, as --data or --tiles: exit 2, one line naming the option, the file and what is wrong, no output.
@Test(arguments: ["--data", "--tiles"], [
    ("not-sqlite.mbtiles", "not an MBTiles file (file is not a database)"),
    ("no-tables.mbtiles", "not an MBTiles file (no such table: metadata)"),
    ("raster.mbtiles", "holds PNG images, not vector tiles (a style's raster source can draw it)"),
    ("brotli.pmtiles", "PMTiles directories compressed with brotli cannot be read (only gzip or none)"),
    ("truncated.pmtiles", "PMTiles root directory (106 bytes at 127) runs past the end of the 180-byte file"),
    ("huge-claim.pmtiles", "tile 0/0/0 claims 1073741824 bytes, more than the 16777216 allowed"),
    ("gzip-bomb.mbtiles", "tile 0/0/0: compressed data inflates to more than 67108864 bytes"),
    ("bad-varint.mbtiles", "tile 0/0/0: vector tile: varint longer than 64 bits"),
])
func damagedTileFilesExitTwo(option: String, file: (name: String, message: String)) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = "\(damaged)/\(file.name)"
    let result = try CLI.run(["render", "--center", "60.17,24.94", "--span", "0.02,0.02", "--size", "200x150", option, path,
                              "-o", "\(directory)/out.png"])
    let field = option.dropFirst(2)
    // A tile that cannot be read is reported for the map that needs it: "data" names the base map's data.
    let named = file.name.hasSuffix("claim.pmtiles") || file.name.hasPrefix("gzip") || file.name.hasPrefix("bad-varint") ? "data" : field
    #expect(result.status == 2)
    #expect(result.stderr == "mapsnap: error: \(named): \(path): \(file.message)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
}

@Test func tilesDrawTheBaseMapAndExtractsAnswerSearches() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pmtiles = "\(dataDirectory)/helsinki.pmtiles", mbtiles = "\(dataDirectory)/helsinki.mbtiles"
    let alone = try CLI.run(["render", "--data", pmtiles, "--center", "60.1699,24.9410", "--span", "0.01,0.01",
                             "--marker", "60.1699,24.9410,glyph=K", "-o", "\(directory)/tiles.png"])
    #expect(alone.status == 0, "\(alone.stderr)")
    let route = try CLI.run(["route", "--from", "Kiasma", "--to", "Kauppatori", "--tiles", mbtiles, "-o", "\(directory)/route.png"])
    #expect(route.status == 0, "\(route.stderr)")
    #expect(FileManager.default.fileExists(atPath: "\(directory)/route.png"))
    let search = try CLI.run(["search", "cafe", "--data", mbtiles])
    #expect(search.status == 2)
    #expect(search.stderr.hasPrefix("mapsnap: error: data: \(mbtiles) holds vector tiles: they draw the base map but have no places or roads"))
    let info = try CLI.run(["data", "--data", mbtiles])
    #expect(info.stdout.contains("base map: vector tiles, zooms 0–14"))
}

/// A scene's `tiles` names the tiles its base map comes from (inside the scene's folder), like `--tiles`; a batch
/// job's scene may name them too.
@Test func scenesNameTheirTiles() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.copyItem(atPath: "\(dataDirectory)/helsinki.pmtiles", toPath: "\(directory)/city.pmtiles")
    let scene = #"{"size": "300x200", "region": {"center": [60.1699, 24.944], "span": {"latitudeDelta": 0.004, "longitudeDelta": 0.006}}, "tiles": "city.pmtiles"}"#
    try Data(scene.utf8).write(to: URL(fileURLWithPath: "\(directory)/scene.json"))
    let fromScene = try CLI.run(["render", "\(directory)/scene.json", "-o", "\(directory)/scene.png"])
    #expect(fromScene.status == 0, "\(fromScene.stderr)")
    let fromFlag = try CLI.run(["render", "--center", "60.1699,24.944", "--span", "0.004,0.006", "--size", "300x200",
                                "--tiles", "\(directory)/city.pmtiles", "-o", "\(directory)/flag.png"])
    #expect(fromFlag.status == 0, "\(fromFlag.stderr)")
    let extract = try CLI.run(["render", "--center", "60.1699,24.944", "--span", "0.004,0.006", "--size", "300x200", "-o", "\(directory)/extract.png"])
    #expect(extract.status == 0)
    let scenePNG = FileManager.default.contents(atPath: "\(directory)/scene.png")
    #expect(scenePNG != nil && scenePNG == FileManager.default.contents(atPath: "\(directory)/flag.png"))
    #expect(scenePNG != FileManager.default.contents(atPath: "\(directory)/extract.png"))

    try Data(#"{"output": "job.png", "scene": "scene.json"}"#.utf8).write(to: URL(fileURLWithPath: "\(directory)/jobs.jsonl"))
    let batch = try CLI.run(["batch", "\(directory)/jobs.jsonl", "--out-dir", "\(directory)/out"])
    #expect(batch.status == 0, "\(batch.stderr)")
    #expect(FileManager.default.contents(atPath: "\(directory)/out/job.png") == scenePNG)

    let outside = #"{"size": "300x200", "region": {"center": [60.1699, 24.944], "span": {"latitudeDelta": 0.004, "longitudeDelta": 0.006}}, "tiles": "../elsewhere.pmtiles"}"#
    try Data(outside.utf8).write(to: URL(fileURLWithPath: "\(directory)/outside.json"))
    let refused = try CLI.run(["render", "\(directory)/outside.json", "-o", "\(directory)/outside.png"])
    #expect(refused.status == 2)
    #expect(refused.stderr.hasPrefix("mapsnap: error: tiles: \"../elsewhere.pmtiles\""))
}
