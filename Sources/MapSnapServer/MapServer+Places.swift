import Geo
import HTTPServer
import MapSnap
import PlaceSearch
import StrictJSON

extension MapServer {
    /// `GET /v1/search?q=…&near=LAT,LON&span=…&limit=…&language=…`: `search --json`'s shape.
    func search(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        let region = try MapServer.region(request), limit = try MapServer.limit(request)
        var search = LocalSearch.Request(naturalLanguageQuery: try MapServer.required("q", request), region: region)
        search.limit = limit ?? 10
        search.resultLanguage = request.parameter("language")
        return MapServer.json(.array(try LocalSearch(data: data).run(search).mapItems.map(\.json)))
    }

    /// `GET /v1/complete?q=…`: `complete --json`'s shape.
    func complete(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        let region = try MapServer.region(request), limit = try MapServer.limit(request)
        var completer = try LocalSearchCompleter(data: data, region: region)
        completer.limit = limit ?? 8
        completer.resultLanguage = request.parameter("language")
        return MapServer.json(.array(completer.completions(for: try MapServer.required("q", request)).map(\.json)))
    }

    /// `GET /v1/geocode?q=…`: `geocode --json`'s shape.
    func geocode(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        let region = try MapServer.region(request), limit = try MapServer.limit(request)
        return MapServer.json(.array(Array(try Geocoder(data: data).geocode(try MapServer.required("q", request), region: region).prefix(limit ?? 5)).map(\.json)))
    }

    /// `GET /v1/reverse?at=LAT,LON`: `reverse --json`'s shape.
    func reverse(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        // Checked as for every place endpoint, though unused here.
        _ = (try MapServer.region(request), try MapServer.limit(request))
        let coordinate = try OptionValue.coordinate(try MapServer.required("at", request), option: "at")
        return MapServer.json(try Geocoder(data: data).reverse(coordinate).json)
    }

    /// `GET /v1/route?from=…&to=…&via=…&transport=…&alternatives=true&language=…`: `route --json`'s shape.
    func route(_ request: Endpoint.Request) throws(MapSnapError) -> HTTPResponse {
        // Checked as for every place endpoint, though unused here.
        _ = (try MapServer.region(request), try MapServer.limit(request))
        var route = RouteLibrary.Request(from: .init(parsing: try MapServer.required("from", request)), to: .init(parsing: try MapServer.required("to", request)))
        route.stops = request.http.query.filter { $0.name == "via" }.map { .init(parsing: $0.value) }
        route.alternatives = request.parameter("alternatives") == "true"
        if let text = request.parameter("transport") { route.transport = try OptionValue.transport(text, field: "transport") }
        if let text = request.parameter("language") { route.language = try OptionValue.language(text, field: "language") }
        return MapServer.json(.array(try RouteLibrary.routes(route, data: data).map { RouteJSON.json($0, precision: 5) }))
    }

    private static func required(_ name: String, _ request: Endpoint.Request) throws(MapSnapError) -> String {
        guard let value = request.parameter(name), !value.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw MapSnapError(field: name, message: "missing")
        }
        return value
    }

    private static func region(_ request: Endpoint.Request) throws(MapSnapError) -> CoordinateRegion? {
        try OptionValue.region(near: request.parameter("near"), span: request.parameter("span"), nearField: "near", spanField: "span")
    }

    private static func limit(_ request: Endpoint.Request) throws(MapSnapError) -> Int? {
        try request.parameter("limit").map { (text) throws(MapSnapError) -> Int in
            guard let value = Int(text), (1...100).contains(value) else { throw MapSnapError(field: "limit", message: "\"\(text.prefix(20))\" must be a whole number from 1 to 100") }
            return value
        }
    }
}
