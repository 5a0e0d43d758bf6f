import Geo

/// Where base-map features come from: an OSM extract's `FeatureStore`, a prepared file, or vector tiles.
public protocol FeatureSource: Sendable {
    /// Features of an OpenMapTiles layer whose bounds intersect `rect`, in a stable order.
    func features(layer: String, in rect: MapRect) -> [MapFeature]
    /// Features for a map drawn at style zoom `zoom` (tile sources pick their tiles by it; others ignore it).
    func features(layer: String, in rect: MapRect, zoom: Double) -> [MapFeature]
    /// Reads what a map of `rect` at `zoom` will query, reporting damaged data (queries skip what cannot be read).
    func load(_ rect: MapRect, zoom: Double) throws(FeatureSourceError)
    /// The area the source has data for, if bounded.
    var extent: MapRect? { get }
    /// Credits the data asks maps to show besides OpenStreetMap's (a tile file's attribution), e.g. "© OpenMapTiles".
    var credits: [String] { get }
}

extension FeatureSource {
    public var credits: [String] { [] }

    public func features(layer: String, in rect: MapRect, zoom: Double) -> [MapFeature] {
        features(layer: layer, in: rect)
    }

    public func load(_ rect: MapRect, zoom: Double) throws(FeatureSourceError) {}
}

/// Base-map data that could not be read (a damaged tile), with a message naming the file and the part.
public struct FeatureSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
