import Foundation
import Geo

/// A routing problem, naming the field ("from", "to", "stops[1]", …) and the value.
public typealias RoutingError = MapSnapError

/// A route, as MapKit's `MKRoute`.
public struct Route: Hashable, Sendable {
    /// One stretch between two consecutive stops.
    public struct Leg: Hashable, Sendable {
        /// The leg's line.
        public var polyline: [Coordinate]
        /// Metres.
        public var distance: Double
        /// Seconds.
        public var expectedTravelTime: Double
        /// Its steps, ending with an arrival.
        public var steps: [RouteStep]
    }

    /// The whole line.
    public var polyline: [Coordinate]
    /// Metres.
    public var distance: Double
    /// Seconds.
    public var expectedTravelTime: Double
    /// The main roads ("Mannerheimintie and Kaivokatu").
    public var name: String
    /// All steps in order.
    public var steps: [RouteStep] { legs.flatMap(\.steps) }
    /// Legs between stops (one without stops).
    public var legs: [Leg]
    /// How it is travelled.
    public var transportType: TransportType
}

/// Offline directions, as MapKit's `MKDirections`, with stops and alternatives.
public struct Directions: Sendable {
    /// What to route.
    public struct Request: Sendable {
        /// Start.
        public var source: Coordinate
        /// End.
        public var destination: Coordinate
        /// Places to pass, in order, between source and destination.
        public var stops: [Coordinate] = []
        /// Car, foot or bicycle.
        public var transportType: TransportType = .automobile
        /// Whether to look for meaningfully different alternatives (without stops).
        public var requestsAlternateRoutes = false
        /// Language of the instructions.
        public var language: InstructionLanguage = .english

        public init(source: Coordinate, destination: Coordinate) {
            self.source = source
            self.destination = destination
        }
    }

    /// The graph a request is routed on, given the request's points (its transport type must match the requests').
    private let graphCovering: @Sendable ([Coordinate]) throws(RoutingError) -> RoadGraph

    /// Directions over one graph.
    public init(graph: RoadGraph) {
        graphCovering = { _ throws(RoutingError) in graph }
    }

    /// Directions that choose the graph for each request from its points (start, stops, end): regions opened as one
    /// route on the graphs of the regions around them.
    public init(graphCovering: @escaping @Sendable ([Coordinate]) throws(RoutingError) -> RoadGraph) {
        self.graphCovering = graphCovering
    }

    /// The best route first, then alternatives when asked for.
    public func calculate(_ request: Request) throws(RoutingError) -> [Route] {
        let points = [request.source] + request.stops + [request.destination]
        let names = ["from"] + request.stops.indices.map { "stops[\($0)]" } + ["to"]
        for (point, name) in zip(points, names) where !point.isValid {
            throw RoutingError(field: name, message: "\(point) is not a valid coordinate")
        }
        return try OnGraph(graph: try graphCovering(points)).calculate(request, points: points, names: names)
    }
}

extension Directions {
    /// Routing on one graph.
    struct OnGraph {
        let graph: RoadGraph

        func calculate(_ request: Request, points: [Coordinate], names: [String]) throws(RoutingError) -> [Route] {
            var snapped: [SnappedPoint] = []
            for (point, name) in zip(points, names) {
                guard let snap = graph.snap(point) else {
                    throw RoutingError(field: name, message: "\(point) is more than \(Int(RoadGraph.maximumSnapDistance)) m from any road usable \(graph.transport.phrase)")
                }
                snapped.append(snap)
            }
            var paths: [GraphPath] = []
            for index in 1..<snapped.count {
                guard let path = graph.fastestPath(from: snapped[index - 1], to: snapped[index])
                    ?? retryWithNearbyEdges(from: points[index - 1], to: points[index]) else {
                    let origin = index == 1 ? "the start" : names[index - 1]
                    throw RoutingError(field: names[index], message: "no route \(graph.transport.phrase) from \(origin): the roads do not connect them (one-way streets, turn bans or separate networks)",
                                       isNotFound: true)
                }
                paths.append(path)
            }
            var routes = [route(paths, request: request, points: points)]
            if request.requestsAlternateRoutes, paths.count == 1, let best = paths.first {
                routes += alternatives(to: best, from: snapped[0], to: snapped[1]).map { route([$0], request: request, points: points) }
            }
            return routes
        }

        /// When turn bans trap an end on its nearest edge, the next nearest edges (up to three more each end, no more than
        /// 25 m farther than the nearest: the same street's other lane or segment) are tried in turn.
        func retryWithNearbyEdges(from source: Coordinate, to destination: Coordinate) -> GraphPath? {
            func nearby(_ point: Coordinate) -> [SnappedPoint] {
                let found = graph.snaps(point, count: 4)
                return found.filter { $0.distance <= (found.first?.distance ?? 0) + 25 }
            }
            let starts = nearby(source), ends = nearby(destination)
            for start in starts {
                for end in ends where start.edge != starts.first?.edge || end.edge != ends.first?.edge {
                    if let path = graph.fastestPath(from: start, to: end) { return path }
                }
            }
            return nil
        }

        /// Up to two alternatives: edges of routes found so far cost 1.6× more, and a result counts only when it
        /// shares less than 70% of its length with every earlier route and takes at most 1.5× the best time.
        func alternatives(to best: GraphPath, from start: SnappedPoint, to end: SnappedPoint) -> [GraphPath] {
            var found = [best]
            var penalties: [Int32: Double] = [:]
            for _ in 0..<3 {
                for path in found { for edge in path.edges { penalties[edge] = 1.6 } }
                guard let candidate = graph.fastestPath(from: start, to: end, penalties: penalties) else { break }
                let time = candidate.time
                guard time <= best.time * 1.5 else { break }
                let shared = found.map { path -> Double in
                    let edges = Set(path.edges)
                    return candidate.edges.filter { edges.contains($0) }.reduce(0.0) { $0 + graph.edgeLength[Int($1)] }
                }.max() ?? 0
                if shared < 0.7 * candidate.distance { found.append(candidate) }
                if found.count == 3 { break }
            }
            return Array(found.dropFirst())
        }

        private func route(_ paths: [GraphPath], request: Request, points: [Coordinate]) -> Route {
            let builder = StepBuilder(graph: graph, language: request.language)
            var legs: [Route.Leg] = []
            for (index, path) in paths.enumerated() {
                legs.append(Route.Leg(polyline: path.coordinates, distance: path.distance, expectedTravelTime: path.time,
                                      steps: builder.steps(for: path, destination: points[index + 1], isFinal: index == paths.count - 1)))
            }
            var polyline: [Coordinate] = []
            for leg in legs { polyline += polyline.isEmpty ? leg.polyline : Array(leg.polyline.dropFirst()) }
            var lengths: [String: Double] = [:]
            for step in legs.flatMap(\.steps) { if let name = step.streetName { lengths[name, default: 0] += step.distance } }
            let main = lengths.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(2).map(\.key)
            return Route(polyline: polyline, distance: legs.reduce(0) { $0 + $1.distance }, expectedTravelTime: legs.reduce(0) { $0 + $1.expectedTravelTime },
                         name: main.joined(separator: " and "), legs: legs, transportType: request.transportType)
        }
    }
}

extension TransportType {
    /// "by car", "on foot", "by bicycle".
    var phrase: String {
        switch self {
        case .automobile: return "by car"
        case .walking: return "on foot"
        case .cycling: return "by bicycle"
        }
    }
}
