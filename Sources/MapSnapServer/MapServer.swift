import Features
import Foundation
import Geo
import HTTPServer
import MapSnap
import Tiles

/// The HTTP API of `mapsnap serve` over one `MapData`: static maps, scene rendering, search, completion,
/// geocoding, reverse geocoding and routes (the CLI's `--json` shapes), the search page, health and metrics.
/// Stateless and read-only over its data, so any number of replicas can serve behind a load balancer.
///
/// Every endpoint is one entry of `endpoints`; dispatch, 404 and 405 (with `Allow`), the metrics' route labels and
/// the endpoint list on the search page all come from that table. `handle` is what `HTTPServer` calls, and what
/// tests call in-process.
public final class MapServer: Sendable {
    /// Limits on what one request may ask for.
    public struct Limits: Sendable {
        /// Largest image in pixels (width × height × scale²).
        public var pixels = 4096 * 4096
        /// Renders at once; more wait for a slot.
        public var renders = 2
        /// Seconds a request waits for a render slot before it gets 503 with Retry-After.
        public var renderWait = 5.0
        /// Largest width or height of an image in points (tileserver-gl's `maxSize`); nil for none but `pixels`.
        public var side: Int?
        /// Largest scale, pixels per point, of an image or tile (tileserver-gl's `maxScaleFactor`).
        public var scale = 4
        /// Bytes of encoded raster tiles kept for the next requests (each drawn metatile's tiles; default 64 MB).
        public var tileCacheBytes = 64 << 20

        /// The defaults.
        public init() {}
    }

    /// The data every request reads.
    public let data: MapData
    /// The limits.
    public let limits: Limits
    /// Style files served by name (`style=NAME`), besides the built-in styles.
    public let styles: [String: String]
    /// Per style name, local files for its sources by source name (as `render --source`; `serve --config` maps
    /// tileserver-gl's `mbtiles://{id}`).
    public let styleSources: [String: [String: String]]
    /// Every vector tile file served at `/data/{id}`: the one the server draws from and those `serve --config` names.
    let allDataSets: [(id: String, archive: any TileArchive)]
    /// Request counters for `/metrics` (kept by the servers made one after another as the data changes).
    public let metrics: ServeMetrics
    /// What every request's map shares: styles, tile files and their decoded tiles.
    public let resources: RenderResources
    let renderSlots: DispatchSemaphore
    /// Raster tiles already encoded, by style, tile, scale and format (`rasterTile`), up to `limits.tileCacheBytes`.
    let tileCache: SharedDecodedFeatureCache<String, [UInt8]>
    /// The metatiles being drawn (each drawn once for the requests that want it together), and how many were.
    let metatileDraws = MetatileDraws()

    /// A server over `data` with `limits`, serving the style files of `styles` by name (their sources drawn from
    /// `styleSources` where given) and the tile files of `dataSets` at `/data/{id}`, counting its requests in `metrics`.
    public init(data: MapData, limits: Limits = Limits(), styles: [String: String] = [:], styleSources: [String: [String: String]] = [:],
                dataSets: [String: any TileArchive] = [:], resources: RenderResources = RenderResources(), metrics: ServeMetrics = ServeMetrics()) {
        self.data = data
        self.metrics = metrics
        self.resources = resources
        self.limits = limits
        self.styles = styles
        self.styleSources = styleSources
        allDataSets = MapServer.dataSets(drawing: data, named: dataSets)
        renderSlots = DispatchSemaphore(value: limits.renders)
        tileCache = SharedDecodedFeatureCache<String, [UInt8]>(capacity: limits.tileCacheBytes)
    }

    /// Every file the server reads its data from: the data's own files and world layer, and the tile files it serves.
    public var filesRead: [String] {
        data.inputFiles().map(\.path) + allDataSets.map(\.archive.path)
    }

