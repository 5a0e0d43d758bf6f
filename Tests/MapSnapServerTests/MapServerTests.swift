import CairoCanvas
import Foundation
import HTTPServer
import MapSnap
import StrictJSON
import Testing
@testable import MapSnapServer

private let server = MapServer(data: .builtIn)

private func send(_ method: String, _ path: String, _ query: [(String, String)] = []) -> HTTPResponse {
    server.handle(HTTPRequest(method: method, path: path, query: query.map { (name: $0.0, value: $0.1) }))
}

private func request(_ path: String, _ query: [(String, String)] = []) -> HTTPResponse {
    send("GET", path, query)
}

private func header(_ response: HTTPResponse, _ name: String) -> String? {
    response.headers.first { $0.name == name }?.value
}

private func json(_ response: HTTPResponse) throws -> JSONValue {
    try JSONParser.parse(response.body)
}

/// Paths no endpoint has are 404 and methods an endpoint does not answer are 405 with `Allow`, both as JSON errors
/// naming what is wrong; `GET` endpoints answer `HEAD`.
@Test func unknownPathsAndMethodsAreRefusedFromTheTable() throws {
    let missing = request("/v2/nothing")
    #expect(missing.status == 404)
    #expect(try json(missing) == JSONParser.parse(Array(#"{"error": {"field": "path", "message": "no such endpoint: /v2/nothing"}}"#.utf8)))
    let post = send("POST", "/v1/static")
    #expect(post.status == 405 && header(post, "Allow") == "GET")
    let get = send("GET", "/v1/render")
    #expect(get.status == 405 && header(get, "Allow") == "POST")
    #expect(try json(get) == JSONParser.parse(Array(#"{"error": {"field": "method", "message": "GET is not allowed here; use POST"}}"#.utf8)))
    #expect(send("HEAD", "/healthz").status == 200)
    #expect(String(decoding: request("/healthz").body, as: UTF8.self) == "ok\n")
}

/// The search page, its style sheet and script come from the embedded page files, and the page lists every
/// endpoint of the table.
@Test func theSearchPageListsEveryEndpoint() {
    let page = request("/")
    #expect(header(page, "Content-Type") == "text/html; charset=utf-8")
    let html = String(decoding: page.body, as: UTF8.self)
    for endpoint in MapServer.endpoints { #expect(html.contains("<code>\(endpoint.method) \(endpoint.path)</code>"), "\(endpoint.path)") }
    #expect(html.contains(#"<link rel="stylesheet" href="/search.css">"#) && html.contains(#"<script src="/search.js"></script>"#))
    #expect(header(request("/search.css"), "Content-Type") == "text/css; charset=utf-8")
    #expect(String(decoding: request("/search.js").body, as: UTF8.self) == SearchPage.javaScript)
    #expect(String(decoding: request("/slippy.js").body, as: UTF8.self) == SearchPage.slippyMap)
}

/// The places endpoints answer the command line's `--json` shapes (the same values as the recorded CLI output).
@Test func placesAnswerTheCommandLineShapes() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("CommandLineTests/Fixtures/json").path
    func recorded(_ name: String) throws -> JSONValue { try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: "\(fixtures)/\(name)")))) }
    #expect(try json(request("/v1/search", [("q", "kahvila"), ("near", "60.17,24.94"), ("limit", "5")])) == recorded("search.json"))
    #expect(try json(request("/v1/complete", [("q", "kamp"), ("near", "60.17,24.94")])) == recorded("complete.json"))
    #expect(try json(request("/v1/reverse", [("at", "60.1699,24.9384")])) == recorded("reverse.json"))
    #expect(try json(request("/v1/route", [("from", "Kamppi"), ("to", "Helsinki Cathedral")])) == recorded("route.json"))
    let bad = request("/v1/search", [("q", "x"), ("limit", "0")])
    #expect(bad.status == 400)
    #expect(try json(bad) == JSONParser.parse(Array(#"{"error": {"field": "limit", "message": "\"0\" must be a whole number from 1 to 100"}}"#.utf8)))
}

