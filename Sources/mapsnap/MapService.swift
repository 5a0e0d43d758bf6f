import BinaryData
import Foundation
import HTTPServer
import MapSnap
import StrictJSON
import Synchronization

/// The HTTP API of `mapsnap serve` over one `MapData`: static maps, scene rendering, search, completion,
/// geocoding, reverse geocoding and routes (the CLI's `--json` shapes), health and metrics.
/// Stateless and read-only over its data, so any number of replicas can serve behind a load balancer.
final class MapService: Sendable {
    /// Limits on what one request may ask for.
    struct Limits: Sendable {
        /// Largest image in pixels (width × height × scale²).
        var pixels = 4096 * 4096
        /// Renders at once; more wait for a slot.
        var renders = 2
        /// Seconds a request waits for a render slot before it gets 503 with Retry-After.
        var renderWait = 5.0
    }

    let data: MapData
    let limits: Limits
    let metrics = ServeMetrics()
    private let renderSlots: DispatchSemaphore

    init(data: MapData, limits: Limits) {
        self.data = data
        self.limits = limits
        renderSlots = DispatchSemaphore(value: limits.renders)
    }

    /// Answers one request (called on the server's threads).
    func handle(_ request: HTTPRequest) -> HTTPResponse {
        let start = DispatchTime.now().uptimeNanoseconds
        metrics.started()
        let route = Self.routes.contains(request.path) ? request.path : "other"
        let response: HTTPResponse
        do throws(MapSnapError) {
            response = try answer(request)
        } catch {
            response = Self.error(error, status: error.isNotFound ? 404 : 400)
        }
        metrics.finished(route: route, status: response.status, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        return response
    }

    static let routes: Set<String> = ["/", "/healthz", "/metrics", "/v1/static", "/v1/render", "/v1/search", "/v1/complete", "/v1/geocode",
                                      "/v1/reverse", "/v1/route"]

    private func answer(_ request: HTTPRequest) throws(MapSnapError) -> HTTPResponse {
        let method = request.path == "/v1/render" ? "POST" : "GET"
        guard Self.routes.contains(request.path) else {
            return Self.json(.object([("error", .object([("field", .string("path")), ("message", .string("no such endpoint: \(request.path.prefix(100))"))]))]), status: 404)
        }
        guard request.method == method || (method == "GET" && request.method == "HEAD") else {
            var response = Self.error(MapSnapError(field: "method", message: "\(request.method.prefix(20)) is not allowed here; use \(method)"), status: 405)
            response.headers.append(("Allow", method))
            return response
        }
        switch request.path {
        case "/healthz": return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain")], body: Array("ok\n".utf8))
        case "/metrics":
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/plain; version=0.0.4")], body: Array(metrics.text().utf8))
        case "/v1/static": return try staticMap(request)
        case "/v1/render": return try renderScene(request)
        case "/": return HTTPResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(SearchPage.html.utf8))
        default: return Self.json(try places(request))
        }
    }

    // MARK: Images

