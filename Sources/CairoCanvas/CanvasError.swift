/// A failure in the drawing backend: fonts, surfaces, image files or encoding.
public struct CanvasError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, for a person.
    public var message: String

    /// Creates an error.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
