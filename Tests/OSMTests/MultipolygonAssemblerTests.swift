import Geo
import Testing
@testable import OSM

private func locations(_ points: [Int64: (Double, Double)]) -> NodeLocations {
    var locations = NodeLocations()
    for (id, point) in points.sorted(by: { $0.key < $1.key }) { locations.append(id: id, latitude: point.0, longitude: point.1) }
    locations.finishInMemory()
    return locations
}

@Test func outerFromSeveralWaysWithAHole() {
    // Outer square from two ways (one reversed), inner triangle from one closed way.
    let nodes = locations([1: (0, 0), 2: (0, 1), 3: (1, 1), 4: (1, 0), 5: (0.2, 0.2), 6: (0.2, 0.5), 7: (0.5, 0.2)])
    let ways: [Int64: OSMWay] = [
        10: OSMWay(id: 10, nodeIDs: [1, 2, 3], tags: [:]),
        11: OSMWay(id: 11, nodeIDs: [1, 4, 3], tags: [:]),
        12: OSMWay(id: 12, nodeIDs: [5, 6, 7, 5], tags: [:]),
    ]
    let relation = OSMRelation(id: 1, members: [OSMMember(kind: .way, ref: 10, role: "outer"), OSMMember(kind: .way, ref: 11, role: "outer"),
                                                OSMMember(kind: .way, ref: 12, role: "inner")], tags: ["type": "multipolygon"])
    let polygons = MultipolygonAssembler.polygons(relation, ways: ways, locations: nodes)
    #expect(polygons.count == 1)
    #expect(polygons.first?.count == 2)
    #expect(polygons.first?.first?.count == 5)
}

@Test func incompleteRingsAreDropped() {
    let nodes = locations([1: (0, 0), 2: (0, 1)])
    let ways: [Int64: OSMWay] = [10: OSMWay(id: 10, nodeIDs: [1, 2, 3, 1], tags: [:])]
    let relation = OSMRelation(id: 1, members: [OSMMember(kind: .way, ref: 10, role: "outer")], tags: [:])
    #expect(MultipolygonAssembler.polygons(relation, ways: ways, locations: nodes).isEmpty)
}
