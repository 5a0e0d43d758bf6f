import Geo
import MapSnap
import MapRender
import Tiles

/// A raster tile asked for at tileserver-gl's URLs `/styles/{id}[/{tileSize}]/{z}/{x}/{y}[@2x].{png|jpg|jpeg|webp}`:
/// tiles of the XYZ grid (row 0 at the top) of 256 points a side (the default) or 512 (MapLibre's: the tile at zoom z
/// drawn at MapLibre's zoom z, the same place as the four 256-point tiles of zoom z + 1), `@2x` to `@4x` for more
/// pixels per point.
struct RasterTileRequest: Hashable, Sendable {
    /// The tile's zoom, column and row.
    var z: Int, x: Int, y: Int
    /// The points of the tile's side: 256 or 512.
    var points: Int
    /// Pixels per point (1 to 4).
    var scale: Int
    /// The image format.
    var format: ImageFormat

    /// The deepest zoom of 256-point tiles served (MapLibre's 24 for 512-point tiles).
    static let maximumZoom = 25

    /// Reads the path's `tileSize` (absent for 256), `z`, `x` and `tile` (`{y}[@Nx].{format}`) parts; errors name the
    /// part.
    init(tileSize: String? = nil, z zText: String, x xText: String, tile: String) throws(MapSnapError) {
        switch tileSize {
        case nil, "256": points = 256
        case "512": points = 512
        case let other?: throw MapSnapError(field: "tileSize", message: "\"\(other.prefix(20))\" is not 256 or 512")
        }
        guard let dot = tile.lastIndex(of: "."), let format = ImageFormat(name: String(tile[tile.index(after: dot)...])), format.isRaster else {
            throw MapSnapError(field: "format", message: "\"\(tile.prefix(40))\" does not end in .png, .jpg, .jpeg or .webp")
        }
        self.format = format
        let name = tile[..<dot]
        let (row, ratio) = name.firstIndex(of: "@").map { (String(name[..<$0]), String(name[name.index(after: $0)...])) } ?? (String(name), "1x")
        let coordinate = try TileAddress.coordinate(z: zText, x: xText, y: row, maximumZoom: RasterTileRequest.maximumZoom - (points == 512 ? 1 : 0))
        (z, x, y) = (coordinate.z, coordinate.x, coordinate.y)
        guard ratio.hasSuffix("x"), let scale = Int(ratio.dropLast()), (1...4).contains(scale) else {
            throw MapSnapError(field: "scale", message: "\"@\(ratio.prefix(10))\" is not @2x, @3x or @4x")
        }
        self.scale = scale
    }

    /// The metatile drawn for this tile (`Metatile.holding`) within `maximumPixels`: every tile of it comes from one
    /// drawing and its labels are placed once for all of them.
    func metatile(maximumPixels: Int) -> Metatile {
        Metatile.holding(z: z, x: x, y: y, tilePoints: points, scale: scale, format: format, maximumPixels: maximumPixels)
    }

    /// The pixels of the tile itself.
    var pixels: Int { (points * scale) * (points * scale) }
}

extension Metatile {
    /// The server's cache key of one of its tiles.
    func key(style: String, x column: Int, y row: Int) -> String {
        "\(style)/\(tilePoints)/\(z)/\(column)/\(row)@\(scale).\(format.rawValue)"
    }
}

/// A tile's address in the XYZ grid as a URL writes it (`{z}/{x}/{y}`, row 0 at the top): the one reading of it for
/// raster and vector tiles.
enum TileAddress {
    /// The tile at `z`, `x`, `y` (whole numbers, the zoom at most `maximumZoom`, the column and row inside the zoom's
    /// grid); errors name the part.
    static func coordinate(z zText: String, x xText: String, y yText: String, maximumZoom: Int) throws(MapSnapError) -> TileCoordinate {
        func number(_ text: String, _ field: String) throws(MapSnapError) -> Int {
            guard let value = Int(text), value >= 0 else { throw MapSnapError(field: field, message: "\"\(text.prefix(20))\" is not a whole number of 0 or more") }
            return value
        }
        let z = try number(zText, "z")
        guard z <= maximumZoom else { throw MapSnapError(field: "z", message: "\(z) is above \(maximumZoom)") }
        let x = try number(xText, "x"), y = try number(yText, "y"), count = 1 << z
        guard x < count else { throw MapSnapError(field: "x", message: "\(x) is outside the \(count) columns of zoom \(z)") }
        guard y < count else { throw MapSnapError(field: "y", message: "\(y) is outside the \(count) rows of zoom \(z)") }
        return TileCoordinate(z: z, x: x, y: y)
    }
}
