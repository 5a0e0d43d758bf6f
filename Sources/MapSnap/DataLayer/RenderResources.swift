import CairoCanvas
import Features
import Foundation
import MapStyle
import Synchronization
import Tiles

/// What the maps of one run share — a batch, a server, a caller making many snapshots: parsed styles (with their
/// sprite sheets and font reports) and opened tile archives with the vector tiles they have decoded. Passed
/// explicitly to each `MapSnapshotter` (`init(options:data:fonts:resources:)`), as fonts are; thread-safe; lives as
/// long as its owner keeps it. Each file is known by its stamp (device, inode, size, modification time), so a style,
/// sprite or tile file that changes on disk is read again by the next map that uses it.
///
/// A snapshotter made without one reads everything itself, as a one-shot MapKit snapshot does.
public final class RenderResources: Sendable {
    /// How many bytes of decoded vector tiles each tile file keeps at most (an estimate of their memory).
    public let decodedTileBytes: Int
    private let styles = Mutex<[StyleKey: CachedStyle]>([:])
    private let vectorTiles = Mutex<[String: CachedFile<TileFeatureSource>]>([:])
    private let rasterTiles = Mutex<[RasterKey: CachedFile<RasterTileArchive>]>([:])
    private let referenced = Mutex<[String: CachedFile<[String]>]>([:])

    /// The default budget of decoded tiles per tile file: 256 MB.
    public static let defaultDecodedTileBytes = DecodedFeatureCache<Int, MapFeature>.defaultCapacity

    /// An empty set keeping up to `decodedTileBytes` of decoded tiles per tile file.
    public init(decodedTileBytes: Int = RenderResources.defaultDecodedTileBytes) {
        self.decodedTileBytes = decodedTileBytes
    }

    /// The style by built-in name or file (as `StyleLibrary.style(_:fonts:)` reads it), parsed once while its file
    /// and its sprites' files stay as they were (a built-in style has no file: read once, its font report with it).
    func style(_ nameOrPath: String, fonts: FontLibrary) throws(MapSnapError) -> Style {
        let key = StyleKey(path: nameOrPath, fonts: ObjectIdentifier(fonts))
        let stamp = FileStamp(path: nameOrPath)
        if let cached = styles.withLock({ $0[key] }), cached.stamp == stamp, cached.dependencies.allSatisfy({ FileStamp(path: $0.path) == $0.stamp }) {
            return cached.style
        }
        let style = try StyleLibrary.style(nameOrPath, fonts: fonts)
        // A sheet's index is its image's path with .json for .png.
        let dependencies = style.spriteSheets.flatMap { sheet in [sheet.imagePath, String(sheet.imagePath.dropLast(4)) + ".json"] }
            .map { Dependency(path: $0, stamp: FileStamp(path: $0)) }
        styles.withLock { $0[key] = CachedStyle(stamp: stamp, style: style, dependencies: dependencies) }
        return style
    }

    /// The local files a style file names that exist (`StyleLibrary.referencedFiles(ofStyleFile:)`), read once while
    /// the style file stays as it was.
    func referencedFiles(ofStyleFile path: String) -> [String] {
        let stamp = FileStamp(path: path)
        if let cached = referenced.withLock({ $0[path] }), cached.stamp == stamp { return cached.value }
        let files = StyleLibrary.referencedFiles(ofStyleFile: path)
        referenced.withLock { $0[path] = CachedFile(stamp: stamp, value: files) }
        return files
    }

    /// The vector tiles of the file at `path`, opened once (with its decoded tiles) while the file stays as it was;
    /// errors name `field`.
    func vectorTiles(_ path: String, field: String) throws(MapSnapError) -> TileFeatureSource {
        let stamp = FileStamp(path: path)
        if let cached = vectorTiles.withLock({ $0[path] }), cached.stamp == stamp { return cached.value }
        let opened = try TileFiles.open(path, head: try DataFileHead.read(path, field: field, expected: "a tile file"), field: field,
                                        decodedTileBytes: decodedTileBytes)
        vectorTiles.withLock { $0[path] = CachedFile(stamp: stamp, value: opened) }
        return opened
    }

