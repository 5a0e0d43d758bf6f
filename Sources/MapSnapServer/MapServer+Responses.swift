import BinaryData
import Geo
import HTTPServer
import MapRender
import MapSnap
import StrictJSON

extension MapServer {
    /// The image format a `format` parameter names (PNG when absent).
    static func format(_ text: String?) throws(MapSnapError) -> ImageFormat {
        guard let text else { return .png }
        guard let format = ImageFormat(name: text) else {
            throw MapSnapError(field: "format", message: "\"\(text.prefix(20))\" is not one of \(ImageFormat.namesText)")
        }
        return format
    }

    /// A strong entity tag from the normalised request (the same request always gives the same image).
    static func entityTag(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return "\"" + String(bytes.withUnsafeBytes { Checksum.fnv1a64($0) }, radix: 16) + "\""
    }

    /// The entity tag of a GET request: its path and query, in order.
    static func entityTag(of http: HTTPRequest) -> String {
        entityTag(http.path + "?" + http.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&"))
    }

    /// A 503 with `Retry-After: 1` and a JSON error naming the server and saying why.
    static func retryShortly(_ message: String) -> HTTPResponse {
        var response = error(MapSnapError(field: "server", message: message), status: 503)
        response.headers.append(("Retry-After", "1"))
        return response
    }

    static func notModified(_ tag: String) -> HTTPResponse {
        HTTPResponse(status: 304, headers: [("ETag", tag), ("Cache-Control", "public, max-age=3600")])
    }

    /// A text body of `type`.
    static func text(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [("Content-Type", type)], body: Array(text.utf8))
    }

    /// A JSON body, written without indentation and ending with a newline.
    static func json(_ value: JSONValue, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: Array((value.serialized(indent: 0) + "\n").utf8))
    }

    /// `{"error": {"field": …, "message": …}}`, naming the parameter and value.
    static func error(_ error: MapSnapError, status: Int) -> HTTPResponse {
        json(.object([("error", .object([("field", .string(error.field)), ("message", .string(error.message))]))]), status: status)
    }
}
