import Features
import Foundation
import Geo
import MapStyle

/// Draws the base map's background, fill and line layers for a viewport (labels are placed separately), with
/// fast antialiasing: thousands of small shapes look the same with it and draw in half the time.
struct BaseMapGeometry {
    let baseMap: BaseMap
    let viewport: Viewport
    /// The features in view, queried, filtered and projected once and shared with the labels.
    let cache: FeatureCache

    init(baseMap: BaseMap, viewport: Viewport) {
        self.baseMap = baseMap
        self.viewport = viewport
        cache = FeatureCache(source: baseMap.source, rect: BaseMapGeometry.queryRect(viewport), zoom: BaseMap.styleZoom(viewport), style: baseMap.style)
    }

    var zoom: Double { BaseMap.styleZoom(viewport) }

    /// The projected area to query, a little larger than the image so wide lines at the edges are complete.
    static func queryRect(_ viewport: Viewport) -> MapRect {
        let margin = 64 * viewport.metresPerPoint
        let visible = viewport.visibleMapRect
        return MapRect(origin: MapPoint(x: visible.minX - margin, y: visible.minY - margin),
                       size: MapSize(width: visible.size.width + 2 * margin, height: visible.size.height + 2 * margin))
    }

    func commands() -> [DrawCommand] {
        var output: [DrawCommand] = []
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
                let outlineColor = layer.paint.fillOutlineColor?.value(at: zoom)
                let features = cache.features(sourceLayer)
                let matching = cache.matching(layer, sourceLayer)
                // Outlines leave out the edges where a tile cut the shape (they are not the feature's edge).
                let cutsOutlines = outlineColor != nil && matching.contains { features[$0].clipBounds != nil }
                var path = Path()
                var outlines = Path()
                for index in matching {
                    let cut = cutsOutlines ? features[index].clipBounds.map { viewport.rect(for: $0, shift: viewport.worldShift(near: features[index].bounds.center.x)) } : nil
                    for ring in cache.projected(sourceLayer, index, viewport: viewport, tolerance: tolerance) {
                        let points = Clipping.clipRing(ring, to: clip)
                        guard points.count > 2 else { continue }
                        path.addLines(points, closed: true)
                        guard cutsOutlines else { continue }
                        if let cut {
                            for piece in TileCutEdges.outline(points, cut: cut) { outlines.addLines(piece, closed: false) }
                        } else {
                            outlines.addLines(points, closed: true)
                        }
                    }
                }
                guard !path.isEmpty else { continue }
                let opacity = layer.paint.fillOpacity?.value(at: zoom) ?? 1
                if let color = layer.paint.fillColor?.value(at: zoom) {
                    output.append(.fill(path, color.withOpacity(opacity), .evenOdd))
                }
                if let outlineColor {
                    let style = StrokeStyle(color: outlineColor.withOpacity(opacity), width: 0.5, cap: .butt, join: .miter)
                    output.append(.stroke(cutsOutlines ? outlines : path, style))
                }
            case .line:
                guard let sourceLayer = layer.sourceLayer, let color = layer.paint.lineColor?.value(at: zoom) else { continue }
                let width = layer.paint.lineWidth?.value(at: zoom) ?? 1
                guard width > 0.05 else { continue }
                var path = Path()
                let features = cache.features(sourceLayer)
                let indices = cache.matching(layer, sourceLayer).map { (features[$0].zOrder, $0) }.sorted { $0 < $1 }.map(\.1)
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
        return DrawCommand.withFastAntialiasing(output)
    }
}
