import Foundation

/// Where a map looks from, as MapKit's `MKMapCamera` says it: the coordinate under the image centre, how much ground
/// the image shows (a camera distance or a span), and the heading. The camera looks straight down (pitch is 0).
public struct MapCamera: Hashable, Sendable {
    /// How much ground the image shows.
    public enum Extent: Hashable, Sendable {
        /// The camera's height above the centre in metres. As in MapLibre, whose camera sits 1.5 image heights above
        /// the map, the image's height shows `distance` ÷ 1.5 metres of ground at the centre.
        case distance(Double)
        /// At least this span in degrees, as a region's (the image's aspect widens one side).
        case span(CoordinateSpan)
    }

    /// The coordinate under the image centre.
    public var center: Coordinate
    /// How much ground the image shows.
    public var extent: Extent
    /// Degrees clockwise from north of the direction that points up in the image (any value).
    public var heading: Double

    /// A camera `distance` metres above `center`, turned to `heading`.
    public init(center: Coordinate, distance: Double, heading: Double = 0) {
        self.center = center
        extent = .distance(distance)
        self.heading = heading
    }

    /// A camera showing `span` around `center`, turned to `heading`.
    public init(center: Coordinate, span: CoordinateSpan, heading: Double = 0) {
        self.center = center
        extent = .span(span)
        self.heading = heading
    }

    /// How many image heights above the map the camera sits (MapLibre's: its vertical field of view is 2·atan(1/3)).
    public static let heightsAboveMap = 1.5

    /// Throws when the centre, distance, span or heading is not one a map can be drawn from.
    public func validate() throws(MapSnapError) {
        do {
            _ = try Coordinate.validated(latitude: center.latitude, longitude: center.longitude)
        } catch {
            throw MapSnapError(field: "center.\(error.field)", message: error.message)
        }
        guard heading.isFinite else { throw MapSnapError(field: "heading", message: "\(heading) is not a number of degrees") }
        switch extent {
        case .distance(let distance):
            guard distance.isFinite, distance >= 1, distance <= 100_000_000 else {
                throw MapSnapError(field: "distance", message: "\(distance) is outside 1...100000000 metres")
            }
        case .span(let span):
            do { try span.validate() } catch { throw MapSnapError(field: "span.\(error.field)", message: error.message) }
        }
    }

    /// The viewport this camera gives an image of `size` points at `scale` pixels a point.
    public func viewport(size: Size, scale: Double = 1) -> Viewport {
        switch extent {
        case .span(let span):
            return Viewport(region: CoordinateRegion(center: center, span: span), size: size, scale: scale, bearing: heading)
        case .distance(let distance):
            let groundPerPoint = distance / MapCamera.heightsAboveMap / size.height
            let latitude = max(-WebMercator.maxLatitude, min(WebMercator.maxLatitude, center.latitude))
            return Viewport(center: MapPoint(center), metresPerPoint: groundPerPoint / cos(latitude * .pi / 180), size: size, scale: scale,
                            bearing: heading)
        }
    }
}
