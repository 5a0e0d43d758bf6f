import BinaryData
import Foundation
import Geo
import Testing
import TestSupport
@testable import OSM
@testable import Routing

private let helsinkiData: OSMData? = {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/Helsinki.osm.pbf").path
    return try? PBFReader.read(path: path)
}()

@Test(arguments: TransportType.allCases)
func graphReadBackRoutesTheSame(transport: TransportType) throws {
    let data = try #require(helsinkiData)
    let graph = RoadGraph(data: data, transport: transport)
    let copy = try RoadGraph(preparedSection: ByteRegion(bytes: graph.preparedSection()))
    #expect(copy.coordinates == graph.coordinates && copy.firstEdge == graph.firstEdge && copy.edgeTarget == graph.edgeTarget)
    #expect(copy.edgeTime == graph.edgeTime && copy.edgeLength == graph.edgeLength && copy.isMainNetwork == graph.isMainNetwork)
    #expect(copy.restrictions.count == graph.restrictions.count && copy.segmentGrid.count == graph.segmentGrid.count)
    var generator = SeededGenerator(seed: 21)
    func random() -> Coordinate {
        Coordinate(latitude: Double.random(in: 60.1655...60.1775, using: &generator), longitude: Double.random(in: 24.9370...24.9520, using: &generator))
    }
    for _ in 0..<40 {
        let request = Directions.Request(source: random(), destination: random())
        let expected = try? Directions(graph: graph).calculate(request)
        let actual = try? Directions(graph: copy).calculate(request)
        #expect(actual == expected)
    }
}

@Test func damagedGraphSectionsAreRejectedOrRouteWithoutCrashing() throws {
    let data = try #require(helsinkiData)
    let section = RoadGraph(data: data, transport: .automobile).preparedSection()
    let request = Directions.Request(source: Coordinate(latitude: 60.1690, longitude: 24.9360), destination: Coordinate(latitude: 60.1700, longitude: 24.9500))
    for copy in damagedCopies(of: section, count: 150, seed: 22) {
        guard let graph = try? RoadGraph(preparedSection: ByteRegion(bytes: copy)) else { continue }
        _ = try? Directions(graph: graph).calculate(request)
    }
}