    /// The image tiles of the file at `path` for a raster source of `tileSize` pixels, opened once while the file
    /// stays as it was; errors name `field`.
    func rasterTiles(_ path: String, tileSize: Double, holdsElevations: Bool, field: String) throws(MapSnapError) -> RasterTileArchive {
        let key = RasterKey(path: path, tileSize: tileSize, holdsElevations: holdsElevations)
        let stamp = FileStamp(path: path)
        if let cached = rasterTiles.withLock({ $0[key] }), cached.stamp == stamp { return cached.value }
        let opened = try TileFiles.openRaster(path, head: try DataFileHead.read(path, field: field, expected: "a tile file"), tileSize: tileSize,
                                              holdsElevations: holdsElevations, field: field)
        rasterTiles.withLock { $0[key] = CachedFile(stamp: stamp, value: opened) }
        return opened
    }

    /// The decoded tiles kept, in Prometheus' text format: the tile files this set opened, and `data`'s own tiles (or
    /// its prepared file's decoded features).
    public func metricsText(data: MapData) -> String {
        var sources = vectorTiles.withLock { $0.values.map(\.value) }
        if let tiles = data.tiles { sources.append(tiles) }
        let kept = sources.map(\.decodedTiles)
        return """
            # HELP mapsnap_decoded_tiles Vector tiles kept decoded for the next maps.
            # TYPE mapsnap_decoded_tiles gauge
            mapsnap_decoded_tiles \(kept.reduce(0) { $0 + $1.count })
            # HELP mapsnap_decoded_tile_bytes Estimated memory of the decoded tiles kept.
            # TYPE mapsnap_decoded_tile_bytes gauge
            mapsnap_decoded_tile_bytes \(kept.reduce(0) { $0 + $1.bytes })
            # HELP mapsnap_decoded_tile_budget_bytes The most each tile file keeps (--cache-mb).
            # TYPE mapsnap_decoded_tile_budget_bytes gauge
            mapsnap_decoded_tile_budget_bytes \(decodedTileBytes)
            \(preparedFeatureMetrics(data))
            """
    }

    /// The gauges of a prepared file's decoded base-map features, when `data` draws from one.
    private func preparedFeatureMetrics(_ data: MapData) -> String {
        guard data.tiles == nil, let prepared = data.state.prepared, let kept = try? prepared.features().decodedFeatures else { return "" }
        return """
            # HELP mapsnap_decoded_features Base-map features of the prepared file kept decoded for the next maps.
            # TYPE mapsnap_decoded_features gauge
            mapsnap_decoded_features \(kept.count)
            # HELP mapsnap_decoded_feature_bytes Estimated memory of the decoded features kept.
            # TYPE mapsnap_decoded_feature_bytes gauge
            mapsnap_decoded_feature_bytes \(kept.bytes)
            # HELP mapsnap_decoded_feature_budget_bytes The most the prepared file keeps (--cache-mb).
            # TYPE mapsnap_decoded_feature_budget_bytes gauge
            mapsnap_decoded_feature_budget_bytes \(kept.capacity)

            """
    }

    private struct StyleKey: Hashable {
        let path: String
        let fonts: ObjectIdentifier
    }

    private struct CachedStyle: Sendable {
        let stamp: FileStamp?
        let style: Style
        /// The files read with the style (its sprites), as they were.
        let dependencies: [Dependency]
    }

    private struct Dependency: Sendable {
        let path: String
        let stamp: FileStamp?
    }

    private struct RasterKey: Hashable {
        let path: String
        let tileSize: Double
        let holdsElevations: Bool
    }

    private struct CachedFile<Value: Sendable>: Sendable {
        let stamp: FileStamp?
        let value: Value
    }
}
