import Geo
import Testing
@testable import OSM
@testable import Routing

/// One straight east-west street from grid (0, 0) to (10, 0): about 555 m long.
private func street() -> RoadGraph {
    var network = SyntheticNetwork()
    network.nodes([1: (0, 0), 2: (10, 0)])
    network.way([1, 2], ["highway": "residential", "name": "Main"])
    return RoadGraph(data: network.data, transport: .automobile)
}

@Test func snapsToTheNearestPointOnASegmentNotTheNearestNode() throws {
    let graph = street()
    // 0.5 units north of the middle of the street: about 55 m away, 275 m from either node.
    let snapped = try #require(graph.snap(SyntheticNetwork.at(5, 0.5)))
    #expect(abs(snapped.coordinate.longitude - SyntheticNetwork.at(5, 0).longitude) < 1e-9)
    #expect(abs(snapped.coordinate.latitude - 60) < 1e-9)
    #expect(abs(snapped.distance - 55.6) < 1)
    #expect(abs(snapped.fraction - 0.5) < 1e-6)  // halfway along either direction of the street
}

@Test func pointsBeyondTheEndSnapToTheEndpoint() throws {
    let snapped = try #require(street().snap(SyntheticNetwork.at(12, 0)))
    #expect(abs(snapped.coordinate.longitude - SyntheticNetwork.at(10, 0).longitude) < 1e-9)
    #expect(snapped.fraction == 0 || snapped.fraction == 1)
}

@Test func nothingWithinTheMaximumDistanceIsNil() {
    // 10 units north: about 1.1 km from the street.
    #expect(street().snap(SyntheticNetwork.at(5, 10)) == nil)
    #expect(street().snap(SyntheticNetwork.at(5, 4)) != nil)  // about 445 m: still snaps
}
