import Geo

/// Colour strings as CSS and MapLibre styles write them.
extension Color {
    /// Parses every CSS colour form the style spec allows (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb()`, `rgba()`,
    /// `hsl()`, `hsla()`, the CSS colour names; see `CSSColor`) and MapKit's system colour names (`systemBlue`);
    /// returns nil when the text is none of these.
    public init?(parsing text: String) {
        let trimmed = text.trimmingSpaces()
        if let rgb = Color.systemColors[trimmed.lowercased()] {
            self = Color(rgb: rgb)
        } else if let color = CSSColor.parse(trimmed) {
            let (red, green, blue, alpha) = color.straight
            self = Color(red: red, green: green, blue: blue, alpha: alpha)
        } else {
            return nil
        }
    }

    /// MapKit's system colours (lower-cased).
    static let systemColors: [String: UInt32] = [
        "systemred": 0xFF3B30, "systemorange": 0xFF9500, "systemyellow": 0xFFCC00, "systemgreen": 0x34C759,
        "systemmint": 0x00C7BE, "systemteal": 0x30B0C7, "systemcyan": 0x32ADE6, "systemblue": 0x007AFF,
        "systemindigo": 0x5856D6, "systempurple": 0xAF52DE, "systempink": 0xFF2D55, "systembrown": 0xA2845E,
        "systemgray": 0x8E8E93, "systemgrey": 0x8E8E93,
    ]
}

extension String {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
