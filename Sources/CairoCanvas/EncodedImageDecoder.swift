import CCairo
import ImageEncoding

/// Decodes PNG, JPEG (libjpeg-turbo) and WebP (libwebp) bytes held in memory (raster tiles) into Cairo ARGB32
/// surfaces, told apart by their first bytes. Errors name the image and what is wrong with it.
enum EncodedImageDecoder {
    /// A new surface with the image's pixels; the caller owns it.
    static func surface(_ bytes: [UInt8], name: String) throws(CanvasError) -> OpaquePointer {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try png(bytes, name: name) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try jpeg(bytes, name: name) }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual(Array("WEBP".utf8)) { return try webp(bytes, name: name) }
        throw CanvasError(message: "image \(name): not a PNG, JPEG or WebP image")
    }

    private static func checked(_ width: Int, _ height: Int, name: String) throws(CanvasError) -> OpaquePointer {
        guard width > 0, height > 0, width <= LoadedImage.maximumPixels, height <= LoadedImage.maximumPixels else {
            throw CanvasError(message: "image \(name): \(width)x\(height) pixels, outside 1 to \(LoadedImage.maximumPixels) a side")
        }
        guard let surface = RasterSurface.create(width: Int32(width), height: Int32(height)) else {
            throw CanvasError(message: "Cairo could not create a \(width)x\(height) image")
        }
        return surface
    }

    private static func png(_ bytes: [UInt8], name: String) throws(CanvasError) -> OpaquePointer {
        var cursor = InputCursor(bytes: bytes)
        let surface = withUnsafeMutablePointer(to: &cursor) { cairo_image_surface_create_from_png_stream(InputCursor.read, UnsafeMutableRawPointer($0)) }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_width(surface) <= Int32(LoadedImage.maximumPixels), cairo_image_surface_get_height(surface) <= Int32(LoadedImage.maximumPixels) else {
            if let surface { cairo_surface_destroy(surface) }
            throw CanvasError(message: "image \(name): not a readable PNG image")
        }
        return surface
    }

    private static func jpeg(_ bytes: [UInt8], name: String) throws(CanvasError) -> OpaquePointer {
        try decoded(bytes, name: name, dimensions: JPEGCodec.dimensions, decode: JPEGCodec.decode)
    }

    private static func webp(_ bytes: [UInt8], name: String) throws(CanvasError) -> OpaquePointer {
        try decoded(bytes, name: name, dimensions: WebPCodec.dimensions, decode: WebPCodec.decode)
    }

    /// A surface of the size `dimensions` reads from the header, filled by `decode` (premultiplied B, G, R, A rows,
    /// Cairo's ARGB32 on little-endian machines).
    private static func decoded(_ bytes: [UInt8], name: String,
                                dimensions: ([UInt8]) throws(ImageEncodingError) -> (width: Int, height: Int),
                                decode: ([UInt8], UnsafeMutableRawPointer, Int, Int, Int) throws(ImageEncodingError) -> Void) throws(CanvasError) -> OpaquePointer {
        let size: (width: Int, height: Int)
        do { size = try dimensions(bytes) } catch { throw CanvasError(message: "image \(name): \(error.message)") }
        let surface = try checked(size.width, size.height, name: name)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw CanvasError(message: "Cairo could not create a \(size.width)x\(size.height) image")
        }
        do {
            try decode(bytes, UnsafeMutableRawPointer(data), size.width, size.height, Int(cairo_image_surface_get_stride(surface)))
        } catch {
            cairo_surface_destroy(surface)
            throw CanvasError(message: "image \(name): \(error.message)")
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
