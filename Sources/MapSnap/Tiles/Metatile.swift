import Geo
import Tiles

/// A block of `side` × `side` raster tiles of the XYZ grid drawn as one image and cut into its tiles, as mod_tile
/// does: its tiles meet without a seam, its labels are placed once across them, and where two metatiles meet a label
/// is drawn whole in both or in neither (`Options.seamlessLabels`). The server's raster tiles and `mapsnap tiles`
/// both draw them.
public struct Metatile: Hashable, Sendable {
    /// The zoom, and the column and row of the top-left tile.
    public var z: Int, x: Int, y: Int
    /// The tiles along each side.
    public var side: Int
    /// The points of a tile's side: 256, or 512 (MapLibre's tiles: the tile at zoom z drawn at MapLibre's zoom z).
    public var tilePoints: Int
    /// Pixels per point (1 to 4).
    public var scale: Int
    /// The tiles' image format.
    public var format: ImageFormat

    /// The points of a metatile's side when the zoom's grid has room: 8 × 8 tiles of 256 points, 4 × 4 of 512, as
    /// mod_tile draws. Blocks of 4 × 4 give cold tiles of views at random places 1.5 times as fast but twice the
    /// seams, where street names are left out (Docs/benchmarks.md).
    public static let points = 2048

    /// Creates a metatile.
    public init(z: Int, x: Int, y: Int, side: Int, tilePoints: Int = 256, scale: Int = 1, format: ImageFormat = .png) {
        (self.z, self.x, self.y, self.side, self.tilePoints, self.scale, self.format) = (z, x, y, side, tilePoints, scale, format)
    }

    /// The metatile that holds tile `x`, `y` of zoom `z`: up to `Metatile.points` points a side (the whole world at
    /// the lowest zooms) and `maximumPixels` pixels (a server's `--max-pixels`: fewer tiles a side, down to one),
    /// aligned on multiples of its side, so that every tile belongs to exactly one.
    public static func holding(z: Int, x: Int, y: Int, tilePoints: Int = 256, scale: Int = 1, format: ImageFormat = .png,
                               maximumPixels: Int = .max) -> Metatile {
        var side = min(points / tilePoints, 1 << z)
        while side > 1, (side * tilePoints * scale) * (side * tilePoints * scale) > maximumPixels { side /= 2 }
        return Metatile(z: z, x: x / side * side, y: y / side * side, side: side, tilePoints: tilePoints, scale: scale, format: format)
    }

    /// The points of the block's side.
    public var points: Int { side * tilePoints }

    /// Its tiles' columns and rows, row by row from the top left (the order `draw` gives them in).
    public var tiles: [(x: Int, y: Int)] {
        (0..<(side * side)).map { (x + $0 % side, y + $0 / side) }
    }

    /// The region the block shows, at the style zoom of its tiles (a 256-point tile at zoom z is MapLibre's z − 1,
    /// a 512-point one MapLibre's z).
    public var region: CoordinateRegion {
        let corner = TileCoordinate(z: z, x: x, y: y).bounds, reach = Double(side) * corner.size.width / 2
        let center = MapPoint(x: corner.minX + reach, y: corner.maxY - reach)
        let size = Double(points)
        return Viewport(center: center.coordinate, zoom: Double(z) + (tilePoints == 512 ? 1 : 0), size: Size(width: size, height: size)).visibleRegion
    }

    /// Draws the block in `style` (a built-in name or a style file, its sources drawn from `styleSources` where
    /// given) over `data`, and encodes each of its tiles, in the order of `tiles`. `severalCores` draws the one
    /// image on several cores (for a caller that draws one metatile at a time).
    public func draw(style: String, styleSources: [String: String] = [:], data: MapData, resources: RenderResources? = nil,
                     severalCores: Bool = false) throws(MapSnapError) -> [[UInt8]] {
        var options = MapSnapshotter.Options()
        options.size = Size(width: Double(points), height: Double(points))
        options.scale = Double(scale)
        options.region = region
        options.style = style
        options.styleSources = styleSources
        options.attribution = Attribution(isVisible: false)
        // No label is cut or repeated where this metatile meets the next: both place the labels across it alike.
        options.seamlessLabels = true
        options.drawsOnSeveralCores = severalCores
        return try MapSnapshotter(options: options, data: data, resources: resources).encodedTiles(tilePoints: tilePoints, as: format)
    }
}
