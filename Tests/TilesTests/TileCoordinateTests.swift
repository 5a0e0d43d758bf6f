import Geo
import Testing
@testable import Tiles

@Suite struct TileCoordinateTests {
    /// Ids from the PMTiles reference implementation (the PyPI package `pmtiles`, `zxy_to_tileid`).
    @Test func hilbertIDsMatchThePMTilesReference() {
        #expect(TileCoordinate(z: 0, x: 0, y: 0).hilbertID == 0)
        #expect(TileCoordinate(z: 1, x: 1, y: 0).hilbertID == 4)
        #expect(TileCoordinate(z: 2, x: 3, y: 1).hilbertID == 17)
        #expect(TileCoordinate(z: 3, x: 5, y: 2).hilbertID == 76)
        #expect(TileCoordinate(z: 14, x: 9330, y: 4742).hilbertID == 319_433_485)
    }

    @Test func boundsTileTheWorld() {
        let world = TileCoordinate(z: 0, x: 0, y: 0).bounds
        #expect(abs(world.minX + WebMercator.worldWidth / 2) < 1e-6)
        #expect(abs(world.maxY - WebMercator.worldWidth / 2) < 1e-6)
        let helsinki = MapPoint(Coordinate(latitude: 60.17, longitude: 24.94))
        let covering = TileCoordinate.covering(MapRect(origin: helsinki, size: MapSize(width: 1, height: 1)), zoom: 14, limit: 4)
        #expect(covering?.map(\.tile) == [TileCoordinate(z: 14, x: 9327, y: 4742)])
        #expect(covering?.first.map { $0.tile.bounds.contains(helsinki) } == true)
    }

    @Test func rectanglesAcrossTheAntimeridianTakeTilesFromBothEdges() throws {
        let half = WebMercator.worldWidth / 2
        let rect = MapRect(origin: MapPoint(x: half - 1000, y: 100), size: MapSize(width: 2000, height: 10))
        let tiles = try #require(TileCoordinate.covering(rect, zoom: 2, limit: 16))
        #expect(tiles.map(\.tile.x) == [3, 0])
        #expect(tiles.map(\.shift) == [0, WebMercator.worldWidth])
        #expect(TileCoordinate.covering(rect, zoom: 20, limit: 1) == nil)
    }
}
