/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red component, 0...1.
    public var red: Double
    /// Green component, 0...1.
    public var green: Double
    /// Blue component, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// Creates a colour from components in 0...1 (values outside are clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = min(max(red, 0), 1)
        self.green = min(max(green, 0), 1)
        self.blue = min(max(blue, 0), 1)
        self.alpha = min(max(alpha, 0), 1)
    }

    /// Creates a colour from 0xRRGGBB.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with its alpha multiplied by `opacity`.
    public func withOpacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// Linear interpolation towards `other` (t = 0 gives self, 1 gives other).
    public func mixed(with other: Color, fraction t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func hex(_ component: Double) -> String {
            let value = Int((component * 255).rounded())
            let digits = String(value, radix: 16, uppercase: true)
            return value < 16 ? "0" + digits : digits
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }

    public var description: String { hexString }

    /// Opaque white.
    public static let white = Color(rgb: 0xFFFFFF)
    /// Opaque black.
    public static let black = Color(rgb: 0x000000)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// MapKit's default marker tint (system red).
    public static let systemRed = Color(rgb: 0xFF3B30)
    /// MapKit's route blue (system blue).
    public static let systemBlue = Color(rgb: 0x007AFF)
    /// System green (light appearance).
    public static let systemGreen = Color(rgb: 0x34C759)
    /// System orange (light appearance).
    public static let systemOrange = Color(rgb: 0xFF9500)
    /// System yellow (light appearance).
    public static let systemYellow = Color(rgb: 0xFFCC00)
    /// System purple (light appearance).
    public static let systemPurple = Color(rgb: 0xAF52DE)
    /// System gray (light appearance).
    public static let systemGray = Color(rgb: 0x8E8E93)
}
