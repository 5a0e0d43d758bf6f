import Geo

/// A symbol drawn many times the same way (a marker, pin or dot): its commands relative to an origin, placed at
/// `origin`. Raster canvases draw each distinct sprite once and composite copies; vector output replays the
/// commands where they belong.
public struct Sprite: Hashable, Sendable {
    /// Where the commands' (0, 0) goes, in points.
    public var origin: Point
    /// The area the commands cover around (0, 0), shadows and rims included, in points.
    public var bounds: Rect
    /// What to draw, relative to (0, 0).
    public var commands: [DrawCommand]

    /// Creates a sprite.
    public init(origin: Point, bounds: Rect, commands: [DrawCommand]) {
        self.origin = origin
        self.bounds = bounds
        self.commands = commands
    }

    /// The commands moved to `origin`: what drawing the sprite means.
    public var placedCommands: [DrawCommand] {
        commands.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }
}

extension DrawCommand {
    /// The command moved by (dx, dy) points.
    public func offsetBy(dx: Double, dy: Double) -> DrawCommand {
        func moved(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
        switch self {
        case .fill(let path, let color, let rule): return .fill(path.offsetBy(dx: dx, dy: dy), color, rule)
        case .stroke(let path, let style): return .stroke(path.offsetBy(dx: dx, dy: dy), style)
        case .strokeGradient(let segments, let style):
            return .strokeGradient(segments.map { ColoredSegment(start: moved($0.start), end: moved($0.end), startColor: $0.startColor,
                                                                 endColor: $0.endColor) }, style)
        case .text(var run):
            run.origin = moved(run.origin)
            return .text(run)
        case .glyphs(var run):
            run.glyphs = run.glyphs.map { PlacedGlyph(text: $0.text, center: moved($0.center), angle: $0.angle) }
            return .glyphs(run)
        case .image(let source, let rect, let tint, let opacity):
            return .image(source, rect: Rect(x: rect.minX + dx, y: rect.minY + dy, width: rect.size.width, height: rect.size.height),
                          tint: tint, opacity: opacity)
        case .patternFill(let path, let source, let tile, let origin, let opacity):
            return .patternFill(path.offsetBy(dx: dx, dy: dy), source, tile: tile, origin: moved(origin), opacity: opacity)
        case .patternStroke(let lines, let source, let tile, let width, let roundCaps):
            return .patternStroke(lines.map { $0.map(moved) }, source, tile: tile, width: width, roundCaps: roundCaps)
        case .rotatedImage(let source, let center, let size, let angle, let opacity):
            return .rotatedImage(source, center: moved(center), size: size, angle: angle, opacity: opacity)
        case .sprite(var sprite):
            sprite.origin = moved(sprite.origin)
            return .sprite(sprite)
        case .beginTurn(let center, let angle): return .beginTurn(center: moved(center), angle: angle)
        case .endTurn, .beginGroup, .endGroup, .antialiasing: return self
        }
    }
}
