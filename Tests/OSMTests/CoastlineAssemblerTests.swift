import Geo
import Testing
@testable import OSM

private let box = MapRect(corner: MapPoint(x: 0, y: 0), corner: MapPoint(x: 100, y: 100))

private func inSea(_ polygons: [[[MapPoint]]], _ point: MapPoint) -> Bool {
    polygons.contains { polygon in
        RingAssembler.contains(polygon[0], point) && !polygon.dropFirst().contains { RingAssembler.contains($0, point) }
    }
}

@Test func coastlineGoingNorthHasTheSeaToTheEast() {
    // Travelling north, the right-hand side (east) is water.
    let line = [MapPoint(x: 50, y: 0), MapPoint(x: 50, y: 100)]
    let sea = CoastlineAssembler.seaPolygons(openLines: [line], closedRings: [], bounds: box)
    #expect(inSea(sea, MapPoint(x: 75, y: 50)))
    #expect(!inSea(sea, MapPoint(x: 25, y: 50)))
}

@Test func coastlineGoingSouthHasTheSeaToTheWest() {
    let line = [MapPoint(x: 50, y: 100), MapPoint(x: 50, y: 0)]
    let sea = CoastlineAssembler.seaPolygons(openLines: [line], closedRings: [], bounds: box)
    #expect(inSea(sea, MapPoint(x: 25, y: 50)))
    #expect(!inSea(sea, MapPoint(x: 75, y: 50)))
}

@Test func cutLinesAreExtendedToTheNearestEdge() {
    // A bay on the east side whose ends stop short of the edge (nodes missing from the extract).
    let line = [MapPoint(x: 97, y: 30), MapPoint(x: 70, y: 40), MapPoint(x: 70, y: 60), MapPoint(x: 98, y: 70)]
    let sea = CoastlineAssembler.seaPolygons(openLines: [line], closedRings: [], bounds: box)
    #expect(inSea(sea, MapPoint(x: 85, y: 50)))
    #expect(!inSea(sea, MapPoint(x: 40, y: 50)))
    #expect(!inSea(sea, MapPoint(x: 85, y: 10)))
}

@Test func islandsAreHolesAndCornersAreWalkedClockwise() {
    // Sea in the south-east corner: coast from the south edge to the east edge, water on the right.
    let coast = [MapPoint(x: 30, y: 0), MapPoint(x: 100, y: 70)]
    let island = [MapPoint(x: 80, y: 10), MapPoint(x: 90, y: 10), MapPoint(x: 90, y: 20), MapPoint(x: 80, y: 20), MapPoint(x: 80, y: 10)]
    let sea = CoastlineAssembler.seaPolygons(openLines: [coast], closedRings: [island], bounds: box)
    #expect(inSea(sea, MapPoint(x: 95, y: 5)))
    #expect(!inSea(sea, MapPoint(x: 85, y: 15)))
    #expect(!inSea(sea, MapPoint(x: 10, y: 90)))
}

@Test func twoPiecesMakeTwoSeas() {
    let west = [MapPoint(x: 20, y: 100), MapPoint(x: 20, y: 0)]   // sea to the west
    let east = [MapPoint(x: 80, y: 0), MapPoint(x: 80, y: 100)]   // sea to the east
    let sea = CoastlineAssembler.seaPolygons(openLines: [west, east], closedRings: [], bounds: box)
    #expect(inSea(sea, MapPoint(x: 10, y: 50)) && inSea(sea, MapPoint(x: 90, y: 50)))
    #expect(!inSea(sea, MapPoint(x: 50, y: 50)))
}
