import Foundation

/// The transform between the map and an image: a region drawn into `size` points at `scale` pixels per point.
///
/// Built MapKit-style: the region's Web Mercator rectangle is fitted into the image and widened
/// along the axis whose aspect differs, never cropped, so the whole region is always visible.
///
/// A `bearing` turns the map about the image centre, as a camera's heading does: the direction `bearing` degrees
/// clockwise from north points up. Positions are worked out in the *level frame* first (the image as it would be with
/// north up, same centre and size) and then turned into the image; `levelRect(for:shift:)` and `levelPoint(_:)` give
/// that frame to code that lays out tiles, which stay square in it.
public struct Viewport: Hashable, Sendable {
    /// The projected point at the image centre (x may lie outside the world for regions across the antimeridian).
    public let center: MapPoint
    /// Projected metres per image point.
    public let metresPerPoint: Double
    /// Image size in points.
    public let size: Size
    /// Pixels per point (1, 2, 3, …).
    public let scale: Double
    /// Degrees clockwise from true north of the direction that points up in the image, in 0..<360 (0: north up).
    public let bearing: Double
    /// How the level frame turns into the image.
    private let turn: Turn

    /// Creates a viewport from a projected centre and resolution, turned by `bearing` degrees (any value; kept in
    /// 0..<360).
    public init(center: MapPoint, metresPerPoint: Double, size: Size, scale: Double = 1, bearing: Double = 0) {
        self.center = center
        self.metresPerPoint = metresPerPoint
        self.size = size
        self.scale = scale
        self.bearing = Turn.normalized(bearing)
        turn = Turn(degrees: self.bearing)
    }

    /// Creates a viewport that shows all of `region` in an image of `size` points; a `bearing` turns the map about
    /// the region's centre at the same scale (the region's corners may then fall outside the image).
    public init(region: CoordinateRegion, size: Size, scale: Double = 1, bearing: Double = 0) {
        let west = WebMercator.x(longitude: region.west)
        let east = WebMercator.x(longitude: region.east)
        let north = WebMercator.y(latitude: region.north)
        let south = WebMercator.y(latitude: region.south)
        let perPoint = max((east - west) / size.width, (north - south) / size.height)
        self.init(center: MapPoint(x: (west + east) / 2, y: (north + south) / 2),
                  metresPerPoint: perPoint, size: size, scale: scale, bearing: bearing)
    }

    /// The same map turned to another bearing.
    public func turned(to bearing: Double) -> Viewport {
        Viewport(center: center, metresPerPoint: metresPerPoint, size: size, scale: scale, bearing: bearing)
    }

    /// The angle in radians, clockwise on the image, that turns the level frame into the image (minus the bearing).
    public var levelTurnAngle: Double { -bearing * .pi / 180 }

    /// Whether the map is turned (bearing not 0).
    public var isTurned: Bool { bearing != 0 }

    /// Fractional zoom level in the 256-point tile convention (zoom 0 shows the world in 256 points).
    public var zoom: Double {
        log2(WebMercator.worldWidth / (metresPerPoint * 256))
    }

    /// Image size in pixels (points × scale, rounded).
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    /// Image height in pixels (points × scale, rounded).
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// The image rectangle in points.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The smallest rectangle of the level frame around the image (the image's own bounds when not turned).
    public var levelBounds: Rect {
        let box = turn.box(width: size.width, height: size.height)
        let halfWidth = box.width / 2, halfHeight = box.height / 2
        return Rect(x: size.width / 2 - halfWidth, y: size.height / 2 - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight)
    }

    /// The image position of a coordinate, in points, using the world copy nearest the image centre.
    public func point(for coordinate: Coordinate) -> Point {
        point(for: MapPoint(coordinate))
    }

    /// The image position of a projected point, using the world copy nearest the image centre.
    public func point(for mapPoint: MapPoint) -> Point {
        let dx = Viewport.nearestCopy(mapPoint.x - center.x)
        return imagePoint(across: dx / metresPerPoint, down: (center.y - mapPoint.y) / metresPerPoint)
    }

    /// The rectangle of a projected rectangle moved east by `shift` metres, in points of the level frame (the image's
    /// own points when the map is not turned).
    public func levelRect(for mapRect: MapRect, shift: Double) -> Rect {
        let corner = Point(x: size.width / 2 + (mapRect.minX + shift - center.x) / metresPerPoint,
                           y: size.height / 2 + (center.y - mapRect.maxY) / metresPerPoint)
        return Rect(origin: corner, size: Size(width: mapRect.size.width / metresPerPoint, height: mapRect.size.height / metresPerPoint))
    }

    /// Where an image point lies in the level frame.
    public func levelPoint(_ point: Point) -> Point {
        let across = point.x - size.width / 2, down = point.y - size.height / 2
        return Point(x: size.width / 2 + turn.cos * across - turn.sin * down, y: size.height / 2 + turn.sin * across + turn.cos * down)
    }

    /// Where a point of the level frame lies in the image.
    public func imagePoint(level point: Point) -> Point {
        imagePoint(across: point.x - size.width / 2, down: point.y - size.height / 2)
    }

    /// The image point `across` points right of and `down` points below the centre in the level frame.
    private func imagePoint(across: Double, down: Double) -> Point {
        Point(x: size.width / 2 + (turn.cos * across + turn.sin * down), y: size.height / 2 + (turn.cos * down - turn.sin * across))
    }

