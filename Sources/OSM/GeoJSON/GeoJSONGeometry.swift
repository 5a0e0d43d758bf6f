import Geo
import StrictJSON

/// An RFC 7946 geometry; positions are converted to (latitude, longitude) coordinates.
public indirect enum GeoJSONGeometry: Hashable, Sendable {
    case point(Coordinate)
    case multiPoint([Coordinate])
    case lineString([Coordinate])
    case multiLineString([[Coordinate]])
    /// Rings: the first is the exterior, the rest are holes.
    case polygon([[Coordinate]])
    case multiPolygon([[[Coordinate]]])
    case geometryCollection([GeoJSONGeometry])
}

/// An RFC 7946 feature: a geometry (or none) with its properties.
public struct GeoJSONFeature: Sendable {
    /// The geometry; nil for a feature whose geometry is null.
    public var geometry: GeoJSONGeometry?
    /// The feature's `properties` object with its JSON path; nil when absent or null.
    public var properties: JSONNode?

    /// Creates a feature.
    public init(geometry: GeoJSONGeometry?, properties: JSONNode?) {
        self.geometry = geometry
        self.properties = properties
    }
}