/// A static map is a PNG of the asked size with an entity tag; the same tag gets 304.
@Test func staticMapsAreImagesWithEntityTags() throws {
    let map = request("/v1/static", [("center", "60.17,24.94"), ("span", "0.01,0.01"), ("size", "200x100"), ("scale", "1"), ("style", "none")])
    #expect(map.status == 200 && header(map, "Content-Type") == "image/png")
    let image = try PNGCodec.decode(map.body)
    #expect(image.width == 200 && image.height == 100)
    let tag = try #require(header(map, "ETag"))
    let again = server.handle(HTTPRequest(method: "GET", path: "/v1/static",
                                          query: [("center", "60.17,24.94"), ("span", "0.01,0.01"), ("size", "200x100"), ("scale", "1"), ("style", "none")],
                                          headers: ["if-none-match": tag], body: []))
    #expect(again.status == 304)
}

/// `bearing=` turns a static map: the same view at 0 and 90 differ (another entity tag, other pixels, same size); a
/// bearing that is not a number is a 400 naming it.
@Test func staticMapsTurnWithTheBearing() throws {
    let view = [("center", "60.1699,24.944"), ("span", "0.004,0.008"), ("size", "160x120")]
    let level = request("/v1/static", view), turned = request("/v1/static", view + [("bearing", "90")])
    #expect(level.status == 200 && turned.status == 200)
    #expect(header(level, "ETag") != header(turned, "ETag"))
    let a = try PNGCodec.decode(level.body), b = try PNGCodec.decode(turned.body)
    #expect(b.width == 160 && b.height == 120 && a.pixels != b.pixels)
    let bad = request("/v1/static", view + [("bearing", "east")])
    #expect(bad.status == 400 && String(decoding: bad.body, as: UTF8.self).contains("bearing"))
}

/// `svg-text=true` on an SVG map writes its labels as `<text>`; on another format it is a 400 naming it.
@Test func staticSVGMapsKeepTheirText() throws {
    let view = [("center", "60.1699,24.944"), ("span", "0.004,0.008"), ("size", "300x200"), ("attribution", "Map data")]
    let svg = request("/v1/static", view + [("format", "svg"), ("svg-text", "true")])
    #expect(svg.status == 200 && header(svg, "Content-Type")?.hasPrefix("image/svg") == true)
    #expect(String(decoding: svg.body, as: UTF8.self).contains(">Map data</text>"))
    let png = request("/v1/static", view + [("svg-text", "")])
    #expect(png.status == 400 && String(decoding: png.body, as: UTF8.self).contains("svg-text"))
}

/// Metrics count requests under the endpoint's pattern, and everything unknown as `other`.
@Test func metricsAreLabelledByEndpoint() {
    let fresh = MapServer(data: .builtIn)
    _ = fresh.handle(HTTPRequest(method: "GET", path: "/healthz", query: [], headers: [:], body: []))
    _ = fresh.handle(HTTPRequest(method: "GET", path: "/nope", query: [], headers: [:], body: []))
    let text = fresh.metrics.text()
    #expect(text.contains(#"mapsnap_http_requests_total{route="/healthz",status="200",error="false"} 1"#))
    #expect(text.contains(#"mapsnap_http_requests_total{route="other",status="404",error="true"} 1"#))
}

/// `/metrics` reports the decoded tiles a server over vector tiles keeps for later maps: none before a map, some after
/// one (within the budget), and the budget.
@Test func metricsReportTheDecodedTilesKept() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let tiled = MapServer(data: try MapData.builtIn.drawingTiles(from: "\(root)/Data/helsinki.mbtiles").keepingDecodedTiles(64 << 20),
                          resources: RenderResources(decodedTileBytes: 64 << 20))
    func value(_ name: String) throws -> Int {
        let text = String(decoding: tiled.handle(HTTPRequest(method: "GET", path: "/metrics", query: [], headers: [:], body: [])).body, as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(name + " ") })
        return try #require(Int(line.split(separator: " ")[1]))
    }
    #expect(try value("mapsnap_decoded_tiles") == 0 && value("mapsnap_decoded_tile_budget_bytes") == 64 << 20)
    let map = tiled.handle(HTTPRequest(method: "GET", path: "/v1/static", query: [("center", "60.17,24.944"), ("span", "0.004,0.008"), ("size", "200x150")],
                                       headers: [:], body: []))
    #expect(map.status == 200)
    let bytes = try value("mapsnap_decoded_tile_bytes")
    #expect(try value("mapsnap_decoded_tiles") > 0 && bytes > 0 && bytes <= 64 << 20)
}

