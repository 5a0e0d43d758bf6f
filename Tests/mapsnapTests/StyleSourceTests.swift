import CairoCanvas
import Foundation
import Testing

/// A style whose vector source names a local tile file (`pmtiles://` or `mbtiles://`, relative to the style) draws
/// from it without --data or --tiles; a remote source is reported, by render and by style check, unless --tiles
/// stands in for it; the tile file is an input no output may replace.
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
    // Remote: reported by render and style check, not with --tiles.
    let warned = try CLI.run(["render", "--style", "\(root)/Styles/openmaptiles/positron/style.json", "-o", "\(directory)/remote.png"] + view)
    #expect(warned.status == 0 && warned.stderr.contains("sources.openmaptiles"), "\(warned.stderr)")
    let check = try CLI.run(["style", "check", "\(root)/Styles/openmaptiles/positron/style.json"])
    #expect(check.stdout.contains("sources.openmaptiles: https://api.maptiler.com/tiles/v3-openmaptiles/tiles.json?key={key} is remote and MapSnap does not fetch; drawn from the built-in Helsinki data (give the tiles with --tiles FILE)"), "\(check.stdout)")
    let mapped = try CLI.run(["style", "check", "\(root)/Styles/openmaptiles/positron/style.json", "--tiles", "\(directory)/city.mbtiles"])
    #expect(!mapped.stdout.contains("sources."), "\(mapped.stdout)")
    // A source naming a missing file is an error naming the source.
    try published.replacingOccurrences(of: remote, with: #""url": "pmtiles://nowhere.pmtiles""#).write(toFile: "\(directory)/style.json", atomically: true, encoding: .utf8)
    let missing = try CLI.run(["render", "--style", "\(directory)/style.json", "-o", "\(directory)/x.png"] + view)
    #expect(missing.status == 2 && missing.stderr.contains("sources.openmaptiles"), "\(missing.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/x.png"))
}
