import Geo
import Testing
@testable import OSM
@testable import Routing

/// A square 1-2-3-4 (counter-clockwise from the south-west) with a diagonal shortcut.
private func square(shortcut: Tags) -> SyntheticNetwork {
    var network = SyntheticNetwork()
    network.nodes([1: (0, 0), 2: (10, 0), 3: (10, 10), 4: (0, 10)])
    network.way([1, 2], ["highway": "residential", "name": "South"])
    network.way([2, 3], ["highway": "residential", "name": "East"])
    network.way([3, 4], ["highway": "residential", "name": "North"])
    network.way([4, 1], ["highway": "residential", "name": "West"])
    network.way([1, 3], shortcut.merging(["name": "Diagonal"]) { $1 })
    return network
}

private func route(_ network: SyntheticNetwork, _ transport: TransportType, from: Coordinate, to: Coordinate) throws -> Route {
    try #require(try Directions(graph: RoadGraph(data: network.data, transport: transport))
        .calculate({ var r = Directions.Request(source: from, destination: to); r.transportType = transport; return r }()).first)
}

@Test func onewayIsFollowedForCarsButNotOnFoot() throws {
    let network = square(shortcut: ["highway": "residential", "oneway": "yes"])
    // 1 → 3 may use the diagonal; 3 → 1 may not (by car).
    let forward = try route(network, .automobile, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10))
    let backward = try route(network, .automobile, from: SyntheticNetwork.at(10, 10), to: SyntheticNetwork.at(0, 0))
    #expect(forward.steps.contains { $0.streetName == "Diagonal" })
    #expect(!backward.steps.contains { $0.streetName == "Diagonal" })
    let walking = try route(network, .walking, from: SyntheticNetwork.at(10, 10), to: SyntheticNetwork.at(0, 0))
    #expect(walking.steps.contains { $0.streetName == "Diagonal" })
}

@Test func reverseOnewayGoesTheOtherWay() throws {
    let network = square(shortcut: ["highway": "residential", "oneway": "-1"])
    let backward = try route(network, .automobile, from: SyntheticNetwork.at(10, 10), to: SyntheticNetwork.at(0, 0))
    #expect(backward.steps.contains { $0.streetName == "Diagonal" })
}

@Test func privateAccessIsAvoided() throws {
    let network = square(shortcut: ["highway": "service", "access": "private"])
    let car = try route(network, .automobile, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10))
    #expect(!car.steps.contains { $0.streetName == "Diagonal" })
    let noCars = square(shortcut: ["highway": "residential", "motor_vehicle": "no"])
    #expect(!(try route(noCars, .automobile, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10))).steps.contains { $0.streetName == "Diagonal" })
    #expect(try route(noCars, .walking, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10)).steps.contains { $0.streetName == "Diagonal" })
}

@Test func footwaysAreForWalkersAndCyclewaysForBikes() throws {
    let footway = square(shortcut: ["highway": "footway"])
    #expect(!(try route(footway, .automobile, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10))).steps.contains { $0.streetName == "Diagonal" })
    #expect(!(try route(footway, .cycling, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10))).steps.contains { $0.streetName == "Diagonal" })
    let cycleway = square(shortcut: ["highway": "cycleway"])
    #expect(try route(cycleway, .cycling, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10)).steps.contains { $0.streetName == "Diagonal" })
    let noBikes = square(shortcut: ["highway": "residential", "bicycle": "no"])
    #expect(!(try route(noBikes, .cycling, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10))).steps.contains { $0.streetName == "Diagonal" })
    let contraflow = square(shortcut: ["highway": "residential", "oneway": "yes", "oneway:bicycle": "no"])
    #expect(try route(contraflow, .cycling, from: SyntheticNetwork.at(10, 10), to: SyntheticNetwork.at(0, 0)).steps.contains { $0.streetName == "Diagonal" })
}

