import CairoCanvas
import Geo
import StrictJSON

/// An error a person can act on: which field or file, and what is wrong with its value.
public struct MapSnapError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The field, JSON path, flag or file the problem is in.
    public var field: String
    /// What is wrong, naming the value.
    public var message: String

    /// Creates an error.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    /// Wraps a JSON error, prefixing its path with `prefix` when given.
    public init(_ error: JSONError, prefix: String = "") {
        let path = [prefix, error.path].filter { !$0.isEmpty }.joined(separator: error.path.hasPrefix("[") ? "" : ".")
        self.init(field: path, message: error.message)
    }

    /// Wraps a geographic error, prefixing its field with `prefix` when given.
    public init(_ error: GeoError, prefix: String = "") {
        self.init(field: prefix.isEmpty ? error.field : "\(prefix).\(error.field)", message: error.message)
    }

    /// Wraps a drawing-backend error.
    public init(_ error: CanvasError) {
        self.init(field: "render", message: error.message)
    }

    public var description: String { field.isEmpty ? message : "\(field): \(message)" }
}
