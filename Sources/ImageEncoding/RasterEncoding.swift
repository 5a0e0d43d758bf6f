/// How a raster image is encoded in whichever raster format is asked for: PNG's effort and palette, JPEG's and WebP's
/// quality.
public struct RasterEncoding: Hashable, Sendable {
    /// PNG: compression effort, full colour or an 8-bit palette.
    public var png: PNGEncoding
    /// JPEG and WebP: a quality or lossless (WebP); nil takes `JPEGCodec.defaultQuality` or `WebPCodec.defaultQuality`.
    public var quality: LossyQuality?

    /// Creates an encoding (default: PNG's standard encoding, each lossy format's default quality).
    public init(png: PNGEncoding = .standard, quality: LossyQuality? = nil) {
        self.png = png
        self.quality = quality
    }

    /// JPEG bytes of `pixels` at this quality (lossless is refused: JPEG has none).
    public func jpeg(_ pixels: PixelBuffer) throws(ImageEncodingError) -> [UInt8] {
        switch quality ?? .quality(JPEGCodec.defaultQuality) {
        case .quality(let value): return try JPEGCodec.encode(pixels, quality: value)
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
