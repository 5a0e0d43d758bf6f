import Geo
import Testing
@testable import Tiles

@Suite struct TileArchiveTests {
    @Test func mbtilesMetadataIsRead() throws {
        let archive = try MBTilesArchive(path: TileFixtures.mbtiles)
        #expect(archive.info.minZoom == 0)
        #expect(archive.info.maxZoom == 14)
        let bounds = try #require(archive.info.bounds)
        #expect(bounds.contains(MapPoint(Coordinate(latitude: 60.17, longitude: 24.945))))
        #expect(!bounds.contains(MapPoint(Coordinate(latitude: 60.19, longitude: 24.945))))
    }

    /// The PMTiles file (converted by the `pmtiles` package) holds exactly the MBTiles file's tiles.
    @Test func pmtilesHoldsTheSameTilesAsMBTiles() throws {
        let mbtiles = try MBTilesArchive(path: TileFixtures.mbtiles)
        let pmtiles = try PMTilesArchive(path: TileFixtures.pmtiles)
        #expect(pmtiles.info.minZoom == mbtiles.info.minZoom && pmtiles.info.maxZoom == mbtiles.info.maxZoom)
        let bounds = try #require(mbtiles.info.bounds)
        var found = 0
        for zoom in 0...14 {
            for (tile, _) in try #require(TileCoordinate.covering(bounds, zoom: zoom, limit: 64)) {
                let a = try mbtiles.tile(tile), b = try pmtiles.tile(tile)
                #expect(a == b, "tile \(tile)")
                if a != nil { found += 1 }
            }
        }
        #expect(found == 19)
        #expect(try mbtiles.tile(TileCoordinate(z: 14, x: 0, y: 0)) == nil)
        #expect(try pmtiles.tile(TileCoordinate(z: 14, x: 0, y: 0)) == nil)
    }

    /// The committed tiles describe the zooms they hold: no disagreement between metadata, header and tiles, tiles
    /// at the highest zoom claimed and none above it.
    @Test func committedTilesDescribeTheirOwnZooms() throws {
        let archives: [any TileArchive] = [try MBTilesArchive(path: TileFixtures.mbtiles), try PMTilesArchive(path: TileFixtures.pmtiles)]
        for archive in archives {
            #expect(archive.info.notes.isEmpty, "\(archive.path): \(archive.info.notes)")
            let bounds = try #require(archive.info.bounds)
            func tiles(at zoom: Int) throws -> Int {
                try #require(TileCoordinate.covering(bounds, zoom: zoom, limit: 64)).filter { try archive.tile($0.0) != nil }.count
            }
            #expect(try tiles(at: archive.info.maxZoom) > 0, "\(archive.path)")
            #expect(try tiles(at: archive.info.maxZoom + 1) == 0, "\(archive.path)")
        }
    }

    /// Where a file's own figures disagree, the reader uses the tiles' zooms (the MBTiles tiles table, the PMTiles
    /// header) and says so.
    @Test func disagreeingZoomsAreReportedAndTheTilesWin() throws {
        let mbtiles = try MBTilesArchive(path: TileFixtures.damaged("overclaimed.mbtiles"))
        #expect(mbtiles.info.maxZoom == 2)
        #expect(mbtiles.info.notes == ["the metadata table says maxzoom 15, the tiles table 2; using 2"])
        let pmtiles = try PMTilesArchive(path: TileFixtures.damaged("overclaimed.pmtiles"))
        #expect(pmtiles.info.maxZoom == 2)
        #expect(pmtiles.info.notes == ["the JSON metadata says maxzoom 15, the header 2; using 2"])
    }

    /// An MBTiles of images opens as images (a style's raster source reads it); vector readers refuse it.
    @Test func imageArchivesOpenAsImages() throws {
        #expect(try MBTilesArchive(path: TileFixtures.damaged("raster.mbtiles")).info.content == .png)
    }

    @Test(arguments: [
        ("not-sqlite.mbtiles", "not an MBTiles file (file is not a database)"),
        ("no-tables.mbtiles", "not an MBTiles file (no such table: metadata)"),
        ("unknown-format.mbtiles", "format \"tiff\" is not vector tiles (pbf) nor images (png, jpg, webp)"),
        ("brotli.pmtiles", "PMTiles directories compressed with brotli cannot be read (only gzip or none)"),
        ("truncated.pmtiles", "runs past the end of the 180-byte file"),
    ])
    func damagedArchivesFailToOpenWithOneClearError(name: String, message: String) {
        let path = TileFixtures.damaged(name)
        #expect {
            _ = try name.hasSuffix(".pmtiles") ? PMTilesArchive(path: path) as any TileArchive : MBTilesArchive(path: path)
        } throws: { error in
            let text = (error as? TileError)?.message ?? ""
            return text.hasPrefix(path + ": ") && text.contains(message) && !text.contains("\n")
        }
    }

    @Test(arguments: [
        ("huge-claim.pmtiles", "tile 0/0/0 claims 1073741824 bytes, more than the 16777216 allowed"),
        ("gzip-bomb.mbtiles", "tile 0/0/0: compressed data inflates to more than 67108864 bytes"),
    ])
    func tilesClaimingTooMuchAreRefused(name: String, message: String) throws {
        let path = TileFixtures.damaged(name)
        let archive: any TileArchive = name.hasSuffix(".pmtiles") ? try PMTilesArchive(path: path) : try MBTilesArchive(path: path)
        #expect(throws: TileError("\(path): \(message)")) { try archive.tile(TileCoordinate(z: 0, x: 0, y: 0)) }
    }

    @Test func aTileThatIsNotProtobufFailsToDecode() throws {
        let archive = try MBTilesArchive(path: TileFixtures.damaged("bad-varint.mbtiles"))
        let bytes = try #require(try archive.tile(TileCoordinate(z: 0, x: 0, y: 0)))
        #expect(throws: TileError("vector tile: varint longer than 64 bits")) { try VectorTileDecoder.decode(bytes) }
    }
}

@Suite struct TileAttributionTests {
    @Test func htmlAttributionBecomesPlainCredits() {
        var info = TileArchiveInfo(minZoom: 0, maxZoom: 14, bounds: nil, name: nil,
                                   attribution: #"<a href="https://www.openmaptiles.org/">&copy; OpenMapTiles</a> <a href="https://www.openstreetmap.org/copyright">&copy; OpenStreetMap contributors</a>"#)
        #expect(info.credits == ["© OpenMapTiles", "© OpenStreetMap contributors"])
        info.attribution = "Tiles by Example Corp"
        #expect(info.credits == ["Tiles by Example Corp"])
        info.attribution = "<b></b>"
        #expect(info.credits.isEmpty)
    }

    /// The MBTiles metadata's attribution reaches the feature source, without OpenStreetMap's credit (always drawn).
    @Test func tileFilesCreditTheirMakers() throws {
        let source = TileFeatureSource(archive: try MBTilesArchive(path: TileFixtures.damaged("attributed.mbtiles")))
        #expect(source.credits == ["© OpenMapTiles"])
        #expect(TileFeatureSource(archive: try MBTilesArchive(path: TileFixtures.mbtiles)).credits.isEmpty)
    }
}
