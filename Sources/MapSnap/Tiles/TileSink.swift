import Foundation
import Tiles

/// Where a `TilePyramid` writes its tiles: a folder of `z/x/y.png` (`TileFolder`) or an MBTiles file
/// (`MBTilesTileSink`). Both may be called from several drawing threads at once.
public protocol TileSink: Sendable {
    /// Whether an earlier run wrote every one of `tiles`, the tiles of `metatile` in the area.
    func holds(_ metatile: Metatile, tiles: [TileCoordinate]) throws(MapSnapError) -> Bool
    /// Writes the tiles of `metatile`, all or (when stopped) none of them as far as `holds` tells.
    func write(_ tiles: [(coordinate: TileCoordinate, bytes: [UInt8])], of metatile: Metatile) throws(MapSnapError)
}

/// A folder of tiles, `DIR/z/x/y.png` (or `.jpg`, `.webp`), as static hosting and offline apps read them. Each tile
/// is written atomically (a temporary beside it, then a rename), so a tile file is always whole.
public struct TileFolder: TileSink {
    /// The folder.
    public let path: String
    /// The tiles' file extension, without the dot.
    public let fileExtension: String

    /// A folder of tiles in `format`.
    public init(path: String, format: ImageFormat) {
        self.path = path
        fileExtension = format.fileExtension
    }

    private func file(_ tile: TileCoordinate) -> String {
        "\(path)/\(tile.z)/\(tile.x)/\(tile.y).\(fileExtension)"
    }

    public func holds(_ metatile: Metatile, tiles: [TileCoordinate]) throws(MapSnapError) -> Bool {
        tiles.allSatisfy { FileManager.default.fileExists(atPath: file($0)) }
    }

    public func write(_ tiles: [(coordinate: TileCoordinate, bytes: [UInt8])], of metatile: Metatile) throws(MapSnapError) {
        for tile in tiles {
            let target = file(tile.coordinate)
            do {
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(tile.bytes).write(to: URL(fileURLWithPath: target), options: .atomic)
            } catch {
                throw MapSnapError(field: "-o", message: "cannot write \(target): \(error.localizedDescription)")
            }
        }
    }
}

/// An MBTiles file of image tiles (`MBTilesWriter`): each metatile's tiles go in with a note that it is finished, in
/// one transaction.
public final class MBTilesTileSink: TileSink {
    private let writer: MBTilesWriter
    private let finished: Set<TileCoordinate>

    /// Opens (or creates) the file at `path` and reads which metatiles an earlier run finished; `metadata` replaces its
    /// metadata rows.
    public init(path: String, metadata: [(name: String, value: String)]) throws(MapSnapError) {
        do {
            writer = try MBTilesWriter(path: path)
            finished = try writer.finished()
            try writer.setMetadata(metadata)
        } catch {
            throw MapSnapError(field: "-o", message: error.message)
        }
    }

    public func holds(_ metatile: Metatile, tiles: [TileCoordinate]) throws(MapSnapError) -> Bool {
        finished.contains(TileCoordinate(z: metatile.z, x: metatile.x, y: metatile.y))
    }

    public func write(_ tiles: [(coordinate: TileCoordinate, bytes: [UInt8])], of metatile: Metatile) throws(MapSnapError) {
        do {
            try writer.write(tiles, finishing: TileCoordinate(z: metatile.z, x: metatile.x, y: metatile.y))
        } catch {
            throw MapSnapError(field: "-o", message: error.message)
        }
    }
}
