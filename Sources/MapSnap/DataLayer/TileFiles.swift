import Tiles

/// Recognises and opens vector-tile files: MBTiles by SQLite's header, PMTiles by its own.
enum TileFiles {
    private static let sqliteMagic = Array("SQLite format 3".utf8)
    private static let pmtilesMagic = Array("PMTiles".utf8)

    /// Whether the file's first bytes (or, when they say nothing, its extension) say it holds tiles.
    static func isTileFile(head: [UInt8], path: String) -> Bool {
        if head.starts(with: sqliteMagic) || head.starts(with: pmtilesMagic) { return true }
        return path.hasSuffix(".mbtiles") || path.hasSuffix(".pmtiles")
    }

    /// Opens `path` as MBTiles or PMTiles of vector tiles (by its first bytes `head`, else its extension), keeping up
    /// to `decodedTileBytes` of decoded tiles; errors name `field`.
    static func open(_ path: String, head: [UInt8], field: String,
                     decodedTileBytes: Int = TileFeatureSource.defaultDecodedTileBytes) throws(MapSnapError) -> TileFeatureSource {
        let archive = try openArchive(path, head: head, field: field)
        guard archive.info.content == .vector else {
            throw MapSnapError(field: field, message: "\(path): holds \(archive.info.content.rawValue), not vector tiles (a style's raster source can draw it)")
        }
        return TileFeatureSource(archive: archive, decodedTileBytes: decodedTileBytes)
    }

    /// Opens `path` as MBTiles or PMTiles of images for a raster source of `tileSize` pixels; errors name `field`.
    static func openRaster(_ path: String, head: [UInt8], tileSize: Double, holdsElevations: Bool = false, field: String) throws(MapSnapError) -> RasterTileArchive {
        let archive = try openArchive(path, head: head, field: field)
        guard archive.info.content != .vector else {
            throw MapSnapError(field: field, message: "\(path): holds vector tiles, not images (PNG, JPEG or WebP) for a raster source")
        }
        return RasterTileArchive(archive: archive, tileSize: tileSize, holdsElevations: holdsElevations)
    }

    private static func openArchive(_ path: String, head: [UInt8], field: String) throws(MapSnapError) -> any TileArchive {
        let isPMTiles = head.starts(with: pmtilesMagic) || (!head.starts(with: sqliteMagic) && path.hasSuffix(".pmtiles"))
        do throws(TileError) {
            return isPMTiles ? try PMTilesArchive(path: path) : try MBTilesArchive(path: path)
        } catch {
            throw MapSnapError(field: field, message: error.message)
        }
    }
}
