import CairoCanvas
import Foundation
import HTTPServer
import MapRender
import MapSnap
import Synchronization
import Testing
import TestSupport
@testable import MapSnapServer

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

private func get(_ server: MapServer, _ path: String, _ query: [(name: String, value: String)] = []) -> HTTPResponse {
    server.handle(HTTPRequest(method: "GET", path: path, query: query))
}

/// The tiles of a metatile at zoom 16 over Helsinki (OSM Bright over the committed tiles), stitched, are the map of
/// the same area and zoom drawn as one image, pixel for pixel: a metatile is one drawing, so its tiles meet without a
/// seam and its labels are placed once across them. All of them are kept after the first.
@Test func aMetatilesTilesAreOneDrawing() throws {
    let server = MapServer(data: try MapData.builtIn.drawingTiles(from: "\(root)/Data/helsinki.mbtiles"),
                           styles: ["bright": "\(root)/Styles/openmaptiles/osm-bright/style.json"])
    // Tile 16/37308/18966 lies in the metatile of columns 37304–37311 and rows 18960–18967.
    let metatile = Metatile.holding(z: 16, x: 37308, y: 18966)
    let side = metatile.side, points = metatile.points
    #expect(side == Metatile.points / 256 && metatile.x == 37308 / side * side)
    let first = get(server, "/styles/bright/16/37308/18966.png")
    #expect(first.status == 200 && first.headers.contains { $0 == ("Content-Type", "image/png") })
    #expect(server.tileCache.kept.count == side * side)
    var stitched = [UInt8](repeating: 0, count: points * points * 4)
    for row in 0..<side {
        for column in 0..<side {
            let tile = try PNGCodec.decode(get(server, "/styles/bright/16/\(metatile.x + column)/\(metatile.y + row).png").body)
            #expect(tile.width == 256 && tile.height == 256)
            for y in 0..<256 {
                let from = y * 256 * 4, to = ((row * 256 + y) * points + column * 256) * 4
                stitched.replaceSubrange(to..<(to + 1024), with: tile.pixels[from..<(from + 1024)])
            }
        }
    }
    // The metatile's region (MapLibre zoom 15), drawn whole with the options a metatile is drawn with.
    var options = MapSnapshotter.Options()
    options.size = Size(width: Double(points), height: Double(points))
    options.region = metatile.region
    options.style = "\(root)/Styles/openmaptiles/osm-bright/style.json"
    options.attribution = Attribution(isVisible: false)
    options.seamlessLabels = true
    options.drawsOnSeveralCores = false
    let whole = try MapSnapshotter(options: options, data: server.data).start().image
    #expect(whole.width == points)
    var differing = 0
    for index in stride(from: 0, to: stitched.count, by: 4) where stitched[index..<(index + 3)] != whole.pixels[index..<(index + 3)] { differing += 1 }
    #expect(differing == 0, "\(differing) pixels differ between the stitched tiles and the metatile drawn whole")
}

