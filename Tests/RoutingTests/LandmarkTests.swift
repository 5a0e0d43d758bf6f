import BinaryData
import Foundation
import Geo
import Testing
import TestSupport
@testable import OSM
@testable import Routing


@Test(arguments: TransportType.allCases)
func landmarkBoundsNeverExceedTheTrueCost(transport: TransportType) throws {
    let graph = RoadGraph(data: try #require(helsinkiExtract), transport: transport)
    let landmarks = try #require(Landmarks.compute(for: graph))
    #expect(landmarks.count == Landmarks.defaultCount)
    var generator = SeededGenerator(seed: 31)
    var checked = 0, ratioSum = 0.0
    for _ in 0..<25 {
        let from = Int32.random(in: 0..<Int32(graph.edgeCount), using: &generator)
        let costs = graph.fastestCosts(from: from, incoming: nil)
        for _ in 0..<40 {
            let to = Int32.random(in: 0..<Int32(graph.edgeCount), using: &generator)
            let bound = landmarks.lowerBound(from: from, to: to)
            #expect(bound <= costs[Int(to)] + 1e-9, "edge \(from) → \(to): bound \(bound) s, true cost \(costs[Int(to)]) s")
            guard costs[Int(to)].isFinite, costs[Int(to)] > 60 else { continue }
            checked += 1
            ratioSum += bound / costs[Int(to)]
        }
    }
    // The bound is informative: on average well above zero for pairs more than a minute apart (on this 2 km² sample;
    // on a city-sized network the bound is within a few per cent, `mapsnap bench --only large`).
    let meanRatio = ratioSum / Double(max(checked, 1))
    #expect(checked > 100 && meanRatio > 0.35, "mean bound / true cost \(meanRatio) over \(checked) pairs")
}

@Test func costsTowardsALandmarkMatchCostsFromEachEdge() throws {
    let graph = RoadGraph(data: try #require(helsinkiExtract), transport: .automobile)
    let incoming = ReverseAdjacency(graph)
    var generator = SeededGenerator(seed: 32)
    for _ in 0..<5 {
        let landmark = Int32.random(in: 0..<Int32(graph.edgeCount), using: &generator)
        let towards = graph.fastestCosts(from: landmark, incoming: incoming)
        for _ in 0..<10 {
            let edge = Int32.random(in: 0..<Int32(graph.edgeCount), using: &generator)
            let forward = graph.fastestCosts(from: edge, incoming: nil)[Int(landmark)]
            #expect(forward == towards[Int(edge)] || abs(forward - towards[Int(edge)]) < 1e-6)
        }
    }
}

@Test(arguments: TransportType.allCases)
func searchWithLandmarksFindsTheFastestPath(transport: TransportType) throws {
    let graph = RoadGraph(data: try #require(helsinkiExtract), transport: transport)
    let prepared = try RoadGraph(preparedSection: ByteRegion(bytes: graph.preparedSection()))
    // Only car graphs are prepared with landmarks; the others search with the straight-line bound.
    #expect((prepared.landmarks != nil) == Landmarks.pay(for: transport) && graph.landmarks == nil)
    var generator = SeededGenerator(seed: 33)
    func random() -> Coordinate {
        Coordinate(latitude: Double.random(in: 60.1645...60.1785, using: &generator), longitude: Double.random(in: 24.9360...24.9530, using: &generator))
    }
    for _ in 0..<60 {
        guard let start = prepared.snap(random()), let end = prepared.snap(random()) else { continue }
        let dijkstra = prepared.fastestPath(from: start, to: end, heuristic: false)
        let withLandmarks = prepared.fastestPath(from: start, to: end)
        #expect((dijkstra == nil) == (withLandmarks == nil))
        if let dijkstra, let withLandmarks { #expect(abs(dijkstra.time - withLandmarks.time) < 1e-6) }
    }
}
