import Features
import Foundation
import Geo
import HTTPServer
import MapRender
import MapSnap
import MapStyle

extension MapServer {
    /// `GET /styles/{id}/{z}/{x}/{y}[@2x].{png|jpg|jpeg|webp}`: a 256-point raster tile of a style of the server, for
    /// Leaflet and OpenLayers. The tile is cut from its metatile (`RasterTileRequest.metatile`: up to 8 × 8 tiles
    /// drawn as one image, labels placed once across them), whose tiles are all encoded and kept (`tileCache`, bounded
    /// in bytes), so a slippy map's next tiles are answered from memory. Past the tiles' deepest zoom the data is
    /// drawn enlarged, as every map is.
    func rasterTile(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        let tile = try RasterTileRequest(z: request.pathParameters["z"] ?? "", x: request.pathParameters["x"] ?? "", tile: request.pathParameters["tile"] ?? "")
        let style = request.pathParameters["id"] ?? ""
        let file = try styleFile(style)
        let metatile = tile.metatile
        let key = metatile.key(style: style, x: tile.x, y: tile.y)
        let headers = [("Content-Type", tile.format.mediaType), ("Cache-Control", "public, max-age=3600")]
        if let bytes = tileCache.values(for: [key])[0] { return HTTPResponse(status: 200, headers: headers, body: bytes) }
        return try inRenderSlot { () throws(MapSnapError) -> HTTPResponse in
            // Another request may have drawn the metatile while this one waited for its slot.
            if let bytes = tileCache.values(for: [key])[0] { return HTTPResponse(status: 200, headers: headers, body: bytes) }
            var options = MapSnapshotter.Options()
            let side = Double(metatile.side * RasterTileRequest.tilePoints)
            options.size = Size(width: side, height: side)
            options.scale = Double(metatile.scale)
            options.region = metatile.region
            options.style = file
            options.attribution = Attribution(isVisible: false)
            // No label is cut where this metatile meets the next: one the edge would cut is left out.
            options.wholeLabelsOnly = true
            options.drawsOnSeveralCores = limits.renders < 2
            let tiles = try MapSnapshotter(options: options, data: data, resources: resources)
                .encodedTiles(tilePoints: RasterTileRequest.tilePoints, as: tile.format)
            var entries: [(key: String, value: [UInt8], size: Int)] = []
            for (index, bytes) in tiles.enumerated() {
                entries.append((metatile.key(style: style, x: metatile.x + index % metatile.side, y: metatile.y + index / metatile.side), bytes, bytes.count + 64))
            }
            tileCache.keep(entries)
            let index = (tile.y - metatile.y) * metatile.side + (tile.x - metatile.x)
            return HTTPResponse(status: 200, headers: headers, body: tiles[index])
        }
    }

    /// The file (or built-in name) of a style of the server; a 400 listing them for another name.
    func styleFile(_ style: String) throws(MapSnapError) -> String {
        if BuiltinStyles.style(named: style) != nil { return style }
        guard let file = styles[style] else {
            let names = BuiltinStyles.names + styles.keys.sorted()
            throw MapSnapError(field: "style", message: "\"\(style.prefix(60))\" is not a style of this server (\(names.joined(separator: ", ")))")
        }
        return file
    }
}