/// A 3 × 3 block of tiles stitched together is the static image of the same area and zoom (tileserver-gl's static
/// URL, OSM Bright over the committed tiles), at zoom 16 (across the seam of two metatiles, at @1x and @2x) and at
/// zoom 13 for place labels. Only labels along the block's outer edge may differ: the static image keeps only whole
/// labels, so it leaves out the names its edge would cut and places others, where the tiles show their metatile's
/// (which run on past the block). So: at least 99.5% of the pixels 64 points inside the edge within ΔE76 3, and 98% of
/// all (measured: 99.76% and 98.4% at zoom 16, 100% and 99.7% at zoom 13).
@Test(arguments: [(16, 37307, 18967, 1), (16, 37307, 18967, 2), (13, 4662, 2369, 1)])
func stitchedTilesAreTheStaticImage(z: Int, x: Int, y: Int, scale: Int) throws {
    let server = MapServer(data: try MapData.builtIn.drawingTiles(from: "\(root)/Data/helsinki.mbtiles"),
                           styles: ["bright": "\(root)/Styles/openmaptiles/osm-bright/style.json"])
    let side = 256 * scale, suffix = scale == 1 ? "" : "@\(scale)x"
    var stitched = [UInt8](repeating: 0, count: 9 * side * side * 4)
    for row in 0..<3 {
        for column in 0..<3 {
            let tile = try PNGCodec.decode(get(server, "/styles/bright/\(z)/\(x + column)/\(y + row)\(suffix).png").body)
            for line in 0..<side {
                let from = line * side * 4, to = ((row * side + line) * 3 * side + column * side) * 4
                stitched.replaceSubrange(to..<(to + side * 4), with: tile.pixels[from..<(from + side * 4)])
            }
        }
    }
    // The block's centre is its middle tile's; the static URL's zoom is MapLibre's (one less than the tiles').
    let n = Double(1 << z)
    let longitude = (Double(x + 1) + 0.5) / n * 360 - 180
    let latitude = atan(sinh(Double.pi * (1 - 2 * (Double(y + 1) + 0.5) / n))) * 180 / Double.pi
    let answer = get(server, "/styles/bright/static/\(longitude),\(latitude),\(z - 1)/768x768\(suffix).png")
    #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self))")
    let whole = try PNGCodec.decode(answer.body)
    #expect(whole.width == 3 * side && whole.height == 3 * side)
    let all = ColorDifference.shareWithin(3, stitched, whole.pixels, width: 3 * side)
    let inside = ColorDifference.shareWithin(3, stitched, whole.pixels, width: 3 * side, inset: 64 * scale)
    #expect(inside >= 0.995 && all >= 0.98,
            "z\(z) @\(scale)x: \(String(format: "%.2f", inside * 100))% inside, \(String(format: "%.2f", all * 100))% of all pixels within ΔE76 3")
    // Both kept in output/ to look at.
    let image = try #require(RGBAImage(width: 3 * side, height: 3 * side, pixels: stitched))
    try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: "\(root)/output/stitched-z\(z)\(suffix).png"))
    try Data(answer.body).write(to: URL(fileURLWithPath: "\(root)/output/static-z\(z)\(suffix).png"))
}

/// A 512-point tile (tileserver-gl's `/styles/{id}/512/{z}/{x}/{y}`, MapLibre's zoom z) is the four 256-point tiles of
/// zoom z + 1 at its place, pixel for pixel: both are cut from the same drawing of the same metatile. Past
/// the tiles' deepest zoom (14) the data is drawn enlarged: a zoom-20 tile is not blank. A tile size other than 256 or
/// 512 is a 400 naming it.
@Test func tilesOf512PointsAreFourOf256() throws {
    let server = MapServer(data: try MapData.builtIn.drawingTiles(from: "\(root)/Data/helsinki.mbtiles"),
                           styles: ["bright": "\(root)/Styles/openmaptiles/osm-bright/style.json"])
    let large = try PNGCodec.decode(get(server, "/styles/bright/512/15/18654/9483.png").body)
    #expect(large.width == 512 && large.height == 512)
    var differing = 0
    for (column, row) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
        let small = try PNGCodec.decode(get(server, "/styles/bright/256/16/\(37308 + column)/\(18966 + row).png").body)
        for y in 0..<256 {
            for x in 0..<256 where small.pixel(x: x, y: y) != large.pixel(x: column * 256 + x, y: row * 256 + y) { differing += 1 }
        }
    }
    #expect(differing == 0, "\(differing) pixels differ")
    let deep = try PNGCodec.decode(get(server, "/styles/bright/20/596932/303466.png").body)
    let colours = Set(stride(from: 0, to: deep.pixels.count, by: 4).map { Array(deep.pixels[$0..<($0 + 3)]) })
    #expect(colours.count > 20, "a zoom-20 tile has \(colours.count) colours")
    let answer = get(server, "/styles/bright/300/15/18654/9483.png")
    #expect(answer.status == 400 && String(decoding: answer.body, as: UTF8.self).contains(#""field":"tileSize""#))
}

