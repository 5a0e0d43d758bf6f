import CCairo
import ImageEncoding
import MapRender

/// PNG encoding and decoding through Cairo.
public enum PNGCodec {
    /// Which PNG writer to use.
    public enum Encoder: Sendable {
        /// MapSnap's own (`PNGWriter`): unfiltered rows and libdeflate, honouring the `PNGEncoding` (the default).
        case standard
        /// The previous encoder, libpng with the Paeth filter and zlib's run-length strategy (for comparison).
        case libpng
        /// `cairo_surface_write_to_png_stream` (for comparison).
        case cairo
    }

    /// Encodes a Cairo image surface as PNG bytes (`encoding` applies to the standard encoder).
    static func encode(surface: OpaquePointer, encoding: PNGEncoding = .standard, encoder: Encoder = .standard,
                       scratch: RenderScratch = RenderScratch()) throws(CanvasError) -> [UInt8] {
        if encoder != .cairo {
            guard let pixels = PixelBuffer(surface: surface) else { throw CanvasError(message: "PNG encoding failed: empty image") }
            do throws(ImageEncodingError) {
                return encoder == .standard ? try PNGWriter.encode(pixels, encoding: encoding, scratch: scratch.encoding)
                    : try LibPNGEncoder.encode(pixels)
            } catch {
                throw CanvasError(message: error.message)
            }
        }
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
    public static func encode(_ image: RGBAImage, encoding: PNGEncoding = .standard, encoder: Encoder = .standard) throws(CanvasError) -> [UInt8] {
        try EncodableImage(image).encode(encoding: encoding, encoder: encoder)
    }
}

/// An image already in Cairo's pixel format, ready to encode: what a render hands the encoder, so encoders can be
/// timed alone (`mapsnap bench`).
public final class EncodableImage {
    private let surface: OpaquePointer
    private let scratch = RenderScratch()

    /// Converts straight-alpha RGBA to Cairo's premultiplied ARGB32.
    public init(_ image: RGBAImage) throws(CanvasError) {
        guard let surface = RasterSurface.create(width: Int32(image.width), height: Int32(image.height)) else {
            throw CanvasError(message: "Cairo could not create a \(image.width)x\(image.height) image")
        }
        guard let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw CanvasError(message: "Cairo could not create a \(image.width)x\(image.height) image")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let offset = (y * image.width + x) * 4
                    let alpha = UInt32(pixels[offset + 3])
                    let red = UInt32(pixels[offset]), green = UInt32(pixels[offset + 1]), blue = UInt32(pixels[offset + 2])
                    row[x] = alpha == 255 ? 0xFF00_0000 | red << 16 | green << 8 | blue
                        : alpha << 24 | ((red * alpha + 127) / 255) << 16 | ((green * alpha + 127) / 255) << 8 | (blue * alpha + 127) / 255
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// PNG bytes from `encoder` (`encoding` applies to the standard encoder).
    public func encode(encoding: PNGEncoding = .standard, encoder: PNGCodec.Encoder = .standard) throws(CanvasError) -> [UInt8] {
        try PNGCodec.encode(surface: surface, encoding: encoding, encoder: encoder, scratch: scratch)
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
