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

// A 10 km square: the grid's cells are about 10 m, a land feature claims 150 m around it.
private let wide = MapRect(corner: MapPoint(x: 0, y: 0), corner: MapPoint(x: 10_000, y: 10_000))

@Test func aCoastCutShortDoesNotFloodTheLandBeyondItsEnd() {
    // The coast comes from the west edge, sea to the south, and stops in the middle of the data (the extract's polygon
    // cut it); east of its end lie roads. Carried straight to the nearest edge (north), the old sea covered them.
    let coast = [MapPoint(x: 0, y: 5_000), MapPoint(x: 5_000, y: 6_000)]
    let roads = [[MapPoint(x: 5_600, y: 6_500), MapPoint(x: 10_000, y: 6_600)],
                 [MapPoint(x: 6_000, y: 7_200), MapPoint(x: 6_000, y: 10_000)],
                 [MapPoint(x: 7_000, y: 6_000), MapPoint(x: 9_500, y: 8_000)]]
    let sea = CoastlineAssembler.seaPolygons(openLines: [coast], closedRings: [], bounds: wide, landLines: roads)
    for road in roads {
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            let point = MapPoint(x: road[0].x + (road[1].x - road[0].x) * t, y: road[0].y + (road[1].y - road[0].y) * t)
            #expect(!inSea(sea, point), "sea over the road at \(point)")
        }
    }
    #expect(inSea(sea, MapPoint(x: 8_000, y: 1_500)))   // the open sea south-east, far from any road
    #expect(inSea(sea, MapPoint(x: 2_500, y: 2_000)))
    #expect(!inSea(sea, MapPoint(x: 2_500, y: 8_000)))  // the land north of the coast
}

@Test func aGapInTheCoastlineIsBridgedNotFlooded() {
    // One coast, sea to the south, with 300 m missing in the middle; land features on both sides of the gap.
    let west = [MapPoint(x: 0, y: 5_000), MapPoint(x: 4_850, y: 5_000)]
    let east = [MapPoint(x: 5_150, y: 5_000), MapPoint(x: 10_000, y: 5_000)]
    let roads = [[MapPoint(x: 2_000, y: 5_400), MapPoint(x: 8_000, y: 5_400)]]
    let sea = CoastlineAssembler.seaPolygons(openLines: [west, east], closedRings: [], bounds: wide, landLines: roads)
    #expect(!inSea(sea, MapPoint(x: 5_000, y: 5_300)))
    #expect(!inSea(sea, MapPoint(x: 5_000, y: 8_000)))
    #expect(inSea(sea, MapPoint(x: 5_000, y: 4_700)))
    #expect(inSea(sea, MapPoint(x: 5_000, y: 1_000)))
}

@Test func islandsAloneAreLandInTheSea() {
    // An extract of open water with one island (counter-clockwise: land on the left).
    let island = [MapPoint(x: 4_000, y: 4_000), MapPoint(x: 6_000, y: 4_000), MapPoint(x: 6_000, y: 6_000),
                  MapPoint(x: 4_000, y: 6_000), MapPoint(x: 4_000, y: 4_000)]
    let sea = CoastlineAssembler.seaPolygons(openLines: [], closedRings: [island], bounds: wide)
    #expect(inSea(sea, MapPoint(x: 1_000, y: 1_000)))
    #expect(inSea(sea, MapPoint(x: 9_000, y: 5_000)))
    #expect(!inSea(sea, MapPoint(x: 5_000, y: 5_000)))
}

@Test func theGridsFrontierLeavesACutEndTowardsTheEdge() {
    // A coast from the south edge north to the middle of a 1 km square, sea to the east: beyond its end the sea and
    // the land meet along a frontier that starts at the end and goes on north to the grid's edge.
    let square = MapRect(corner: MapPoint(x: 0, y: 0), corner: MapPoint(x: 1_000, y: 1_000))
    let coast = [MapPoint(x: 500, y: 0), MapPoint(x: 500, y: 500)]
    let grid = CoastlineGrid.labelled(bounds: square, coastlines: [coast], landLines: [])
    #expect(grid.kind(at: MapPoint(x: 800, y: 200)) == .sea)
    #expect(grid.kind(at: MapPoint(x: 200, y: 200)) == .land)
    let runs = grid.frontierRuns()
    let fromEnd = runs.filter { !$0.startsAtEdge && $0.endsAtEdge }
    #expect(fromEnd.count == 1)
    if let run = fromEnd.first, let first = run.points.first, let last = run.points.last {
        #expect(abs(first.x - 500) < 5 && abs(first.y - 500) < 5)
        #expect(last.y > 999)
        #expect(abs(last.x - 500) < 10)
    }
}

@Test func whatNoSeedReachesTakesTheKindAroundIt() {
    // A 20 km square with a short coast in its south-west corner, sea to the east: the open sea far beyond the
    // coast's reach borders the sea the coast seeds along more than the land.
    let coast = [MapPoint(x: 0, y: 2_000), MapPoint(x: 1_000, y: 2_000), MapPoint(x: 1_000, y: 0)]
    let big = MapRect(corner: MapPoint(x: 0, y: 0), corner: MapPoint(x: 20_000, y: 20_000))
    let grid = CoastlineGrid.labelled(bounds: big, coastlines: [coast.reversed()], landLines: [])
    #expect(grid.kind(at: MapPoint(x: 500, y: 500)) == .land)
    #expect(grid.kind(at: MapPoint(x: 15_000, y: 15_000)) == .sea)
}

@Test func aShoreWithoutItsCoastlineIsNotFlooded() {
    // A strait: its west shore's coastline runs the whole height (sea to the east); the east shore's coastline is not
    // in the extract (osmium's simple strategy leaves such ways out), only its streets are.
    let westShore = [MapPoint(x: 3_000, y: 0), MapPoint(x: 3_000, y: 10_000)]
    var streets: [[MapPoint]] = []
    for x in stride(from: 5_000.0, through: 10_000, by: 250) { streets.append([MapPoint(x: x, y: 0), MapPoint(x: x, y: 10_000)]) }
    for y in stride(from: 0.0, through: 10_000, by: 250) { streets.append([MapPoint(x: 5_000, y: y), MapPoint(x: 10_000, y: y)]) }
    let sea = CoastlineAssembler.seaPolygons(openLines: [westShore], closedRings: [], bounds: wide, landLines: streets)
    #expect(inSea(sea, MapPoint(x: 3_500, y: 5_000)))
    #expect(!inSea(sea, MapPoint(x: 2_000, y: 5_000)))
    for point in [MapPoint(x: 5_100, y: 5_100), MapPoint(x: 8_000, y: 2_000), MapPoint(x: 9_900, y: 9_900)] {
        #expect(!inSea(sea, point), "sea over the east shore's streets at \(point)")
    }
}
