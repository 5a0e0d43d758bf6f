import Foundation

/// A point on the Web Mercator plane (EPSG:3857) in metres: x east, y north.
public struct MapPoint: Hashable, Sendable {
    /// Metres east of the prime meridian on the projected plane.
    public var x: Double
    /// Metres north of the equator on the projected plane.
    public var y: Double

    /// Creates a projected point from its coordinates in metres.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Projects a coordinate; latitude is clamped to ±`WebMercator.maxLatitude`.
    public init(_ coordinate: Coordinate) {
        self.init(x: WebMercator.x(longitude: coordinate.longitude), y: WebMercator.y(latitude: coordinate.latitude))
    }

    /// The coordinate this point stands for (longitude not wrapped).
    public var coordinate: Coordinate {
        Coordinate(latitude: WebMercator.latitude(y: y), longitude: WebMercator.longitude(x: x))
    }
}

/// A size on the Web Mercator plane in metres.
public struct MapSize: Hashable, Sendable {
    /// East-west extent in metres.
    public var width: Double
    /// North-south extent in metres.
    public var height: Double

    /// Creates a size in projected metres.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle on the Web Mercator plane; `origin` is the south-west corner.
public struct MapRect: Hashable, Sendable {
    /// South-west corner.
    public var origin: MapPoint
    /// Extent in metres.
    public var size: MapSize

    /// Creates a rectangle from its south-west corner and size.
    public init(origin: MapPoint, size: MapSize) {
        self.origin = origin
        self.size = size
    }

    /// The smallest rectangle containing both corners.
    public init(corner a: MapPoint, corner b: MapPoint) {
        origin = MapPoint(x: min(a.x, b.x), y: min(a.y, b.y))
        size = MapSize(width: abs(a.x - b.x), height: abs(a.y - b.y))
    }

    /// Western edge.
    public var minX: Double { origin.x }
    /// Eastern edge.
    public var maxX: Double { origin.x + size.width }
    /// Southern edge.
    public var minY: Double { origin.y }
    /// Northern edge.
    public var maxY: Double { origin.y + size.height }
    /// The centre point.
    public var center: MapPoint { MapPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// Whether the point lies inside or on the edge.
    public func contains(_ point: MapPoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Whether `other` lies entirely inside this rectangle.
    public func contains(_ other: MapRect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles share any area or edge.
    public func intersects(_ other: MapRect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
}

/// Spherical Web Mercator (EPSG:3857) formulas.
public enum WebMercator {
    /// The sphere radius EPSG:3857 uses: WGS 84's semi-major axis, in metres.
    public static let radius = 6_378_137.0
    /// Width of the whole world on the plane, in metres (about 40,075 km).
    public static let worldWidth = 2 * Double.pi * radius
    /// The latitude at which the projected world is square: ±85.0511°.
    public static let maxLatitude = 85.051_128_779_806_59

    /// Projected x of a longitude (not wrapped).
    public static func x(longitude: Double) -> Double {
        radius * longitude * .pi / 180
    }

    /// Projected y of a latitude, clamped to ±`maxLatitude`.
    public static func y(latitude: Double) -> Double {
        let clamped = min(max(latitude, -maxLatitude), maxLatitude) * .pi / 180
        return radius * log(tan(.pi / 4 + clamped / 2))
    }

    /// Longitude of a projected x (not wrapped).
    public static func longitude(x: Double) -> Double {
        x / radius * 180 / .pi
    }

    /// Latitude of a projected y.
    public static func latitude(y: Double) -> Double {
        (2 * atan(exp(y / radius)) - .pi / 2) * 180 / .pi
    }
}

extension MapRect {
    /// The rectangle cut into its parts on each copy of the world (a map across ±180° reaches past the edge of the
    /// projected world), each moved onto the world proper, with the shift that moves what is found there back.
    /// A rectangle inside the world is its only part, with shift 0.
    public var worldCopies: [(rect: MapRect, shift: Double)] {
        let world = WebMercator.worldWidth, half = world / 2
        guard minX < -half || maxX > half else { return [(self, 0)] }
        guard minX.isFinite, maxX.isFinite, size.width < 8 * world else { return [(self, 0)] }
        let first = Int(((minX + half) / world).rounded(.down)), last = Int(((maxX + half) / world).rounded(.down))
        var parts: [(MapRect, Double)] = []
        for copy in first...last {
            let shift = Double(copy) * world
            let west = max(minX, shift - half), east = min(maxX, shift + half)
            guard east > west else { continue }
            parts.append((MapRect(origin: MapPoint(x: west - shift, y: minY), size: MapSize(width: east - west, height: size.height)), shift))
        }
        return parts
    }
}
