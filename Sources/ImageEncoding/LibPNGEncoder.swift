import CPNG

/// The previous default encoder, kept for comparison in `mapsnap bench`: libpng directly, opaque images as RGB
/// straight from the pixel rows (libpng drops the filler byte and swaps to RGB), the Paeth filter on every row and
/// zlib's run-length strategy. 2.8× faster than `cairo_surface_write_to_png`, files 2.4% larger; `PNGWriter`
/// replaced it.
public enum LibPNGEncoder {
    /// zlib level (with the run-length strategy the level barely changes size or speed).
    static let compressionLevel: Int32 = 3
    /// zlib's Z_RLE strategy.
    static let runLengthStrategy: Int32 = 3

    /// Encodes the pixels.
    public static func encode(_ pixels: PixelBuffer) throws(ImageEncodingError) -> [UInt8] {
        guard pixels.width > 0, pixels.height > 0 else {
            throw ImageEncodingError("PNG encoding failed: empty image")
        }
        let data = pixels.base.assumingMemoryBound(to: UInt8.self)
        let width = pixels.width, height = pixels.height, stride = pixels.stride
        let opaque = pixels.isOpaque
        guard let png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, nil, nil) else {
            throw ImageEncodingError("PNG encoding failed: libpng could not start")
        }
        var info = png_create_info_struct(png)
        var pngPointer: png_structp? = png
        defer { png_destroy_write_struct(&pngPointer, &info) }
        guard info != nil else { throw ImageEncodingError("PNG encoding failed: libpng could not start") }
        var output: [UInt8] = []
        withUnsafeMutablePointer(to: &output) { buffer in
            png_set_write_fn(png, UnsafeMutableRawPointer(buffer), { png, bytes, length in
                guard let png, let bytes, let target = png_get_io_ptr(png) else { return }
                target.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeBufferPointer(start: bytes, count: length))
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
            var row = [UInt8](repeating: 0, count: width * 4)
            for y in 0..<height {
                let source = pixels.row(y)
                row.withUnsafeMutableBufferPointer { target in
                    for x in 0..<width {
                        let (red, green, blue, alpha) = PixelBuffer.straight(source[x])
                        target[x * 4] = red
                        target[x * 4 + 1] = green
                        target[x * 4 + 2] = blue
                        target[x * 4 + 3] = alpha
                    }
                    png_write_row(png, target.baseAddress)
                }
            }
            png_write_end(png, nil)
        }
        return output
    }
}