    /// `GET /v1/static?center=LAT,LON&span=…&size=WxH&scale=2&style=dark&marker=…&polyline=…&format=png`: the
    /// quick-map grammar of `mapsnap render` (same names, same checks), without file access.
    private func staticMap(_ request: HTTPRequest) throws(MapSnapError) -> HTTPResponse {
        let tag = Self.entityTag(request.path + "?" + request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&"))
        if request.headers["if-none-match"] == tag { return Self.notModified(tag) }
        var parameters = request.query.filter { $0.name != "format" }
        if parameters.contains(where: { $0.name == "geojson" }) {
            throw MapSnapError(field: "geojson", message: "files cannot be named over HTTP; POST a scene to /v1/render")
        }
        if parameters.contains(where: { $0.name == "fit" && $0.value.isEmpty }) {
            parameters = parameters.map { $0.name == "fit" && $0.value.isEmpty ? (name: "fit", value: "true") : $0 }
        }
        let spec = try QuickMapSpec(parameters: parameters)
        try spec.validate()
        var options = MapSnapshotter.Options()
        options.size = Size(width: 800, height: 600)
        try spec.apply(to: &options)
        if let style = options.style, BuiltinStyles.style(named: style) == nil {
            throw MapSnapError(field: "style", message: "\"\(style.prefix(60))\" is not a built-in style (\(BuiltinStyles.names.joined(separator: ", ")))")
        }
        return try image(options, format: try Self.format(request.parameter("format")), tag: tag)
    }

    /// `POST /v1/render` with a scene as the JSON body (no file access; `format` in the query or the scene).
    private func renderScene(_ request: HTTPRequest) throws(MapSnapError) -> HTTPResponse {
        let tag = Self.entityTag(request.path + "?" + (request.parameter("format") ?? "") + "\n" + String(decoding: request.body, as: UTF8.self))
        if request.headers["if-none-match"] == tag { return Self.notModified(tag) }
        let scene = try Scene.decode(request.body, access: .none)
        let format = try request.parameter("format").map { (text) throws(MapSnapError) in try Self.format(text) } ?? scene.format ?? .png
        return try image(scene.options, format: format, tag: tag)
    }

    private func image(_ options: MapSnapshotter.Options, format: ImageFormat, tag: String) throws(MapSnapError) -> HTTPResponse {
        let pixels = options.size.width * options.size.height * options.scale * options.scale
        guard pixels <= Double(limits.pixels) else {
            throw MapSnapError(field: "size", message: "\(Int(options.size.width))x\(Int(options.size.height)) at scale \(JSONValue.format(options.scale)) "
                               + "is \(Int(pixels)) pixels, above the limit of \(limits.pixels)")
        }
        guard renderSlots.wait(timeout: .now() + limits.renderWait) == .success else {
            var response = Self.error(MapSnapError(field: "server", message: "busy: \(limits.renders) maps are being drawn and others wait; retry shortly"),
                                      status: 503)
            response.headers.append(("Retry-After", "1"))
            return response
        }
        defer { renderSlots.signal() }
        var options = options
        options.pngEncoding.compressesInPieces = limits.renders < 2  // with a slot per core, every core is drawing
        let bytes = try MapSnapshotter(options: options, data: data).encoded(as: format).bytes
        let type = format == .png ? "image/png" : format == .pdf ? "application/pdf" : "image/svg+xml"
        return HTTPResponse(status: 200, headers: [("Content-Type", type), ("ETag", tag), ("Cache-Control", "public, max-age=3600")], body: bytes)
    }

    // MARK: Places and routes

    private func places(_ request: HTTPRequest) throws(MapSnapError) -> JSONValue {
        func required(_ name: String) throws(MapSnapError) -> String {
            guard let value = request.parameter(name), !value.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw MapSnapError(field: name, message: "missing")
            }
            return value
        }
        let region = try PlaceOptions.region(near: request.parameter("near"), span: request.parameter("span"), nearField: "near", spanField: "span")
        let limit = try request.parameter("limit").map { (text) throws(MapSnapError) -> Int in
            guard let value = Int(text), (1...100).contains(value) else { throw MapSnapError(field: "limit", message: "\"\(text.prefix(20))\" must be a whole number from 1 to 100") }
            return value
        }
        switch request.path {
        case "/v1/search":
            var search = LocalSearch.Request(naturalLanguageQuery: try required("q"), region: region)
            search.limit = limit ?? 10
            search.resultLanguage = request.parameter("language")
            return .array(try LocalSearch(data: data).run(search).mapItems.map(\.json))
        case "/v1/complete":
            var completer = try LocalSearchCompleter(data: data, region: region)
            completer.limit = limit ?? 8
            completer.resultLanguage = request.parameter("language")
            return .array(completer.completions(for: try required("q")).map(\.json))
        case "/v1/geocode":
            do {
                return .array(Array(try Geocoder(data: data).geocode(try required("q"), region: region).prefix(limit ?? 5)).map(\.json))
            } catch let error as MapSnapError {
                throw error
            } catch let error as GeoError {
                throw MapSnapError(error)
            } catch {
                throw MapSnapError(field: "q", message: "\(error)")
            }
        case "/v1/reverse":
            let coordinate = try OptionValue.coordinate(try required("at"), option: "at")
            return try Geocoder(data: data).reverse(coordinate).json
        default:
            var route = RouteLibrary.Request(from: .init(parsing: try required("from")), to: .init(parsing: try required("to")))
            route.stops = request.query.filter { $0.name == "via" }.map { .init(parsing: $0.value) }
            route.alternatives = request.parameter("alternatives") == "true"
            if let text = request.parameter("transport") { route.transport = try RouteCommand.transport(text, field: "transport") }
            if let text = request.parameter("language") { route.language = try RouteCommand.language(text, field: "language") }
            return .array(try RouteLibrary.routes(route, data: data).map { RouteJSON.json($0, precision: 5) })
        }
    }

    // MARK: Responses

    private static func format(_ text: String?) throws(MapSnapError) -> ImageFormat {
        guard let text else { return .png }
        guard let format = ImageFormat(rawValue: text.lowercased()) else {
            throw MapSnapError(field: "format", message: "\"\(text.prefix(20))\" is not one of png, pdf, svg")
        }
        return format
    }

    /// A strong entity tag from the normalised request (the same request always gives the same image).
    static func entityTag(_ text: String) -> String {
        let bytes = Array(text.utf8)
        return "\"" + String(bytes.withUnsafeBytes { Checksum.fnv1a64($0) }, radix: 16) + "\""
    }

    private static func notModified(_ tag: String) -> HTTPResponse {
        HTTPResponse(status: 304, headers: [("ETag", tag), ("Cache-Control", "public, max-age=3600")])
    }

    static func json(_ value: JSONValue, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: Array((value.serialized(indent: 0) + "\n").utf8))
    }

    /// `{"error": {"field": …, "message": …}}`, naming the parameter and value.
    static func error(_ error: MapSnapError, status: Int) -> HTTPResponse {
        json(.object([("error", .object([("field", .string(error.field)), ("message", .string(error.message))]))]), status: status)
    }
}
