import Foundation
import HTTPServer
import MapSnap
import MapSnapServer
import Testing

private let server = MapServer(data: .builtIn)

private func get(_ path: String) -> HTTPResponse {
    server.handle(HTTPRequest(method: "GET", path: path, headers: ["host": "maps.example:8080"]))
}

/// `/styles/{id}.json` is the TileJSON of the style's raster tiles: their URL template on this host answers with a
/// tile; another style is a 400 naming it.
@Test func aStylesTileJSONNamesItsTiles() throws {
    let answer = get("/styles/dark.json")
    #expect(answer.status == 200)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any])
    #expect(json["tilejson"] as? String == "3.0.0" && json["tileSize"] as? Double == 256 && json["maxzoom"] as? Double == 22)
    let template = try #require((json["tiles"] as? [String])?.first)
    #expect(template == "http://maps.example:8080/styles/dark/{z}/{x}/{y}.png")
    let path = template.replacingOccurrences(of: "http://maps.example:8080", with: "").replacingOccurrences(of: "{z}", with: "2")
        .replacingOccurrences(of: "{x}", with: "2").replacingOccurrences(of: "{y}", with: "1")
    #expect(get(path).status == 200)
    #expect(get("/styles/liberty.json").status == 400)
}

/// `/styles/{id}/wmts.xml` is WMTS 1.0.0 capabilities that OWSLib (as GIS clients use it) reads: one layer named after
/// the style, the GoogleMapsCompatible matrix set with zooms 0 to 22 (zoom 0 one tile, zoom 22 4,194,304 a side), and a
/// tile URL template whose tiles this server answers. GDAL's WMTS driver (`gdalinfo`) opens them too: the world at
/// zoom 22 (2^30 pixels a side, EPSG:3857) with the 22 lower zooms as overviews.
@Test func wmtsCapabilitiesAreReadByOWSLib() throws {
    let answer = get("/styles/muted/wmts.xml")
    #expect(answer.status == 200 && answer.headers.contains { $0 == ("Content-Type", "application/xml") })
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("wmts-\(UUID().uuidString).xml").path
    try Data(answer.body).write(to: URL(fileURLWithPath: file))
    defer { try? FileManager.default.removeItem(atPath: file) }
    let script = """
    import sys
    from owslib.wmts import WebMapTileService
    service = WebMapTileService("http://maps.example:8080/styles/muted/wmts.xml", xml=open(sys.argv[1], "rb").read())
    layer = service.contents["muted"]
    matrices = service.tilematrixsets["GoogleMapsCompatible"].tilematrix
    print(service.identification.type, layer.id, len(matrices), matrices["0"].matrixwidth, matrices["22"].matrixwidth)
    print(layer.resourceURLs[0]["template"])
    """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script, file]
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let failed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(failed)")
    let lines = printed.split(separator: "\n").map(String.init)
    #expect(lines.first == "OGC WMTS muted 23 1 4194304", "\(printed)")
    let template = try #require(lines.last)
    #expect(template == "http://maps.example:8080/styles/muted/{TileMatrix}/{TileCol}/{TileRow}.png")
    let tile = template.replacingOccurrences(of: "http://maps.example:8080", with: "").replacingOccurrences(of: "{TileMatrix}", with: "1")
        .replacingOccurrences(of: "{TileCol}", with: "1").replacingOccurrences(of: "{TileRow}", with: "0")
    #expect(get(tile).status == 200)

    let gdal = Process()
    gdal.executableURL = URL(fileURLWithPath: "/usr/bin/gdalinfo")
    gdal.arguments = ["WMTS:\(file)"]
    let gdalOutput = Pipe()
    gdal.standardOutput = gdalOutput
    gdal.standardError = FileHandle.nullDevice
    try gdal.run()
    let info = String(decoding: gdalOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    gdal.waitUntilExit()
    #expect(gdal.terminationStatus == 0 && info.contains("Driver: WMTS/OGC Web Map Tile Service"), "\(info.prefix(300))")
    #expect(info.contains("Size is 1073741824, 1073741824") && info.contains("Pseudo-Mercator"), "\(info.prefix(300))")
    let overviews = info.split(separator: "\n").first { $0.contains("Overviews:") }.map { $0.split(separator: ",").count }
    #expect(overviews == 22, "\(info.suffix(600))")
}
