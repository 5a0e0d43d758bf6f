import Foundation
import MapSnapTesting
import Testing
@testable import MapSnap

/// The route images of the issue, at 800×600@2x: by car from the Kamppi end of the extract to the Market
/// Square, and on foot through the Esplanadi park. Both were opened and checked.
private func routeScene(_ request: RouteLibrary.Request, steps: Bool = false) -> MapSnapshotter.Options {
    var options = MapSnapshotter.Options()
    options.size = Size(width: 800, height: 600)
    options.scale = 2
    options.padding = EdgeInsets(all: 32)
    options.route = request
    options.showsRouteSteps = steps
    return options
}

@Test func carFromKamppiToTheMarketSquare() {
    var request = RouteLibrary.Request(from: .coordinate(Coordinate(latitude: 60.1690, longitude: 24.9360)),
                                       to: .coordinate(Coordinate(latitude: 60.1677, longitude: 24.9523)))
    request.alternatives = true
    assertSnapshot(of: routeScene(request), named: "route-car-kamppi-market-square@2x")
}

@Test func walkThroughEsplanadiPark() {
    var request = RouteLibrary.Request(from: .coordinate(Coordinate(latitude: 60.1672, longitude: 24.9448)),
                                       to: .place("Kappeli"))
    request.transport = .walking
    assertSnapshot(of: routeScene(request, steps: true), named: "route-walk-esplanadi@2x")
}

@Test func sceneRouteKeyIsReadAndValidated() throws {
    let scene = try Scene.decode(Array(#"{"size": "300x200", "route": {"from": [60.1690, 24.9360], "to": "Kauppatori", "stops": ["Ateneum"], "transport": "automobile", "alternatives": false, "showSteps": true, "language": "fi"}}"#.utf8),
                                 baseDirectory: Fixtures.directory)
    #expect(scene.options.route?.stops.count == 1 && scene.options.showsRouteSteps)
    let resolved = try SceneResolver(data: .builtIn).resolve(scene.options)
    #expect(resolved.overlays.count == 1 && resolved.route == nil)
    #expect(resolved.annotations.contains { $0.title == "Stop 1" })
    #expect(try MapSnapshotter(options: scene.options).resolvedOptions().overlays.count == 1)
    #expect(throws: MapSnapError.self) {
        try Scene.decode(Array(#"{"route": {"from": [60.17, 24.94], "to": [60.17, 24.95], "transport": "boat"}}"#.utf8), baseDirectory: Fixtures.directory)
    }
}
