import Features
import Foundation
import Geo
import OSM
import Synchronization

/// Base-map features from a vector-tile archive: the tiles covering a map at the zoom it is drawn at (tiles of the
/// archive's highest zoom, enlarged, beyond it), decoded once and kept for the next maps, up to a budget of bytes
/// (the least recently used go first). What a map costs depends on the tiles it covers, not on the size of the file.
public final class TileFeatureSource: FeatureSource, Sendable {
    /// The tiles.
    public let archive: any TileArchive
    /// How many bytes of decoded tiles are kept at most (an estimate of their memory: `MapFeature.estimatedBytes`).
    public let decodedTileBytes: Int
    private let decoded: SharedDecodedFeatureCache<DecodedTileKey, [String: [MapFeature]]>
    /// The default budget of decoded tiles: 128 MB.
    public static let defaultDecodedTileBytes = 128 << 20
    private let reads = Mutex(0)
    /// Most tiles one query reads; a bigger map reads tiles of a lower zoom.
    public static let maximumTilesPerQuery = 256

    /// Whether features carry MapSnap's attributes (`OpenMapTilesAdapter`, what the built-in styles read) or the
    /// tiles' own (what the ecosystem's OpenMapTiles styles read).
    public let attributes: TileAttributes
    private let sibling = Mutex<TileFeatureSource?>(nil)

    /// Features from `archive`, with MapSnap's attributes unless `attributes` says otherwise, keeping up to
    /// `decodedTileBytes` of decoded tiles.
    public init(archive: any TileArchive, attributes: TileAttributes = .mapSnap, decodedTileBytes: Int = TileFeatureSource.defaultDecodedTileBytes) {
        self.archive = archive
        self.attributes = attributes
        self.decodedTileBytes = decodedTileBytes
        decoded = SharedDecodedFeatureCache(capacity: decodedTileBytes)
    }

    /// The decoded tiles kept now: how many, and their estimated bytes.
    public var decodedTiles: (count: Int, bytes: Int) { let kept = decoded.kept; return (kept.count, kept.bytes) }

    /// The same tiles with `wanted` attributes: this source, or one made once beside it (with its own decoded tiles).
    public func with(_ wanted: TileAttributes) -> TileFeatureSource {
        guard wanted != attributes else { return self }
        return sibling.withLock { kept in
            if let kept { return kept }
            let made = TileFeatureSource(archive: archive, attributes: wanted, decodedTileBytes: decodedTileBytes)
            kept = made
            return made
        }
    }

    /// How many tiles were read from the archive so far (each tile is read once while it stays decoded).
    public var tilesRead: Int { reads.withLock { $0 } }

    /// The archive's attribution as credits, without OpenStreetMap's (maps always show that).
    public var credits: [String] {
        archive.info.credits.filter { !$0.localizedCaseInsensitiveContains("OpenStreetMap") }
    }

    /// The archive's bounds.
    public var extent: MapRect? { archive.info.bounds }

    /// The tile zoom a map at style zoom `zoom` reads (MapLibre's: tiles of zoom z are drawn at zoom z to z+1).
    public func tileZoom(for zoom: Double) -> Int {
        let floor = zoom.isFinite ? Int(min(max(zoom, -1), 40).rounded(.down)) : archive.info.minZoom
        return min(max(floor, archive.info.minZoom), archive.info.maxZoom)
    }

    public func features(layer: String, in rect: MapRect) -> [MapFeature] {
        features(layer: layer, in: rect, zoom: StyleZoom.showing(rect))
    }

    public func features(layer: String, in rect: MapRect, zoom: Double) -> [MapFeature] {
        if layer == "extent" { return extentFeature(in: rect) }
        var result: [MapFeature] = []
        for (tile, shift) in tiles(rect, zoom: zoom) {
            guard let byLayer = try? decodedTile(tile, shift: shift) else { continue }
            for feature in byLayer[layer] ?? [] where feature.bounds.intersects(rect) { result.append(feature) }
        }
        return result
    }

    /// Reads and decodes the tiles a query of `rect` at `zoom` needs, throwing the first damaged tile's error
    /// (queries skip damaged tiles; a renderer calls this first to report them).
    public func load(_ rect: MapRect, zoom: Double) throws(FeatureSourceError) {
        for (tile, shift) in tiles(rect, zoom: zoom) {
            do {
                _ = try decodedTile(tile, shift: shift)
            } catch {
                throw FeatureSourceError(error.message)
            }
        }
    }

    /// How many tiles a query of `rect` at `zoom` reads.
    public func tileCount(_ rect: MapRect, zoom: Double) -> Int {
        tiles(rect, zoom: zoom).count
    }

    private func tiles(_ rect: MapRect, zoom: Double) -> [(tile: TileCoordinate, shift: Double)] {
        var z = tileZoom(for: zoom)
        while z >= 0 {
            if let tiles = TileCoordinate.covering(rect, zoom: z, limit: TileFeatureSource.maximumTilesPerQuery) {
                return z < archive.info.minZoom ? [] : tiles
            }
            z -= 1
        }
        return []
    }

    private func extentFeature(in rect: MapRect) -> [MapFeature] {
        guard let bounds = extent, bounds.intersects(rect) else { return [] }
        return [MapFeature.extent(bounds)]
    }

    private func decodedTile(_ tile: TileCoordinate, shift: Double) throws(TileError) -> [String: [MapFeature]] {
        let key = DecodedTileKey(tile: tile, shift: shift)
        if let kept = decoded.values(for: [key])[0] { return kept }
        var features: [String: [MapFeature]] = [:]
        reads.withLock { $0 += 1 }
        if let bytes = try archive.tile(tile) {
            let decoded: VectorTile
            do {
                decoded = try VectorTileDecoder.decode(bytes)
            } catch {
                throw TileError("\(archive.path): tile \(tile): \(error.message)")
            }
            features = TileFeatures.features(decoded, at: tile, shift: shift, adapting: attributes == .mapSnap)
        }
        decoded.keep([(key, features, DecodedTileKey.estimatedBytes(features))])
        return features
    }
}

/// Which attributes tile features carry.
public enum TileAttributes: Sendable, Equatable {
    /// MapSnap's (`OpenMapTilesAdapter`): names filled in, POI classes as built-in icon names with the extract's ranks,
    /// place ranks by class, water names in `water` — what the built-in styles read, the same as the extract's.
    case mapSnap
    /// The tiles' own, every layer and attribute as the tiler wrote it: what OpenMapTiles-schema styles read.
    case asInTiles
}

/// Where a decoded tile is kept: the tile, and the whole-world shift it was drawn at.
struct DecodedTileKey: Hashable, Sendable {
    let tile: TileCoordinate
    let shift: Double

    /// What a decoded tile's features are counted as against the budget (`MapFeature.estimatedBytes` each).
    static func estimatedBytes(_ features: [String: [MapFeature]]) -> Int {
        features.values.reduce(256) { total, list in list.reduce(total) { $0 + $1.estimatedBytes } }
    }
}
