import CCairo
import CPNG

/// The previous default encoder, kept for comparison in `mapsnap bench`: libpng directly, opaque images as RGB
/// straight from Cairo's rows (libpng drops the filler byte and swaps to RGB), the Paeth filter on every row and
/// zlib's run-length strategy. 2.8× faster than `cairo_surface_write_to_png`, files 2.4% larger; `PNGWriter`
/// replaced it.
enum LibPNGEncoder {
    /// zlib level (with the run-length strategy the level barely changes size or speed).
    static let compressionLevel: Int32 = 3
    /// zlib's Z_RLE strategy.
    static let runLengthStrategy: Int32 = 3

    /// Encodes an ARGB32 Cairo image surface.
    static func encode(surface: OpaquePointer) throws(CanvasError) -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
            throw CanvasError(message: "PNG encoding failed: empty image")
        }
        var opaque = true
        for y in 0..<height where opaque {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0xFF { opaque = false; break }
        }
        guard let png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, nil, nil) else {
            throw CanvasError(message: "PNG encoding failed: libpng could not start")
        }
        var info = png_create_info_struct(png)
        var pngPointer: png_structp? = png
        defer { png_destroy_write_struct(&pngPointer, &info) }
        guard info != nil else { throw CanvasError(message: "PNG encoding failed: libpng could not start") }
        var output = OutputBuffer()
        withUnsafeMutablePointer(to: &output) { buffer in
            png_set_write_fn(png, UnsafeMutableRawPointer(buffer), { png, bytes, length in
                guard let png, let bytes, let target = png_get_io_ptr(png) else { return }
                target.assumingMemoryBound(to: OutputBuffer.self).pointee.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: length))
            }, nil)
            png_set_IHDR(png, info, png_uint_32(width), png_uint_32(height), 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                         PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
            png_set_compression_level(png, compressionLevel)
            png_set_filter(png, 0, PNG_FILTER_PAETH)
            png_set_compression_strategy(png, runLengthStrategy)
            png_write_info(png, info)
            if opaque {
                // Cairo's opaque pixels are B, G, R, X in memory (little endian): libpng drops X and swaps to RGB.
                png_set_bgr(png)
                png_set_filler(png, 0, PNG_FILLER_AFTER)
                for y in 0..<height { png_write_row(png, data + y * stride) }
                png_write_end(png, nil)
                return
            }
            let channels = 4
            var row = [UInt8](repeating: 0, count: width * channels)
            for y in 0..<height {
                let source = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                row.withUnsafeMutableBufferPointer { target in
                    for x in 0..<width {
                        let pixel = source[x]
                        let alpha = pixel >> 24
                        var red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
                        if alpha != 0xFF, alpha != 0 {
                            red = (red * 255 + alpha / 2) / alpha
                            green = (green * 255 + alpha / 2) / alpha
                            blue = (blue * 255 + alpha / 2) / alpha
                        }
                        let offset = x * channels
                        target[offset] = UInt8(truncatingIfNeeded: min(red, 255))
                        target[offset + 1] = UInt8(truncatingIfNeeded: min(green, 255))
                        target[offset + 2] = UInt8(truncatingIfNeeded: min(blue, 255))
                        if channels == 4 { target[offset + 3] = UInt8(truncatingIfNeeded: alpha) }
                    }
                    png_write_row(png, target.baseAddress)
                }
            }
            png_write_end(png, nil)
        }
        return output.bytes
    }
}
