import Foundation

/// How a raster layer changes its tiles' colours, as MapLibre's raster shader does: the hue turned
/// (`raster-hue-rotate`, degrees), saturation and contrast changed (`raster-saturation`, `raster-contrast`, −1…1),
/// and the result mapped into `raster-brightness-min`…`-max`; and whether the tiles are magnified without smoothing
/// (`raster-resampling: nearest`).
public struct RasterAdjustment: Hashable, Sendable {
    public var brightnessMin: Double
    public var brightnessMax: Double
    public var contrast: Double
    public var saturation: Double
    public var hueRotate: Double
    public var nearest: Bool

    /// Creates an adjustment; the defaults change nothing.
    public init(brightnessMin: Double = 0, brightnessMax: Double = 1, contrast: Double = 0, saturation: Double = 0, hueRotate: Double = 0,
                nearest: Bool = false) {
        self.brightnessMin = brightnessMin
        self.brightnessMax = brightnessMax
        self.contrast = contrast
        self.saturation = saturation
        self.hueRotate = hueRotate
        self.nearest = nearest
    }

    /// Whether the colours stay as they are.
    public var keepsColors: Bool {
        brightnessMin == 0 && brightnessMax == 1 && contrast == 0 && saturation == 0 && hueRotate.truncatingRemainder(dividingBy: 360) == 0
    }

    /// The numbers the shader derives from the paint, computed once for all of an image's pixels.
    private struct Factors {
        /// The weights for turning the hue.
        var spin: (Double, Double, Double)
        var saturate: Double
        var stretch: Double

        init(_ adjustment: RasterAdjustment) {
            let angle = adjustment.hueRotate * .pi / 180
            let s = sin(angle), c = cos(angle)
            spin = ((2 * c + 1) / 3, (-(3.0.squareRoot()) * s - c + 1) / 3, ((3.0.squareRoot()) * s - c + 1) / 3)
            saturate = adjustment.saturation > 0 ? 1 - 1 / (1.001 - adjustment.saturation) : -adjustment.saturation
            stretch = adjustment.contrast > 0 ? 1 / (1 - adjustment.contrast) : 1 + adjustment.contrast
        }
    }

    /// A straight (not premultiplied) colour, each channel 0…1, adjusted and kept within 0…1.
    public func apply(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        apply(red, green, blue, Factors(self))
    }

    private func apply(_ red: Double, _ green: Double, _ blue: Double, _ factors: Factors) -> (Double, Double, Double) {
        let (x, y, z) = factors.spin
        var r = red * x + green * y + blue * z
        var g = red * z + green * x + blue * y
        var b = red * y + green * z + blue * x
        // The shader averages the colour before turning it.
        let average = (red + green + blue) / 3
        let saturate = factors.saturate, stretch = factors.stretch
        r += (average - r) * saturate; g += (average - g) * saturate; b += (average - b) * saturate
        r = (r - 0.5) * stretch + 0.5; g = (g - 0.5) * stretch + 0.5; b = (b - 0.5) * stretch + 0.5
        func brightness(_ value: Double) -> Double { min(max(brightnessMin + (brightnessMax - brightnessMin) * value, 0), 1) }
        return (brightness(r), brightness(g), brightness(b))
    }

    /// Adjusts premultiplied 8-bit pixels in place, in Cairo's ARGB32 memory order on little-endian machines (B, G,
    /// R, A).
    public func apply(toPremultiplied pixels: UnsafeMutableBufferPointer<UInt8>) {
        guard !keepsColors else { return }
        let factors = Factors(self)
        var index = 0
        while index + 3 < pixels.count {
            let alpha = Double(pixels[index + 3])
            if alpha > 0 {
                let unpremultiply = 1 / alpha
                let (r, g, b) = apply(Double(pixels[index + 2]) * unpremultiply, Double(pixels[index + 1]) * unpremultiply,
                                      Double(pixels[index]) * unpremultiply, factors)
                pixels[index + 2] = UInt8((r * alpha).rounded())
                pixels[index + 1] = UInt8((g * alpha).rounded())
                pixels[index] = UInt8((b * alpha).rounded())
            }
            index += 4
        }
    }
}
