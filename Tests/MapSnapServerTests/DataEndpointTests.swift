import Foundation
import HTTPServer
import MapSnap
import MapSnapServer
import Testing
import Tiles

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

private func get(_ server: MapServer, _ path: String) -> HTTPResponse {
    server.handle(HTTPRequest(method: "GET", path: path, headers: ["host": "maps.example:8080"]))
}

/// A server over vector tiles answers tileserver-gl's data URLs: the TileJSON 3.0.0 of its tile file (named after the
/// file), the list of them, and each tile as the file holds it (the bytes MBTiles gives, read here on their own); a
/// tile the file lacks is 204, one outside its zoom's grid a 400 naming the part, another id a 404.
@Test func dataURLsServeTheTileFile() throws {
    let tiles = "\(root)/Data/helsinki.mbtiles"
    let server = MapServer(data: try MapData.builtIn.drawingTiles(from: tiles))
    let archive = try MBTilesArchive(path: tiles)
    let tileJSON = get(server, "/data/helsinki.json")
    #expect(tileJSON.status == 200)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(tileJSON.body)) as? [String: Any])
    #expect(json["tilejson"] as? String == "3.0.0")
    #expect(json["tiles"] as? [String] == ["http://maps.example:8080/data/helsinki/{z}/{x}/{y}.pbf"])
    #expect(json["minzoom"] as? Double == Double(archive.info.minZoom) && json["maxzoom"] as? Double == Double(archive.info.maxZoom))
    let bounds = try #require(json["bounds"] as? [Double])
    #expect(bounds.count == 4 && bounds[0] < 24.94 && bounds[2] > 24.95 && bounds[1] < 60.17 && bounds[3] > 60.17, "\(bounds)")
    let layers = try #require(json["vector_layers"] as? [[String: Any]])
    #expect(layers.contains { $0["id"] as? String == "transportation" } && layers.contains { $0["id"] as? String == "building" })
    let index = try #require(try JSONSerialization.jsonObject(with: Data(get(server, "/index.json").body)) as? [[String: Any]])
    #expect(index.count == 1 && index[0]["name"] as? String == json["name"] as? String)

    let coordinate = TileCoordinate(z: 14, x: 9326, y: 4741)
    let tile = get(server, "/data/helsinki/14/9326/4741.pbf")
    #expect(tile.status == 200 && tile.headers.contains { $0 == ("Content-Type", "application/x-protobuf") })
    // The bytes as stored (gzip in these tiles, as tilemaker writes them), said so in Content-Encoding.
    #expect(tile.body == (try archive.storedTile(coordinate)) && tile.body.starts(with: [0x1F, 0x8B]))
    #expect(tile.headers.contains { $0 == ("Content-Encoding", "gzip") })
    #expect(try archive.tile(coordinate) != tile.body)
    #expect(get(server, "/data/helsinki/14/0/0.pbf").status == 204)
    let outside = get(server, "/data/helsinki/3/8/0.pbf")
    #expect(outside.status == 400 && String(decoding: outside.body, as: UTF8.self).contains(#""field":"x""#))
    #expect(get(server, "/data/helsinki/3/a/0.pbf").status == 400)
    let other = get(server, "/data/planet.json")
    #expect(other.status == 404 && String(decoding: other.body, as: UTF8.self).contains("its data: \\\"helsinki\\\""))
    #expect(get(server, "/health").status == 200)
}

/// A server that draws from no tile file has no data sets: its index is empty and a data URL is a 404 saying so.
@Test func aServerWithoutTilesHasNoDataSets() {
    let server = MapServer(data: .builtIn)
    #expect(String(decoding: get(server, "/index.json").body, as: UTF8.self) == "[]\n")
    let missing = get(server, "/data/helsinki/14/9326/4741.pbf")
    #expect(missing.status == 404 && String(decoding: missing.body, as: UTF8.self).contains("serve --tiles FILE"))
}