    /// Image positions of a connected line, each segment taking the short way round the globe.
    ///
    /// The first point uses the world copy nearest the image centre; later points continue from
    /// their predecessor, so a line from Tokyo to San Francisco crosses the Pacific.
    public func points(forLine coordinates: [Coordinate]) -> [Point] {
        var result: [Point] = []
        result.reserveCapacity(coordinates.count)
        var previousX = 0.0
        for (index, coordinate) in coordinates.enumerated() {
            let mapPoint = MapPoint(coordinate)
            var dx: Double
            if index == 0 {
                dx = Viewport.nearestCopy(mapPoint.x - center.x)
            } else {
                dx = previousX + Viewport.nearestCopy(mapPoint.x - center.x - previousX)
            }
            previousX = dx
            result.append(imagePoint(across: dx / metresPerPoint, down: (center.y - mapPoint.y) / metresPerPoint))
        }
        return result
    }

    /// The coordinate shown at an image position given in points (longitude wrapped into -180..<180).
    public func coordinate(at point: Point) -> Coordinate {
        let point = levelPoint(point)
        let mapPoint = MapPoint(x: center.x + (point.x - size.width / 2) * metresPerPoint,
                                y: center.y - (point.y - size.height / 2) * metresPerPoint)
        return mapPoint.coordinate.wrapped
    }

    /// The projected rectangle the image shows (when the map is turned, the smallest one around the turned image).
    public var visibleMapRect: MapRect {
        let box = turn.box(width: size.width, height: size.height)
        let halfWidth = box.width / 2 * metresPerPoint, halfHeight = box.height / 2 * metresPerPoint
        return MapRect(origin: MapPoint(x: center.x - halfWidth, y: center.y - halfHeight),
                       size: MapSize(width: 2 * halfWidth, height: 2 * halfHeight))
    }

    /// The region the whole image shows (around the turned image when the map is turned; wider than the requested region along one axis when aspects differ).
    public var visibleRegion: CoordinateRegion {
        let rect = visibleMapRect
        let north = WebMercator.latitude(y: rect.maxY)
        let south = WebMercator.latitude(y: rect.minY)
        let centerLongitude = Coordinate.wrapLongitude(WebMercator.longitude(x: center.x))
        return CoordinateRegion(
            center: Coordinate(latitude: (north + south) / 2, longitude: centerLongitude),
            span: CoordinateSpan(latitudeDelta: north - south,
                                 longitudeDelta: rect.size.width / WebMercator.worldWidth * 360))
    }

    /// Ground metres per point at the image centre (Mercator scale corrected by latitude).
    public var groundMetresPerPoint: Double {
        metresPerPoint * cos(WebMercator.latitude(y: center.y) * .pi / 180)
    }

    /// The multiple of the world's width that moves projected x onto the world copy nearest the image centre: one
    /// shift for a whole shape keeps it in one piece (shifting each point on its own tears shapes wider than half
    /// the world).
    public func worldShift(near x: Double) -> Double {
        let dx = x - center.x
        return Viewport.nearestCopy(dx) - dx
    }

    /// The image position of a projected point moved east by `shift` metres, without choosing a world copy.
    public func point(for mapPoint: MapPoint, shift: Double) -> Point {
        imagePoint(across: (mapPoint.x + shift - center.x) / metresPerPoint, down: (center.y - mapPoint.y) / metresPerPoint)
    }

    /// Wraps a projected x difference into the half-open world interval around zero.
    static func nearestCopy(_ dx: Double) -> Double {
        let world = WebMercator.worldWidth
        var value = (dx + world / 2).truncatingRemainder(dividingBy: world)
        if value < 0 { value += world }
        return value - world / 2
    }
}

extension Viewport {
    /// A viewport centred on a coordinate at a (fractional) zoom in the 256-point tile convention.
    public init(center: Coordinate, zoom: Double, size: Size, scale: Double = 1, bearing: Double = 0) {
        self.init(center: MapPoint(center), metresPerPoint: WebMercator.worldWidth / (256 * pow(2, zoom)), size: size, scale: scale,
                  bearing: bearing)
    }
}

/// The cosine and sine of a bearing, exact at multiples of 90° (so a map turned a quarter keeps straight edges).
struct Turn: Hashable, Sendable {
    let cos: Double
    let sin: Double

    init(degrees: Double) {
        switch degrees {
        case 0: (cos, sin) = (1, 0)
        case 90: (cos, sin) = (0, 1)
        case 180: (cos, sin) = (-1, 0)
        case 270: (cos, sin) = (0, -1)
        default: (cos, sin) = (Foundation.cos(degrees * .pi / 180), Foundation.sin(degrees * .pi / 180))
        }
    }

    /// The size of the upright box around a `width` x `height` rectangle turned this far.
    func box(width: Double, height: Double) -> (width: Double, height: Double) {
        (abs(cos) * width + abs(sin) * height, abs(sin) * width + abs(cos) * height)
    }

    /// `degrees` in 0..<360 (any finite value; not-finite ones are 0).
    static func normalized(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return 0 }
        let turned = degrees.truncatingRemainder(dividingBy: 360)
        let positive = turned < 0 ? turned + 360 : turned
        return positive >= 360 || positive == 0 ? 0 : positive
    }
}
