/// How a raster image is encoded in whichever raster format is asked for: PNG's effort and palette, JPEG's and WebP's
/// quality.
public struct RasterEncoding: Hashable, Sendable {
    /// PNG: compression effort, full colour or an 8-bit palette.
    public var png: PNGEncoding
    /// JPEG and WebP: a quality or lossless (WebP); nil takes `JPEGCodec.defaultQuality` or `WebPCodec.defaultQuality`.
    public var quality: LossyQuality?
    /// The resolution PNG (pHYs) and JPEG (JFIF density) files state, pixels per inch; nil states none (a PNG's
    /// own `png.pixelsPerInch` then applies).
    public var pixelsPerInch: Double?

    /// Creates an encoding (default: PNG's standard encoding, each lossy format's default quality, no resolution).
    public init(png: PNGEncoding = .standard, quality: LossyQuality? = nil, pixelsPerInch: Double? = nil) {
        self.png = png
        self.quality = quality
        self.pixelsPerInch = pixelsPerInch
    }

    /// The PNG encoding with this encoding's resolution.
    public var pngWithResolution: PNGEncoding {
        var encoding = png
        if let pixelsPerInch { encoding.pixelsPerInch = pixelsPerInch }
        return encoding
    }

    /// JPEG bytes of `pixels` at this quality (lossless is refused: JPEG has none).
    public func jpeg(_ pixels: PixelBuffer) throws(ImageEncodingError) -> [UInt8] {
        switch quality ?? .quality(JPEGCodec.defaultQuality) {
        case .quality(let value): return try JPEGCodec.encode(pixels, quality: value, pixelsPerInch: pixelsPerInch)
        case .lossless: throw ImageEncodingError("JPEG has no lossless mode; give a quality from 1 to 100")
        }
    }

    /// WebP bytes of `pixels`, lossy at this quality or lossless.
    public func webp(_ pixels: PixelBuffer) throws(ImageEncodingError) -> [UInt8] {
        switch quality ?? .quality(WebPCodec.defaultQuality) {
        case .quality(let value): return try WebPCodec.encode(pixels, quality: value)
        case .lossless: return try WebPCodec.encode(pixels, quality: nil)
        }
    }
}
