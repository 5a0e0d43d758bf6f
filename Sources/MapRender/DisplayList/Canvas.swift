import Geo
import MapStyle

/// A drawing backend that can replay a display list (Cairo is the one shipped).
public protocol Canvas {
    /// Fills a path.
    func fill(_ path: Path, color: Color, rule: FillRule)
    /// Strokes a path.
    func stroke(_ path: Path, style: StrokeStyle)
    /// Strokes segments each with its own colour gradient.
    func strokeGradient(_ segments: [ColoredSegment], style: StrokeStyle)
    /// Draws text.
    func draw(_ text: TextRun)
    /// Draws rotated glyphs (halos first, then the glyphs).
    func draw(_ glyphs: GlyphRun)
    /// Draws an image scaled into `rect` (as a mask in `tint` when given); throws when it cannot be read.
    func drawImage(_ source: ImageSource, in rect: Rect, tint: Color?, opacity: Double) throws
    /// Fills a path (even-odd) with `image` repeated in `tile`-sized copies from the image's origin.
    func fillPattern(_ path: Path, image: ImageSource, tile: Size, origin: Point, opacity: Double) throws
    /// Strokes polylines `width` wide with `image` repeated along each in `tile`-sized copies centred across the line.
    func strokePattern(_ lines: [[Point]], image: ImageSource, tile: Size, width: Double, roundCaps: Bool) throws
    /// Draws an image of `size` centred on `center`, turned `angle` radians clockwise.
    func drawImage(_ source: ImageSource, center: Point, size: Size, angle: Double, opacity: Double) throws
    /// Draws what follows, up to `endTurn`, turned `angle` radians clockwise about `center`.
    func beginTurn(center: Point, angle: Double)
    /// Ends the turn begun last.
    func endTurn()
    /// Starts an offscreen group.
    func beginGroup()
    /// Composites the current group with `opacity`.
    func endGroup(opacity: Double)
    /// Sets how finely the shapes drawn from now on are antialiased.
    func setAntialiasing(_ quality: Antialiasing)
    /// Draws a sprite (by default, its commands at its origin).
    func draw(_ sprite: Sprite) throws
}

extension Canvas {
    public func draw(_ sprite: Sprite) throws {
        try replay(sprite.placedCommands)
    }
}

/// Measures text the way the backend will draw it, so layout can place labels without overlap.
public protocol TextMeasurer {
    /// The size of the text's layout box in points, wrapped at `wrapWidth` when given and cut to `maxLines` (0: no limit).
    func measure(_ text: String, font: FontSpec, wrapWidth: Double?, maxLines: Int) -> Size
}

extension TextMeasurer {
    /// The size of unlimited text, wrapped at `wrapWidth` when given.
    public func measure(_ text: String, font: FontSpec, wrapWidth: Double?) -> Size {
        measure(text, font: font, wrapWidth: wrapWidth, maxLines: 0)
    }

    /// The size of a text run as it will be drawn.
    public func measure(_ run: TextRun) -> Size {
        measure(run.text, font: run.font, wrapWidth: run.wrapWidth, maxLines: run.maxLines)
    }
}

extension DisplayList {
    /// Draws every command, in order, on `canvas`.
    public func replay(on canvas: Canvas) throws {
        try canvas.replay(commands)
    }
}

extension Canvas {
    /// Draws `commands` in order (a display list's, or a sprite's).
    public func replay(_ commands: [DrawCommand]) throws {
        for command in commands {
            switch command {
            case .fill(let path, let color, let rule): fill(path, color: color, rule: rule)
            case .stroke(let path, let style): stroke(path, style: style)
            case .strokeGradient(let segments, let style): strokeGradient(segments, style: style)
            case .text(let run): draw(run)
            case .glyphs(let run): draw(run)
            case .image(let source, let rect, let tint, let opacity): try drawImage(source, in: rect, tint: tint, opacity: opacity)
            case .patternFill(let path, let source, let tile, let origin, let opacity):
                try fillPattern(path, image: source, tile: tile, origin: origin, opacity: opacity)
            case .patternStroke(let lines, let source, let tile, let width, let roundCaps):
                try strokePattern(lines, image: source, tile: tile, width: width, roundCaps: roundCaps)
            case .rotatedImage(let source, let center, let size, let angle, let opacity):
                try drawImage(source, center: center, size: size, angle: angle, opacity: opacity)
            case .beginTurn(let center, let angle): beginTurn(center: center, angle: angle)
            case .endTurn: endTurn()
            case .beginGroup: beginGroup()
            case .endGroup(let opacity): endGroup(opacity: opacity)
            case .antialiasing(let quality): setAntialiasing(quality)
            case .sprite(let sprite): try draw(sprite)
            }
        }
    }
}
