import CairoCanvas
import Foundation
import HTTPServer
import ImageEncoding
import MapRender
import MapSnap
import StrictJSON
import Testing
@testable import MapSnapServer

private func get(_ server: MapServer, _ path: String, _ query: [(name: String, value: String)] = []) -> HTTPResponse {
    server.handle(HTTPRequest(method: "GET", path: path, query: query))
}

/// Never a blank image with 200: a map wider than the world's 512-pixel tile (a 256-pixel tile of zoom 0, a static
/// map of the whole world) is styled at zoom 0, as MapLibre clamps its zoom, so the background, the land and the sea
/// are drawn. Each image is checked to be opaque and to hold at least two colours, in every style, scale and format.
@Test func wholeWorldImagesAreDrawn() throws {
    let server = MapServer(data: MapData.builtIn)
    var paths: [(String, [(name: String, value: String)])] = []
    for style in ["default", "dark", "muted"] {
        paths += ["0/0/0.png", "0/0/0@2x.png", "0/0/0@4x.png", "256/0/0/0.png", "512/0/0/0.png", "0/0/0.jpg", "0/0/0.webp", "1/1/0.png"]
            .map { ("/styles/\(style)/\($0)", []) }
    }
    paths.append(("/v1/static", [("center", "0,0"), ("span", "120,300"), ("size", "256x256")]))
    paths.append(("/v1/static", [("center", "0,0"), ("zoom", "0"), ("size", "200x100"), ("scale", "2")]))
    paths.append(("/styles/default/static/0,0,0/256x256.png", []))
    paths.append(("/styles/default/static/-180,-85,180,85/300x200.png", []))
    for (path, query) in paths {
        let answer = get(server, path, query)
        #expect(answer.status == 200, "\(path) \(query): \(answer.status) \(String(decoding: answer.body.prefix(200), as: UTF8.self))")
        guard answer.status == 200 else { continue }
        let image = try decoded(answer.body)
        var colours = Set<UInt32>()
        var transparent = 0
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            if image.pixels[index + 3] < 255 { transparent += 1 }
            colours.insert(UInt32(image.pixels[index]) << 16 | UInt32(image.pixels[index + 1]) << 8 | UInt32(image.pixels[index + 2]))
        }
        #expect(transparent == 0 && colours.count >= 2, "\(path) \(query): \(transparent) transparent pixels, \(colours.count) colours")
    }
}

/// A latitude past the edge of a Web Mercator map (±85.0511°) is a 400 naming `center`, not a blank image; an area
/// that reaches past the world names `view`, the part of the URL at fault (not an internal span).
@Test func impossibleLatitudesAreRefused() throws {
    let server = MapServer(data: MapData.builtIn)
    let cases: [(String, [(name: String, value: String)], String)] = [
        ("/styles/default/static/24.94,86,10/256x256.png", [], "center"),
        ("/styles/default/static/24.94,-89.5,3/256x256.png", [], "center"),
        ("/v1/static", [("center", "88,24.94"), ("zoom", "5"), ("size", "256x256")], "center"),
        ("/styles/default/static/-180,-89,180,89/256x256.png", [], "view"),
        ("/styles/default/static/-190,10,20,20/256x256.png", [], "view"),
    ]
    for (path, query, field) in cases {
        let answer = get(server, path, query)
        #expect(answer.status == 400, "\(path): \(answer.status)")
        let body = String(decoding: answer.body, as: UTF8.self)
        #expect(body.contains("\"field\":\"\(field)\""), "\(path): \(body)")
    }
}

/// RGBA pixels of a PNG, JPEG or WebP file.
private func decoded(_ bytes: [UInt8]) throws -> RGBAImage {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try PNGCodec.decode(bytes) }
    let isJPEG = bytes.starts(with: [0xFF, 0xD8])
    let (width, height) = isJPEG ? try JPEGCodec.dimensions(bytes) : try WebPCodec.dimensions(bytes)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    try pixels.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        if isJPEG {
            try JPEGCodec.decode(bytes, into: base, width: width, height: height, stride: width * 4)
        } else {
            try WebPCodec.decode(bytes, into: base, width: width, height: height, stride: width * 4)
        }
    }
    return try #require(RGBAImage(width: width, height: height, pixels: pixels))
}
