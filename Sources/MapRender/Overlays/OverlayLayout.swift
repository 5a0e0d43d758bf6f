import Foundation
import Geo
import MapStyle

/// Turns overlays into draw commands for a viewport: project, simplify, clip.
public struct OverlayLayout {
    /// The viewport being drawn.
    public let viewport: Viewport

    /// Creates a layout for a viewport.
    public init(viewport: Viewport) {
        self.viewport = viewport
    }

    /// Commands that draw `overlay`.
    public func commands(for overlay: Overlay) -> [DrawCommand] {
        switch overlay {
        case .polyline(let line): return commands(for: line)
        case .polygon(let polygon):
            return areaCommands(rings: [polygon.exterior] + polygon.holes, style: polygon.style)
        case .circle(let circle):
            let count = max(32, min(256, Int(circle.radius / viewport.groundMetresPerPoint)))
            return areaCommands(rings: [Distance.circle(center: circle.center, radius: circle.radius, count: count)],
                                style: circle.style)
        }
    }

    /// Simplification tolerance: a quarter of a device pixel.
    var tolerance: Double { 0.25 / viewport.scale }

    /// The rectangle geometry is clipped to: the image grown by `margin` points.
    func clipRect(margin: Double) -> Rect {
        viewport.bounds.insetBy(-(margin + 2))
    }

    /// Image points of a line, expanded along great circles when asked.
    func projectedLine(_ coordinates: [Coordinate], geodesic: Bool) -> [Point] {
        guard geodesic, coordinates.count > 1 else { return viewport.points(forLine: coordinates) }
        var expanded: [Coordinate] = [coordinates[0]]
        let step = max(1_000, viewport.groundMetresPerPoint * 8)
        for index in 1..<coordinates.count {
            expanded.append(contentsOf: Distance.greatCircle(from: coordinates[index - 1], to: coordinates[index], step: step).dropFirst())
        }
        return viewport.points(forLine: expanded)
    }

    func commands(for line: PolylineOverlay) -> [DrawCommand] {
        let style = line.style
        let projected = Simplification.douglasPeucker(projectedLine(line.coordinates, geodesic: line.geodesic), tolerance: tolerance)
        let clip = clipRect(margin: style.lineWidth + 2 * style.casingWidth)
        var output: [DrawCommand] = []
        if let casing = style.casingColor, style.casingWidth > 0 {
            let path = Path(polylines: Clipping.clipPolyline(projected, to: clip))
            guard !path.isEmpty else { return [] }
            output.append(.stroke(path, StrokeStyle(color: casing, width: style.lineWidth + 2 * style.casingWidth,
                                                    cap: style.lineCap, join: style.lineJoin)))
        }
        let stroke = StrokeStyle(color: style.strokeColor, width: style.lineWidth, dash: style.lineDashPattern,
                                 cap: style.lineCap, join: style.lineJoin)
        if style.gradient.isEmpty {
            let path = Path(polylines: Clipping.clipPolyline(projected, to: clip))
            guard !path.isEmpty else { return [] }
            output.append(.stroke(path, stroke))
        } else {
            let segments = gradientSegments(projected, stops: style.gradient, clip: clip)
            guard !segments.isEmpty else { return [] }
            output.append(.strokeGradient(segments, stroke))
        }
        return grouped(output, opacity: style.opacity)
    }

    /// Splits a line into segments coloured by their fraction of the whole line's length, then clips them.
    func gradientSegments(_ points: [Point], stops: [GradientStop], clip: Rect) -> [ColoredSegment] {
        guard points.count > 1 else { return [] }
        var lengths = [0.0]
        for index in 1..<points.count {
            lengths.append(lengths[index - 1] + hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y))
        }
        let total = max(lengths[lengths.count - 1], 1e-9)
        var segments: [ColoredSegment] = []
        for index in 1..<points.count {
            let a = points[index - 1], b = points[index]
            guard let (start, end) = Clipping.clipSegment(a, b, to: clip) else { continue }
            let segmentLength = max(hypot(b.x - a.x, b.y - a.y), 1e-9)
            func fraction(_ point: Point) -> Double {
                (lengths[index - 1] + hypot(point.x - a.x, point.y - a.y) * (lengths[index] - lengths[index - 1]) / segmentLength) / total
            }
            segments.append(ColoredSegment(start: start, end: end, startColor: stops.color(at: fraction(start)),
                                           endColor: stops.color(at: fraction(end))))
        }
        return segments
    }

    func areaCommands(rings: [[Coordinate]], style: AreaStyle) -> [DrawCommand] {
        let clip = clipRect(margin: style.lineWidth)
        let projected = rings.map { ring in
            Clipping.clipRing(Simplification.douglasPeucker(viewport.points(forLine: ring), tolerance: tolerance), to: clip)
        }
        let path = Path(rings: projected)
        guard !path.isEmpty else { return [] }
        var output: [DrawCommand] = []
        if let fill = style.fillColor { output.append(.fill(path, fill, .evenOdd)) }
        if let stroke = style.strokeColor, style.lineWidth > 0 {
            output.append(.stroke(path, StrokeStyle(color: stroke, width: style.lineWidth, dash: style.lineDashPattern)))
        }
        return grouped(output, opacity: style.opacity)
    }

    func grouped(_ commands: [DrawCommand], opacity: Double) -> [DrawCommand] {
        guard opacity < 1, !commands.isEmpty else { return commands }
        return [.beginGroup] + commands + [.endGroup(opacity: opacity)]
    }
}
