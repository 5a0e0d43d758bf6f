import CCairo
import Geo
import MapRender

/// Sprites rasterised once per look, scale and quarter-pixel phase, then composited wherever they repeat: 100
/// markers in four styles cost four small renders and 100 copies. Kept per thread (built-in looks) or per canvas
/// (looks with image files, which may change between renders), and emptied when it holds more than `byteLimit`.
final class SpriteCache {
    /// What makes two sprite rasters the same.
    struct Key: Hashable {
        let commands: [DrawCommand]
        let bounds: Rect
        let scale: Double
        let phaseX: Int
        let phaseY: Int
    }

    /// Sub-pixel positions per axis: a sprite lands within 1/8 pixel of where it was asked to be.
    static let phases = 4
    /// Pixel memory kept before the cache starts over.
    static let byteLimit = 8 << 20

    private var entries: [Key: SpriteRaster] = [:]
    private var bytes = 0

    /// The raster for `key`, made by `make` on first use.
    func raster(_ key: Key, make: () throws -> SpriteRaster) throws -> SpriteRaster {
        if let cached = entries[key] { return cached }
        let raster = try make()
        if bytes + raster.byteCount > SpriteCache.byteLimit {
            entries.removeAll()
            bytes = 0
        }
        entries[key] = raster
        bytes += raster.byteCount
        return raster
    }
}

/// A sprite's pixels and where pixel (0, 0) sits relative to the whole device pixel under the sprite's origin.
final class SpriteRaster {
    let surface: OpaquePointer
    let offsetX: Int
    let offsetY: Int
    let byteCount: Int

    init(surface: OpaquePointer, offsetX: Int, offsetY: Int) {
        self.surface = surface
        self.offsetX = offsetX
        self.offsetY = offsetY
        byteCount = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}
