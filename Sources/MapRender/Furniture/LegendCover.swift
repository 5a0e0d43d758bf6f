import Foundation
import Geo

/// What a legend box in a corner would cover, to choose the corner that covers least: annotation symbols (1000
/// each, a cluster's members 500, a selected one with its callout 3000) and the overlays' lines (each point of them
/// sampled every few points counts 1).
struct LegendCover {
    /// The annotations' symbol frames (a selected one's with its callout), each with what covering it costs.
    var symbols: [(frame: Rect, cost: Int)] = []
    /// The overlays' lines and rings, in image points.
    var lines: [[Point]] = []

    /// Nothing covered.
    init() {}

    /// How much of the annotations `box` covers (lines and areas not counted: a scale bar or an arrow over a line
    /// hides little of it).
    func symbolCost(of box: Rect) -> Int {
        symbols.filter { $0.frame.intersects(box) }.map(\.cost).reduce(0, +)
    }

    /// How much `box` covers.
    func cost(of box: Rect) -> Int {
        var cost = symbols.filter { $0.frame.intersects(box) }.map(\.cost).reduce(0, +)
        for line in lines {
            for (start, end) in zip(line, line.dropFirst()) {
                let steps = max(1, Int((abs(end.x - start.x) + abs(end.y - start.y)) / 4))
                for step in 0...steps {
                    let t = Double(step) / Double(steps)
                    if box.contains(Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)) { cost += 1 }
                }
            }
        }
        return cost
    }

    /// What `annotations` and `overlays` take on the map of `viewport`.
    init(annotations: [Annotation], overlays: [Overlay], viewport: Viewport) {
        symbols = annotations.map { annotation in
            let frame = SymbolRenderer.frame(annotation.kind, selected: annotation.isSelected, anchor: viewport.point(for: annotation.coordinate))
            // A selected annotation's callout stands above it (about 240 x 90 points) and matters most; members of a
            // cluster may merge with their neighbours, so each counts half.
            if annotation.isSelected, annotation.effectiveCallout != nil {
                return (Rect(x: frame.midX - 120, y: frame.minY - 90, width: 240, height: frame.size.height + 90), 3000)
            }
            return (frame, annotation.clusteringIdentifier == nil ? 1000 : 500)
        }
        lines = overlays.map { overlay in
            switch overlay {
            case .polyline(let line): return line.coordinates.map { viewport.point(for: $0) }
            case .polygon(let polygon): return (polygon.exterior + polygon.exterior.prefix(1)).map { viewport.point(for: $0) }
            case .circle(let circle):
                let center = viewport.point(for: circle.center), radius = circle.radius / viewport.groundMetresPerPoint
                return (0...24).map { step in
                    let angle = Double(step) / 24 * 2 * .pi
                    return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                }
            }
        }
    }
}
