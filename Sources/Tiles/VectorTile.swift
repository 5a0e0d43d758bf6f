import OSM

/// A decoded Mapbox Vector Tile (MVT 2.1): named layers of features whose geometry is in tile units
/// (0…`extent` across the tile, y down; the buffer around the tile goes beyond both ends).
public struct VectorTile: Sendable {
    /// Layers in file order.
    public var layers: [Layer]

    /// One layer of a tile.
    public struct Layer: Sendable {
        /// The layer name (OpenMapTiles: `water`, `transportation`, …).
        public var name: String
        /// Tile units across the tile (usually 4096).
        public var extent: Int
        /// The features.
        public var features: [Feature]
    }

    /// The geometry type of a feature.
    public enum GeometryType: Int, Sendable {
        case unknown = 0, point = 1, lineString = 2, polygon = 3
    }

    /// One feature: attributes as strings, geometry as parts (points, lines or rings) of tile-unit points.
    public struct Feature: Sendable {
        /// The feature id, when the tile has one.
        public var id: UInt64?
        /// The geometry type.
        public var type: GeometryType
        /// Attributes; numbers and booleans written as text (`2`, `0.5`, `true`).
        public var attributes: [String: String]
        /// Points (one part each), lines, or rings (exterior rings clockwise in tile units, holes anticlockwise).
        public var parts: [[SIMD2<Int32>]]
    }
}
