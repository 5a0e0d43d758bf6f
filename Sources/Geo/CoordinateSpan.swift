/// The extent of a region in degrees, as MapKit's `MKCoordinateSpan`.
public struct CoordinateSpan: Hashable, Sendable {
    /// North-to-south distance in degrees, 0 < latitudeDelta <= 180.
    public var latitudeDelta: Double
    /// East-to-west distance in degrees, 0 < longitudeDelta <= 360.
    public var longitudeDelta: Double

    /// Creates a span without checking it; `validate()` checks user input.
    public init(latitudeDelta: Double, longitudeDelta: Double) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }

    /// Throws when a delta is not positive or larger than the globe.
    public func validate() throws(MapSnapError) {
        guard latitudeDelta.isFinite, latitudeDelta > 0, latitudeDelta <= 180 else {
            throw MapSnapError(field: "latitudeDelta", message: "\(formatted(latitudeDelta)) must be greater than 0 and at most 180")
        }
        guard longitudeDelta.isFinite, longitudeDelta > 0, longitudeDelta <= 360 else {
            throw MapSnapError(field: "longitudeDelta", message: "\(formatted(longitudeDelta)) must be greater than 0 and at most 360")
        }
    }
}
