import Features
import Foundation
import Geo
import MapStyle

/// Per-render memo of the features of each source layer and their projected, simplified shapes, so that the
/// many style layers drawing the same features (casings, fills, bridges) query and project them once.
///
/// Filters are evaluated once per distinct combination of the attributes they read, not once per feature:
/// a source layer's thousands of features fall into a few dozen such groups (class, subclass, brunnel, ...),
/// and a style has dozens of layers filtering the same source layer.
///
/// The geometry and the labels may read it from two threads at once (`DisplayListBuilder`): its memos are under a
/// lock, and what they hold is computed outside it (two threads asking for the same thing at once both compute it,
/// alike).
final class FeatureCache: @unchecked Sendable {
    let source: FeatureSource
    /// Style sources drawn from their own data (`BaseMap.sources`); layers of other sources read `source`.
    let sources: [String: FeatureSource]
    let rect: MapRect
    /// The style zoom the map is drawn at (tile sources choose their tiles by it).
    let zoom: Double
    /// Per source layer, the attribute keys any style filter on it reads, sorted.
    private let filterKeys: [String: [String]]
    private let lock = NSLock()
    private var featuresByLayer: [String: [MapFeature]] = [:]
    private var projectedByLayer: [String: [Int: [[Point]]]] = [:]
    /// Per source layer, its features grouped by each sorted list of keys asked for.
    private var groupsByLayer: [String: [[String]: AttributeGroups]] = [:]

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The label language (`BaseMap.language`).
    let language: String?

    init(source: FeatureSource, sources: [String: FeatureSource] = [:], rect: MapRect, zoom: Double, style: Style, language: String? = nil) {
        self.language = language
        self.source = source
        self.sources = sources
        self.rect = rect
        self.zoom = zoom
        var keys: [String: Set<String>] = [:]
        for layer in style.layers {
            guard let key = FeatureCache.key(for: layer, sources: sources), let filter = layer.filter else { continue }
            keys[key, default: []].formUnion(filter.keys)
        }
        filterKeys = keys.mapValues { $0.sorted() }
    }

    /// The key the cache knows a style layer's features by: its source layer, after its source's name when that
    /// source has data of its own; nil for a layer without features (a background).
    func key(for layer: StyleLayer) -> String? {
        FeatureCache.key(for: layer, sources: sources)
    }

    private static let separator: Character = "\u{1F}"

    private static func key(for layer: StyleLayer, sources: [String: FeatureSource]) -> String? {
        guard let sourceLayer = layer.sourceLayer else { return nil }
        guard let name = layer.source, sources[name] != nil else { return sourceLayer }
        return "\(name)\(separator)\(sourceLayer)"
    }

    /// The features of a layer by its `key(for:)`.
    func features(_ key: String) -> [MapFeature] {
        if let cached = locked({ featuresByLayer[key] }) { return cached }
        let parts = key.split(separator: FeatureCache.separator, maxSplits: 1, omittingEmptySubsequences: false)
        let (source, layer) = parts.count == 2 ? (sources[String(parts[0])] ?? self.source, String(parts[1])) : (self.source, key)
        // A map across ±180° asks each world copy it shows for its part, and moves what it finds there into view.
        var found = rect.worldCopies.flatMap { part in
            let features = source.features(layer: layer, in: part.rect, zoom: zoom)
            return part.shift == 0 ? features : features.map { $0.shifted(by: part.shift) }
        }
        if let language {
            for index in found.indices {
                if let name = FeatureCache.name(in: found[index].attributes, language: language) { found[index].attributes["name"] = name }
            }
        }
        locked { featuresByLayer[key] = found }
        return found
    }

    /// Indices of the layer's features that pass the style layer's filter.
    func matching(_ styleLayer: StyleLayer, _ layer: String) -> [Int] {
        let all = features(layer)
        guard let filter = styleLayer.filter else { return Array(all.indices) }
        let groups = attributeGroups(layer, sortedKeys: filterKeys[layer] ?? [])
        let passes = groups.representatives.map { filter.matches($0.attributes, geometryType: $0.geometryType, zoom: zoom) }
        return all.indices.filter { passes[groups.groupOfFeature[$0]] }
    }

