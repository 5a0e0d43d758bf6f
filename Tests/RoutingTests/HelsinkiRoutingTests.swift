import Foundation
import Geo
import Testing
@testable import OSM
@testable import Routing

private let carGraph = helsinkiExtract.map { RoadGraph(data: $0, transport: .automobile) }
private let walkGraph = helsinkiExtract.map { RoadGraph(data: $0, transport: .walking) }
private let bikeGraph = helsinkiExtract.map { RoadGraph(data: $0, transport: .cycling) }

/// A plain edge-based Dijkstra over the same arrays (the engine's turn costs and restricted-entry weight are the
/// cost model; the search is written separately), as the reference: the best weight.
private func referenceTime(_ graph: RoadGraph, from start: SnappedPoint, to end: SnappedPoint) -> Double? {
    func step(_ edge: Int32, _ next: Int32) -> Double {
        let enters = graph.edgeRestricted[Int(next)] && !graph.edgeRestricted[Int(edge)]
        return graph.turnCost(from: edge, to: next) + (enters ? RoadGraph.restrictedEntryWeight : 0)
    }
    var cost = [Double](repeating: .infinity, count: graph.edgeCount)
    var settled = [Bool](repeating: false, count: graph.edgeCount)
    var frontier: [(Double, Int32)] = []
    func push(_ edge: Int32, _ value: Double) {
        if value < cost[Int(edge)] { cost[Int(edge)] = value; frontier.append((value, edge)) }
    }
    var best = Double.infinity
    let reverseStart = graph.edge(from: graph.edgeTarget[Int(start.edge)], to: graph.edgeSource[Int(start.edge)])
    let reverseEnd = graph.edge(from: graph.edgeTarget[Int(end.edge)], to: graph.edgeSource[Int(end.edge)])
    push(start.edge, (1 - start.fraction) * graph.edgeTime[Int(start.edge)])
    if let reverseStart { push(reverseStart, start.fraction * graph.edgeTime[Int(reverseStart)]) }
    if start.edge == end.edge, end.fraction >= start.fraction { best = (end.fraction - start.fraction) * graph.edgeTime[Int(end.edge)] }
    if let reverseStart, reverseStart == reverseEnd, end.fraction <= start.fraction { best = min(best, (start.fraction - end.fraction) * graph.edgeTime[Int(reverseStart)]) }
    while !frontier.isEmpty {
        let position = frontier.indices.min { frontier[$0].0 < frontier[$1].0 }!
        let (value, edge) = frontier.remove(at: position)
        if settled[Int(edge)] || value > cost[Int(edge)] { continue }
        settled[Int(edge)] = true
        let node = graph.edgeTarget[Int(edge)]
        if node == graph.edgeSource[Int(end.edge)], graph.canTurn(from: edge, to: end.edge) {
            best = min(best, value + step(edge, end.edge) + end.fraction * graph.edgeTime[Int(end.edge)])
        }
        if let reverseEnd, node == graph.edgeSource[Int(reverseEnd)], graph.canTurn(from: edge, to: reverseEnd) {
            best = min(best, value + step(edge, reverseEnd) + (1 - end.fraction) * graph.edgeTime[Int(reverseEnd)])
        }
        for next in graph.edges(from: node) where graph.canTurn(from: edge, to: Int32(next)) {
            push(Int32(next), value + step(edge, Int32(next)) + graph.edgeTime[next])
        }
    }
    return best.isFinite ? best : nil
}

private func randomCoordinates(_ count: Int, seed: UInt64) -> [Coordinate] {
    var state = seed
    func random() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
    return (0..<count).map { _ in Coordinate(latitude: 60.1650 + random() * 0.0130, longitude: 24.9365 + random() * 0.0160) }
}

@Test func astarEqualsDijkstraOn200RandomCarRoutes() throws {
    let graph = try #require(carGraph)
    let points = randomCoordinates(400, seed: 11)
    var compared = 0
    for index in stride(from: 0, to: 400, by: 2) {
        guard let a = graph.snap(points[index]), let b = graph.snap(points[index + 1]) else { continue }
        let fast = graph.fastestPath(from: a, to: b)
        let reference = referenceTime(graph, from: a, to: b)
        #expect((fast == nil) == (reference == nil))
        if let fast, let reference {
            // The path's weight: its travel time plus the restricted-entry weight for each entry into a restricted area.
            let entries = zip(fast.edges, fast.edges.dropFirst()).filter { graph.edgeRestricted[Int($1)] && !graph.edgeRestricted[Int($0)] }.count
            let weight = fast.time + Double(entries) * RoadGraph.restrictedEntryWeight
            #expect(abs(weight - reference) < 1e-6, "route \(index / 2): \(weight) vs \(reference)")
            compared += 1
        }
    }
    #expect(compared >= 150)  // pairs where both ends reach the same connected part of the clipped extract
}