@Test func turnRestrictionsForceADetour() throws {
    // A cross at node 5: west arm 1-5, east arm 5-2, north arm 5-3, and a loop 2-4-3 around the north-east.
    var network = SyntheticNetwork()
    network.nodes([1: (0, 0), 5: (10, 0), 2: (20, 0), 3: (10, 10), 4: (20, 10)])
    let west = network.way([1, 5], ["highway": "residential", "name": "West"])
    network.way([5, 2], ["highway": "residential", "name": "East"])
    let north = network.way([5, 3], ["highway": "residential", "name": "North"])
    network.way([2, 4, 3], ["highway": "residential", "name": "Loop"])
    let free = try route(network, .automobile, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10))
    #expect(free.steps.contains { $0.streetName == "North" })
    network.restriction("no_left_turn", from: west, via: 5, to: north)
    let restricted = try route(network, .automobile, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10))
    #expect(restricted.steps.contains { $0.streetName == "Loop" })
    #expect(restricted.distance > free.distance)
    // Walkers ignore car restrictions.
    let walking = try route(network, .walking, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10))
    #expect(walking.steps.contains { $0.streetName == "North" })
    // only_straight_on at 5 from West forbids turning north as well.
    var onlyStraight = SyntheticNetwork()
    onlyStraight.nodes([1: (0, 0), 5: (10, 0), 2: (20, 0), 3: (10, 10), 4: (20, 10)])
    let westWay = onlyStraight.way([1, 5], ["highway": "residential", "name": "West"])
    let eastWay = onlyStraight.way([5, 2], ["highway": "residential", "name": "East"])
    onlyStraight.way([5, 3], ["highway": "residential", "name": "North"])
    onlyStraight.way([2, 4, 3], ["highway": "residential", "name": "Loop"])
    onlyStraight.restriction("only_straight_on", from: westWay, via: 5, to: eastWay)
    #expect(try route(onlyStraight, .automobile, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10)).steps.contains { $0.streetName == "Loop" })
}

@Test func roundaboutExitsAreCounted() throws {
    // A roundabout 10-11-12-13 (counter-clockwise, as traffic drives on the right) with arms at each node.
    var network = SyntheticNetwork()
    network.nodes([10: (10, 5), 11: (15, 10), 12: (10, 15), 13: (5, 10), 20: (10, 0), 21: (20, 10), 22: (10, 20), 23: (0, 10)])
    network.way([10, 11, 12, 13, 10], ["highway": "primary", "junction": "roundabout"])
    network.way([20, 10], ["highway": "primary", "name": "South Arm"])
    network.way([11, 21], ["highway": "primary", "name": "East Arm"])
    network.way([12, 22], ["highway": "primary", "name": "North Arm"])
    network.way([13, 23], ["highway": "primary", "name": "West Arm"])
    let toNorth = try route(network, .automobile, from: SyntheticNetwork.at(10, 0), to: SyntheticNetwork.at(10, 20))
    let roundabout = try #require(toNorth.steps.first { if case .roundabout = $0.maneuver { return true } else { return false } })
    #expect(roundabout.maneuver == .roundabout(exit: 2))
    #expect(roundabout.instructions == "At the roundabout, take the 2nd exit onto North Arm")
    let toWest = try route(network, .automobile, from: SyntheticNetwork.at(10, 0), to: SyntheticNetwork.at(0, 10))
    #expect(toWest.steps.contains { $0.maneuver == .roundabout(exit: 3) })
    #expect(toWest.steps.last?.maneuver == .arrive(side: nil, isFinal: true))
}

@Test func endpointsFarFromRoadsAreAClearError() throws {
    let network = square(shortcut: ["highway": "residential"])
    let graph = RoadGraph(data: network.data, transport: .automobile)
    #expect(throws: RoutingError.self) {
        try Directions(graph: graph).calculate(Directions.Request(source: SyntheticNetwork.at(0, 0), destination: SyntheticNetwork.at(100, 100)))
    }
}
