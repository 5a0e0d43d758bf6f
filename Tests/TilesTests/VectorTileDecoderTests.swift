import Geo
import OSM
import Testing
import WireFormats
import TestSupport
@testable import Tiles

@Suite struct VectorTileDecoderTests {
    static let streetTile = TileCoordinate(z: 14, x: 9327, y: 4742)

    @Test func aStreetTileHasTheOpenMapTilesLayers() throws {
        let archive = try MBTilesArchive(path: TileFixtures.mbtiles)
        let tile = try VectorTileDecoder.decode(try #require(try archive.tile(Self.streetTile)))
        let names = Set(tile.layers.map(\.name))
        #expect(names.isSuperset(of: ["transportation", "transportation_name", "building", "water", "poi", "place", "landuse"]))
        #expect(tile.layers.allSatisfy { $0.extent == 4096 })
        let streets = try #require(tile.layers.first { $0.name == "transportation_name" })
        #expect(streets.features.contains { $0.attributes["name:latin"] == "Mannerheimintie" && $0.type == .lineString })
        let buildings = try #require(tile.layers.first { $0.name == "building" })
        #expect(buildings.features.count > 200)
        #expect(buildings.features.allSatisfy { $0.type == .polygon && $0.parts.allSatisfy { $0.first == $0.last } })
    }

    /// Every named street of the extract (read from the PBF, not from tiles) is in the zoom-14 tiles by name: those
    /// with at least two of their nodes in the extract (tilemaker can only draw those).
    @Test func theTilesNameTheExtractsStreets() throws {
        let data = try PBFReader.read(path: TileFixtures.extract)
        let wanted: Set<String> = ["primary", "secondary", "tertiary", "residential", "unclassified", "living_street", "pedestrian"]
        var extractNames = Set<String>()
        for way in data.ways where wanted.contains(way.tags["highway"] ?? "") && data.coordinates(of: way).count >= 2 {
            if let name = way.tags["name"] { extractNames.insert(name) }
        }
        let archive = try MBTilesArchive(path: TileFixtures.mbtiles)
        var tileNames = Set<String>()
        let bounds = try #require(archive.info.bounds)
        for (tile, _) in try #require(TileCoordinate.covering(bounds, zoom: 14, limit: 16)) {
            guard let bytes = try archive.tile(tile) else { continue }
            for layer in try VectorTileDecoder.decode(bytes).layers where layer.name == "transportation_name" {
                layer.features.compactMap { $0.attributes["name:latin"] }.forEach { tileNames.insert($0) }
            }
        }
        #expect(extractNames.count > 50)
        #expect(extractNames.subtracting(tileNames).isEmpty, "missing: \(extractNames.subtracting(tileNames).sorted())")
    }

    @Test func geometryCommandsDecodeAsTheSpecSays() throws {
        var budget = 100
        // The MVT 2.1 specification's examples: a point at (25, 17); a line (2,2)-(2,10)-(10,10); a polygon ring.
        #expect(try VectorTileDecoder.decodeGeometry([9, 50, 34], budget: &budget) == [[SIMD2(25, 17)]])
        #expect(try VectorTileDecoder.decodeGeometry([9, 4, 4, 18, 0, 16, 16, 0], budget: &budget) == [[SIMD2(2, 2), SIMD2(2, 10), SIMD2(10, 10)]])
        #expect(try VectorTileDecoder.decodeGeometry([9, 6, 12, 18, 10, 12, 24, 44, 15], budget: &budget)
                == [[SIMD2(3, 6), SIMD2(8, 12), SIMD2(20, 34), SIMD2(3, 6)]])
        #expect(throws: WireFormatError("unknown geometry command 5")) { try VectorTileDecoder.decodeGeometry([5], budget: &budget) }
        #expect(throws: WireFormatError("geometry LineTo before MoveTo")) { try VectorTileDecoder.decodeGeometry([10, 2, 2], budget: &budget) }
        #expect(throws: WireFormatError("geometry command repeats 1000 times past the end")) { try VectorTileDecoder.decodeGeometry([8001, 2, 2], budget: &budget) }
    }

    /// No damaged tile crashes the decoder: it returns a tile or throws.
    @Test func damagedTilesNeverCrash() throws {
        let archive = try MBTilesArchive(path: TileFixtures.mbtiles)
        let bytes = try #require(try archive.tile(TileCoordinate(z: 12, x: 2331, y: 1185)))
        var decoded = 0
        for copy in damagedCopies(of: bytes, count: 400, seed: 14) {
            if let tile = try? VectorTileDecoder.decode(copy) {
                decoded += 1
                _ = TileFeatures.features(tile, at: TileCoordinate(z: 12, x: 2331, y: 1185), shift: 0)
            }
        }
        #expect(decoded < 400)
    }
}
