import CCairo
import ImageEncoding

extension PixelBuffer {
    /// The pixels of a Cairo ARGB32 image surface (flushed first); nil when it has none. Valid while the surface
    /// lives and is not drawn on.
    init?(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        self.init(base: UnsafeRawPointer(data), width: Int(cairo_image_surface_get_width(surface)),
                  height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)))
    }
}
