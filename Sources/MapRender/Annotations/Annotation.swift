import Geo
import MapStyle

/// MapKit's display priorities: who wins when annotations collide.
public enum DisplayPriority {
    /// Never hidden by collision (MapKit's default).
    public static let required = 1000.0
    /// Hidden only by required or higher-priority annotations.
    public static let defaultHigh = 750.0
    /// Hidden first.
    public static let defaultLow = 250.0
}

/// MapKit's z-priorities: who is drawn on top.
public enum ZPriority {
    /// Drawn on top of everything.
    public static let max = 1000.0
    /// The default for selected annotations.
    public static let defaultSelected = 1000.0
    /// The default for unselected annotations.
    public static let defaultUnselected = 500.0
    /// Drawn below everything.
    public static let min = 0.0
}

/// Which shape an annotation occupies when checking for collisions.
public enum CollisionMode: String, Hashable, Sendable, CaseIterable {
    /// Its bounding rectangle.
    case rectangle
    /// The circle inscribed in its symbol (lets round markers sit closer together).
    case circle
    /// It neither blocks nor is blocked.
    case none
}

/// Whether a title or subtitle is shown.
public enum FeatureVisibility: String, Hashable, Sendable, CaseIterable {
    /// Shown when there is room (subtitles: only for selected annotations, as in MapKit).
    case adaptive
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
}

/// How an annotation looks.
public enum AnnotationKind: Hashable, Sendable {
    /// MapKit's balloon marker.
    case marker(MarkerStyle)
    /// The classic pin, in a tint.
    case pin(tint: Color)
    /// A small circle with a white ring.
    case dot(color: Color)
    /// Any image, placed by a unit anchor (0,0 top-left … 1,1 bottom-right) plus an offset in points.
    case image(ImageAsset, size: Size, anchor: Point, centerOffset: Point)
    /// The blue "you are here" dot with an accuracy halo in metres.
    case userLocation(accuracy: Double)
}

/// The look of a marker balloon, as `MKMarkerAnnotationView`.
public struct MarkerStyle: Hashable, Sendable {
    /// Balloon colour.
    public var markerTintColor: Color = .systemRed
    /// Glyph colour (for text and template images).
    public var glyphTintColor: Color = .white
    /// Text in the balloon; wins over images, as in MapKit.
    public var glyphText: String?
    /// Image in the balloon.
    public var glyphImage: ImageAsset?
    /// Image in the balloon when selected (falls back to `glyphImage`).
    public var selectedGlyphImage: ImageAsset?
    /// The balloon's size (GeoJSON simplestyle's `marker-size`); medium is MapKit's.
    public var size: MarkerSize = .medium

    /// A red balloon with no glyph.
    public init() {}
}

/// Marker balloon sizes, as simplestyle-spec's `marker-size` names them.
public enum MarkerSize: String, Hashable, Sendable, CaseIterable {
    case small, medium, large

    /// The balloon's scale relative to MapKit's (about 30 pt across).
    public var scale: Double {
        switch self {
        case .small: return 0.75
        case .medium: return 1
        case .large: return 1.3
        }
    }
}

/// A callout bubble shown above an annotation.
public struct Callout: Hashable, Sendable {
    /// Bold first line; nil uses the annotation's title.
    public var title: String?
    /// Secondary line; nil uses the annotation's subtitle.
    public var subtitle: String?
    /// Extra lines under the subtitle.
    public var detail: [String] = []
    /// Icon at the left (e.g. the built-in "car").
    public var leftAccessory: ImageAsset?
    /// Icon at the right (e.g. the built-in "info").
    public var rightAccessory: ImageAsset?

    /// A callout showing the annotation's own title and subtitle.
    public init(title: String? = nil, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}

/// A point of interest drawn on the map, with MapKit's annotation-view properties.
public struct Annotation: Hashable, Sendable {
    /// Where it is.
    public var coordinate: Coordinate
    /// Title shown under the symbol (and in the callout).
    public var title: String?
    /// Subtitle shown under the title (and in the callout).
    public var subtitle: String?
    /// How it looks.
    public var kind: AnnotationKind
    /// Selected annotations are drawn larger (markers), on top, and show their callout.
    public var isSelected: Bool = false
    /// Collision winner order; `DisplayPriority.required` is never hidden. Default required, as in MapKit.
    public var displayPriority: Double = DisplayPriority.required
    /// Shape used for collisions.
    public var collisionMode: CollisionMode = .rectangle
    /// Title visibility.
    public var titleVisibility: FeatureVisibility = .adaptive
    /// Subtitle visibility.
    public var subtitleVisibility: FeatureVisibility = .adaptive
    /// Annotations with the same non-empty identifier merge into clusters where they overlap.
    public var clusteringIdentifier: String?
    /// The text of this annotation's row in an automatic legend (its kind's row; the first given names it).
    public var legendTitle: String?
    /// Drawing order; nil means `defaultSelected` or `defaultUnselected`.
    public var zPriority: Double?
    /// A callout to show; selected annotations with a title get one automatically.
    public var callout: Callout?

    /// Creates an annotation.
    public init(coordinate: Coordinate, kind: AnnotationKind = .marker(MarkerStyle()), title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
    }

    /// The drawing order actually used.
    public var effectiveZPriority: Double {
        zPriority ?? (isSelected ? ZPriority.defaultSelected : ZPriority.defaultUnselected)
    }

    /// The callout actually shown: the explicit one, or one made from the title when selected.
    public var effectiveCallout: Callout? {
        if let callout { return callout }
        return isSelected && title != nil ? Callout() : nil
    }
}
