import CCairo
import CTurboJPEG
import CWebP

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
        guard let decoder = tjInitDecompress() else { throw CanvasError(message: "image \(name): libjpeg-turbo could not start") }
        defer { tjDestroy(decoder) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let read = bytes.withUnsafeBufferPointer { tjDecompressHeader3(decoder, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace) }
        guard read == 0 else { throw CanvasError(message: "image \(name): not a readable JPEG image (\(String(cString: tjGetErrorStr2(decoder))))") }
        let surface = try checked(Int(width), Int(height), name: name)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw CanvasError(message: "Cairo could not create a \(width)x\(height) image")
        }
        // Cairo's ARGB32 is B, G, R, A in memory on little-endian machines; JPEG pixels are opaque.
        let decoded = bytes.withUnsafeBufferPointer {
            tjDecompress2(decoder, $0.baseAddress, UInt($0.count), data, width, cairo_image_surface_get_stride(surface), height, Int32(TJPF_BGRA.rawValue), 0)
        }
        guard decoded == 0 else {
            cairo_surface_destroy(surface)
            throw CanvasError(message: "image \(name): not a readable JPEG image (\(String(cString: tjGetErrorStr2(decoder))))")
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    private static func webp(_ bytes: [UInt8], name: String) throws(CanvasError) -> OpaquePointer {
        var width: Int32 = 0, height: Int32 = 0
        guard bytes.withUnsafeBufferPointer({ WebPGetInfo($0.baseAddress, $0.count, &width, &height) }) != 0 else {
            throw CanvasError(message: "image \(name): not a readable WebP image")
        }
        let surface = try checked(Int(width), Int(height), name: name)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface),
              bytes.withUnsafeBufferPointer({ WebPDecodeBGRAInto($0.baseAddress, $0.count, data, stride * Int(height), Int32(stride)) }) != nil else {
            cairo_surface_destroy(surface)
            throw CanvasError(message: "image \(name): not a readable WebP image")
        }
        // WebP gives straight alpha; Cairo wants it premultiplied.
        for y in 0..<Int(height) {
            let row = data + y * stride
            for x in 0..<Int(width) {
                let pixel = row + x * 4
                let alpha = UInt32(pixel[3])
                guard alpha < 255 else { continue }
                for channel in 0..<3 { pixel[channel] = UInt8((UInt32(pixel[channel]) * alpha + 127) / 255) }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