    /// The feature's lines or rings in image points, simplified; a polygon's rings wound as vector tiles wind them
    /// (`RingWinding`).
    func projected(_ layer: String, _ index: Int, viewport: Viewport, tolerance: Double) -> [[Point]] {
        if let cached = locked({ projectedByLayer[layer]?[index] }) { return cached }
        let feature = features(layer)[index]
        let shapes: [[MapPoint]]
        let isPolygon: Bool
        switch feature.geometry {
        case .line(let points): shapes = [points]; isPolygon = false
        case .polygon(let rings): shapes = rings; isPolygon = true
        case .point: shapes = []; isPolygon = false
        }
        // One world copy for the whole shape (the one nearest the image centre), so it stays in one piece.
        let shift = viewport.worldShift(near: feature.bounds.center.x)
        let simplified = shapes.map { Simplification.douglasPeucker($0.map { viewport.point(for: $0, shift: shift) }, tolerance: tolerance) }
        // Rings wound as vector tiles wind them (rings assembled from OSM ways run either way), so that non-zero
        // fills leave every hole open and a line-offset along a ring goes to the same side as MapLibre's.
        let result = isPolygon ? RingWinding.woundForFilling(simplified) : simplified
        locked { projectedByLayer[layer, default: [:]][index] = result }
        return result
    }

    /// The layer's features grouped by the values of `keys` (what a filter or a data-driven value reads): a value
    /// evaluated for one feature of a group holds for the whole group.
    func attributeGroups(_ layer: String, keys: Set<String>) -> AttributeGroups {
        attributeGroups(layer, sortedKeys: keys.sorted())
    }

    private func attributeGroups(_ layer: String, sortedKeys keys: [String]) -> AttributeGroups {
        if let cached = locked({ groupsByLayer[layer]?[keys] }) { return cached }
        let groups = AttributeGroups(features(layer), keys: keys)
        locked { groupsByLayer[layer, default: [:]][keys] = groups }
        return groups
    }
}

/// Features grouped by the values of a few attribute keys: every feature in a group passes or fails a filter
/// on those keys alike, so one representative per group is enough to test.
struct AttributeGroups {
    /// A group's values: the attributes restricted to the keys, and the geometry type.
    struct Representative {
        let attributes: [String: String]
        let geometryType: String
    }

    private(set) var representatives: [Representative] = []
    /// The group of each feature, by index.
    private(set) var groupOfFeature: [Int] = []

    init(_ features: [MapFeature], keys wanted: [String]) {
        // A filter that reads more than named attributes (`*`) groups by every attribute the features have.
        let keys = wanted.contains("*") ? Array(Set(features.flatMap(\.attributes.keys)).union(["$type"])).sorted() : wanted
        var groupOfValues: [[String?]: Int] = [:]
        groupOfFeature.reserveCapacity(features.count)
        for feature in features {
            let geometryType = feature.geometry.typeName
            let values = keys.map { $0 == "$type" ? geometryType : feature.attributes[$0] }
            if let group = groupOfValues[values] {
                groupOfFeature.append(group)
                continue
            }
            var attributes: [String: String] = [:]
            for (key, value) in zip(keys, values) where key != "$type" { attributes[key] = value }
            groupOfValues[values] = representatives.count
            groupOfFeature.append(representatives.count)
            representatives.append(Representative(attributes: attributes, geometryType: geometryType))
        }
    }
}

extension FeatureCache {
    /// A feature's name in `language`: its `name:<language>`; else, when its name is not in Latin letters, its
    /// `name:latin` or `int_name`; else nil (the name stays). The data keeps `name:xx` only where it differs from the
    /// name, so a missing one means the name is already that.
    static func name(in attributes: [String: String], language: String) -> String? {
        guard let name = attributes["name"] else { return nil }
        if let translated = attributes["name:" + language] { return translated }
        let latin = name.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic || $0.value < 0x0250 || (0x1E00...0x1EFF).contains($0.value) }
        return latin ? nil : attributes["name:latin"] ?? attributes["int_name"]
    }
}
