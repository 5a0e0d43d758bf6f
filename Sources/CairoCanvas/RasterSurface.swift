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

    /// A new ARGB32 surface holding `bytes`: `width` × `height` premultiplied pixels in Cairo's memory order (blue,
    /// green, red, alpha on little-endian machines), rows packed; nil when Cairo cannot make it.
    static func create(width: Int, height: Int, premultiplied bytes: [UInt8]) -> OpaquePointer? {
        guard let surface = create(width: Int32(width), height: Int32(height)) else { return nil }
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface), bytes.count >= width * height * 4 {
            let stride = Int(cairo_image_surface_get_stride(surface))
            bytes.withUnsafeBufferPointer { source in
                guard let start = source.baseAddress else { return }
                for row in 0..<height { (data + row * stride).update(from: start + row * width * 4, count: width * 4) }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The surface's pixels as Cairo keeps them (premultiplied, in its memory order), rows packed.
    static func packedBytes(of surface: OpaquePointer) -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var output = [UInt8](repeating: 0, count: width * height * 4)
        guard let data = cairo_image_surface_get_data(surface) else { return output }
        output.withUnsafeMutableBufferPointer { target in
            guard let start = target.baseAddress else { return }
            for row in 0..<height { (start + row * width * 4).update(from: data + row * stride, count: width * 4) }
        }
        return output
    }

    /// The surface's pixels as straight-alpha RGBA (fully transparent pixels as 0, 0, 0, 0).
    static func rgbaImage(of surface: OpaquePointer) -> RGBAImage {
        guard let source = PixelBuffer(surface: surface) else {
            return RGBAImage(width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
        }
        let pixels = source.straightAlphaBytes(.rgba)
        return RGBAImage(width: source.width, height: source.height, pixels: pixels) ?? RGBAImage(width: source.width, height: source.height)
    }
}
