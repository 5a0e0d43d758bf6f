import CairoCanvas
import Foundation
import HTTPServer
import MapSnap
import Synchronization
import Testing
import TestSupport
@testable import MapSnapServer

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

private func get(_ server: MapServer, _ path: String, _ query: [(name: String, value: String)] = []) -> HTTPResponse {
    server.handle(HTTPRequest(method: "GET", path: path, query: query))
}

/// The 64 tiles of a metatile at zoom 16 over Helsinki (OSM Bright over the committed tiles), stitched, are the map of
/// the same area and zoom drawn as one image, pixel for pixel: a metatile is one drawing, so its tiles meet without a
/// seam and its labels are placed once across them. All 64 are kept after the first.
@Test func aMetatilesTilesAreOneDrawing() throws {
    let server = MapServer(data: try MapData.builtIn.drawingTiles(from: "\(root)/Data/helsinki.mbtiles"),
                           styles: ["bright": "\(root)/Styles/openmaptiles/osm-bright/style.json"])
    // Tile 16/37308/18966 lies in the metatile of columns 37304–37311 and rows 18960–18967.
    let first = get(server, "/styles/bright/16/37308/18966.png")
    #expect(first.status == 200 && first.headers.contains { $0 == ("Content-Type", "image/png") })
    #expect(server.tileCache.kept.count == 64)
    var stitched = [UInt8](repeating: 0, count: 2048 * 2048 * 4)
    for row in 0..<8 {
        for column in 0..<8 {
            let tile = try PNGCodec.decode(get(server, "/styles/bright/16/\(37304 + column)/\(18960 + row).png").body)
            #expect(tile.width == 256 && tile.height == 256)
            for y in 0..<256 {
                let from = y * 256 * 4, to = ((row * 256 + y) * 2048 + column * 256) * 4
                stitched.replaceSubrange(to..<(to + 1024), with: tile.pixels[from..<(from + 1024)])
            }
        }
    }
    // The metatile's region (its centre is the corner its four middle tiles share; MapLibre zoom 15), drawn whole
    // with the options a metatile is drawn with.
    var options = MapSnapshotter.Options()
    options.size = Size(width: 2048, height: 2048)
    options.region = Metatile(z: 16, x: 37304, y: 18960, side: 8, scale: 1, format: .png).region
    options.style = "\(root)/Styles/openmaptiles/osm-bright/style.json"
    options.attribution = Attribution(isVisible: false)
    options.wholeLabelsOnly = true
    options.drawsOnSeveralCores = false
    let whole = try MapSnapshotter(options: options, data: server.data).start().image
    #expect(whole.width == 2048)
    var differing = 0
    for index in stride(from: 0, to: stitched.count, by: 4) where stitched[index..<(index + 3)] != whole.pixels[index..<(index + 3)] { differing += 1 }
    #expect(differing == 0, "\(differing) pixels differ between the stitched tiles and the metatile drawn whole")
}

/// Tiles at @2x have twice the pixels; JPEG and WebP tiles say so; a tile outside the zoom's grid, a zoom past 25, a
/// scale past @4x, another format or style are each a 400 naming the part.
@Test func rasterTileURLsAndTheirErrors() throws {
    let server = MapServer(data: .builtIn)
    #expect(try PNGCodec.decode(get(server, "/styles/default/3/4/2@2x.png").body).width == 512)
    #expect(get(server, "/styles/dark/0/0/0.webp").headers.contains { $0 == ("Content-Type", "image/webp") })
    #expect(get(server, "/styles/muted/1/1/0.jpg").headers.contains { $0 == ("Content-Type", "image/jpeg") })
    for (path, field) in [("/styles/default/2/4/0.png", "x"), ("/styles/default/2/0/9.png", "y"), ("/styles/default/26/0/0.png", "z"),
                          ("/styles/default/2/0/0@5x.png", "scale"), ("/styles/default/2/0/0.gif", "format"), ("/styles/default/a/0/0.png", "z"),
                          ("/styles/liberty/2/0/0.png", "style")] {
        let answer = get(server, path)
        #expect(answer.status == 400 && String(decoding: answer.body, as: UTF8.self).contains(#""field":"\#(field)""#), "\(path): \(String(decoding: answer.body, as: UTF8.self))")
    }
}

/// With whole labels only (what metatiles are drawn with), no base-map label reaches past the image's edge, street
/// names along lines included, over generated views of MapLibre styles and the built-in one; so no label is cut where
/// two metatiles meet.
@Test func wholeLabelsStayInsideTheImage() throws {
    let data = try MapData.builtIn.drawingTiles(from: "\(root)/Data/helsinki.mbtiles")
    var generator = SeededGenerator(seed: 3317)
    var lineLabels = 0
    for index in 0..<12 {
        var options = MapSnapshotter.Options()
        options.style = ["\(root)/Styles/openmaptiles/osm-bright/style.json", "\(root)/Styles/openmaptiles/positron/style.json", "default"][index % 3]
        let width = Double(Int.random(in: 200...700, using: &generator)), height = Double(Int.random(in: 200...700, using: &generator))
        options.size = Size(width: width, height: height)
        let center = Coordinate(latitude: Double.random(in: 60.166...60.177, using: &generator), longitude: Double.random(in: 24.938...24.951, using: &generator))
        options.region = Viewport(center: center, zoom: Double.random(in: 15...18, using: &generator), size: options.size).visibleRegion
        options.wholeLabelsOnly = true
        let labels = try MapSnapshotter(options: options, data: data).start().report.labels
        // The layers that place along lines (point labels are kept whole in any case).
        let file = options.style == "default" ? "\(root)/Styles/default.json" : options.style ?? ""
        let style = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        let alongLines = Set((style["layers"] as? [[String: Any]] ?? []).compactMap { layer -> String? in
            (layer["layout"] as? [String: Any])?["symbol-placement"] as? String == "line" ? layer["id"] as? String : nil
        })
        for label in labels where alongLines.contains(label.layer) {
            let frame = label.frame
            #expect(frame.minX >= -0.5 && frame.minY >= -0.5 && frame.maxX <= width + 0.5 && frame.maxY <= height + 0.5,
                    "view \(index): \(label.layer) \(label.text ?? "") at \(frame) in \(width)x\(height)")
        }
        lineLabels += labels.filter { alongLines.contains($0.layer) }.count
    }
    #expect(lineLabels > 10)
}

/// The 64 tiles of one metatile asked for at once from 8 threads are all answered, from one drawing of the metatile
/// (`mapsnap_metatiles_drawn_total` counts it), with the bytes a second server gives them one by one.
@Test func tilesAskedForTogetherDrawTheirMetatileOnce() throws {
    let server = MapServer(data: .builtIn)
    let paths = (0..<64).map { "/styles/default/13/\(4664 + $0 % 8)/\(2368 + $0 / 8).png" }
    let answers = Mutex<[String: HTTPResponse]>([:])
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
        for (index, path) in paths.enumerated() where index % 8 == thread {
            let answer = get(server, path)
            answers.withLock { $0[path] = answer }
        }
    }
    #expect(server.metatileDraws.count == 1)
    let alone = MapServer(data: .builtIn)
    for path in paths {
        let answer = try #require(answers.withLock { $0[path] })
        #expect(answer.status == 200 && answer.body == get(alone, path).body, "\(path)")
    }
    let metrics = String(decoding: get(server, "/metrics").body, as: UTF8.self)
    #expect(metrics.contains("mapsnap_metatiles_drawn_total 1"))
}
