import Foundation
import Geo
import HTTPServer
import MapRender
import MapSnap
import MapStyle
import StrictJSON

extension MapServer {
    /// `GET /v1/static?center=LAT,LON&span=…&size=WxH&scale=2&style=dark&marker=…&polyline=…&format=png`: the
    /// quick-map grammar of `mapsnap render` (same names, same checks), without file access: `style` is a built-in
    /// style or one registered with `serve --style NAME=FILE`.
    func staticMap(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        let http = request.http
        let tag = MapServer.entityTag(of: http)
        if http.headers["if-none-match"] == tag { return MapServer.notModified(tag) }
        var parameters = http.query.filter { $0.name != "format" && $0.name != "alt-text" }
        if parameters.contains(where: { $0.name == "geojson" }) {
            throw MapSnapError(field: "geojson", message: "files cannot be named over HTTP; POST a scene to /v1/render")
        }
        // A flag given without a value (`&fit`, `&north-arrow`) is on.
        let flags = Set(QuickMapSpec.parameters.filter { $0.value == nil }.map(\.name))
        parameters = parameters.map { flags.contains($0.name) && $0.value.isEmpty ? (name: $0.name, value: "true") : $0 }
        var altText = false
        if let flag = request.parameter("alt-text") {
            // Given without a value, it is on (as the other flags); anything past 20 characters is no flag anyway.
            altText = try QuickMapSpec.flag(flag.isEmpty ? "true" : String(flag.prefix(20)), option: "alt-text")
        }
        return try quickMap(parameters, format: try MapServer.format(request.parameter("format")), altText: altText, tag: tag)
    }

    /// `GET /styles/{id}/static/{view}/{image}`: tileserver-gl's static image URLs (`TileserverStaticURL`: centre and
    /// zoom, an area, or fitted to the paths and markers), drawn as `/v1/static` draws.
    func tileserverStatic(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        let http = request.http
        let tag = MapServer.entityTag(of: http)
        if http.headers["if-none-match"] == tag { return MapServer.notModified(tag) }
        let url = try TileserverStaticURL(style: request.pathParameters["id"] ?? "", view: request.pathParameters["view"] ?? "",
                                          image: request.pathParameters["image"] ?? "", query: http.query)
        return try quickMap(url.parameters, format: url.format, altText: false, tag: tag)
    }

    /// A map from the quick-map grammar's parameters: `style` a built-in style or one registered with
    /// `serve --style NAME=FILE`.
    private func quickMap(_ parameters: [(name: String, value: String)], format: ImageFormat, altText: Bool, tag: String) throws(MapSnapError) -> HTTPResponse {
        let spec = try QuickMapSpec(parameters: parameters)
        try spec.validate()
        var options = MapSnapshotter.Options()
        options.size = Size(width: 800, height: 600)
        try spec.apply(to: &options)
        if let style = options.style {
            options.style = try styleFile(style)
            options.styleSources = styleSources[style] ?? [:]
        }
        options.altText = altText
        try MapSnapshotter.check(svgText: options.svgText, for: format, field: "svg-text")
        return try image(options, format: format, tag: tag)
    }

    /// `POST /v1/render` with a scene as the JSON body (no file access; `format` in the query or the scene).
    func renderScene(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        let http = request.http
        let tag = MapServer.entityTag(http.path + "?" + (request.parameter("format") ?? "") + "\n" + String(decoding: http.body, as: UTF8.self))
        if http.headers["if-none-match"] == tag { return MapServer.notModified(tag) }
        let scene = try Scene.decode(http.body, access: .none)
        let format = try request.parameter("format").map { (text) throws(MapSnapError) in try MapServer.format(text) } ?? scene.format ?? .png
        return try image(scene.options, format: format, tag: tag)
    }

    /// Draws a map within the limits: too many pixels is 400, no render slot within the wait is 503 with Retry-After.
    private func image(_ options: MapSnapshotter.Options, format: ImageFormat, tag: String) throws(MapSnapError) -> HTTPResponse {
        if let side = limits.side, max(options.size.width, options.size.height) > Double(side) {
            throw MapSnapError(field: "size", message: "\(Int(options.size.width))x\(Int(options.size.height)) is larger than this server's \(side) points a side")
        }
        guard options.scale <= Double(limits.scale) else {
            throw MapSnapError(field: "scale", message: "\(JSONValue.format(options.scale)) is above this server's largest scale, \(limits.scale)")
        }
        let pixels = options.size.width * options.size.height * options.scale * options.scale
        guard pixels <= Double(limits.pixels) else {
            throw MapSnapError(field: "size", message: "\(Int(options.size.width))x\(Int(options.size.height)) at scale \(JSONValue.format(options.scale)) "
                               + "is \(Int(pixels)) pixels, above the limit of \(limits.pixels)")
        }
        return try inRenderSlot { () throws(MapSnapError) -> HTTPResponse in
            var options = options
            options.pngEncoding.compressesInPieces = limits.renders < 2  // with a slot per core, every core is drawing
            options.drawsOnSeveralCores = limits.renders < 2
            let snapshotter = try MapSnapshotter(options: options, data: data, resources: resources)
            let (bytes, report) = try snapshotter.encoded(as: format)
            var headers = [("Content-Type", format.mediaType), ("ETag", tag), ("Cache-Control", "public, max-age=3600")]
            // What the map shows, percent-encoded UTF-8 (header values are ASCII).
            if options.altText {
                let text = try snapshotter.altText(for: report)
                headers.append(("X-Alt-Text", text.addingPercentEncoding(withAllowedCharacters: MapServer.headerSafe) ?? text))
            }
            return HTTPResponse(status: 200, headers: headers, body: bytes)
        }
    }

    /// Runs `draw` in one of the server's render slots: a 503 with Retry-After when none frees within the wait.
    func inRenderSlot(_ draw: () throws(MapSnapError) -> HTTPResponse) throws(MapSnapError) -> HTTPResponse {
        guard renderSlots.wait(timeout: .now() + limits.renderWait) == .success else {
            return MapServer.retryShortly("busy: \(limits.renders) maps are being drawn and others wait; retry shortly")
        }
        defer { renderSlots.signal() }
        return try draw()
    }

    /// Printable ASCII but the percent sign: what a header value may carry as it is.
    static let headerSafe = CharacterSet(charactersIn: Unicode.Scalar(0x20)...Unicode.Scalar(0x7E)).subtracting(CharacterSet(charactersIn: "%"))
}
