import Foundation
import Geo
import HTTPServer
import MapSnap
import StrictJSON
import Tiles

extension MapServer {
    /// Every data set by id, in the order `/index.json` lists them: the vector tiles the server draws from (`--tiles`,
    /// or tile `--data`), named after the file without its extension (`Data/helsinki.mbtiles` is `helsinki`) as
    /// tileserver-gl names a lone data file, unless `named` (`serve --config`) has them; then those of `named` by id.
    static func dataSets(drawing data: MapData, named: [String: any TileArchive]) -> [(id: String, archive: any TileArchive)] {
        var sets: [(id: String, archive: any TileArchive)] = named.keys.sorted().compactMap { id in named[id].map { (id, $0) } }
        if let archive = data.tiles?.archive {
            let id = URL(fileURLWithPath: archive.path).deletingPathExtension().lastPathComponent
            if !sets.contains(where: { $0.archive.path == archive.path || $0.id == id }) { sets.insert((id, archive), at: 0) }
        }
        return sets
    }

    /// The tiles of data set `id`, or a 404 naming it.
    private func dataTiles(_ id: String) throws(MapSnapError) -> any TileArchive {
        let sets = allDataSets
        guard let tiles = sets.first(where: { $0.id == id }) else {
            let known = sets.isEmpty ? "this server draws from no tile file (serve --tiles FILE)"
                : "its data: " + sets.map { "\"\($0.id)\"" }.joined(separator: ", ")
            throw MapSnapError(field: "id", message: "\"\(id.prefix(60))\" is not a data set of this server (\(known))", isNotFound: true)
        }
        return tiles.archive
    }

    /// `GET /data/{id}.json`: the data set's TileJSON 3.0.0 (its tiles' URL on this server, zooms, bounds, centre,
    /// attribution and vector layers as the file's metadata gives them).
    func dataTileJSON(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        let id = request.pathParameters["id"] ?? ""
        return MapServer.json(MapServer.tileJSON(id: id, archive: try dataTiles(id), host: request.http.headers["host"] ?? "127.0.0.1"))
    }

    /// `GET /index.json`: the TileJSON of every data set (tileserver-gl's list).
    func tileJSONIndex(_ request: Endpoint.Request) -> HTTPResponse {
        let host = request.http.headers["host"] ?? "127.0.0.1"
        return MapServer.json(.array(allDataSets.map { MapServer.tileJSON(id: $0.id, archive: $0.archive, host: host) }))
    }

    /// `GET /data/{id}/{z}/{x}/{y}.pbf`: one vector tile as the file stores it (`application/x-protobuf`, with
    /// `Content-Encoding: gzip` or `deflate` when the stored bytes are compressed so); 204 where the file has no tile,
    /// 400 for a tile outside the zoom's grid.
    func dataTile(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        let archive = try dataTiles(request.pathParameters["id"] ?? "")
        let coordinate = try TileAddress.coordinate(z: request.pathParameters["z"] ?? "", x: request.pathParameters["x"] ?? "",
                                                    y: request.pathParameters["y"] ?? "", maximumZoom: 30)
        let bytes: [UInt8]?
        do {
            bytes = try archive.storedTile(coordinate)
        } catch {
            throw MapSnapError(field: "tile", message: error.message)
        }
        guard let bytes else { return HTTPResponse(status: 204, headers: [("Cache-Control", "public, max-age=3600")]) }
        var headers = [("Content-Type", "application/x-protobuf"), ("Cache-Control", "public, max-age=3600")]
        // gzip's magic number; a zlib stream's first byte says deflate with a window of up to 32 KB and its header
        // checksum holds.
        if bytes.count > 2, bytes[0] == 0x1F, bytes[1] == 0x8B {
            headers.append(("Content-Encoding", "gzip"))
        } else if bytes.count > 2, bytes[0] & 0x0F == 8, bytes[0] >> 4 <= 7, (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0 {
            headers.append(("Content-Encoding", "deflate"))
        }
        return HTTPResponse(status: 200, headers: headers, body: bytes)
    }

    /// A data set's TileJSON 3.0.0, its tiles' URL on `host`.
    static func tileJSON(id: String, archive: any TileArchive, host: String) -> JSONValue {
        let info = archive.info
        let bounds = info.bounds.map { rect -> [Double] in
            [WebMercator.longitude(x: rect.minX), WebMercator.latitude(y: rect.minY), WebMercator.longitude(x: rect.maxX), WebMercator.latitude(y: rect.maxY)]
        } ?? [-180, -85.051129, 180, 85.051129]
        var fields: [(String, JSONValue)] = [
            ("tilejson", .string("3.0.0")), ("name", .string(info.name ?? id)), ("scheme", .string("xyz")), ("format", .string("pbf")),
            ("tiles", .array([.string("http://\(host)/data/\(id)/{z}/{x}/{y}.pbf")])),
            ("minzoom", .number(Double(info.minZoom))), ("maxzoom", .number(Double(info.maxZoom))),
            ("bounds", .array(bounds.map(JSONValue.number))),
            ("center", .array([.number((bounds[0] + bounds[2]) / 2), .number((bounds[1] + bounds[3]) / 2), .number(Double(info.maxZoom))])),
            ("vector_layers", info.vectorLayers ?? .array([])),
        ]
        if let attribution = info.attribution { fields.append(("attribution", .string(attribution))) }
        var object = JSONObject()
        for (key, value) in fields { _ = object.insert(value, for: key) }
        return .object(object)
    }
}
