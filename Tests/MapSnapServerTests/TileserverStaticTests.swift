import CairoCanvas
import Foundation
import HTTPServer
import MapSnap
import MapSnapServer
import Testing

private let server = MapServer(data: .builtIn)

private func get(_ path: String, _ query: [(name: String, value: String)] = []) -> HTTPResponse {
    server.handle(HTTPRequest(method: "GET", path: path, query: query, headers: [:], body: []))
}

/// The examples of tileserver-gl's endpoint documentation, on `mapsnap serve`: a centre and zoom (and @2x), an area,
/// and a path fitted with `auto`, each an image of the size asked, drawing what `/v1/static` draws for the same map.
@Test func tileserverStaticURLsDrawTheMapTheyName() throws {
    let centred = get("/styles/default/static/24.944,60.1699,15/400x300.png")
    #expect(centred.status == 200 && centred.headers.contains { $0 == ("Content-Type", "image/png") })
    #expect(try PNGCodec.decode(centred.body).width == 400)
    let same = get("/v1/static", [("center", "60.1699,24.944"), ("zoom", "15"), ("size", "400x300"), ("style", "default")])
    #expect(same.body == centred.body, "the centre-and-zoom URL draws what /v1/static draws")
    let retina = try PNGCodec.decode(get("/styles/default/static/24.944,60.1699,15@30/400x300@2x.png").body)
    #expect(retina.width == 800 && retina.height == 600)
    let area = get("/styles/dark/static/24.93,60.16,24.96,60.18/300x300.png", [("padding", "0")])
    let areaSame = get("/v1/static", [("center", "60.17,24.945"), ("span", "0.02,0.03"), ("size", "300x300"), ("style", "dark")])
    #expect(area.status == 200 && area.body == areaSame.body)
    let jpeg = get("/styles/muted/static/24.944,60.1699,14/200x100.jpg")
    #expect(jpeg.status == 200 && jpeg.headers.contains { $0 == ("Content-Type", "image/jpeg") })
}

/// `auto` fits the paths (the documentation's example square, drawn in its stroke colour) with a tenth of the image
/// on each side: the stroke reaches near every edge and leaves the margin free; `latlng` reads the same path written
/// latitude first.
@Test func autoFitsThePathsWithTheirPadding() throws {
    let square = "5.9,45.8|5.9,47.8|10.5,47.8|10.5,45.8|5.9,45.8"
    let fitted = get("/styles/default/static/auto/400x300.png", [("path", square), ("stroke", "#ff0000"), ("width", "4")])
    #expect(fitted.status == 200, "\(String(decoding: fitted.body, as: UTF8.self))")
    let image = try PNGCodec.decode(fitted.body)
    var minX = Int.max, maxX = 0, minY = Int.max, maxY = 0
    for y in 0..<image.height {
        for x in 0..<image.width {
            let (red, green, blue, _) = image.pixel(x: x, y: y)
            guard red > 200, green < 60, blue < 60 else { continue }
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
    }
    // Padding 0.1 of the smaller side (30 points) around the square; the square's longer side decides the zoom.
    #expect(minX >= 20 && maxX <= 380 && minY >= 20 && maxY <= 280, "\(minX)...\(maxX) x \(minY)...\(maxY)")
    #expect(minX <= 40 && maxX >= 360 || minY <= 40 && maxY >= 260, "\(minX)...\(maxX) x \(minY)...\(maxY)")
    let swapped = square.split(separator: "|").map { $0.split(separator: ",").reversed().joined(separator: ",") }.joined(separator: "|")
    let latFirst = get("/styles/default/static/auto/400x300.png", [("path", swapped), ("latlng", "1"), ("stroke", "#ff0000"), ("width", "4")])
    #expect(latFirst.body == fitted.body)
}

/// What tileserver-gl takes and MapSnap does not draw, and what neither takes, is a 400 naming the part, never an
/// image drawn without it.
@Test(arguments: [
    ("/styles/default/static/24.9,60.1,14/400x300.png", [("fill", "red")], "\"field\":\"fill\""),
    ("/styles/default/static/24.9,60.1,14@0,30/400x300.png", [], "\"field\":\"pitch\""),
    ("/styles/default/static/24.9,60.1/400x300.png", [], "\"field\":\"view\""),
    ("/styles/default/static/24.96,60.1,24.9,60.2/400x300.png", [], "\"field\":\"view\""),
    ("/styles/default/static/24.9,60.1,14/400x300@5x.png", [], "\"field\":\"scale\""),
    ("/styles/default/static/24.9,60.1,14/400x300.gif", [], "\"field\":\"format\""),
    ("/styles/default/static/24.9,60.1,14/wide.png", [], "\"field\":\"size\""),
    ("/styles/liberty/static/24.9,60.1,14/400x300.png", [], "\"field\":\"style\""),
    ("/styles/default/static/24.9,60.1,30/400x300.png", [], "\"field\":\"zoom\""),
    ("/styles/default/static/auto/400x300.png", [("path", "24.9,60.1")], "\"field\":\"path\""),
    ("/styles/default/static/auto/400x300.png", [("colour", "red")], "\"field\":\"colour\""),
] as [(String, [(String, String)], String)])
func tileserverStaticErrorsNameThePart(path: String, query: [(String, String)], field: String) {
    let answer = get(path, query.map { (name: $0.0, value: $0.1) })
    #expect(answer.status == 400 && String(decoding: answer.body, as: UTF8.self).contains(field), "\(String(decoding: answer.body, as: UTF8.self))")
}
