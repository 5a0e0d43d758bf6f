import Geo
import Testing
@testable import OSM
@testable import Routing

private func steps(_ network: SyntheticNetwork, from: Coordinate, to: Coordinate) throws -> [RouteStep] {
    let directions = Directions(graph: RoadGraph(data: network.data, transport: .automobile))
    return try #require(try directions.calculate(Directions.Request(source: from, destination: to)).first).steps
}

/// East along South Street, then north along East Street.
private func corner() -> SyntheticNetwork {
    var network = SyntheticNetwork()
    network.nodes([1: (0, 0), 2: (10, 0), 3: (10, 10)])
    network.way([1, 2], ["highway": "residential", "name": "South Street"])
    network.way([2, 3], ["highway": "residential", "name": "East Street"])
    return network
}

@Test func departTurnAndArriveOnTheSide() throws {
    let found = try steps(corner(), from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10.5, 10))
    #expect(found.map(\.maneuver) == [.depart(heading: .east), .turn(.left), .arrive(side: .right, isFinal: true)])
    #expect(found.map(\.streetName) == ["South Street", "East Street", nil])
    #expect(abs(found[0].distance - 555) < 10 && abs(found[1].distance - 1112) < 10)
    #expect(found[1].polyline.first == found[0].polyline.last)
}

@Test func shortStretchesOfAnotherStreetJoinTheStepBefore() throws {
    // South Street is interrupted by 10 m of "Crossing" before it goes on.
    var network = SyntheticNetwork()
    network.nodes([1: (0, 0), 2: (10, 0), 3: (10.18, 0), 4: (20, 0)])
    network.way([1, 2], ["highway": "residential", "name": "South Street"])
    network.way([2, 3], ["highway": "residential", "name": "Crossing"])
    network.way([3, 4], ["highway": "residential", "name": "South Street"])
    let found = try steps(network, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(20, 0))
    #expect(found.count == 2)
    #expect(found.first?.streetName == "South Street" && abs((found.first?.distance ?? 0) - 1112) < 10)
}

@Test func aDestinationOnTheRoadHasNoSide() throws {
    let found = try steps(corner(), from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10))
    #expect(found.last?.maneuver == .arrive(side: nil, isFinal: true))
}

/// Unnamed ways have no name to tell steps apart: a turn from one onto another ends the step, and a way that merely
/// changes (a crossing, a split in the data) while the route goes on straight does not.
@Test func turnsBetweenUnnamedWaysAreSteps() throws {
    var network = SyntheticNetwork()
    network.nodes([1: (0, 0), 2: (5, 0), 3: (10, 0), 4: (10, 10)])
    network.way([1, 2], ["highway": "service"])
    network.way([2, 3], ["highway": "service"])
    network.way([3, 4], ["highway": "service"])
    let found = try steps(network, from: SyntheticNetwork.at(0, 0), to: SyntheticNetwork.at(10, 10))
    #expect(found.map(\.maneuver) == [.depart(heading: .east), .turn(.left), .arrive(side: nil, isFinal: true)])
    #expect(found.map(\.streetName) == [nil, nil, nil])
    #expect(abs(found[0].distance - 555) < 10 && abs(found[1].distance - 1112) < 10)
}
