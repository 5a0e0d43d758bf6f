/// An error in input (coordinates, regions, search and routing requests): names the field and says what is
/// wrong with its value.
public struct GeoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The field the bad value came from, e.g. "latitude" or "span.latitudeDelta".
    public var field: String
    /// What is wrong, including the value, e.g. "95 is outside -90...90".
    public var message: String
    /// True when the input was fine but has no answer (no route between two good points), not bad input.
    public var isNotFound = false

    /// Creates an error for a field.
    public init(field: String, message: String, isNotFound: Bool = false) {
        self.field = field
        self.message = message
        self.isNotFound = isNotFound
    }

    public var description: String { "\(field): \(message)" }
}
