import CWebP

/// WebP through libwebp: premultiplied pixels in, lossy (at a quality) or lossless WebP bytes out, alpha kept; and
/// WebP bytes decoded into premultiplied rows of B, G, R, A bytes.
public enum WebPCodec {
    /// The quality used when none is given (0–100; libwebp's scale, as cwebp's): about a JPEG's size at 85 for a
    /// street map, with cleaner edges.
    public static let defaultQuality = 80

    /// libwebp's speed/size trade-off (0 fastest … 6 smallest; cwebp's default is 4): 2 is about twice as fast as
    /// 4 on street maps for a few percent more bytes (Docs/benchmarks.md).
    static let method: Int32 = 2

    /// Encodes `pixels` lossy at `quality` (1–100), or lossless when `quality` is nil.
    public static func encode(_ pixels: PixelBuffer, quality: Int?) throws(ImageEncodingError) -> [UInt8] {
        if let quality, !(1...100).contains(quality) { throw ImageEncodingError("WebP quality \(quality) is outside 1...100") }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw ImageEncodingError("libwebp could not start") }
        config.quality = Float(quality ?? 75)
        config.lossless = quality == nil ? 1 : 0
        config.method = method
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw ImageEncodingError("libwebp could not start") }
        defer { WebPPictureFree(&picture) }
        picture.width = Int32(pixels.width)
        picture.height = Int32(pixels.height)
        picture.use_argb = 1
        // libwebp reads straight alpha: opaque premultiplied pixels are already that, others are divided out first.
        let straight: [UInt8] = pixels.isOpaque ? [] : pixels.straightAlphaBytes(.bgra)
        let imported = straight.isEmpty ? WebPPictureImportBGRA(&picture, pixels.base.assumingMemoryBound(to: UInt8.self), Int32(pixels.stride))
            : straight.withUnsafeBufferPointer { WebPPictureImportBGRA(&picture, $0.baseAddress, Int32(pixels.width * 4)) }
        guard imported != 0 else { throw ImageEncodingError("libwebp could not take the \(pixels.width)x\(pixels.height) image") }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let encoded = withUnsafeMutablePointer(to: &writer) { writerPointer in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(writerPointer)
            return WebPEncode(&config, &picture)
        }
        guard encoded != 0, let memory = writer.mem else { throw ImageEncodingError("libwebp could not encode the \(pixels.width)x\(pixels.height) image") }
        return Array(UnsafeBufferPointer(start: memory, count: writer.size))
    }

    /// The width and height a WebP file declares.
    public static func dimensions(_ bytes: [UInt8]) throws(ImageEncodingError) -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        guard bytes.withUnsafeBufferPointer({ WebPGetInfo($0.baseAddress, $0.count, &width, &height) }) != 0 else {
            throw ImageEncodingError("not a readable WebP image")
        }
        return (Int(width), Int(height))
    }

    /// Decodes a WebP file of `dimensions(_:)`'s size into `height` rows of premultiplied B, G, R, A bytes at `base`,
    /// `stride` bytes apart.
    public static func decode(_ bytes: [UInt8], into base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) throws(ImageEncodingError) {
        let data = base.assumingMemoryBound(to: UInt8.self)
        guard bytes.withUnsafeBufferPointer({ WebPDecodeBGRAInto($0.baseAddress, $0.count, data, stride * height, Int32(stride)) }) != nil else {
            throw ImageEncodingError("not a readable WebP image")
        }
        // WebP gives straight alpha.
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let pixel = row + x * 4
                let alpha = UInt32(pixel[3])
                guard alpha < 255 else { continue }
                for channel in 0..<3 { pixel[channel] = UInt8((UInt32(pixel[channel]) * alpha + 127) / 255) }
            }
        }
    }
}
