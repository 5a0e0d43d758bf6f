import Geo
import OSM

/// Features from several sources layered together: the world layer under an extract. Where the extract
/// covers the whole area asked for, the world layer is not consulted (nor, if it loads lazily, loaded).
public struct LayeredFeatureSource: FeatureSource {
    /// The sources, bottom first.
    public let sources: [FeatureSource]

    /// Layers sources (bottom first).
    public init(_ sources: [FeatureSource]) {
        self.sources = sources
    }

    /// Features from every source, except sources hidden where a source above them covers the whole rectangle.
    public func features(layer: String, in rect: MapRect) -> [MapFeature] {
        var result: [MapFeature] = []
        for (index, source) in sources.enumerated() {
            let covered = sources[(index + 1)...].contains { $0.extent?.contains(rect) ?? false }
            if !covered { result += source.features(layer: layer, in: rect) }
        }
        return result
    }

    /// The extent of the top source that has one (the extract's).
    public var extent: MapRect? {
        sources.reversed().lazy.compactMap(\.extent).first
    }
}
