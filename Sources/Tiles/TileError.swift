/// A problem with a tile file or a tile in it; the message names the file, tile or field.
public struct TileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    /// Creates an error with a message.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
