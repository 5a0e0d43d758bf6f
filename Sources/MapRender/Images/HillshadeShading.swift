import Foundation
import Geo
import MapStyle

/// How a hillshade layer turns slopes into colours, as MapLibre Native's hillshade shader does for each of the
/// style spec's `hillshade-method`s: the light's direction and altitude, the shadow, highlight and accent colours,
/// and the exaggeration.
public struct HillshadeShading: Hashable, Sendable {
    /// The spec's `hillshade-method`.
    public enum Method: String, Hashable, Sendable {
        case standard, basic, combined, igor, multidirectional
    }

    /// One light source.
    public struct Light: Hashable, Sendable {
        /// Degrees clockwise from the top of the map the light comes from (`hillshade-illumination-direction`).
        public var direction: Double
        /// Degrees above the horizon (`hillshade-illumination-altitude`; not used by `standard` and `igor`).
        public var altitude: Double
        public var shadow: Color
        public var highlight: Color

        /// Creates a light.
        public init(direction: Double = StyleSpecDefaults.hillshadeIlluminationDirection[0],
                    altitude: Double = StyleSpecDefaults.hillshadeIlluminationAltitude[0],
                    shadow: Color = StyleSpecDefaults.hillshadeShadowColor[0], highlight: Color = StyleSpecDefaults.hillshadeHighlightColor[0]) {
            self.direction = direction
            self.altitude = altitude
            self.shadow = shadow
            self.highlight = highlight
        }
    }

    public var method: Method
    /// `hillshade-exaggeration`, 0…1.
    public var exaggeration: Double
    public var accent: Color
    /// One or more lights (only `multidirectional` uses more than the first; at most 4).
    public var lights: [Light]

    /// Creates a shading; the defaults are the style spec's.
    public init(method: Method = .standard, exaggeration: Double = StyleSpecDefaults.hillshadeExaggeration,
                accent: Color = StyleSpecDefaults.hillshadeAccentColor, lights: [Light] = [Light()]) {
        self.method = method
        self.exaggeration = exaggeration
        self.accent = accent
        self.lights = lights.isEmpty ? [Light()] : Array(lights.prefix(4))
    }

    /// A premultiplied colour, red, green, blue, alpha in 0…1.
    struct Premultiplied {
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0

        init(_ color: Color) {
            red = color.red * color.alpha
            green = color.green * color.alpha
            blue = color.blue * color.alpha
            alpha = color.alpha
        }

        init() {}

        static func * (color: Premultiplied, factor: Double) -> Premultiplied {
            var output = color
            output.red *= factor; output.green *= factor; output.blue *= factor; output.alpha *= factor
            return output
        }

        static func + (a: Premultiplied, b: Premultiplied) -> Premultiplied {
            var output = a
            output.red += b.red; output.green += b.green; output.blue += b.blue; output.alpha += b.alpha
            return output
        }

        /// `a` to `b` by `t` (GLSL's `mix`).
        static func mix(_ a: Premultiplied, _ b: Premultiplied, _ t: Double) -> Premultiplied { a * (1 - t) + b * t }
    }

    /// The colour for a surface whose elevation changes by `dx` metres per metre eastward and `dy` southward (the
    /// derivative as the shader reads it back, already divided by the Mercator scale at the pixel's latitude).
    func color(dx: Double, dy: Double) -> Premultiplied {
        switch method {
        case .standard: return standard(dx, dy)
        case .basic: return basic(dx * exaggeration * 2, dy * exaggeration * 2)
        case .combined: return combined(dx * exaggeration * 2, dy * exaggeration * 2)
        case .igor: return igor(dx * exaggeration * 2, dy * exaggeration * 2)
        case .multidirectional: return multidirectional(dx * exaggeration * 2, dy * exaggeration * 2)
        }
    }

    private static func aspect(_ dx: Double, _ dy: Double) -> Double {
        dx != 0 ? atan2(dy, -dx) : .pi / 2 * (dy > 0 ? 1 : -1)
    }

