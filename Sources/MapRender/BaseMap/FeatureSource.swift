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
        let indices: [Int]
        if layer == "transportation_name" {
            indices = query(layer: "transportation", in: rect).filter { features[$0].name != nil }
        } else {
            indices = query(layer: layer, in: rect)
        }
        return indices.map { features[$0] }
    }
}
