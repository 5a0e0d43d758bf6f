import CTurboJPEG

/// JPEG through libjpeg-turbo: premultiplied pixels in (composited over white where not opaque, as JPEG has no
/// alpha), JPEG bytes out; and JPEG bytes decoded into rows of B, G, R, A bytes (opaque).
public enum JPEGCodec {
    /// The quality used when none is given (1–100; libjpeg's scale, as Pillow's and GDAL's): sharp map lines and
    /// text at about a fifth of a PNG's size.
    public static let defaultQuality = 85

    /// Encodes `pixels` at `quality` (1–100) with 4:2:0 chroma subsampling, in a JFIF file stating `pixelsPerInch`
    /// (when given) as its density.
    public static func encode(_ pixels: PixelBuffer, quality: Int, pixelsPerInch: Double? = nil) throws(ImageEncodingError) -> [UInt8] {
        guard (1...100).contains(quality) else { throw ImageEncodingError("JPEG quality \(quality) is outside 1...100") }
        guard let encoder = tjInitCompress() else { throw ImageEncodingError("libjpeg-turbo could not start") }
        defer { tjDestroy(encoder) }
        let opaque = pixels.isOpaque
        // Opaque premultiplied pixels are their own colours; others are laid over white first.
        let flattened: [UInt8] = opaque ? [] : overWhite(pixels)
        var output: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        defer { if let output { tjFree(output) } }
        let status: Int32
        if opaque {
            status = tjCompress2(encoder, pixels.base.assumingMemoryBound(to: UInt8.self), Int32(pixels.width), Int32(pixels.stride), Int32(pixels.height),
                                 Int32(TJPF_BGRX.rawValue), &output, &length, Int32(TJSAMP_420.rawValue), Int32(quality), 0)
        } else {
            status = flattened.withUnsafeBufferPointer {
                tjCompress2(encoder, $0.baseAddress, Int32(pixels.width), Int32(pixels.width * 4), Int32(pixels.height),
                            Int32(TJPF_BGRX.rawValue), &output, &length, Int32(TJSAMP_420.rawValue), Int32(quality), 0)
            }
        }
        guard status == 0, let output else { throw ImageEncodingError("libjpeg-turbo could not encode the image: \(String(cString: tjGetErrorStr2(encoder)))") }
        var bytes = Array(UnsafeBufferPointer(start: output, count: Int(length)))
        if let pixelsPerInch { setDensity(&bytes, pixelsPerInch: pixelsPerInch) }
        return bytes
    }

    /// Writes dots per inch into the JFIF APP0 segment libjpeg-turbo starts every file with (TurboJPEG 2 has no
    /// parameter for it): after SOI, FF E0, the length, "JFIF\0" and the version come the unit (1: per inch) and the
    /// horizontal and vertical densities, big-endian.
    static func setDensity(_ bytes: inout [UInt8], pixelsPerInch: Double) {
        let jfif: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]
        guard bytes.count > 18, bytes.starts(with: jfif), bytes[6..<11].elementsEqual(Array("JFIF\0".utf8)) else { return }
        let density = UInt16(max(1, min(65535, pixelsPerInch.rounded())))
        bytes[13] = 1
        for offset in [14, 16] {
            bytes[offset] = UInt8(density >> 8)
            bytes[offset + 1] = UInt8(density & 0xFF)
        }
    }

    /// The width and height a JPEG file declares.
    public static func dimensions(_ bytes: [UInt8]) throws(ImageEncodingError) -> (width: Int, height: Int) {
        guard let decoder = tjInitDecompress() else { throw ImageEncodingError("libjpeg-turbo could not start") }
        defer { tjDestroy(decoder) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let read = bytes.withUnsafeBufferPointer { tjDecompressHeader3(decoder, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace) }
        guard read == 0 else { throw ImageEncodingError("not a readable JPEG image (\(String(cString: tjGetErrorStr2(decoder))))") }
        return (Int(width), Int(height))
    }

    /// Decodes a JPEG file of `dimensions(_:)`'s size into `height` rows of B, G, R, A bytes (A = 255) at `base`,
    /// `stride` bytes apart.
    public static func decode(_ bytes: [UInt8], into base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) throws(ImageEncodingError) {
        guard let decoder = tjInitDecompress() else { throw ImageEncodingError("libjpeg-turbo could not start") }
        defer { tjDestroy(decoder) }
        let decoded = bytes.withUnsafeBufferPointer {
            tjDecompress2(decoder, $0.baseAddress, UInt($0.count), base.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(stride), Int32(height),
                          Int32(TJPF_BGRA.rawValue), 0)
        }
        guard decoded == 0 else { throw ImageEncodingError("not a readable JPEG image (\(String(cString: tjGetErrorStr2(decoder))))") }
    }

    /// Tightly packed B, G, R, X rows of `pixels` laid over white.
    private static func overWhite(_ pixels: PixelBuffer) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: pixels.width * pixels.height * 4)
        for y in 0..<pixels.height {
            let row = pixels.row(y)
            for x in 0..<pixels.width {
                let pixel = row[x], clear = 255 - (pixel >> 24)
                let offset = (y * pixels.width + x) * 4
                bytes[offset] = UInt8(truncatingIfNeeded: min(255, (pixel & 0xFF) + clear))
                bytes[offset + 1] = UInt8(truncatingIfNeeded: min(255, ((pixel >> 8) & 0xFF) + clear))
                bytes[offset + 2] = UInt8(truncatingIfNeeded: min(255, ((pixel >> 16) & 0xFF) + clear))
                bytes[offset + 3] = 255
            }
        }
        return bytes
    }
}
