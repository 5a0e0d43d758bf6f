/// An error in input (coordinates, regions, search and routing requests): names the field and says what is
/// wrong with its value.
public struct GeoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The field the bad value came from, e.g. "latitude" or "span.latitudeDelta".
    public var field: String
    /// What is wrong, including the value, e.g. "95 is outside -90...90".
    public var message: String

    /// Creates an error for a field.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { "\(field): \(message)" }
}
