import PlaceSearch
import Routing

extension LocalSearch {
    /// A search over the place index of `data` (built or mapped on first use).
    public init(data: MapData) throws(MapSnapError) {
        self.init(index: try data.placeIndex())
    }

    /// Runs a search, with errors as `MapSnapError`s.
    public func run(_ request: Request) throws(MapSnapError) -> Response {
        do {
            return try start(request)
        } catch {
            throw MapSnapError(error)
        }
    }
}

extension LocalSearchCompleter {
    /// A completer over the place index of `data`, biased to `region`.
    public init(data: MapData, region: CoordinateRegion? = nil) throws(MapSnapError) {
        self.init(index: try data.placeIndex(), region: region)
    }
}

extension Geocoder {
    /// A geocoder over the place index of `data`.
    public init(data: MapData) throws(MapSnapError) {
        self.init(index: try data.placeIndex())
    }
}

extension Directions {
    /// Directions over the road graph of `data` for a transport type (for regions opened as one, the graph of the
    /// regions around each request's points).
    public init(data: MapData, transport: TransportType) throws(MapSnapError) {
        if case .regions = data.source {
            self.init(graphCovering: { points throws(MapSnapError) in try data.roadGraph(for: transport, covering: points) })
        } else {
            self.init(graph: try data.roadGraph(for: transport))
        }
    }
}
