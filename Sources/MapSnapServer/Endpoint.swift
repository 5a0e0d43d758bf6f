import Geo
import HTTPServer
import MapSnap

/// One endpoint of the server: a method and a path pattern, a line for the endpoint list, and the handler.
///
/// A pattern is a path whose segments may hold `{name}` parameters (`/v1/static`, `/styles/{id}.json`,
/// `/data/{id}/{z}/{x}/{y}.pbf`); a parameter matches a non-empty part of one segment. `GET` endpoints answer `HEAD`
/// too. Adding an endpoint is one entry in `MapServer.endpoints` and its handler.
public struct Endpoint: Sendable {
    /// What a handler is given: the request and the values of the path's parameters.
    public struct Request: Sendable {
        /// The HTTP request.
        public var http: HTTPRequest
        /// The path parameters by name.
        public var pathParameters: [String: String]

        /// The last value of a query parameter.
        public func parameter(_ name: String) -> String? { http.parameter(name) }
    }

    /// Answers a request on a server; a thrown error becomes a JSON error naming the parameter (404 for "not found",
    /// else 400).
    public typealias Handler = @Sendable (MapServer, Request) throws(MapSnapError) -> HTTPResponse

    /// `GET` or `POST`.
    public var method: String
    /// The path pattern.
    public var path: String
    /// What it answers, for the endpoint list on the search page.
    public var summary: String
    /// The handler.
    public var handler: Handler
    let pattern: PathPattern

    /// An endpoint.
    public init(_ method: String, _ path: String, _ summary: String, handler: @escaping Handler) {
        self.method = method
        self.path = path
        self.summary = summary
        self.handler = handler
        pattern = PathPattern(path)
    }

    /// Whether the endpoint answers `method` (`HEAD` where it answers `GET`).
    func accepts(_ method: String) -> Bool {
        method == self.method || (self.method == "GET" && method == "HEAD")
    }
}