@Test func walkingIsNeverLongerThanDriving() throws {
    let car = try #require(carGraph), walk = try #require(walkGraph), data = try #require(helsinkiExtract)
    let tagsByWay = Dictionary(data.ways.map { ($0.id, $0.tags) }, uniquingKeysWith: { first, _ in first })
    let walker = Profile(transport: .walking)
    let points = randomCoordinates(200, seed: 5)
    var compared = 0
    for index in stride(from: 0, to: 200, by: 2) {
        guard let a = car.snap(points[index]), let b = car.snap(points[index + 1]), let driving = car.fastestPath(from: a, to: b) else { continue }
        // Only points on the car network proper: cars snap only to its strongly connected core, possibly far away.
        guard a.distance < 40, b.distance < 40 else { continue }
        // The detour rule: walkers may not use every road cars use (the service tunnel under the centre is foot=no).
        let drivesWhereWalkersCannot = driving.edges.contains { edge in
            walker.access(tagsByWay[car.ways[Int(car.edgeWay[Int(edge)])].osmID] ?? [:]) == nil
        }
        guard !drivesWhereWalkersCannot else { continue }
        var request = Directions.Request(source: points[index], destination: points[index + 1])
        request.transportType = .walking
        let walking = try #require(try Directions(graph: walk).calculate(request).first)
        // Snapping differs by profile (walkers reach footways closer to the points): allow that slack.
        #expect(walking.distance <= driving.distance + 150, "walk \(walking.distance) m vs drive \(driving.distance) m")
        compared += 1
    }
    #expect(compared >= 20)
}

