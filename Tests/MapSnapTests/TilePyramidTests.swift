import Foundation
@testable import MapSnap
import Testing
import TestSupport

/// A pyramid's metatiles, made one at a time, are exactly those that hold a tile touching the area, each once, in
/// zoom and row order, and their count is known without making them: over random areas (the world's edges, the
/// antimeridian's side, a point) and zoom ranges, checked against every tile of the area listed by the XYZ formula.
@Test func aPyramidsMetatilesAreEveryBlockOfItsTilesOnce() throws {
    var generator = SeededGenerator(seed: 62)
    for round in 0..<200 {
        let west = round == 0 ? -180 : Double.random(in: -180..<179.9, using: &generator)
        let east = round == 0 ? 180 : min(180, west + Double.random(in: 0.0001...40, using: &generator))
        let south = round == 0 ? -WebMercator.maxLatitude : Double.random(in: -85..<84.9, using: &generator)
        let north = round == 0 ? WebMercator.maxLatitude : min(WebMercator.maxLatitude, south + Double.random(in: 0.0001...30, using: &generator))
        let low = Int.random(in: 0...10, using: &generator)
        let pyramid = try TilePyramid(west: west, south: south, east: east, north: north, zooms: low...min(22, low + Int.random(in: 0...2, using: &generator)))
        var expected: [Metatile] = []
        let tileCount = pyramid.zooms.reduce(0) { total, zoom in
            let range = pyramid.tileRange(zoom: zoom)
            return total + range.columns.count * range.rows.count
        }
        for zoom in pyramid.zooms {
            let range = pyramid.tileRange(zoom: zoom)
            guard range.columns.count * range.rows.count <= 50_000 else { break }
            var blocks = Set<Metatile>()
            for y in range.rows {
                for x in range.columns { blocks.insert(Metatile.holding(z: zoom, x: x, y: y)) }
            }
            expected += blocks.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        }
        #expect(pyramid.tileCount == tileCount)
        let made = Array(pyramid.metatiles.prefix(expected.count))
        #expect(made == expected, "round \(round): \(pyramid.zooms)")
        if expected.count == pyramid.metatiles.count { #expect(Array(pyramid.metatiles).count == expected.count) }
    }
    // The whole world at zoom 22: 2^19 blocks a side, counted at once (never listed).
    let world = try TilePyramid(west: -180, south: -WebMercator.maxLatitude, east: 180, north: WebMercator.maxLatitude, zooms: 22...22)
    #expect(world.metatiles.count == (1 << 19) * (1 << 19) && world.tileCount == (1 << 22) * (1 << 22))
    var iterator = world.metatiles.makeIterator()
    #expect(iterator.next() == Metatile(z: 22, x: 0, y: 0, side: 8) && iterator.next() == Metatile(z: 22, x: 8, y: 0, side: 8))
}
