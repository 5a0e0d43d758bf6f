import Geo
import MapStyle

/// Style of a line overlay, after MapKit's `MKPolylineRenderer` (plus casing and gradient).
public struct LineStyle: Hashable, Sendable {
    /// Line colour.
    public var strokeColor: Color = .systemBlue
    /// Line width in points.
    public var lineWidth: Double = 5
    /// Opacity of the whole line including its casing, 0...1.
    public var opacity: Double = 1
    /// Casing (border) colour drawn under the line on both sides; nil for none.
    public var casingColor: Color? = nil
    /// Casing width on each side, in points.
    public var casingWidth: Double = 0
    /// Dash and gap lengths in points; empty for solid.
    public var lineDashPattern: [Double] = []
    /// End caps.
    public var lineCap: LineCap = .round
    /// Corner joins.
    public var lineJoin: LineJoin = .round
    /// Colours along the line (by fraction of its length); overrides `strokeColor` when not empty.
    public var gradient: [GradientStop] = []

    /// The default: a 5 pt system-blue line with round caps and joins.
    public init() {}
}

/// Style of an area overlay, after MapKit's `MKPolygonRenderer`/`MKCircleRenderer`.
public struct AreaStyle: Hashable, Sendable {
    /// Fill colour; nil for none.
    public var fillColor: Color? = Color.systemBlue.withOpacity(0.25)
    /// Outline colour; nil for none.
    public var strokeColor: Color? = .systemBlue
    /// Outline width in points.
    public var lineWidth: Double = 2
    /// Outline dash and gap lengths; empty for solid.
    public var lineDashPattern: [Double] = []
    /// Opacity of the whole area, 0...1.
    public var opacity: Double = 1

    /// The default: translucent blue fill with a 2 pt blue outline.
    public init() {}
}

/// A line through coordinates (`MKPolyline`, `MKGeodesicPolyline` when `geodesic`).
public struct PolylineOverlay: Hashable, Sendable {
    /// The vertices in order.
    public var coordinates: [Coordinate]
    /// Follow great circles between vertices instead of straight Mercator lines.
    public var geodesic: Bool
    /// How it is drawn.
    public var style: LineStyle
    /// The text of this overlay's style's row in an automatic legend (the first given names it).
    public var legendTitle: String?

    /// Creates a polyline overlay.
    public init(coordinates: [Coordinate], geodesic: Bool = false, style: LineStyle = LineStyle()) {
        self.coordinates = coordinates
        self.geodesic = geodesic
        self.style = style
    }
}

/// An area bounded by an exterior ring, with optional holes (`MKPolygon` with `interiorPolygons`).
public struct PolygonOverlay: Hashable, Sendable {
    /// The outer boundary (closing vertex optional).
    public var exterior: [Coordinate]
    /// Inner boundaries cut out of the area.
    public var holes: [[Coordinate]]
    /// How it is drawn.
    public var style: AreaStyle
    /// The text of this overlay's style's row in an automatic legend (the first given names it).
    public var legendTitle: String?

    /// Creates a polygon overlay.
    public init(exterior: [Coordinate], holes: [[Coordinate]] = [], style: AreaStyle = AreaStyle()) {
        self.exterior = exterior
        self.holes = holes
        self.style = style
    }
}

/// A circle on the ground with a radius in metres (`MKCircle`).
public struct CircleOverlay: Hashable, Sendable {
    /// The centre.
    public var center: Coordinate
    /// The radius in metres.
    public var radius: Double
    /// How it is drawn.
    public var style: AreaStyle
    /// The text of this overlay's style's row in an automatic legend (the first given names it).
    public var legendTitle: String?

    /// Creates a circle overlay.
    public init(center: Coordinate, radius: Double, style: AreaStyle = AreaStyle()) {
        self.center = center
        self.radius = radius
        self.style = style
    }
}

/// Anything drawn on the map between the base map and the annotations.
public enum Overlay: Hashable, Sendable {
    case polyline(PolylineOverlay)
    case polygon(PolygonOverlay)
    case circle(CircleOverlay)

    /// Every coordinate the overlay must show (for fitting the map to content).
    public var fittingCoordinates: [Coordinate] {
        switch self {
        case .polyline(let line): return line.coordinates
        case .polygon(let polygon): return polygon.exterior
        case .circle(let circle):
            return [0.0, 90, 180, 270].map { Distance.destination(from: circle.center, metres: circle.radius, bearing: $0) }
        }
    }

    /// How far the drawing reaches past its coordinates, in points (half the line width with casing).
    public var drawnExtent: Double {
        switch self {
        case .polyline(let line): return line.style.lineWidth / 2 + line.style.casingWidth
        case .polygon(let polygon): return polygon.style.lineWidth / 2
        case .circle(let circle): return circle.style.lineWidth / 2
        }
    }
}
