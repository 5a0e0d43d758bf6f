import Features
import Foundation
import Geo
import HTTPServer
import MapRender
import MapSnap
import MapStyle

extension MapServer {
    /// `GET /styles/{id}[/{tileSize}]/{z}/{x}/{y}[@2x].{png|jpg|jpeg|webp}`: a raster tile of 256 (or 512) points of a
    /// style of the server, for Leaflet and OpenLayers. The tile is cut from its metatile (`RasterTileRequest.metatile`:
    /// up to 8 × 8 tiles drawn as one image, labels placed once across them), whose tiles are all encoded and kept
    /// (`tileCache`, bounded in bytes), so a slippy map's next tiles are answered from memory. Past the tiles' deepest
    /// zoom the data is drawn enlarged, as every map is.
    func rasterTile(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        let tile = try RasterTileRequest(tileSize: request.pathParameters["tileSize"], z: request.pathParameters["z"] ?? "", x: request.pathParameters["x"] ?? "", tile: request.pathParameters["tile"] ?? "")
        let style = request.pathParameters["id"] ?? ""
        let file = try styleFile(style)
        guard tile.scale <= limits.scale else {
            throw MapSnapError(field: "scale", message: "@\(tile.scale)x is above this server's largest scale, @\(limits.scale)x")
        }
        guard tile.pixels <= limits.pixels else {
            throw MapSnapError(field: "size", message: "a tile of \(tile.points) points at @\(tile.scale)x is \(tile.pixels) pixels, above the limit of \(limits.pixels)")
        }
        let metatile = tile.metatile(maximumPixels: limits.pixels)
        let key = metatile.key(style: style, x: tile.x, y: tile.y)
        let headers = [("Content-Type", tile.format.mediaType), ("Cache-Control", "public, max-age=3600")]
        if let bytes = tileCache.values(for: [key])[0] { return HTTPResponse(status: 200, headers: headers, body: bytes) }
        // Tiles of one metatile asked for together draw it once: the others wait for it and take their tiles from
        // the drawing (the cache may be too small to keep them all).
        let index = metatile.tiles.firstIndex { $0 == (tile.x, tile.y) }
        let outcome = try metatileDraws.once(metatile.key(style: style, x: metatile.x, y: metatile.y), timeout: limits.renderWait + 30) {
            () throws(MapSnapError) -> MetatileDraws.Drawn in
            var drawn: [[UInt8]] = []
            let answer = try inRenderSlot { () throws(MapSnapError) -> HTTPResponse in
                drawn = try drawMetatile(metatile, style: style, file: file)
                return HTTPResponse(status: 200)
            }
            return answer.status == 200 ? .tiles(drawn) : .response(answer)
        }
        switch outcome {
        case .drew(.response(let busy)): return busy
        case .drew(.tiles(let tiles)), .waited(let tiles?):
            return HTTPResponse(status: 200, headers: headers, body: index.map { tiles[$0] } ?? [])
        case .waited(nil):
            return MapServer.retryShortly("the tile's metatile is still being drawn; retry shortly")
        }
    }

    /// Draws `metatile` of `style` (its file `file`), keeps all its tiles and returns them (in `metatile.tiles`' order).
    private func drawMetatile(_ metatile: Metatile, style: String, file: String) throws(MapSnapError) -> [[UInt8]] {
        let tiles = try metatile.draw(style: file, styleSources: styleSources[style] ?? [:], data: data, resources: resources,
                                      severalCores: limits.renders < 2)
        tileCache.keep(zip(metatile.tiles, tiles).map { tile, bytes in (metatile.key(style: style, x: tile.x, y: tile.y), bytes, bytes.count + 64) })
        return tiles
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
