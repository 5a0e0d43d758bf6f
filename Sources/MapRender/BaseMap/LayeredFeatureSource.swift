import Geo
import OSM

/// Features from several sources layered together: the world layer under an extract.
public struct LayeredFeatureSource: FeatureSource {
    /// The sources, bottom first.
    public let sources: [FeatureSource]

    /// Layers sources (bottom first).
    public init(_ sources: [FeatureSource]) {
        self.sources = sources
    }

    public func features(layer: String, in rect: MapRect) -> [MapFeature] {
        sources.flatMap { $0.features(layer: layer, in: rect) }
    }

    /// The extent of the top source that has one (the extract's).
    public var extent: MapRect? {
        sources.reversed().lazy.compactMap(\.extent).first
    }
}
