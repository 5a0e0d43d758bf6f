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

    /// The shader's weights for turning the hue.
    private var spinWeights: (Double, Double, Double) {
        let angle = hueRotate * .pi / 180
        let s = sin(angle), c = cos(angle)
        return ((2 * c + 1) / 3, (-(3.0.squareRoot()) * s - c + 1) / 3, ((3.0.squareRoot()) * s - c + 1) / 3)
    }

    private var saturationFactor: Double { saturation > 0 ? 1 - 1 / (1.001 - saturation) : -saturation }
    private var contrastFactor: Double { contrast > 0 ? 1 / (1 - contrast) : 1 + contrast }

    /// A straight (not premultiplied) colour, each channel 0…1, adjusted and kept within 0…1.
    public func apply(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        let (x, y, z) = spinWeights
        var r = red * x + green * y + blue * z
        var g = red * z + green * x + blue * y
        var b = red * y + green * z + blue * x
        // The shader averages the colour before turning it.
        let average = (red + green + blue) / 3
        let saturate = saturationFactor, stretch = contrastFactor
        r += (average - r) * saturate; g += (average - g) * saturate; b += (average - b) * saturate
        r = (r - 0.5) * stretch + 0.5; g = (g - 0.5) * stretch + 0.5; b = (b - 0.5) * stretch + 0.5
        func brightness(_ value: Double) -> Double { min(max(brightnessMin + (brightnessMax - brightnessMin) * value, 0), 1) }
        return (brightness(r), brightness(g), brightness(b))
    }

    /// Adjusts premultiplied 8-bit pixels in place, four bytes each with alpha at `alphaIndex` (Cairo's ARGB32 in
    /// memory order is B, G, R, A on little-endian machines: alpha at 3).
    public func apply(toPremultiplied pixels: UnsafeMutableBufferPointer<UInt8>, alphaIndex: Int = 3) {
        guard !keepsColors else { return }
        let channels = [0, 1, 2, 3].filter { $0 != alphaIndex }
        // Cairo's order B, G, R (or R, G, B after an alpha in front): the channel read as red is the one farthest from blue.
        let (redIndex, greenIndex, blueIndex) = alphaIndex == 3 ? (2, 1, 0) : (channels[0], channels[1], channels[2])
        var index = 0
        while index + 3 < pixels.count {
            let alpha = Double(pixels[index + alphaIndex])
            if alpha > 0 {
                let unpremultiply = 1 / alpha
                let (r, g, b) = apply(Double(pixels[index + redIndex]) * unpremultiply, Double(pixels[index + greenIndex]) * unpremultiply,
                                      Double(pixels[index + blueIndex]) * unpremultiply)
                pixels[index + redIndex] = UInt8((r * alpha).rounded())
                pixels[index + greenIndex] = UInt8((g * alpha).rounded())
                pixels[index + blueIndex] = UInt8((b * alpha).rounded())
            }
            index += 4
        }
    }
}
