import PlaceSearch
import Routing

/// The resolve stage: a scene's `search` and `route` requests become annotations and overlays, looked up in one
/// `MapData`, before any layout happens.
public struct SceneResolver: Sendable {
    /// Where searches and routes are looked up.
    public let data: MapData

    /// A resolver over `data`.
    public init(data: MapData) {
        self.data = data
    }

    /// `options` with the route drawn (overlays, start/stop/end markers) and search results added as clustered
    /// markers; the returned options have no `search` or `route` left.
    public func resolve(_ options: MapSnapshotter.Options) throws(MapSnapError) -> MapSnapshotter.Options {
        var resolved = options
        if let request = options.route {
            let drawing = RouteLibrary.drawing(try RouteLibrary.routes(request, data: data), showSteps: options.showsRouteSteps)
            resolved.overlays += drawing.overlays
            resolved.annotations += drawing.annotations
        }
        if let request = options.search {
            let response = try LocalSearch(data: data).run(request)
            resolved.annotations += response.mapItems.map { item in
                var annotation = item.markerAnnotation
                annotation.clusteringIdentifier = "search"
                annotation.displayPriority = DisplayPriority.defaultHigh
                return annotation
            }
        }
        resolved.route = nil
        resolved.search = nil
        return resolved
    }
}
