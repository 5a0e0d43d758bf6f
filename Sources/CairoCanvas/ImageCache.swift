import CCairo
import Geo
import MapRender

/// Loaded images and their rasterisations at device size, so a glyph drawn a hundred times is parsed and
/// rendered once. Built-in icons are cached per thread for the whole process; file images per canvas.
final class ImageCache {
    private var loaded: [ImageSource: LoadedImage] = [:]
    private var rasters: [RasterKey: RasterImage] = [:]
    /// Entries kept before the cache starts over (a bound on memory for long batch runs).
    static let capacity = 512

    private struct RasterKey: Hashable {
        let source: ImageSource
        let width: Int32
        let height: Int32
    }

    /// The image, loaded on first use.
    func image(_ source: ImageSource) throws(CanvasError) -> LoadedImage {
        if let cached = loaded[source] { return cached }
        let image: LoadedImage
        if case .spriteRegion(let sheet, let x, let y, let width, let height) = source {
            image = try self.image(.file(sheet)).cropped(x: x, y: y, width: width, height: height, name: source.description)
        } else {
            image = try LoadedImage.load(source)
        }
        if loaded.count >= ImageCache.capacity { loaded.removeAll() }
        loaded[source] = image
        return image
    }

    /// The image rendered into a `width`×`height` pixel surface, on first use.
    func raster(_ source: ImageSource, width: Int32, height: Int32) throws(CanvasError) -> RasterImage {
        let key = RasterKey(source: source, width: width, height: height)
        if let cached = rasters[key] { return cached }
        let image = try self.image(source)
        guard let surface = RasterSurface.create(width: width, height: height) else {
            throw CanvasError(message: "Cairo could not create a \(width)x\(height) image")
        }
        if let context = cairo_create(surface) {
            image.draw(on: context, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
            cairo_destroy(context)
        }
        cairo_surface_flush(surface)
        let raster = RasterImage(surface: surface)
        if rasters.count >= ImageCache.capacity { rasters.removeAll() }
        rasters[key] = raster
        return raster
    }
}

/// A Cairo image surface owned by the cache.
final class RasterImage {
    let surface: OpaquePointer

    init(surface: OpaquePointer) {
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}