/// With a tile cache too small to keep anything (`serve --tile-cache-mb`), a tile is still answered, from the drawing
/// its own request made, with the bytes a server that keeps tiles gives.
@Test func aTileIsAnsweredWhenTheCacheKeepsNothing() throws {
    var limits = MapServer.Limits()
    limits.tileCacheBytes = 1
    let tiny = MapServer(data: .builtIn, limits: limits), usual = MapServer(data: .builtIn)
    let path = "/styles/default/14/9327/4742.png"
    let answer = get(tiny, path)
    #expect(answer.status == 200 && answer.body == get(usual, path).body)
    #expect(tiny.tileCache.kept.count == 0)
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

/// With seamless labels (what metatiles are drawn with), no street name along a line reaches past the image's edge,
/// over generated views of MapLibre styles and the built-in one; so none is cut where two metatiles meet.
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
        options.seamlessLabels = true
        let labels = try MapSnapshotter(options: options, data: data).start().report.labels
        // The layers that place along lines (point labels may cross the edge: the next test).
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

/// Neighbouring metatiles draw each label that crosses their seam alike: over generated pairs of neighbours (side by
/// side, one above the other, corner to corner) at zooms 13–18 and metatile sides 1–4 over Helsinki, in OSM Bright,
/// Positron and the built-in style, every label of one image that reaches across the seam into the other is in the
/// other too, with the same text at the same place, so it is drawn whole across the seam; none is cut or repeated.
@Test func labelsAcrossASeamAreDrawnByBothNeighbours() throws {
    let data = try MapData.builtIn.drawingTiles(from: "\(root)/Data/helsinki.mbtiles")
    var generator = SeededGenerator(seed: 9041)
    var across = 0
    for index in 0..<15 {
        let style = ["\(root)/Styles/openmaptiles/osm-bright/style.json", "\(root)/Styles/openmaptiles/positron/style.json", "default"][index % 3]
        let z = Int.random(in: 13...18, using: &generator), side = [1, 2, 4][Int.random(in: 0...2, using: &generator)]
        // Helsinki's data: columns and rows of the zoom inside 24.935–24.953 E, 60.164–60.179 N.
        let scale = Double(1 << z) / 65536
        let x = Int(Double.random(in: 37305...37310, using: &generator) * scale) / side * side
        let y = Int(Double.random(in: 18962...18972, using: &generator) * scale) / side * side
        let (dx, dy) = [(side, 0), (0, side), (side, side)][index % 3]
        func labels(_ x: Int, _ y: Int) throws -> [LayoutReport.LabelEntry] {
            var options = MapSnapshotter.Options()
            let points = Double(side * 256)
            options.size = Size(width: points, height: points)
            options.region = Metatile(z: z, x: x, y: y, side: side, scale: 1, format: .png).region
            options.style = style
            options.attribution = Attribution(isVisible: false)
            options.seamlessLabels = true
            options.drawsOnSeveralCores = false
            return try MapSnapshotter(options: options, data: data).start().report.labels
        }
        let first = try labels(x, y), second = try labels(x + dx, y + dy)
        let offset = Point(x: Double(dx * 256), y: Double(dy * 256))
        let size = Double(side * 256)
        // Each image's labels that reach into the other's area, in the first image's points.
        let fromFirst = first.filter { $0.frame.intersects(Rect(x: offset.x, y: offset.y, width: size, height: size)) }
        let fromSecond = second.map { label -> LayoutReport.LabelEntry in
            var moved = label
            moved.frame = Rect(x: label.frame.minX + offset.x, y: label.frame.minY + offset.y, width: label.frame.size.width, height: label.frame.size.height)
            return moved
        }.filter { $0.frame.intersects(Rect(x: 0, y: 0, width: size, height: size)) }
        func same(_ a: LayoutReport.LabelEntry, _ b: LayoutReport.LabelEntry) -> Bool {
            a.layer == b.layer && a.text == b.text && abs(a.frame.minX - b.frame.minX) < 0.01 && abs(a.frame.minY - b.frame.minY) < 0.01
        }
        for label in fromFirst {
            #expect(fromSecond.contains { same($0, label) }, "pair \(index) z\(z)/\(x)/\(y)+\(dx),\(dy) side \(side): \(label.layer) \"\(label.text ?? "")\" at \(label.frame) is only in the first")
        }
        for label in fromSecond {
            #expect(fromFirst.contains { same($0, label) }, "pair \(index) z\(z)/\(x)/\(y)+\(dx),\(dy) side \(side): \(label.layer) \"\(label.text ?? "")\" at \(label.frame) is only in the second")
        }
        across += fromFirst.count
    }
    #expect(across >= 12, "only \(across) labels crossed a seam")
}

/// The tiles of one metatile asked for at once from 8 threads are all answered, from one drawing of the metatile
/// (`mapsnap_metatiles_drawn_total` counts it), with the bytes a second server gives them one by one.
@Test func tilesAskedForTogetherDrawTheirMetatileOnce() throws {
    let server = MapServer(data: .builtIn)
    let side = Metatile.points / 256
    let paths = (0..<(side * side)).map { "/styles/default/13/\(4664 + $0 % side)/\(2368 + $0 / side).png" }
    #expect(Metatile.holding(z: 13, x: 4664, y: 2368).x == 4664)
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

/// Raster tiles keep to `--max-pixels` as images do: a tile larger on its own is a 400 naming `size`, and a smaller
/// one is cut from a block of fewer tiles (here 2 × 2 of 256 points, 512² pixels, not 8 × 8), so one request cannot
/// draw an 8192-pixel metatile; a scale above `--max-scale` is a 400 naming `scale`.
@Test func rasterTilesKeepToThePixelLimit() throws {
    var limits = MapServer.Limits()
    limits.pixels = 1_000_000
    limits.scale = 2
    let server = MapServer(data: MapData.builtIn, limits: limits)
    let large = get(server, "/styles/default/512/14/9326/4740@2x.png")
    #expect(large.status == 400 && String(decoding: large.body, as: UTF8.self).contains(#""field":"size""#))
    let scaled = get(server, "/styles/default/16/37308/18966@3x.png")
    #expect(scaled.status == 400 && String(decoding: scaled.body, as: UTF8.self).contains(#""field":"scale""#))
    let small = get(server, "/styles/default/16/37308/18966.png")
    #expect(try small.status == 200 && PNGCodec.decode(small.body).width == 256)
    #expect(server.tileCache.kept.count == 4)
    #expect(Metatile.holding(z: 16, x: 37308, y: 18966, maximumPixels: 1_000_000).side == 2)
    #expect(Metatile.holding(z: 16, x: 37308, y: 18966, scale: 4, maximumPixels: 1_000).side == 1)
}

/// With a tile cache too small to keep a metatile's tiles (1 MB), 8 requests arriving together for tiles of one
/// metatile still draw it once, and every one gets its tile, from the drawing itself (before, 5 drawings and three
/// 503s after the tiles had been drawn).
@Test func tilesAskedForTogetherShareTheDrawingWhateverTheCache() throws {
    var limits = MapServer.Limits()
    limits.tileCacheBytes = 1 << 20
    let server = MapServer(data: .builtIn, limits: limits)
    let paths = (0..<8).map { "/styles/default/16/\(37304 + $0)/18961@2x.png" }
    let answers = Mutex<[String: HTTPResponse]>([:])
    let start = DispatchSemaphore(value: 0)
    let group = DispatchGroup()
    for path in paths {
        DispatchQueue.global().async(group: group) {
            start.wait()
            let answer = get(server, path)
            answers.withLock { $0[path] = answer }
        }
    }
    for _ in paths { start.signal() }
    group.wait()
    #expect(server.metatileDraws.count == 1)
    for path in paths {
        let answer = try #require(answers.withLock { $0[path] })
        #expect(try answer.status == 200 && PNGCodec.decode(answer.body).width == 512, "\(path): \(answer.status)")
    }
}
