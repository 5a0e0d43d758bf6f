/// A geographic position in degrees: latitude (north positive) and longitude (east positive), WGS 84.
public struct Coordinate: Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
    /// Degrees north of the equator, -90...90.
    public var latitude: Double
    /// Degrees east of Greenwich, normally -180...180 (values outside are wrapped where it matters).
    public var longitude: Double

    /// Creates a coordinate without checking it; use `validated(latitude:longitude:)` for input.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Creates a coordinate from user input, throwing when either value is out of range or not finite.
    public static func validated(latitude: Double, longitude: Double) throws(MapSnapError) -> Coordinate {
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw MapSnapError(field: "latitude", message: "\(formatted(latitude)) is outside -90...90")
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw MapSnapError(field: "longitude", message: "\(formatted(longitude)) is outside -180...180")
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// Whether latitude is within -90...90 and longitude within -180...180.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// The same position with the longitude wrapped into -180..<180.
    public var wrapped: Coordinate {
        Coordinate(latitude: latitude, longitude: Coordinate.wrapLongitude(longitude))
    }

    /// Wraps any longitude into -180..<180.
    public static func wrapLongitude(_ longitude: Double) -> Double {
        if longitude >= -180, longitude < 180 { return longitude }
        var value = (longitude + 180).truncatingRemainder(dividingBy: 360)
        if value < 0 { value += 360 }
        return value - 180
    }

    public var description: String { "\(formatted(latitude)),\(formatted(longitude))" }
}

/// Formats a number the way people write it: no trailing ".0" on whole numbers.
public func formatted(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}
