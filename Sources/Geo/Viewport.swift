import Foundation

/// The transform between the map and an image: a region drawn into `size` points at `scale` pixels per point.
///
/// Built MapKit-style: the region's Web Mercator rectangle is fitted into the image and widened
/// along the axis whose aspect differs, never cropped, so the whole region is always visible.
public struct Viewport: Hashable, Sendable {
    /// The projected point at the image centre (x may lie outside the world for regions across the antimeridian).
    public let center: MapPoint
    /// Projected metres per image point.
    public let metresPerPoint: Double
    /// Image size in points.
    public let size: Size
    /// Pixels per point (1, 2, 3, …).
    public let scale: Double

    /// Creates a viewport from a projected centre and resolution.
    public init(center: MapPoint, metresPerPoint: Double, size: Size, scale: Double = 1) {
        self.center = center
        self.metresPerPoint = metresPerPoint
        self.size = size
        self.scale = scale
    }

    /// Creates a viewport that shows all of `region` in an image of `size` points.
    public init(region: CoordinateRegion, size: Size, scale: Double = 1) {
        let west = WebMercator.x(longitude: region.west)
        let east = WebMercator.x(longitude: region.east)
        let north = WebMercator.y(latitude: region.north)
        let south = WebMercator.y(latitude: region.south)
        let perPoint = max((east - west) / size.width, (north - south) / size.height)
        self.init(center: MapPoint(x: (west + east) / 2, y: (north + south) / 2),
                  metresPerPoint: perPoint, size: size, scale: scale)
    }

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

    /// The image position of a coordinate, in points, using the world copy nearest the image centre.
    public func point(for coordinate: Coordinate) -> Point {
        point(for: MapPoint(coordinate))
    }

    /// The image position of a projected point, using the world copy nearest the image centre.
    public func point(for mapPoint: MapPoint) -> Point {
        let dx = Viewport.nearestCopy(mapPoint.x - center.x)
        return Point(x: size.width / 2 + dx / metresPerPoint,
                     y: size.height / 2 + (center.y - mapPoint.y) / metresPerPoint)
    }

    /// The image rectangle of a projected rectangle moved east by `shift` metres, in points.
    public func rect(for mapRect: MapRect, shift: Double) -> Rect {
        let corner = point(for: MapPoint(x: mapRect.minX, y: mapRect.maxY), shift: shift)
        return Rect(origin: corner, size: Size(width: mapRect.size.width / metresPerPoint, height: mapRect.size.height / metresPerPoint))
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
            result.append(Point(x: size.width / 2 + dx / metresPerPoint,
                                y: size.height / 2 + (center.y - mapPoint.y) / metresPerPoint))
        }
        return result
    }

    /// The coordinate shown at an image position given in points (longitude wrapped into -180..<180).
    public func coordinate(at point: Point) -> Coordinate {
        let mapPoint = MapPoint(x: center.x + (point.x - size.width / 2) * metresPerPoint,
                                y: center.y - (point.y - size.height / 2) * metresPerPoint)
        return mapPoint.coordinate.wrapped
    }

    /// The projected rectangle the image shows.
    public var visibleMapRect: MapRect {
        let halfWidth = size.width / 2 * metresPerPoint
        let halfHeight = size.height / 2 * metresPerPoint
        return MapRect(origin: MapPoint(x: center.x - halfWidth, y: center.y - halfHeight),
                       size: MapSize(width: 2 * halfWidth, height: 2 * halfHeight))
    }

    /// The region the whole image shows (wider than the requested region along one axis when aspects differ).
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
        Point(x: size.width / 2 + (mapPoint.x + shift - center.x) / metresPerPoint,
              y: size.height / 2 + (center.y - mapPoint.y) / metresPerPoint)
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
    public init(center: Coordinate, zoom: Double, size: Size, scale: Double = 1) {
        self.init(center: MapPoint(center), metresPerPoint: WebMercator.worldWidth / (256 * pow(2, zoom)), size: size, scale: scale)
    }
}
