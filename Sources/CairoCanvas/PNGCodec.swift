import CCairo
import MapRender

/// PNG encoding and decoding through Cairo.
public enum PNGCodec {
    /// Which PNG writer to use.
    public enum Encoder: Sendable {
        /// libpng directly, RGB for opaque images, fast filters and zlib level 3 (the default).
        case fast
        /// `cairo_surface_write_to_png_stream` (for comparison).
        case cairo
    }

    /// Encodes a Cairo image surface as PNG bytes.
    static func encode(surface: OpaquePointer, encoder: Encoder = .fast) throws(CanvasError) -> [UInt8] {
        if encoder == .fast { return try FastPNGEncoder.encode(surface: surface) }
        var output = OutputBuffer()
        let status = withUnsafeMutablePointer(to: &output) { buffer in
            cairo_surface_write_to_png_stream(surface, OutputBuffer.write, UnsafeMutableRawPointer(buffer))
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CanvasError(message: "PNG encoding failed: \(String(cString: cairo_status_to_string(status)))")
        }
        return output.bytes
    }

    /// Decodes PNG bytes into straight-alpha RGBA; throws when the bytes are not a PNG image.
    public static func decode(_ bytes: [UInt8]) throws(CanvasError) -> RGBAImage {
        guard bytes.count > 8, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw CanvasError(message: "not a PNG file (no PNG signature)")
        }
        var input = InputCursor(bytes: bytes)
        let surface = withUnsafeMutablePointer(to: &input) { cursor in
            cairo_image_surface_create_from_png_stream(InputCursor.read, UnsafeMutableRawPointer(cursor))
        }
        guard let surface else { throw CanvasError(message: "PNG decoding failed") }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw CanvasError(message: "PNG decoding failed: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
        }
        return RasterSurface.rgbaImage(of: surface)
    }

    /// Encodes straight-alpha RGBA as PNG bytes.
    public static func encode(_ image: RGBAImage, encoder: Encoder = .fast) throws(CanvasError) -> [UInt8] {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)) else {
            throw CanvasError(message: "Cairo could not create a \(image.width)x\(image.height) image")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            throw CanvasError(message: "Cairo could not create a \(image.width)x\(image.height) image")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<image.height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<image.width {
                let offset = (y * image.width + x) * 4
                let alpha = UInt32(image.pixels[offset + 3])
                func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                row[x] = alpha << 24 | premultiplied(image.pixels[offset]) << 16
                    | premultiplied(image.pixels[offset + 1]) << 8 | premultiplied(image.pixels[offset + 2])
            }
        }
        cairo_surface_mark_dirty(surface)
        return try encode(surface: surface, encoder: encoder)
    }
}

/// Bytes handed to a Cairo stream reader.
struct InputCursor {
    let bytes: [UInt8]
    var position = 0

    /// A `cairo_read_func_t` reading from the `InputCursor` that `closure` points to.
    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let cursor = closure.assumingMemoryBound(to: InputCursor.self)
        let wanted = Int(length)
        guard cursor.pointee.position + wanted <= cursor.pointee.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        cursor.pointee.bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            data.update(from: base + cursor.pointee.position, count: wanted)
        }
        cursor.pointee.position += wanted
        return CAIRO_STATUS_SUCCESS
    }
}