    /// The endpoints, in the order they are matched and listed.
    public static let endpoints: [Endpoint] = [
        Endpoint("GET", "/", "the search page") { _, _ in text(searchPageHTML, type: "text/html; charset=utf-8") },
        Endpoint("GET", "/search.css", "the search page's style sheet") { _, _ in text(SearchPage.css, type: "text/css; charset=utf-8") },
        Endpoint("GET", "/search.js", "the search page's script") { _, _ in text(SearchPage.javaScript, type: "text/javascript; charset=utf-8") },
        Endpoint("GET", "/slippy.js", "the search page's slippy map") { _, _ in text(SearchPage.slippyMap, type: "text/javascript; charset=utf-8") },
        Endpoint("GET", "/healthz", "ok while serving") { _, _ in text("ok\n", type: "text/plain") },
        Endpoint("GET", "/metrics", "Prometheus metrics") { server, _ in
            text(server.metrics.text() + server.resources.metricsText(data: server.data) + server.metatileDraws.metricsText, type: "text/plain; version=0.0.4")
        },
        Endpoint("GET", "/v1/static", "a map image from query parameters (center, span, size, marker, …)") { (server, request) throws(MapSnapError) in try server.staticMap(request) },
        Endpoint("GET", "/health", "OK while serving (tileserver-gl's health check)") { _, _ in text("OK\n", type: "text/plain") },
        Endpoint("GET", "/index.json", "the TileJSON of every data set") { server, request in server.tileJSONIndex(request) },
        Endpoint("GET", "/data/{id}.json", "a data set's TileJSON 3.0.0 (the server's vector tiles)") { (server, request) throws(MapSnapError) in
            try server.dataTileJSON(request)
        },
        Endpoint("GET", "/data/{id}/{z}/{x}/{y}.pbf", "one vector tile of a data set (204 where there is none)") { (server, request) throws(MapSnapError) in
            try server.dataTile(request)
        },
        Endpoint("GET", "/styles/{id}.json", "a style's raster tiles as TileJSON 3.0.0") { (server, request) throws(MapSnapError) in
            try server.styleTileJSON(request)
        },
        Endpoint("GET", "/styles/{id}/wmts.xml", "a style's raster tiles as OGC WMTS 1.0.0 capabilities") { (server, request) throws(MapSnapError) in
            try server.styleWMTS(request)
        },
        Endpoint("GET", "/styles/{id}/static/{view}/{image}", "a map image at tileserver-gl's static URLs (lon,lat,zoom, an area, or auto)") { (server, request) throws(MapSnapError) in
            try server.tileserverStatic(request)
        },
        Endpoint("GET", "/styles/{id}/{z}/{x}/{tile}", "a 256-point raster tile ({y}[@2x].png, jpg or webp) for Leaflet and OpenLayers") { (server, request) throws(MapSnapError) in
            try server.rasterTile(request)
        },
        Endpoint("GET", "/styles/{id}/{tileSize}/{z}/{x}/{tile}", "a raster tile of 256 or 512 points (512: MapLibre's zoom z)") { (server, request) throws(MapSnapError) in
            try server.rasterTile(request)
        },
        Endpoint("POST", "/v1/render", "a map image from a scene in the body") { (server, request) throws(MapSnapError) in try server.renderScene(request) },
        Endpoint("GET", "/v1/search", "places matching q near a region") { (server, request) throws(MapSnapError) in try server.search(request) },
        Endpoint("GET", "/v1/complete", "completions of q as it is typed") { (server, request) throws(MapSnapError) in try server.complete(request) },
        Endpoint("GET", "/v1/geocode", "addresses and places matching q") { (server, request) throws(MapSnapError) in try server.geocode(request) },
        Endpoint("GET", "/v1/reverse", "the address and place at a coordinate") { (server, request) throws(MapSnapError) in try server.reverse(request) },
        Endpoint("GET", "/v1/route", "routes from one place to another") { (server, request) throws(MapSnapError) in try server.route(request) },
    ]
    private static let router = Router(endpoints: endpoints)

    /// Answers one request (called on the server's threads): routing, errors as JSON, and metrics around it.
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        let start = DispatchTime.now().uptimeNanoseconds
        metrics.started()
        var label = "other"
        let response: HTTPResponse
        switch MapServer.router.route(request) {
        case .found(let endpoint, let parameters):
            label = endpoint.path
            do throws(MapSnapError) {
                response = try endpoint.handler(self, Endpoint.Request(http: request, pathParameters: parameters))
            } catch {
                response = MapServer.error(error, status: error.isNotFound ? 404 : error.isDataFault ? 500 : 400)
            }
        case .methodNotAllowed(let allowed, let pattern):
            label = pattern
            var refusal = MapServer.error(MapSnapError(field: "method", message: "\(request.method.prefix(20)) is not allowed here; use \(allowed.joined(separator: ", "))"),
                                          status: 405)
            refusal.headers.append(("Allow", allowed.joined(separator: ", ")))
            response = refusal
        case .notFound:
            response = MapServer.error(MapSnapError(field: "path", message: "no such endpoint: \(request.path.prefix(100))"), status: 404)
        }
        metrics.finished(route: label, status: response.status, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        return response
    }

    /// The search page with the endpoint list filled in (made once: the table does not change).
    static let searchPageHTML: String = {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        let list = "<ul>" + endpoints.map { "<li><code>\($0.method) \(escaped($0.path))</code> \(escaped($0.summary))</li>" }.joined() + "</ul>"
        return SearchPage.html.replacingOccurrences(of: "<!-- endpoints -->", with: list)
    }()
}
