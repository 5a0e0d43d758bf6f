import Features
import Foundation
import Geo

/// A tile archive of images (PNG, JPEG or WebP) as a style's raster source: tiles of `tileSize` pixels (the source's
/// `tileSize`, 512 unless it says otherwise), chosen as MapLibre chooses them for a raster source (the zoom nearest
/// the map's for that size, clamped to the archive's deepest).
public struct RasterTileArchive: RasterTileSource {
    /// The archive.
    public let archive: any TileArchive
    /// Pixels per tile side the images are drawn at, at scale 1.
    public let tileSize: Double
    /// Whether the tiles hold elevations (`raster-dem`): MapLibre then takes the zoom below the map's for the tile
    /// size (as for vector tiles), not the nearest.
    public let holdsElevations: Bool

    /// The most tiles one map asks for (a map of a few thousand pixels needs a few dozen).
    static let tileLimit = 1024

    /// Wraps an image archive.
    public init(archive: any TileArchive, tileSize: Double = 512, holdsElevations: Bool = false) {
        self.archive = archive
        self.tileSize = tileSize
        self.holdsElevations = holdsElevations
    }

    /// The archive's zoom whose tiles draw a map at style zoom `zoom` (nearest, or the one below for elevations); nil
    /// below its lowest zoom.
    public func tileZoom(for zoom: Double) -> Int? {
        let wanted = Int((zoom + log2(512 / tileSize)).rounded(holdsElevations ? .down : .toNearestOrAwayFromZero))
        guard wanted >= archive.info.minZoom else { return nil }
        return min(max(wanted, 0), archive.info.maxZoom)
    }

    public func tiles(covering rect: MapRect, zoom: Double) throws(FeatureSourceError) -> [RasterTile] {
        guard zoom.isFinite, let z = tileZoom(for: zoom),
              let covering = TileCoordinate.covering(rect, zoom: z, limit: RasterTileArchive.tileLimit) else { return [] }
        var tiles: [RasterTile] = []
        // Where a tile is missing, its nearest ancestor the file has stands in (enlarged), drawn under the tiles
        // that are there, as MapLibre fills the gaps of a tile pyramid. Ancestors looked up are kept, found or not,
        // so the siblings of a missing tile do not read them again.
        var ancestors: [TileCoordinate: RasterTile?] = [:]
        for (coordinate, shift) in covering {
            if let tile = try tile(coordinate, shift: shift) {
                tiles.append(tile)
                continue
            }
            var ancestor = coordinate
            while ancestor.z > archive.info.minZoom {
                ancestor = TileCoordinate(z: ancestor.z - 1, x: ancestor.x / 2, y: ancestor.y / 2)
                if let known = ancestors[ancestor] {
                    if known != nil { break }
                    continue
                }
                let found = try tile(ancestor, shift: shift)
                ancestors[ancestor] = .some(found)
                if found != nil { break }
            }
        }
        let under = ancestors.compactMap { coordinate, tile in tile.map { (coordinate.z, $0) } }
            .sorted { ($0.0, $0.1.id) < ($1.0, $1.1.id) }.map(\.1)
        return under + tiles
    }

    private func tile(_ coordinate: TileCoordinate, shift: Double) throws(FeatureSourceError) -> RasterTile? {
        let image: [UInt8]?
        do {
            image = try archive.tile(coordinate)
        } catch {
            throw FeatureSourceError(error.message)
        }
        guard let image, !image.isEmpty else { return nil }
        var bounds = coordinate.bounds
        bounds.origin.x += shift
        return RasterTile(bounds: bounds, id: "\(archive.path)#\(coordinate)", image: image, z: coordinate.z, x: coordinate.x, y: coordinate.y)
    }

    public func tile(z: Int, x: Int, y: Int) throws(FeatureSourceError) -> RasterTile? {
        try tile(TileCoordinate(z: z, x: x, y: y), shift: 0)
    }
}
