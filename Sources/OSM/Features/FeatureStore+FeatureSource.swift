import Features
import Geo

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
