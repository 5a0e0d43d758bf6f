import Geo

/// A feature's shape, projected to Web Mercator metres once at load time.
public enum FeatureGeometry: Sendable {
    case point(MapPoint)
    case line([MapPoint])
    /// Rings: the first is the exterior, the rest are holes.
    case polygon([[MapPoint]])

    /// The geometry type name style filters use (`$type`): Point, LineString or Polygon.
    public var typeName: String {
        switch self {
        case .point: return "Point"
        case .line: return "LineString"
        case .polygon: return "Polygon"
        }
    }

    /// How many points the geometry has.
    public var pointCount: Int {
        switch self {
        case .point: return 1
        case .line(let points): return points.count
        case .polygon(let rings): return rings.reduce(0) { $0 + $1.count }
        }
    }

    /// The smallest rectangle containing the geometry.
    public var bounds: MapRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ point: MapPoint) {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        switch self {
        case .point(let point): add(point)
        case .line(let points): points.forEach(add)
        case .polygon(let rings): rings.first?.forEach(add)
        }
        guard minX.isFinite else { return MapRect(origin: MapPoint(x: 0, y: 0), size: MapSize(width: 0, height: 0)) }
        return MapRect(corner: MapPoint(x: minX, y: minY), corner: MapPoint(x: maxX, y: maxY))
    }
}

/// One base-map feature in an OpenMapTiles-schema layer, with the attributes styles filter on.
public struct MapFeature: Sendable {
    /// The layer, named as in the OpenMapTiles schema (`water`, `transportation`, `poi`, …).
    public var layer: String
    /// Attributes: `class`, `subclass`, `name`, `ref`, `brunnel`, `layer`, `rank`, `admin_level`, … as strings.
    public var attributes: [String: String]
    /// The shape.
    public var geometry: FeatureGeometry
    /// Bounding rectangle of the shape.
    public var bounds: MapRect
    /// The OSM element it came from (negative for relations, 0 for derived features such as the sea).
    public var osmID: Int64
    /// The rectangle the shape was cut to (a vector tile's square), when it was cut: ring edges along it are cuts,
    /// not the feature's outline; a line from a tile always has its tile's (its ends on it go on in the next tile).
    public var clipBounds: MapRect?

    /// Creates a feature; bounds are computed from the geometry.
    public init(layer: String, attributes: [String: String], geometry: FeatureGeometry, osmID: Int64) {
        self.layer = layer
        self.attributes = attributes
        self.geometry = geometry
        self.bounds = geometry.bounds
        self.osmID = osmID
    }

    /// The `class` attribute.
    public var featureClass: String { attributes["class"] ?? "" }
    /// The `name` attribute.
    public var name: String? { attributes["name"] }
    /// The OSM `layer` tag as a number (bridges above, tunnels below), default 0.
    public var zOrder: Int { Int(attributes["layer"] ?? "") ?? 0 }
}

extension MapFeature {
    /// The feature moved east by `shift` metres (onto another copy of the world).
    public func shifted(by shift: Double) -> MapFeature {
        guard shift != 0 else { return self }
        func move(_ point: MapPoint) -> MapPoint { MapPoint(x: point.x + shift, y: point.y) }
        var moved = self
        switch geometry {
        case .point(let point): moved.geometry = .point(move(point))
        case .line(let points): moved.geometry = .line(points.map(move))
        case .polygon(let rings): moved.geometry = .polygon(rings.map { $0.map(move) })
        }
        moved.bounds = MapRect(origin: move(bounds.origin), size: bounds.size)
        moved.clipBounds = clipBounds.map { MapRect(origin: move($0.origin), size: $0.size) }
        return moved
    }
}

extension MapFeature {
    /// The `extent` feature: the area a source has data for, as a polygon (drawn as land over the world layer, so the
    /// source's own data wins there).
    public static func extent(_ bounds: MapRect) -> MapFeature {
        let corners = [MapPoint(x: bounds.minX, y: bounds.minY), MapPoint(x: bounds.maxX, y: bounds.minY),
                       MapPoint(x: bounds.maxX, y: bounds.maxY), MapPoint(x: bounds.minX, y: bounds.maxY),
                       MapPoint(x: bounds.minX, y: bounds.minY)]
        return MapFeature(layer: "extent", attributes: ["class": "extract"], geometry: .polygon([corners]), osmID: 0)
    }
}
