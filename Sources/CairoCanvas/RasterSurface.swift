import CCairo
import MapRender

/// Conversions between Cairo's premultiplied native-endian ARGB32 and straight RGBA.
enum RasterSurface {
    /// The surface's pixels as straight-alpha RGBA.
    static func rgbaImage(of surface: OpaquePointer) -> RGBAImage {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        guard let data = cairo_image_surface_get_data(surface) else { return RGBAImage(width: width, height: height) }
        pixels.withUnsafeMutableBufferPointer { output in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let argb = row[x]
                    let alpha = Int(argb >> 24)
                    let offset = (y * width + x) * 4
                    output[offset + 3] = UInt8(alpha)
                    if alpha == 255 {
                        output[offset] = UInt8(truncatingIfNeeded: argb >> 16)
                        output[offset + 1] = UInt8(truncatingIfNeeded: argb >> 8)
                        output[offset + 2] = UInt8(truncatingIfNeeded: argb)
                    } else if alpha > 0 {
                        output[offset] = unpremultiply(argb >> 16, alpha)
                        output[offset + 1] = unpremultiply(argb >> 8, alpha)
                        output[offset + 2] = unpremultiply(argb, alpha)
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels) ?? RGBAImage(width: width, height: height)
    }

    private static func unpremultiply(_ channel: UInt32, _ alpha: Int) -> UInt8 {
        UInt8(min(255, (Int(channel & 0xFF) * 255 + alpha / 2) / alpha))
    }
}
