import BinaryData
import Foundation
import Geo
import Testing
import TestSupport
@testable import OSM
@testable import Routing


@Test(arguments: TransportType.allCases)
func graphReadBackRoutesTheSame(transport: TransportType) throws {
    let data = try #require(helsinkiExtract)
    let graph = RoadGraph(data: data, transport: transport)
    let copy = try RoadGraph(preparedSection: ByteRegion(bytes: graph.preparedSection()))
    #expect(copy.coordinates.elementsEqual(graph.coordinates) && copy.firstEdge.elementsEqual(graph.firstEdge)
            && copy.edgeTarget.elementsEqual(graph.edgeTarget) && copy.edgeSource.elementsEqual(graph.edgeSource))
    #expect(copy.edgeTime.elementsEqual(graph.edgeTime) && copy.edgeLength.elementsEqual(graph.edgeLength)
            && copy.isMainNetwork.elementsEqual(graph.isMainNetwork) && copy.topSpeed == graph.topSpeed)
    #expect(copy.nodeIDs.all() == graph.nodeIDs.all() && copy.nodeIDs.count == graph.nodeCount)
    // A graph read from a section writes that section again (its node ids copied as stored).
    #expect(copy.preparedSection() == graph.preparedSection())
    #expect(copy.restrictions.count == graph.restrictions.count && copy.segmentGrid.count == graph.segmentGrid.count)
    var generator = SeededGenerator(seed: 21)
    func random() -> Coordinate {
        Coordinate(latitude: Double.random(in: 60.1655...60.1775, using: &generator), longitude: Double.random(in: 24.9370...24.9520, using: &generator))
    }
    for _ in 0..<40 {
        let request = Directions.Request(source: random(), destination: random())
        // The same fastest routes; the read-back graph searches with its landmark bound, so among paths of equal
        // time it may pick another (a crossing drawn as two ways over the same nodes).
        let expected = try? Directions(graph: graph).calculate(request).first
        let actual = try? Directions(graph: copy).calculate(request).first
        #expect((actual == nil) == (expected == nil))
        if let actual, let expected {
            #expect(abs(actual.expectedTravelTime - expected.expectedTravelTime) < 1e-6 && actual.polyline == expected.polyline)
        }
    }
}

@Test func damagedGraphSectionsAreRejectedOrRouteWithoutCrashing() throws {
    let data = try #require(helsinkiExtract)
    let section = RoadGraph(data: data, transport: .automobile).preparedSection()
    let request = Directions.Request(source: Coordinate(latitude: 60.1690, longitude: 24.9360), destination: Coordinate(latitude: 60.1700, longitude: 24.9500))
    for copy in damagedCopies(of: section, count: 150, seed: 22) {
        guard let graph = try? RoadGraph(preparedSection: ByteRegion(bytes: copy)) else { continue }
        _ = try? Directions(graph: graph).calculate(request)
    }
}

/// The section written array by array into a temporary file (as `prepare` writes it) is the section in memory.
@Test(arguments: TransportType.allCases)
func graphSectionThroughATemporaryFileIsTheSame(transport: TransportType) throws {
    let graph = RoadGraph(data: try #require(helsinkiExtract), transport: transport)
    var file = try SpillFile(directory: FileManager.default.temporaryDirectory.path)
    graph.writePreparedSection(to: &file)
    var bytes: [UInt8] = []
    try file.copy { bytes += $0 }
    #expect(bytes == graph.preparedSection())
}
