import Geo
import Testing
@testable import OSM
@testable import Routing

@Test func barrierTagsPerTransportType() {
    let car = Profile(transport: .automobile), walk = Profile(transport: .walking), bike = Profile(transport: .cycling)
    // Bollards stop cars only; walls and fences stop everyone; gates are passable (cars lose time there).
    #expect(car.isBarrier(["barrier": "bollard"]) && !bike.isBarrier(["barrier": "bollard"]) && !walk.isBarrier(["barrier": "bollard"]))
    #expect(car.isBarrier(["barrier": "wall"]) && bike.isBarrier(["barrier": "wall"]) && walk.isBarrier(["barrier": "fence"]))
    #expect(!car.isBarrier(["barrier": "gate"]) && !car.isBarrier(["barrier": "lift_gate"]) && !car.isBarrier(["barrier": "toll_booth"]))
    #expect(!car.isBarrier(["barrier": "bollard", "bollard": "rising"]))
    #expect(!car.isBarrier(["barrier": "kerb", "kerb": "lowered"]) && car.isBarrier(["barrier": "kerb"]))
    #expect(!walk.isBarrier(["barrier": "fence", "sensory": "audible"]))
    // An access tag on the node decides before the barrier.
    #expect(!car.isBarrier(["barrier": "bollard", "motor_vehicle": "yes"]))
    #expect(car.isBarrier(["barrier": "gate", "access": "no"]) && walk.isBarrier(["barrier": "gate", "foot": "no"]))
    #expect(!walk.isBarrier(["barrier": "gate", "access": "no", "foot": "yes"]))
    // Access tags on a crossing node are about the crossing traffic, not the cyclist on the road.
    #expect(!bike.isBarrier(["highway": "crossing", "bicycle": "no"]) && bike.isBarrier(["bicycle": "no"]))
    // Gates cost cars a minute, unless access tags say who may pass.
    #expect(RoadGraph.nodeDelay(["barrier": "gate"], transport: .automobile) == 60)
    #expect(RoadGraph.nodeDelay(["barrier": "gate", "motorcar": "yes"], transport: .automobile) == 0)
    #expect(RoadGraph.nodeDelay(["barrier": "gate"], transport: .walking) == 0)
}

/// A square 1-2-3-4 with a diagonal 1-5-3 whose middle node 5 carries `middle`.
private func square(middle: Tags) -> SyntheticNetwork {
    var network = SyntheticNetwork()
    network.nodes([1: (0, 0), 2: (10, 0), 3: (10, 10), 4: (0, 10), 5: (5, 5)])
    network.way([1, 2], ["highway": "residential", "name": "South"])
    network.way([2, 3], ["highway": "residential", "name": "East"])
    network.way([3, 4], ["highway": "residential", "name": "North"])
    network.way([4, 1], ["highway": "residential", "name": "West"])
    network.way([1, 5, 3], ["highway": "residential", "name": "Diagonal"])
    network.tag(5, middle)
    return network
}

private func route(_ network: SyntheticNetwork, _ transport: TransportType) throws -> Route {
    var request = Directions.Request(source: SyntheticNetwork.at(0, 0), destination: SyntheticNetwork.at(10, 10))
    request.transportType = transport
    return try #require(try Directions(graph: RoadGraph(data: network.data, transport: transport)).calculate(request).first)
}

@Test func routesDoNotPassBarriers() throws {
    let bollard = square(middle: ["barrier": "bollard"])
    #expect(!(try route(bollard, .automobile)).steps.contains { $0.streetName == "Diagonal" })
    #expect(try route(bollard, .walking).steps.contains { $0.streetName == "Diagonal" })
    #expect(try route(bollard, .cycling).steps.contains { $0.streetName == "Diagonal" })
    let wall = square(middle: ["barrier": "wall"])
    for transport in [TransportType.automobile, .walking, .cycling] {
        #expect(!(try route(wall, transport)).steps.contains { $0.streetName == "Diagonal" })
    }
    let open = square(middle: [:])
    #expect(try route(open, .automobile).steps.contains { $0.streetName == "Diagonal" })
}

@Test func aGateCostsCarsAMinute() throws {
    let open = try route(square(middle: [:]), .automobile)
    let gated = try route(square(middle: ["barrier": "gate"]), .automobile)
    // Either through the gate a minute later, or around it; never faster, and at most a minute slower.
    #expect(gated.expectedTravelTime > open.expectedTravelTime + 1)
    #expect(gated.expectedTravelTime <= open.expectedTravelTime + 60 + 1e-6)
}
