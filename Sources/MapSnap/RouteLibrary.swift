import Foundation
import OSM
@_exported import Routing
import Synchronization

/// Road graphs built once per process and extract, and endpoint resolution (coordinates or search text).
public enum RouteLibrary {
    private static let graphs = Mutex<[String: RoadGraph]>([:])

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

    /// The graph of an extract (default Helsinki) for a transport type.
    public static func graph(dataPath: String?, transport: TransportType) throws(MapSnapError) -> RoadGraph {
        let path = try MapDataLibrary.extractPath(dataPath)
        let key = "\(path)|\(transport.rawValue)"
        if let cached = graphs.withLock({ $0[key] }) { return cached }
        let graph = RoadGraph(data: try MapDataLibrary.readExtract(path), transport: transport)
        graphs.withLock { $0[key] = graph }
        return graph
    }

    /// Resolves an endpoint: a valid coordinate, or the top search result for the text (near `near`).
    public static func resolve(_ endpoint: Endpoint, field: String, dataPath: String?, near: Coordinate?) throws(MapSnapError) -> (Coordinate, String?) {
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
                response = try PlaceLibrary.search(request, dataPath: dataPath)
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
    public static func routes(_ request: Request, dataPath: String?) throws(MapSnapError) -> [Route] {
        let defaultCenter = Coordinate(latitude: 60.1699, longitude: 24.9410)
        let (source, _) = try resolve(request.from, field: "from", dataPath: dataPath, near: defaultCenter)
        let (destination, _) = try resolve(request.to, field: "to", dataPath: dataPath, near: source)
        var stops: [Coordinate] = []
        for (index, stop) in request.stops.enumerated() {
            stops.append(try resolve(stop, field: "stops[\(index)]", dataPath: dataPath, near: source).0)
        }
        var directions = Directions.Request(source: source, destination: destination)
        directions.stops = stops
        directions.transportType = request.transport
        directions.requestsAlternateRoutes = request.alternatives
        directions.language = request.language
        do {
            return try Directions(graph: try graph(dataPath: dataPath, transport: request.transport)).calculate(directions)
        } catch let error as RoutingError {
            throw MapSnapError(error)
        } catch let error as MapSnapError {
            throw error
        } catch {
            throw MapSnapError(field: "route", message: "\(error)")
        }
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
            overlays.append(.polyline(PolylineOverlay(coordinates: alternative.polyline, style: style)))
        }
        var annotations: [Annotation] = []
        guard let route = routes.first, let start = route.polyline.first, let end = route.polyline.last else { return (overlays, annotations) }
        var style = LineStyle()
        style.strokeColor = .systemBlue
        style.lineWidth = 6
        style.casingColor = Color(rgb: 0x0A4FB3)
        style.casingWidth = 1.5
        overlays.append(.polyline(PolylineOverlay(coordinates: route.polyline, style: style)))
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
}