/// The embedded page is the page's files (Scripts/dev/embed-resources makes it from them).
@Test func theEmbeddedPageIsThePageFiles() throws {
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/MapSnapServer/Page").path
    func file(_ name: String) throws -> String {
        try String(contentsOfFile: "\(page)/\(name)", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(SearchPage.html == (try file("search.html")), "run Scripts/dev/embed-resources")
    #expect(SearchPage.css == (try file("search.css")), "run Scripts/dev/embed-resources")
    #expect(SearchPage.javaScript == (try file("search.js")), "run Scripts/dev/embed-resources")
    #expect(SearchPage.slippyMap == (try file("slippy.js")), "run Scripts/dev/embed-resources")
}

/// Styles registered by name (`serve --style NAME=FILE`) draw on `/v1/static?style=NAME` over the server's tiles;
/// other names are 400 listing the styles the server has.
@Test func registeredStylesDrawByName() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let data = try MapData.builtIn.drawingTiles(from: "\(root)/Data/helsinki.mbtiles")
    let styled = MapServer(data: data, styles: ["bright": "\(root)/Styles/openmaptiles/osm-bright/style.json"])
    func get(_ style: String) -> HTTPResponse {
        styled.handle(HTTPRequest(method: "GET", path: "/v1/static",
                                  query: [(name: "center", value: "60.1699,24.944"), (name: "span", value: "0.006,0.014"),
                                          (name: "size", value: "300x200"), (name: "style", value: style)]))
    }
    let bright = get("bright"), plain = get("default")
    #expect(bright.status == 200 && plain.status == 200)
    #expect(try PNGCodec.decode(bright.body) != PNGCodec.decode(plain.body))
    let unknown = get("liberty")
    #expect(unknown.status == 400)
    #expect(String(decoding: unknown.body, as: UTF8.self).contains(#"\"liberty\" is not a style of this server (dark, default, muted, bright)"#),
            "\(String(decoding: unknown.body, as: UTF8.self))")
}

/// `/v1/static?center=…&zoom=…` draws what the same centre with the span that zoom shows draws (byte for byte), and a
/// zoom without a centre is a 400 naming the parameter.
@Test func staticMapsTakeACentreAndAZoom() throws {
    let server = MapServer(data: .builtIn)
    func get(_ query: [(name: String, value: String)]) -> HTTPResponse {
        server.handle(HTTPRequest(method: "GET", path: "/v1/static", query: query + [("size", "300x200")], headers: [:], body: []))
    }
    let byZoom = get([("center", "60.1699,24.944"), ("zoom", "15.5")])
    #expect(byZoom.status == 200)
    let region = Viewport(center: Coordinate(latitude: 60.1699, longitude: 24.944), zoom: 16.5, size: Size(width: 300, height: 200)).visibleRegion
    let bySpan = get([("center", "\(region.center.latitude),\(region.center.longitude)"),
                      ("span", "\(region.span.latitudeDelta),\(region.span.longitudeDelta)")])
    #expect(bySpan.status == 200 && bySpan.body == byZoom.body)
    let alone = get([("zoom", "12")])
    #expect(alone.status == 400 && String(decoding: alone.body, as: UTF8.self).contains(#""field":"zoom","message":"needs center as well""#))
}

/// A damaged tile in the data the server draws from is the server's fault, not the request's: 500 with the JSON
/// error naming `data` (before: 400, blaming the client).
@Test func aDamagedTileInTheServedDataIsAServerError() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("damaged-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let damaged = "\(directory)/damaged.mbtiles"
    try FileManager.default.copyItem(atPath: "\(root)/Data/helsinki.mbtiles", toPath: damaged)
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    python.arguments = ["-c", "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute(\"UPDATE tiles SET tile_data = X'1f8b0800000000000003ffff'\"); c.commit()", damaged]
    try python.run()
    python.waitUntilExit()
    try #require(python.terminationStatus == 0)
    let server = MapServer(data: try MapData.builtIn.drawingTiles(from: damaged))
    let answer = server.handle(HTTPRequest(method: "GET", path: "/v1/static", query: [("center", "60.1699,24.9384"), ("zoom", "15"), ("size", "200x200")]))
    #expect(answer.status == 500, "\(answer.status)")
    #expect(String(decoding: answer.body, as: UTF8.self).contains(#""field":"data""#))
}
