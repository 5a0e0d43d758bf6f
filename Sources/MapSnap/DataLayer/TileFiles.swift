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

    /// Opens `path` as MBTiles or PMTiles (by its first bytes `head`, else its extension); errors name `field`.
    static func open(_ path: String, head: [UInt8], field: String) throws(MapSnapError) -> TileFeatureSource {
        let isPMTiles = head.starts(with: pmtilesMagic) || (!head.starts(with: sqliteMagic) && path.hasSuffix(".pmtiles"))
        do throws(TileError) {
            let archive: any TileArchive = isPMTiles ? try PMTilesArchive(path: path) : try MBTilesArchive(path: path)
            return TileFeatureSource(archive: archive)
        } catch {
            throw MapSnapError(field: field, message: error.message)
        }
    }
}
