import Geo

/// Features from several sources layered together: the world layer under an extract. Where the extract
/// covers the whole area asked for, the world layer is not consulted (nor, if it loads lazily, loaded).
public struct LayeredFeatureSource: FeatureSource {
    /// The sources, bottom first.
    public let sources: [FeatureSource]
    /// Layers every source answers for even where a source above covers the area (the world's labels).
    public let layersNeverHidden: Set<String>

    /// Layers sources (bottom first); `layersNeverHidden` are asked of every source wherever they are.
    public init(_ sources: [FeatureSource], layersNeverHidden: Set<String> = []) {
        self.sources = sources
        self.layersNeverHidden = layersNeverHidden
    }

    /// Features from every source, except sources hidden where a source above them covers the whole rectangle.
    public func features(layer: String, in rect: MapRect) -> [MapFeature] {
        visible(rect, layer: layer).flatMap { $0.features(layer: layer, in: rect) }
    }

    /// Features from every source not hidden, for a map at style zoom `zoom`.
    public func features(layer: String, in rect: MapRect, zoom: Double) -> [MapFeature] {
        visible(rect, layer: layer).flatMap { $0.features(layer: layer, in: rect, zoom: zoom) }
    }

    /// Loads what every source not hidden needs.
    public func load(_ rect: MapRect, zoom: Double) throws(FeatureSourceError) {
        for source in visible(rect) { try source.load(rect, zoom: zoom) }
    }

    /// The sources not hidden by a source above them that covers the whole rectangle, except for the layers never
    /// hidden (the world's country and city labels: extracts and tile files label neither below zoom 10, so a
    /// country's or the planet's data would otherwise leave maps of zoom 4–9 without names).
    private func visible(_ rect: MapRect, layer: String? = nil) -> [FeatureSource] {
        if let layer, layersNeverHidden.contains(layer) { return sources }
        return sources.enumerated().filter { index, _ in
            !sources[(index + 1)...].contains { $0.extent?.contains(rect) ?? false }
        }.map(\.element)
    }

    /// The credits of every source, each once, bottom source first.
    public var credits: [String] {
        var seen = Set<String>()
        return sources.flatMap(\.credits).filter { seen.insert($0).inserted }
    }

    /// The extent of the top source that has one (the extract's).
    public var extent: MapRect? {
        sources.reversed().lazy.compactMap(\.extent).first
    }
}
