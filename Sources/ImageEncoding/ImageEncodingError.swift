/// An image that could not be encoded, with the reason.
public struct ImageEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
