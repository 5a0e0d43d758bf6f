import CCairo
import ImageEncoding

/// Working memory reused from one image to the next on a thread: the last raster surface and the encoder's
/// buffers (`EncodingScratch`). A fresh surface costs page faults and zeroing on every image; a reused one costs
/// nothing after the first image of a size.
final class RenderScratch {
    private var spareSurface: OpaquePointer?

    /// The encoder's working memory.
    let encoding = EncodingScratch()

    /// A cleared ARGB32 surface of the size: the spare one when it fits, else a new one (nil when Cairo fails).
    func surface(width: Int32, height: Int32) -> OpaquePointer? {
        if let spare = spareSurface {
            spareSurface = nil
            if cairo_image_surface_get_width(spare) == width, cairo_image_surface_get_height(spare) == height,
               let data = cairo_image_surface_get_data(spare) {
                cairo_surface_flush(spare)
                data.update(repeating: 0, count: Int(cairo_image_surface_get_stride(spare)) * Int(height))
                cairo_surface_mark_dirty(spare)
                return spare
            }
            cairo_surface_destroy(spare)
        }
        return RasterSurface.create(width: width, height: height)
    }

    /// The largest surface kept for reuse, in bytes (a 2048×2048 image; larger ones are rare and freed at once).
    static let largestSpare = 16 << 20

    /// Takes back a surface nobody uses any more, keeping it for the next image when it is not too large.
    func recycle(_ surface: OpaquePointer) {
        if let spare = spareSurface { cairo_surface_destroy(spare) }
        spareSurface = nil
        let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        if bytes <= RenderScratch.largestSpare { spareSurface = surface } else { cairo_surface_destroy(surface) }
    }

    deinit {
        if let spare = spareSurface { cairo_surface_destroy(spare) }
    }
}