    /// GLSL's `mod` (the result has the sign of `y`).
    private static func glslMod(_ x: Double, _ y: Double) -> Double { x - y * (x / y).rounded(.down) }

    private func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    private func standard(_ dx: Double, _ dy: Double) -> Premultiplied {
        let light = lights[0]
        let azimuth = radians(light.direction) + .pi
        let slope = atan(0.625 * (dx * dx + dy * dy).squareRoot())
        let intensity = exaggeration
        let base = 1.875 - intensity * 1.75
        let maxValue = 0.5 * Double.pi
        let scaledSlope = abs(intensity - 0.5) > 1e-6 ? (pow(base, slope) - 1) / (pow(base, maxValue) - 1) * maxValue : slope
        let strength = min(max(intensity * 2, 0), 1)
        let accent = Premultiplied(self.accent) * ((1 - cos(scaledSlope)) * strength)
        let shade = abs(Self.glslMod((Self.aspect(dx, dy) + azimuth) / .pi + 0.5, 2) - 1)
        let shadeColor = Premultiplied.mix(Premultiplied(light.shadow), Premultiplied(light.highlight), shade) * (sin(scaledSlope) * strength)
        return accent * (1 - shadeColor.alpha) + shadeColor
    }

    /// The cosine of the angle between the light and the surface's normal, as the shader works it out.
    private func incidence(_ dx: Double, _ dy: Double, azimuth: Double, altitude: Double) -> Double {
        (sin(altitude) - (dy * cos(azimuth) * cos(altitude) - dx * sin(azimuth) * cos(altitude))) / (1 + dx * dx + dy * dy).squareRoot()
    }

    private func basic(_ dx: Double, _ dy: Double) -> Premultiplied {
        let light = lights[0]
        let shade = min(max(incidence(dx, dy, azimuth: radians(light.direction) + .pi, altitude: radians(light.altitude)), 0), 1)
        return shade > 0.5 ? Premultiplied(light.highlight) * (2 * shade - 1) : Premultiplied(light.shadow) * (1 - 2 * shade)
    }

    private func multidirectional(_ dx: Double, _ dy: Double) -> Premultiplied {
        var output = Premultiplied()
        let count = Double(lights.count)
        for light in lights {
            // The shader turns the azimuth half a turn the other way for these lights: the same direction.
            let shade = min(max(incidence(dx, dy, azimuth: radians(light.direction) + .pi, altitude: radians(light.altitude)), 0), 1)
            output = output + (shade > 0.5 ? Premultiplied(light.highlight) * ((2 * shade - 1) / count) : Premultiplied(light.shadow) * ((1 - 2 * shade) / count))
        }
        return output
    }

    private func combined(_ dx: Double, _ dy: Double) -> Premultiplied {
        let light = lights[0]
        let cosine = incidence(dx, dy, azimuth: radians(light.direction) + .pi, altitude: radians(light.altitude))
        let angle = min(max(acos(min(max(cosine, -1), 1)), 0), .pi / 2)
        let steepness = atan((dx * dx + dy * dy).squareRoot()) * 4 / (.pi * .pi)
        return Premultiplied(light.shadow) * (angle * steepness) + Premultiplied(light.highlight) * ((.pi / 2 - angle) * steepness)
    }

    private func igor(_ dx: Double, _ dy: Double) -> Premultiplied {
        let light = lights[0]
        let slopeStrength = atan((dx * dx + dy * dy).squareRoot()) * 2 / .pi
        let aspectStrength = 1 - abs(Self.glslMod((Self.aspect(dx, dy) + radians(light.direction) + .pi) / .pi + 0.5, 2) - 1)
        return Premultiplied(light.shadow) * (slopeStrength * aspectStrength) + Premultiplied(light.highlight) * (slopeStrength * (1 - aspectStrength))
    }
}
