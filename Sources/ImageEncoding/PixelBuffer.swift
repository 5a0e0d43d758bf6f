/// Pixels to encode: rows of 32-bit premultiplied ARGB in native byte order (B, G, R, A bytes on little-endian
/// machines), as Cairo's ARGB32 image surfaces hold them. A view: the memory belongs to the caller and must stay
/// valid while the buffer is used.
public struct PixelBuffer {
    /// The first row.
    public let base: UnsafeRawPointer
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Bytes from one row to the next (at least 4 × width).
    public let stride: Int

    /// A view of `height` rows of `width` pixels starting at `base`, `stride` bytes apart.
    public init(base: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// The pixels of row `y`.
    public func row(_ y: Int) -> UnsafePointer<UInt32> {
        (base + y * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        for y in 0..<height {
            let pixels = row(y)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width { all &= pixels[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// Straight-alpha red, green, blue and alpha of a premultiplied pixel.
    @inline(__always)
    public static func straight(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let alpha = pixel >> 24
        var red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
        if alpha != 0xFF, alpha != 0 {
            red = min(255, (red * 255 + alpha / 2) / alpha)
            green = min(255, (green * 255 + alpha / 2) / alpha)
            blue = min(255, (blue * 255 + alpha / 2) / alpha)
        }
        return (UInt8(truncatingIfNeeded: red), UInt8(truncatingIfNeeded: green), UInt8(truncatingIfNeeded: blue), UInt8(truncatingIfNeeded: alpha))
    }

    /// The byte order of `straightAlphaBytes(_:)`.
    public enum ChannelOrder: Sendable {
        /// Red, green, blue, alpha (PNG's, and `RGBAImage`'s).
        case rgba
        /// Blue, green, red, alpha (libwebp's BGRA import).
        case bgra
    }

    /// Tightly packed straight-alpha pixels in `order`, 4 bytes each (clear pixels all zero).
    public func straightAlphaBytes(_ order: ChannelOrder) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let (first, third) = order == .rgba ? (0, 2) : (2, 0)
        bytes.withUnsafeMutableBufferPointer { output in
            for y in 0..<height {
                let pixels = row(y)
                for x in 0..<width where pixels[x] >> 24 != 0 {
                    let (red, green, blue, alpha) = PixelBuffer.straight(pixels[x])
                    let offset = (y * width + x) * 4
                    output[offset + first] = red
                    output[offset + 1] = green
                    output[offset + third] = blue
                    output[offset + 3] = alpha
                }
            }
        }
        return bytes
    }
}
