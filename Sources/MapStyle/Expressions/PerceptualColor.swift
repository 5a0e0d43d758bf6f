import Foundation

/// CIE Lab and HCL (polar Lab) under the D50 white point, as `interpolate-lab` and `interpolate-hcl` use them.
enum PerceptualColor {
    private static let xn = 0.96422, yn = 1.0, zn = 0.82521
    private static let t0 = 4.0 / 29, t1 = 6.0 / 29, t2 = 3 * t1 * t1, t3 = t1 * t1 * t1

    /// Interpolates in Lab, or in HCL taking the shorter way round the hue circle.
    static func interpolate(_ from: ExpressionColor, _ to: ExpressionColor, _ t: Double, hcl: Bool) -> ExpressionColor {
        let a = lab(from), b = lab(to)
        let alpha = from.alpha + (to.alpha - from.alpha) * t
        if !hcl {
            return color(l: a.0 + (b.0 - a.0) * t, a: a.1 + (b.1 - a.1) * t, b: a.2 + (b.2 - a.2) * t, alpha: alpha)
        }
        var (h0, c0, l0) = polar(a), (h1, c1, l1) = polar(b)
        if h0.isNaN, !h1.isNaN { h0 = h1; if l0 == 1 || l0 == 0 { c0 = c1 } } else if h1.isNaN, !h0.isNaN { h1 = h0; if l1 == 1 || l1 == 0 { c1 = c0 } }
        let d = h1 - h0
        let hue = h0 + t * (d > 180 || d < -180 ? d - 360 * (d / 360).rounded() : d)
        let chroma = c0 + (c1 - c0) * t, lightness = l0 + (l1 - l0) * t
        let radians = hue * .pi / 180
        let (la, lb) = hue.isNaN ? (0.0, 0.0) : (cos(radians) * chroma, sin(radians) * chroma)
        return color(l: lightness, a: la, b: lb, alpha: alpha)
    }

    private static func polar(_ lab: (Double, Double, Double)) -> (Double, Double, Double) {
        let chroma = (lab.1 * lab.1 + lab.2 * lab.2).squareRoot()
        var hue = atan2(lab.2, lab.1) * 180 / .pi
        if hue < 0 { hue += 360 }
        if (chroma * 10000).rounded() == 0 { hue = .nan }
        return (hue, chroma, lab.0)
    }

    private static func lab(_ color: ExpressionColor) -> (Double, Double, Double) {
        let (red, green, blue, _) = color.straight
        func linear(_ x: Double) -> Double { x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4) }
        func f(_ t: Double) -> Double { t > t3 ? cbrt(t) : t / t2 + t0 }
        let r = linear(red), g = linear(green), b = linear(blue)
        let y = f((0.2225045 * r + 0.7168786 * g + 0.0606169 * b) / yn)
        let x = r == g && g == b ? y : f((0.4360747 * r + 0.3850649 * g + 0.1430804 * b) / xn)
        let z = r == g && g == b ? y : f((0.0139322 * r + 0.0971045 * g + 0.7141733 * b) / zn)
        return (116 * y - 16, 500 * (x - y), 200 * (y - z))
    }

    private static func color(l: Double, a: Double, b: Double, alpha: Double) -> ExpressionColor {
        func f(_ t: Double) -> Double { t > t1 ? t * t * t : t2 * (t - t0) }
        func gamma(_ x: Double) -> Double { x <= 0.00304 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055 }
        var y = (l + 16) / 116
        var x = a.isNaN ? y : y + a / 500
        var z = b.isNaN ? y : y - b / 200
        y = yn * f(y); x = xn * f(x); z = zn * f(z)
        let red = gamma(3.1338561 * x - 1.6168667 * y - 0.4906146 * z)
        let green = gamma(-0.9787684 * x + 1.9161415 * y + 0.0334540 * z)
        let blue = gamma(0.0719453 * x - 0.2289914 * y + 1.4052427 * z)
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        return ExpressionColor(straightRed: clamp(red), green: clamp(green), blue: clamp(blue), alpha: alpha)
    }
}
