import Foundation
import OSM
@_exported import Routing

/// Route requests as users give them (coordinates or search text), resolved and routed over a `MapData`, and drawn.
public enum RouteLibrary {
    /// A route endpoint as given by a user: a coordinate, or text to search for.
    public enum Endpoint: Hashable, Sendable {
        case coordinate(Coordinate)
        case place(String)

        /// "60.17,24.94" becomes a coordinate; anything else is a place to search for.
        public init(parsing text: String) {
            let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) {
                self = .coordinate(Coordinate(latitude: latitude, longitude: longitude))
            } else {
                self = .place(text)
            }
        }

        /// The coordinate, when the endpoint is one.
        public var coordinateValue: Coordinate? {
            if case .coordinate(let coordinate) = self { return coordinate }
            return nil
        }
    }

    /// What to route: endpoints, stops and how.
    public struct Request: Sendable {
        public var from: Endpoint
        public var to: Endpoint
        public var stops: [Endpoint] = []
        public var transport: TransportType = .automobile
        public var alternatives = false
        public var language: InstructionLanguage = .english

        public init(from: Endpoint, to: Endpoint) {
            self.from = from
            self.to = to
        }
    }

    /// Resolves an endpoint: a valid coordinate, or the top search result for the text (near `near`).
    public static func resolve(_ endpoint: Endpoint, field: String, data: MapData, near: Coordinate?) throws(MapSnapError) -> (Coordinate, String?) {
        switch endpoint {
        case .coordinate(let coordinate):
            do {
                return (try Coordinate.validated(latitude: coordinate.latitude, longitude: coordinate.longitude), nil)
            } catch {
                throw MapSnapError(field: field, message: "\(error.field) \(error.message)")
            }
        case .place(let text):
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw MapSnapError(field: field, message: "is empty") }
            var request = LocalSearch.Request(naturalLanguageQuery: text, region: near.map {
                CoordinateRegion(center: $0, span: CoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
            })
            request.limit = 1
            request.resultTypes = .all
            let response: LocalSearch.Response
            do {
                response = try LocalSearch(data: data).run(request)
            } catch {
                throw MapSnapError(field: field, message: error.message)
            }
            guard let item = response.mapItems.first(where: { $0.kind != .city }) ?? response.mapItems.first else {
                throw MapSnapError(field: field, message: "no place found for \"\(text.prefix(60))\"")
            }
            return (item.coordinate, item.name)
        }
    }

    /// Routes for a request (the best first).
    public static func routes(_ request: Request, data: MapData) throws(MapSnapError) -> [Route] {
        // Text endpoints are searched near the other end, or near the middle of the data.
        let dataCenter = try data.extent().map(\.center.coordinate)
        let (source, _) = try resolve(request.from, field: "from", data: data,
                                      near: request.to.coordinateValue ?? dataCenter)
        let (destination, _) = try resolve(request.to, field: "to", data: data, near: source)
        var stops: [Coordinate] = []
        for (index, stop) in request.stops.enumerated() {
            stops.append(try resolve(stop, field: "stops[\(index)]", data: data, near: source).0)
        }
        var directions = Directions.Request(source: source, destination: destination)
        directions.stops = stops
        directions.transportType = request.transport
        directions.requestsAlternateRoutes = request.alternatives
        directions.language = request.language
        return try Directions(data: data, transport: request.transport).calculate(directions)
    }

    /// Overlays and annotations drawing routes: alternatives grey behind, the route blue with a white casing,
    /// green start and red end markers, and optionally a small dot at each maneuver.
    public static func drawing(_ routes: [Route], showSteps: Bool) -> (overlays: [Overlay], annotations: [Annotation]) {
        var overlays: [Overlay] = []
        for alternative in routes.dropFirst().reversed() {
            var style = LineStyle()
            style.strokeColor = Color(rgb: 0x8E9AAF)
            style.lineWidth = 5
            style.casingColor = .white
            style.casingWidth = 1.5
            var line = PolylineOverlay(coordinates: alternative.polyline, style: style)
            line.legendTitle = "Alternative route"
            overlays.append(.polyline(line))
        }
        var annotations: [Annotation] = []
        guard let route = routes.first, let start = route.polyline.first, let end = route.polyline.last else { return (overlays, annotations) }
        var style = LineStyle()
        style.strokeColor = .systemBlue
        style.lineWidth = 6
        style.casingColor = Color(rgb: 0x0A4FB3)
        style.casingWidth = 1.5
        var line = PolylineOverlay(coordinates: route.polyline, style: style)
        line.legendTitle = RouteLibrary.legendTitle(route)
        overlays.append(.polyline(line))
        var startStyle = MarkerStyle()
        startStyle.markerTintColor = Color(rgb: 0x34C759)
        startStyle.glyphImage = BuiltinIcons.asset(named: route.transportType == .walking ? "pin" : "car")
        annotations.append(Annotation(coordinate: start, kind: .marker(startStyle), title: "Start"))
        var endStyle = MarkerStyle()
        endStyle.glyphImage = BuiltinIcons.asset(named: "star")
        annotations.append(Annotation(coordinate: end, kind: .marker(endStyle), title: "Destination"))
        for (index, leg) in route.legs.dropLast().enumerated() {
            if let stop = leg.polyline.last {
                var stopStyle = MarkerStyle()
                stopStyle.markerTintColor = Color(rgb: 0xFF9500)
                stopStyle.glyphText = "\(index + 1)"
                annotations.append(Annotation(coordinate: stop, kind: .marker(stopStyle), title: "Stop \(index + 1)"))
            }
        }
        if showSteps {
            for step in route.steps.dropFirst().dropLast() {
                guard let point = step.polyline.first else { continue }
                var dot = Annotation(coordinate: point, kind: .dot(color: .systemBlue))
                dot.displayPriority = DisplayPriority.defaultLow
                annotations.append(dot)
            }
        }
        return (overlays, annotations)
    }

    /// A route's row in a legend: "Walking route, 1.4 km".
    static func legendTitle(_ route: Route) -> String {
        let kind = switch route.transportType {
        case .walking: "Walking route"
        case .cycling: "Cycling route"
        default: "Driving route"
        }
        let distance = route.distance < 1000 ? "\(Int(route.distance.rounded())) m" : String(format: "%.1f km", route.distance / 1000)
        return "\(kind), \(distance)"
    }
}
