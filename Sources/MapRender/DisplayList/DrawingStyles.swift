import Geo
import MapStyle

/// How the ends of open lines are drawn.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    case butt, round, square
}

/// How corners between line segments are drawn.
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    case miter, round, bevel
}

/// Which areas of a self-overlapping path are inside.
public enum FillRule: Hashable, Sendable {
    /// Alternating inside/outside: inner rings become holes.
    case evenOdd
    /// Anything wound around at least once is inside.
    case nonZero
}

/// Everything needed to stroke a path.
public struct StrokeStyle: Hashable, Sendable {
    /// Line colour (with its alpha).
    public var color: Color
    /// Line width in points.
    public var width: Double
    /// Alternating dash and gap lengths in points; empty for a solid line.
    public var dash: [Double]
    /// End caps.
    public var cap: LineCap
    /// Corner joins.
    public var join: LineJoin

    /// Creates a stroke style.
    public init(color: Color, width: Double, dash: [Double] = [], cap: LineCap = .round, join: LineJoin = .round) {
        self.color = color
        self.width = width
        self.dash = dash
        self.cap = cap
        self.join = join
    }
}

/// A colour at a fraction (0...1) of the way along a gradient.
public struct GradientStop: Hashable, Sendable {
    /// Where the colour applies, from 0 (start) to 1 (end).
    public var location: Double
    /// The colour at that location.
    public var color: Color

    /// Creates a gradient stop.
    public init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }
}

extension [GradientStop] {
    /// The interpolated colour at `location` (stops sorted by location).
    public func color(at location: Double) -> Color {
        guard let first, let last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for index in 1..<count where location <= self[index].location {
            let a = self[index - 1], b = self[index]
            let span = b.location - a.location
            return a.color.mixed(with: b.color, fraction: span > 0 ? (location - a.location) / span : 1)
        }
        return last.color
    }
}

/// A font request: family (fontconfig name), size in points, weight.
public struct FontSpec: Hashable, Sendable {
    /// Font family or fontconfig alias, e.g. "MapSnap Sans".
    public var family: String
    /// Size in points.
    public var size: Double
    /// Bold instead of regular.
    public var bold: Bool
    /// The CSS weight (100 thin … 400 regular … 900 black); nil for regular, or bold when `bold` is set.
    public var weight: Int?
    /// Italic instead of upright.
    public var italic: Bool
    /// Extra space between letters, in ems (`text-letter-spacing`).
    public var letterSpacing: Double
    /// The distance between the baselines of wrapped lines, in ems (`text-line-height`); nil for the font's own.
    public var lineHeight: Double?

    /// Creates a font request.
    public init(family: String = FontSpec.defaultFamily, size: Double, bold: Bool = false, weight: Int? = nil, italic: Bool = false,
                letterSpacing: Double = 0, lineHeight: Double? = nil) {
        self.family = family
        self.size = size
        self.bold = bold
        self.weight = weight
        self.italic = italic
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
    }

    /// The weight to draw with.
    public var resolvedWeight: Int { weight ?? (bold ? 700 : 400) }

    /// The project's pinned sans-serif family (Noto Sans with fallbacks for other scripts and emoji).
    public static let defaultFamily = "MapSnap Sans"
}

extension LineCap {
    /// The cap a style's `line-cap` names.
    init(_ styled: StyleLayer.LineCap) {
        switch styled {
        case .butt: self = .butt
        case .round: self = .round
        case .square: self = .square
        }
    }
}

extension LineJoin {
    /// The join a style's `line-join` names.
    init(_ styled: StyleLayer.LineJoin) {
        switch styled {
        case .bevel: self = .bevel
        case .round: self = .round
        case .miter: self = .miter
        }
    }
}
