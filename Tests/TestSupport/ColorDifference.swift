import Foundation

/// CIE 1976 colour differences between images, as the issues state likeness: ΔE76 is the distance between two
/// colours in CIELAB (sRGB, D65), where about 2.3 is the smallest difference people notice.
public enum ColorDifference {
    /// The CIELAB coordinates of an 8-bit sRGB colour.
    public static func lab(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> (l: Double, a: Double, b: Double) {
        func linear(_ value: UInt8) -> Double {
            let x = Double(value) / 255
            return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        let r = linear(red), g = linear(green), b = linear(blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// ΔE76 between two 8-bit sRGB colours.
    public static func deltaE76(_ first: (UInt8, UInt8, UInt8), _ second: (UInt8, UInt8, UInt8)) -> Double {
        let a = lab(first.0, first.1, first.2), b = lab(second.0, second.1, second.2)
        return ((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b)).squareRoot()
    }

    /// The share (0...1) of pixels of two RGBA images `width` pixels wide, of the same size, whose colours are within
    /// `limit` ΔE76 (alpha ignored: both are opaque maps); with `inset`, of the pixels at least that far inside the
    /// images' edges.
    public static func shareWithin(_ limit: Double, _ first: [UInt8], _ second: [UInt8], width: Int, inset: Int = 0) -> Double {
        precondition(first.count == second.count && width > 0 && first.count % (4 * width) == 0, "images of different sizes")
        let height = first.count / (4 * width)
        guard width > 2 * inset, height > 2 * inset else { return 1 }
        var within = 0
        for y in inset..<(height - inset) {
            for x in inset..<(width - inset) {
                let index = (y * width + x) * 4
                let a = (first[index], first[index + 1], first[index + 2]), b = (second[index], second[index + 1], second[index + 2])
                if a == b || deltaE76(a, b) <= limit { within += 1 }
            }
        }
        return Double(within) / Double((width - 2 * inset) * (height - 2 * inset))
    }
}
