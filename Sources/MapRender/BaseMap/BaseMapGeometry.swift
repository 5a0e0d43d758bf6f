import Foundation
import Geo
import MapStyle
import OSM

/// Draws the base map's background, fill and line layers for a viewport (labels are placed separately).
struct BaseMapGeometry {
    let baseMap: BaseMap
    let viewport: Viewport

    var zoom: Double { BaseMap.styleZoom(viewport) }

    /// The projected area to query, a little larger than the image so wide lines at the edges are complete.
    var queryRect: MapRect {
        let margin = 64 * viewport.metresPerPoint
        let visible = viewport.visibleMapRect
        return MapRect(origin: MapPoint(x: visible.minX - margin, y: visible.minY - margin),
                       size: MapSize(width: visible.size.width + 2 * margin, height: visible.size.height + 2 * margin))
    }

    func commands() -> [DrawCommand] {
        var output: [DrawCommand] = []
        let rect = queryRect
        var cache = FeatureCache(source: baseMap.source, rect: rect)
        let clip = viewport.bounds.insetBy(-64)
        let tolerance = 0.3 / viewport.scale
        for layer in baseMap.style.layers where layer.isVisible(at: zoom) {
            switch layer.type {
            case .background:
                if let color = layer.paint.backgroundColor?.value(at: zoom) {
                    output.append(.fill(Path(rings: [[Point(x: 0, y: 0), Point(x: viewport.size.width, y: 0),
                                                      Point(x: viewport.size.width, y: viewport.size.height),
                                                      Point(x: 0, y: viewport.size.height)]]), color, .nonZero))
                }
            case .fill:
                guard let sourceLayer = layer.sourceLayer else { continue }
                var path = Path()
                for index in cache.matching(layer, sourceLayer) {
                    for ring in cache.projected(sourceLayer, index, viewport: viewport, tolerance: tolerance) {
                        let points = Clipping.clipRing(ring, to: clip)
                        if points.count > 2 { path.addLines(points, closed: true) }
                    }
                }
                guard !path.isEmpty else { continue }
                let opacity = layer.paint.fillOpacity?.value(at: zoom) ?? 1
                if let color = layer.paint.fillColor?.value(at: zoom) {
                    output.append(.fill(path, color.withOpacity(opacity), .evenOdd))
                }
                if let outline = layer.paint.fillOutlineColor?.value(at: zoom) {
                    output.append(.stroke(path, StrokeStyle(color: outline.withOpacity(opacity), width: 0.5, cap: .butt, join: .miter)))
                }
            case .line:
                guard let sourceLayer = layer.sourceLayer, let color = layer.paint.lineColor?.value(at: zoom) else { continue }
                let width = layer.paint.lineWidth?.value(at: zoom) ?? 1
                guard width > 0.05 else { continue }
                var path = Path()
                let features = cache.features(sourceLayer)
                let indices = cache.matching(layer, sourceLayer).sorted { features[$0].zOrder < features[$1].zOrder }
                for index in indices {
                    let closeRings = { if case .polygon = features[index].geometry { return true } else { return false } }()
                    for line in cache.projected(sourceLayer, index, viewport: viewport, tolerance: tolerance) {
                        let points = closeRings ? line + (line.first.map { [$0] } ?? []) : line
                        for part in Clipping.clipPolyline(points, to: clip) { path.addLines(part, closed: false) }
                    }
                }
                guard !path.isEmpty else { continue }
                let opacity = layer.paint.lineOpacity?.value(at: zoom) ?? 1
                let dash = (layer.paint.lineDasharray ?? []).map { $0 * width }
                output.append(.stroke(path, StrokeStyle(color: color.withOpacity(opacity), width: width, dash: dash,
                                                        cap: LineCap(rawValue: layer.layout.lineCap ?? "butt") ?? .butt,
                                                        join: LineJoin(rawValue: layer.layout.lineJoin ?? "miter") ?? .miter)))
            case .symbol:
                continue
            }
        }
        return output
    }

    func matching(_ layer: StyleLayer, _ sourceLayer: String, _ rect: MapRect) -> [MapFeature] {
        baseMap.source.features(layer: sourceLayer, in: rect).filter { feature in
            layer.filter?.matches(feature.attributes, geometryType: feature.geometry.typeName) ?? true
        }
    }
}

/// Per-render memo of the features of each source layer and their projected, simplified shapes, so that the
/// many style layers drawing the same features (casings, fills, bridges) query and project them once.
struct FeatureCache {
    let source: FeatureSource
    let rect: MapRect
    private var featuresByLayer: [String: [MapFeature]] = [:]
    private var projectedByLayer: [String: [Int: [[Point]]]] = [:]

    init(source: FeatureSource, rect: MapRect) {
        self.source = source
        self.rect = rect
    }

    mutating func features(_ layer: String) -> [MapFeature] {
        if let cached = featuresByLayer[layer] { return cached }
        let found = source.features(layer: layer, in: rect)
        featuresByLayer[layer] = found
        return found
    }

    /// Indices of the layer's features that pass the style layer's filter.
    mutating func matching(_ styleLayer: StyleLayer, _ layer: String) -> [Int] {
        let all = features(layer)
        guard let filter = styleLayer.filter else { return Array(all.indices) }
        return all.indices.filter { filter.matches(all[$0].attributes, geometryType: all[$0].geometry.typeName) }
    }

    /// The feature's lines or rings in image points, simplified.
    mutating func projected(_ layer: String, _ index: Int, viewport: Viewport, tolerance: Double) -> [[Point]] {
        if let cached = projectedByLayer[layer]?[index] { return cached }
        let feature = features(layer)[index]
        let shapes: [[MapPoint]]
        switch feature.geometry {
        case .line(let points): shapes = [points]
        case .polygon(let rings): shapes = rings
        case .point: shapes = []
        }
        let result = shapes.map { Simplification.douglasPeucker($0.map(viewport.point(for:)), tolerance: tolerance) }
        projectedByLayer[layer, default: [:]][index] = result
        return result
    }
}
