import BinaryData
import Foundation
import StrictJSON
import Tiles

/// Where a `TilePyramid` writes its tiles: a folder of `z/x/y.png` (`TileFolder`) or an MBTiles file
/// (`MBTilesTileSink`). Both may be called from several drawing threads at once.
public protocol TileSink: Sendable {
    /// Whether an earlier run wrote every one of `tiles`, the tiles of `metatile` in the area.
    func holds(_ metatile: Metatile, tiles: [TileCoordinate]) throws(MapSnapError) -> Bool
    /// Writes the tiles of `metatile`, all or (when stopped) none of them as far as `holds` tells.
    func write(_ tiles: [(coordinate: TileCoordinate, bytes: [UInt8])], of metatile: Metatile) throws(MapSnapError)
}

/// A folder of tiles, `DIR/z/x/y.png` (or `.jpg`, `.webp`), as static hosting and offline apps read them, with the
/// pyramid's metadata in `DIR/metadata.json` (as mb-util writes it), by which a resumed run checks it draws alike.
/// Each tile is written atomically (a temporary beside it, removed on a stopping signal, then a rename), so a tile
/// file is always whole. One run writes into a folder at a time: the sink holds a lock on `DIR/.mapsnap-tiles.lock`
/// while it lives, and a second run is refused at once.
public final class TileFolder: TileSink {
    /// The folder.
    public let path: String
    /// The tiles' file extension, without the dot.
    public let fileExtension: String
    private let lock: Int32

    /// The name of the metadata file in the folder.
    public static let metadataName = "metadata.json"

    /// A folder of tiles in `format` (made if missing), locked for this run, its metadata written; errors name `-o`.
    public init(path: String, format: ImageFormat, metadata: [(name: String, value: String)]) throws(MapSnapError) {
        self.path = path
        fileExtension = format.fileExtension
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw MapSnapError(field: "-o", message: "cannot create \(path): \(error.localizedDescription)")
        }
        lock = open("\(path)/.mapsnap-tiles.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard lock >= 0 else { throw MapSnapError(field: "-o", message: "cannot lock \(path): \(String(cString: strerror(errno)))") }
        guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
            close(lock)
            throw MapSnapError(field: "-o", message: "\(path) is being written by another mapsnap tiles run")
        }
        var object = JSONObject()
        for (name, value) in metadata { _ = object.insert(.string(value), for: name) }
        // With the lock held no other run writes here: temporaries left by a run that was killed can go.
        AtomicFile.removeStaleTemporaries(under: path)
        try AtomicFile.write(Array(JSONValue.object(object).serialized().utf8) + [10], to: "\(path)/\(TileFolder.metadataName)", field: "-o")
    }

    deinit { close(lock) }

    /// The metadata in `folder`'s `metadata.json` (empty when there is none: an older run's folder); errors name `-o`.
    public static func metadata(in folder: String) throws(MapSnapError) -> [String: String] {
        let file = "\(folder)/\(metadataName)"
        guard FileManager.default.fileExists(atPath: file) else { return [:] }
        guard let bytes = try? RegularFile.bytes(file), case .object(let object)? = try? JSONParser.parse(bytes) else {
            throw MapSnapError(field: "-o", message: "\(file) is not a JSON object of metadata")
        }
        var metadata: [String: String] = [:]
        for (name, value) in object.entries { if case .string(let text) = value { metadata[name] = text } }
        return metadata
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
            } catch {
                throw MapSnapError(field: "-o", message: "cannot write \(target): \(error.localizedDescription)")
            }
            try AtomicFile.write(tile.bytes, to: target, field: "-o")
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
