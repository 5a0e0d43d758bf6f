import CairoCanvas
import Foundation
import HTTPServer
import MapSnap
import Testing
@testable import MapSnapServer

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

private func get(_ server: MapServer, _ path: String, _ query: [(name: String, value: String)] = []) -> HTTPResponse {
    server.handle(HTTPRequest(method: "GET", path: path, query: query))
}

/// The 64 tiles of a metatile at zoom 16 over Helsinki (OSM Bright over the committed tiles), stitched, are the map of
/// the same area and zoom drawn as one image by `/styles/{id}/static/…`, pixel for pixel: a metatile is one drawing,
/// so its tiles meet without a seam and its labels are placed once across them. All 64 are kept after the first.
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
    // The metatile's region (its centre is the corner its four middle tiles share; MapLibre zoom 15), drawn whole.
    let region = Metatile(z: 16, x: 37304, y: 18960, side: 8, scale: 1, format: .png).region
    let whole = try PNGCodec.decode(get(server, "/v1/static", [("center", "\(region.center.latitude),\(region.center.longitude)"),
                                                              ("span", "\(region.span.latitudeDelta),\(region.span.longitudeDelta)"),
                                                              ("size", "2048x2048"), ("style", "bright"), ("attribution", "")]).body)
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
