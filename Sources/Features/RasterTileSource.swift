import Geo

/// One image tile of a raster source: its area on the Web Mercator plane (already moved onto the world copy the map
/// asked about) and its encoded image (PNG, JPEG or WebP bytes, as stored).
public struct RasterTile: Sendable {
    /// The tile's area.
    public var bounds: MapRect
    /// A name unique to the tile's file and position (`FILE#z/x/y`), for caching and messages.
    public var id: String
    /// The stored image bytes.
    public var image: [UInt8]
    /// The tile's zoom, column (0 at the antimeridian, going east) and row (0 at the top, going south).
    public var z: Int
    public var x: Int
    public var y: Int

    /// Creates a tile.
    public init(bounds: MapRect, id: String, image: [UInt8], z: Int, x: Int, y: Int) {
        self.bounds = bounds
        self.id = id
        self.image = image
        self.z = z
        self.x = x
        self.y = y
    }
}

/// Image tiles for raster layers (a style's `raster` source over an MBTiles or PMTiles file of images).
public protocol RasterTileSource: Sendable {
    /// The tiles covering `rect` for a map at style zoom `zoom` (MapLibre's, 512-pixel tiles): those of the source's
    /// zoom nearest the map's for its tile size (for elevations the one below, as MapLibre picks them), the deepest
    /// zoom's enlarged past it, none below its lowest zoom.
    /// Tiles the file does not have are left out; a damaged file throws.
    func tiles(covering rect: MapRect, zoom: Double) throws(FeatureSourceError) -> [RasterTile]

    /// The tile at zoom `z`, column `x`, row `y` (within the world), or nil when the file does not have it.
    func tile(z: Int, x: Int, y: Int) throws(FeatureSourceError) -> RasterTile?
}

extension RasterTileSource {
    /// The eight tiles around `tile`, row by row from the top left (top left, top, top right, left, right, bottom
    /// left, bottom, bottom right); columns wrap around the antimeridian, rows past the poles and tiles the file does
    /// not have are nil. Each is placed beside `tile` (on its world copy). Those among `read` (tiles already read,
    /// such as the others in view) are taken from it, not read again.
    public func neighbours(of tile: RasterTile, among read: [RasterTile] = []) throws(FeatureSourceError) -> [RasterTile?] {
        let side = 1 << tile.z
        var output: [RasterTile?] = []
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                let row = tile.y + dy, column = ((tile.x + dx) % side + side) % side
                var found: RasterTile?
                if row >= 0, row < side {
                    found = read.first { $0.z == tile.z && $0.x == column && $0.y == row }
                    if found == nil { found = try self.tile(z: tile.z, x: column, y: row) }
                }
                guard var found else {
                    output.append(nil)
                    continue
                }
                found.bounds.origin.x = tile.bounds.origin.x + Double(dx) * tile.bounds.size.width
                found.bounds.origin.y = tile.bounds.origin.y - Double(dy) * tile.bounds.size.height
                output.append(found)
            }
        }
        return output
    }
}
