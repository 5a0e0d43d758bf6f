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

    /// Creates a tile.
    public init(bounds: MapRect, id: String, image: [UInt8]) {
        self.bounds = bounds
        self.id = id
        self.image = image
    }
}

/// Image tiles for raster layers (a style's `raster` source over an MBTiles or PMTiles file of images).
public protocol RasterTileSource: Sendable {
    /// The tiles covering `rect` for a map at style zoom `zoom` (MapLibre's, 512-pixel tiles): those of the source's
    /// zoom nearest the map's for its tile size, the deepest zoom's enlarged past it, none below its lowest zoom.
    /// Tiles the file does not have are left out; a damaged file throws.
    func tiles(covering rect: MapRect, zoom: Double) throws(FeatureSourceError) -> [RasterTile]
}
