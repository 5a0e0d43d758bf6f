import CCairo
import ImageEncoding
import MapRender

/// Cairo ARGB32 image surfaces: making one, and reading its pixels as straight RGBA.
enum RasterSurface {
    /// A new transparent ARGB32 surface; nil when Cairo cannot make it (out of memory, or a size it refuses).
    static func create(width: Int32, height: Int32) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// The surface's pixels as straight-alpha RGBA (fully transparent pixels as 0, 0, 0, 0).
    static func rgbaImage(of surface: OpaquePointer) -> RGBAImage {
        guard let source = PixelBuffer(surface: surface) else {
            return RGBAImage(width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
        }
        var pixels = [UInt8](repeating: 0, count: source.width * source.height * 4)
        pixels.withUnsafeMutableBufferPointer { output in
            for y in 0..<source.height {
                let row = source.row(y)
                for x in 0..<source.width where row[x] >> 24 != 0 {
                    let (red, green, blue, alpha) = PixelBuffer.straight(row[x])
                    let offset = (y * source.width + x) * 4
                    output[offset] = red
                    output[offset + 1] = green
                    output[offset + 2] = blue
                    output[offset + 3] = alpha
                }
            }
        }
        return RGBAImage(width: source.width, height: source.height, pixels: pixels) ?? RGBAImage(width: source.width, height: source.height)
    }
}
