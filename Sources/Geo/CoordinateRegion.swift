import Foundation

/// A rectangular geographic area given by its centre and span, as MapKit's `MKCoordinateRegion`.
public struct CoordinateRegion: Hashable, Sendable, CustomStringConvertible {
    /// The centre of the region.
    public var center: Coordinate
    /// The region's extent in degrees.
    public var span: CoordinateSpan

    /// Creates a region from its centre and span.
    public init(center: Coordinate, span: CoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// Creates a region around a centre spanning the given distances in metres (north-south, east-west).
    public init(center: Coordinate, latitudinalMeters: Double, longitudinalMeters: Double) {
        let metresPerDegreeLatitude = Distance.earthRadius * .pi / 180
        let cosine = max(cos(center.latitude * .pi / 180), 1e-6)
        self.init(center: center, span: CoordinateSpan(
            latitudeDelta: latitudinalMeters / metresPerDegreeLatitude,
            longitudeDelta: min(360, longitudinalMeters / (metresPerDegreeLatitude * cosine))))
    }

    /// Throws when the centre or the span is out of range.
    public func validate() throws(MapSnapError) {
        do {
            _ = try Coordinate.validated(latitude: center.latitude, longitude: center.longitude)
        } catch {
            throw MapSnapError(field: "center.\(error.field)", message: error.message)
        }
        do {
            try span.validate()
        } catch {
            throw MapSnapError(field: "span.\(error.field)", message: error.message)
        }
    }

    /// Southern edge latitude, clamped to the pole.
    public var south: Double { max(-90, center.latitude - span.latitudeDelta / 2) }
    /// Northern edge latitude, clamped to the pole.
    public var north: Double { min(90, center.latitude + span.latitudeDelta / 2) }
    /// Western edge longitude (may be below -180 for regions across the antimeridian).
    public var west: Double { center.longitude - span.longitudeDelta / 2 }
    /// Eastern edge longitude (may be above 180 for regions across the antimeridian).
    public var east: Double { center.longitude + span.longitudeDelta / 2 }

    public var description: String {
        "center \(center) span \(formatted(span.latitudeDelta)),\(formatted(span.longitudeDelta))"
    }
}