@Test func carRoutesUseOnlyCarRoads() throws {
    let graph = try #require(carGraph)
    let points = randomCoordinates(60, seed: 9)
    let forbidden: Set<String> = ["footway", "path", "pedestrian", "steps", "cycleway", "track", "corridor", "bridleway"]
    for index in stride(from: 0, to: 60, by: 2) {
        guard let a = graph.snap(points[index]), let b = graph.snap(points[index + 1]), let path = graph.fastestPath(from: a, to: b) else { continue }
        for edge in path.edges { #expect(!forbidden.contains(graph.ways[Int(graph.edgeWay[Int(edge)])].highway)) }
    }
}

@Test func instructionsOnRealRoutes() throws {
    let car = try #require(carGraph)
    let points = randomCoordinates(80, seed: 21)
    var checked = 0
    for index in stride(from: 0, to: 80, by: 2) {
        guard let route = try? Directions(graph: car).calculate(Directions.Request(source: points[index], destination: points[index + 1])).first else { continue }
        let steps = route.steps
        if case .depart = steps.first?.maneuver {} else { Issue.record("first step is not a departure") }
        if case .arrive(_, true) = steps.last?.maneuver {} else { Issue.record("last step is not the arrival") }
        for (a, b) in zip(steps, steps.dropFirst()) where a.streetName != nil {
            #expect(a.streetName != b.streetName, "two steps in a row on \(a.streetName ?? "")")
        }
        #expect(abs(steps.reduce(0) { $0 + $1.distance } - route.distance) < 1)
        checked += 1
    }
    #expect(checked >= 30)
}

@Test func kamppiToMarketSquareByCar() throws {
    let car = try #require(carGraph)
    var request = Directions.Request(source: Coordinate(latitude: 60.1690, longitude: 24.9360), destination: Coordinate(latitude: 60.1677, longitude: 24.9523))
    request.requestsAlternateRoutes = true
    let routes = try Directions(graph: car).calculate(request)
    let best = try #require(routes.first)
    #expect(best.distance > 800 && best.distance < 3000)
    #expect(best.expectedTravelTime > 60)
    #expect(!best.name.isEmpty)
    for alternative in routes.dropFirst() { #expect(alternative.expectedTravelTime >= best.expectedTravelTime) }
    request.language = .finnish
    let finnish = try #require(try Directions(graph: car).calculate(request).first)
    #expect(finnish.steps.last?.instructions.hasPrefix("Saavut määränpäähän") == true)
}

@Test func multiStopRoutesHaveLegs() throws {
    let walk = try #require(walkGraph)
    var request = Directions.Request(source: Coordinate(latitude: 60.1699, longitude: 24.9410), destination: Coordinate(latitude: 60.1677, longitude: 24.9523))
    request.transportType = .walking
    request.stops = [Coordinate(latitude: 60.1722, longitude: 24.9440)]
    let route = try #require(try Directions(graph: walk).calculate(request).first)
    #expect(route.legs.count == 2)
    #expect(abs(route.distance - route.legs.reduce(0) { $0 + $1.distance }) < 1e-6)
    #expect(route.legs[0].steps.last?.maneuver == .arrive(side: route.legs[0].steps.last.flatMap { if case .arrive(let side, _) = $0.maneuver { return side } else { return nil } }, isFinal: false))
}

/// Every end snaps to the largest strongly connected part of the profile's network, so any two points in the
/// extract have a route, by car, on foot and by bicycle (OSRM routes all of them; see Scripts/bench/compare-osrm).
@Test(arguments: [TransportType.automobile, .walking, .cycling])
func randomPairsAlwaysHaveARoute(transport: TransportType) throws {
    let graph = try #require(transport == .automobile ? carGraph : transport == .walking ? walkGraph : bikeGraph)
    let points = randomCoordinates(300, seed: 13)
    var refused: [String] = []
    for index in stride(from: 0, to: points.count, by: 2) {
        var request = Directions.Request(source: points[index], destination: points[index + 1])
        request.transportType = transport
        do { _ = try Directions(graph: graph).calculate(request) } catch { refused.append("\(points[index]) → \(points[index + 1]): \(error)") }
    }
    #expect(refused.count <= 1, "\(refused)")
}

/// Destination-only ways (Vilhonkatu, the Rautatientori bus square, Keskuskatu: `motor_vehicle=destination`) are used
/// only at the start or end of a car route: no route passes through one from ordinary roads and out again, unless
/// the ordinary roads alone do not connect the ends (a courtyard behind a destination-only street).
@Test func carRoutesUseDestinationOnlyWaysOnlyAtTheEnds() throws {
    let graph = try #require(carGraph)
    #expect(graph.edgeRestricted.contains(true))
    let points = randomCoordinates(400, seed: 17)
    var checked = 0
    for index in stride(from: 0, to: points.count, by: 2) {
        guard let a = graph.snap(points[index]), let b = graph.snap(points[index + 1]), let path = graph.fastestPath(from: a, to: b) else { continue }
        let restricted = path.edges.map { graph.edgeRestricted[Int($0)] }
        // Restricted edges may form a prefix and a suffix; none may sit between two ordinary stretches.
        let firstOrdinary = restricted.firstIndex(of: false) ?? restricted.count
        let lastOrdinary = restricted.lastIndex(of: false) ?? -1
        if firstOrdinary <= lastOrdinary, restricted[firstOrdinary...lastOrdinary].contains(true) {
            #expect(!ordinaryRoadsConnect(graph, from: path.edges[firstOrdinary], to: path.edges[lastOrdinary]),
                    "route \(index / 2) cuts through a destination-only way although ordinary roads connect its ends")
        }
        checked += 1
    }
    #expect(checked >= 150)
}

/// Turn costs follow OSRM's curves: straight on is free, a right turn costs less than a left, a U-turn the most.
@Test func turnCostCurves() {
    #expect(TurnCostTable.carRight[0] < 0.01 && abs(TurnCostTable.carRight[90] - 2.1) < 0.1)
    #expect(abs(TurnCostTable.carLeft[90] - 5.4) < 0.1 && abs(TurnCostTable.oncoming[90] - 1.9) < 0.1)
    #expect(TurnCostTable.carLeft[180] < 7.5 && TurnCostTable.carRight[180] < 7.5)
    #expect(abs(TurnCostTable.bicycleRight[90] - 6 / 1.4) < 1e-9 && abs(TurnCostTable.bicycleLeft[90] - 8.4) < 1e-9)
}

/// Whether `to` can be reached from `from` over ordinary (not destination-only) edges, turn restrictions obeyed.
private func ordinaryRoadsConnect(_ graph: RoadGraph, from: Int32, to: Int32) -> Bool {
    var seen: Set<Int32> = [from], queue = [from]
    while let edge = queue.popLast() {
        if edge == to { return true }
        for next in graph.edges(from: graph.edgeTarget[Int(edge)]) {
            let outgoing = Int32(next)
            guard !graph.edgeRestricted[next], graph.canTurn(from: edge, to: outgoing), seen.insert(outgoing).inserted else { continue }
            queue.append(outgoing)
        }
    }
    return false
}
