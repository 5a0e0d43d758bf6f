import CairoCanvas
import Geo
import StrictJSON

extension MapSnapError {
    /// Wraps a JSON error, prefixing its path with `prefix` when given.
    public init(_ error: JSONError, prefix: String = "") {
        let path = [prefix, error.path].filter { !$0.isEmpty }.joined(separator: error.path.hasPrefix("[") ? "" : ".")
        self.init(field: path, message: error.message)
    }

    /// Wraps a drawing-backend error.
    public init(_ error: CanvasError) {
        self.init(field: "render", message: error.message)
    }
}
