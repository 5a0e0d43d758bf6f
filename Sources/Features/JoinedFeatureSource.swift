import Geo

/// Base-map features of several regions drawn as one (regions prepared separately, from overlapping extracts): each
/// query asks only the regions whose extents it touches, and a feature two regions both hold (the same OSM element
/// with the same shape, from their overlap) is drawn once.
public struct JoinedFeatureSource: FeatureSource {
    private let parts: [any FeatureSource]

    /// The regions' features, in the order given (the first region's copy of a shared feature is kept).
    public init(_ parts: [any FeatureSource]) {
        self.parts = parts
    }

    private func touched(_ rect: MapRect) -> [any FeatureSource] {
        parts.filter { $0.extent.map { $0.intersects(rect) } ?? true }
    }

    public func features(layer: String, in rect: MapRect) -> [MapFeature] {
        joined(touched(rect).map { $0.features(layer: layer, in: rect) })
    }

    public func features(layer: String, in rect: MapRect, zoom: Double) -> [MapFeature] {
        joined(touched(rect).map { $0.features(layer: layer, in: rect, zoom: zoom) })
    }

    /// The lists one after another, without a second copy of an OSM element's feature of the same bounds.
    private func joined(_ lists: [[MapFeature]]) -> [MapFeature] {
        guard lists.count > 1 else { return lists.first ?? [] }
        struct Key: Hashable { let osmID: Int64, bounds: MapRect }
        var seen = Set<Key>()
        var result: [MapFeature] = []
        for list in lists {
            for feature in list {
                if feature.osmID != 0, !seen.insert(Key(osmID: feature.osmID, bounds: feature.bounds)).inserted { continue }
                result.append(feature)
            }
        }
        return result
    }

    public func load(_ rect: MapRect, zoom: Double) throws(FeatureSourceError) {
        for part in touched(rect) { try part.load(rect, zoom: zoom) }
    }

    /// The rectangle around every region's extent.
    public var extent: MapRect? {
        let extents = parts.compactMap(\.extent)
        guard var union = extents.first else { return nil }
        for extent in extents.dropFirst() {
            union = MapRect(corner: MapPoint(x: min(union.minX, extent.minX), y: min(union.minY, extent.minY)),
                            corner: MapPoint(x: max(union.maxX, extent.maxX), y: max(union.maxY, extent.maxY)))
        }
        return union
    }

    public var credits: [String] {
        var seen = Set<String>()
        return parts.flatMap(\.credits).filter { seen.insert($0).inserted }
    }
}
