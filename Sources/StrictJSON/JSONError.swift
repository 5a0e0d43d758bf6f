/// A problem in a JSON document: where (a JSON path such as `overlays[2].lineWidth`) and what.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON path of the offending value; empty for the document itself.
    public var path: String
    /// What is wrong, naming the value.
    public var message: String

    /// Creates an error at a path.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
