import Geo
import OSM

/// Where base-map features come from: an OSM extract's `FeatureStore` today, vector tiles later.
public protocol FeatureSource: Sendable {
    /// Features of an OpenMapTiles layer whose bounds intersect `rect`, in a stable order.
    func features(layer: String, in rect: MapRect) -> [MapFeature]
    /// The area the source has data for, if bounded.
    var extent: MapRect? { get }
}

extension FeatureStore: FeatureSource {
    public func features(layer: String, in rect: MapRect) -> [MapFeature] {
        FeatureSourceQuery.features(layer: layer, in: rect, query: query) { indices in indices.map { features[$0] } }
    }
}

extension MappedFeatureStore: FeatureSource {
    public func features(layer: String, in rect: MapRect) -> [MapFeature] {
        FeatureSourceQuery.features(layer: layer, in: rect, query: query, features: features(at:))
    }
}

/// The layer rules shared by indexed stores: `transportation_name` is the named part of `transportation`.
enum FeatureSourceQuery {
    static func features(layer: String, in rect: MapRect, query: (String, MapRect) -> [Int],
                         features: ([Int]) -> [MapFeature]) -> [MapFeature] {
        if layer == "transportation_name" {
            return features(query("transportation", rect)).filter { $0.name != nil }
        }
        return features(query(layer, rect))
    }
}
