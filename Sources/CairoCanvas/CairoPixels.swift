import CCairo

/// A Cairo ARGB32 surface's memory (premultiplied, native-endian B, G, R, A bytes).
struct CairoPixels {
    let base: UnsafeRawPointer
    let width: Int
    let height: Int
    let stride: Int

    /// The pixels of an image surface (flushed first); nil when it has none.
    init?(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        self.init(base: UnsafeRawPointer(data), width: Int(cairo_image_surface_get_width(surface)),
                  height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)))
    }

    init(base: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// The pixels of row `y`.
    func row(_ y: Int) -> UnsafePointer<UInt32> {
        (base + y * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// Whether every pixel is fully opaque.
    var isOpaque: Bool {
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
    static func straight(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let alpha = pixel >> 24
        var red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
        if alpha != 0xFF, alpha != 0 {
            red = min(255, (red * 255 + alpha / 2) / alpha)
            green = min(255, (green * 255 + alpha / 2) / alpha)
            blue = min(255, (blue * 255 + alpha / 2) / alpha)
        }
        return (UInt8(truncatingIfNeeded: red), UInt8(truncatingIfNeeded: green), UInt8(truncatingIfNeeded: blue), UInt8(truncatingIfNeeded: alpha))
    }
}
