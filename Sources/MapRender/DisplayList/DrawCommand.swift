import Geo
import MapStyle

/// A line segment whose colour runs from `startColor` to `endColor` (for gradient polylines).
public struct ColoredSegment: Hashable, Sendable {
    /// Start point.
    public var start: Point
    /// End point.
    public var end: Point
    /// Colour at the start.
    public var startColor: Color
    /// Colour at the end.
    public var endColor: Color

    /// Creates a coloured segment.
    public init(start: Point, end: Point, startColor: Color, endColor: Color) {
        self.start = start
        self.end = end
        self.startColor = startColor
        self.endColor = endColor
    }
}

/// A run of text laid out at a position, with an optional halo.
public struct TextRun: Hashable, Sendable {
    /// The text (any script; the backend shapes it).
    public var text: String
    /// The font.
    public var font: FontSpec
    /// Text colour.
    public var color: Color
    /// Halo colour drawn around glyphs for legibility; nil for none.
    public var haloColor: Color?
    /// Halo width in points.
    public var haloWidth: Double
    /// Points over which the halo's edge fades out (`text-halo-blur`), centred on `haloWidth`.
    public var haloBlur: Double = 0
    /// Top-left corner of the text's layout box.
    public var origin: Point
    /// Width to wrap (or, with `maxLines` 1, to truncate) at, in points; nil for a single unbounded line.
    public var wrapWidth: Double?
    /// At most this many lines, the last ending in "…" when text is cut; 0 for no limit.
    public var maxLines: Int
    /// How wrapped lines sit within `wrapWidth` (`text-justify`).
    public var alignment: TextAlignment = .center

    /// How the lines of wrapped text are aligned.
    public enum TextAlignment: String, Hashable, Sendable {
        case left, center, right
    }

    /// Creates a text run; wrapped text is centred within `wrapWidth` unless `alignment` says otherwise.
    public init(text: String, font: FontSpec, color: Color, haloColor: Color? = nil, haloWidth: Double = 0,
                origin: Point, wrapWidth: Double? = nil, maxLines: Int = 0) {
        self.text = text
        self.font = font
        self.color = color
        self.haloColor = haloColor
        self.haloWidth = haloWidth
        self.origin = origin
        self.wrapWidth = wrapWidth
        self.maxLines = maxLines
    }
}

/// One glyph (grapheme) placed and rotated, for text that follows a line.
public struct PlacedGlyph: Hashable, Sendable {
    /// The grapheme.
    public var text: String
    /// Centre of its layout box.
    public var center: Point
    /// Rotation in radians (clockwise, y down).
    public var angle: Double

    /// Creates a placed glyph.
    public init(text: String, center: Point, angle: Double) {
        self.text = text
        self.center = center
        self.angle = angle
    }
}

/// Text laid along a path, one rotated glyph at a time (street names).
public struct GlyphRun: Hashable, Sendable {
    /// The glyphs in reading order.
    public var glyphs: [PlacedGlyph]
    /// Their font.
    public var font: FontSpec
    /// Text colour.
    public var color: Color
    /// Halo colour, if any.
    public var haloColor: Color?
    /// Halo width in points.
    public var haloWidth: Double
    /// Points over which the halo's edge fades out (`text-halo-blur`), centred on `haloWidth`.
    public var haloBlur: Double = 0

    /// Creates a glyph run.
    public init(glyphs: [PlacedGlyph], font: FontSpec, color: Color, haloColor: Color?, haloWidth: Double) {
        self.glyphs = glyphs
        self.font = font
        self.color = color
        self.haloColor = haloColor
        self.haloWidth = haloWidth
    }
}

/// One backend-neutral drawing operation.
public enum DrawCommand: Hashable, Sendable {
    /// Fill a path with a colour.
    case fill(Path, Color, FillRule)
    /// Stroke a path.
    case stroke(Path, StrokeStyle)
    /// Stroke segments each with its own linear gradient (width, cap and join from the style; its colour is unused).
    case strokeGradient([ColoredSegment], StrokeStyle)
    /// Draw text.
    case text(TextRun)
    /// Draw glyphs placed along a path.
    case glyphs(GlyphRun)
    /// Draw an image (PNG or SVG) scaled into a rectangle; a tint draws it as a mask in that colour.
    case image(ImageSource, rect: Rect, tint: Color?, opacity: Double)
    /// Fill a path (non-zero) with an image repeated across the plane, each copy `tile` points large and one copy's
    /// top-left corner at `origin`.
    case patternFill(Path, ImageSource, tile: Size, origin: Point, opacity: Double)
    /// Stroke polylines `width` wide with an image repeated along each (`line-pattern`): copies `tile` points large
    /// centred across the line and turned with each segment, from the polyline's start (a line wider than the image
    /// shows it as a band, a narrower one its middle); round caps when `roundCaps`.
    case patternStroke([[Point]], ImageSource, tile: Size, width: Double, roundCaps: Bool)
    /// Draw an image of `size` centred on `center`, turned `angle` radians clockwise (icons along lines).
    case rotatedImage(ImageSource, center: Point, size: Size, angle: Double, opacity: Double)
    /// Draw the commands up to the matching `endTurn` turned `angle` radians clockwise about `center` (a turned map's
    /// tiles, laid out square in its level frame).
    case beginTurn(center: Point, angle: Double)
    /// End the turn begun by the matching `beginTurn`.
    case endTurn
    /// Start drawing into an offscreen group.
    case beginGroup
    /// Composite the group drawn since the matching `beginGroup` with an opacity.
    case endGroup(opacity: Double)
    /// Antialias the shapes drawn after this command at the given quality (text is not affected).
    case antialiasing(Antialiasing)
    /// Draw a symbol that repeats (markers, pins, dots): raster canvases draw each distinct one once.
    case sprite(Sprite)
}

/// How finely shape edges are antialiased.
public enum Antialiasing: Hashable, Sendable {
    /// The backend's best coverage estimate: for markers, callouts and everything drawn on top of the map.
    case fine
    /// Coarser coverage (Cairo samples a 4x4 grid per pixel), about twice as fast and indistinguishable on the
    /// thousands of small base-map shapes and on overlays: the bench-peers overlay scene (a 500-point cased route
    /// and a polygon with a hole under 100 markers) drew in 2.9–3.7 ms with it against 4.7–4.8 ms, and its edges
    /// match side by side at 5x.
    case fast
    /// None: edges fall on whole pixels (a style's `fill-antialias: false`).
    case none
}

/// What to draw, in order, for one image: backend-neutral, so PNG, PDF and SVG share it.
public struct DisplayList: Hashable, Sendable {
    /// Image size in points.
    public var size: Size
    /// Pixels per point for raster output.
    public var scale: Double
    /// Commands in painting order (first is bottom-most).
    public var commands: [DrawCommand]
    /// What the image shows in words, for documents that carry a title (PDF); nil for none.
    public var title: String?

    /// Creates a display list.
    public init(size: Size, scale: Double, commands: [DrawCommand] = []) {
        self.size = size
        self.scale = scale
        self.commands = commands
    }

    /// Appends a command.
    public mutating func append(_ command: DrawCommand) {
        commands.append(command)
    }

    /// Appends commands.
    public mutating func append(contentsOf commands: [DrawCommand]) {
        self.commands.append(contentsOf: commands)
    }
}

extension DrawCommand {
    /// `commands` drawn with fast antialiasing and the fine kind restored after them; nothing when there are none.
    static func withFastAntialiasing(_ commands: [DrawCommand]) -> [DrawCommand] {
        commands.isEmpty ? [] : [.antialiasing(.fast)] + commands + [.antialiasing(.fine)]
    }
}
