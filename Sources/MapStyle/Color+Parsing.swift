/// Colour strings as CSS and MapLibre styles write them.
extension Color {
    /// Parses `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r,g,b)`, `rgba(r,g,b,a)`, a CSS colour name or a
    /// MapKit system colour name (`systemBlue`); returns nil when the text is none of these.
    public init?(parsing text: String) {
        let trimmed = text.trimmingSpaces()
        if trimmed.hasPrefix("#") {
            guard let color = Color.parseHex(String(trimmed.dropFirst())) else { return nil }
            self = color
        } else if trimmed.lowercased().hasPrefix("rgb") {
            guard let color = Color.parseFunctional(trimmed) else { return nil }
            self = color
        } else if let rgb = Color.namedColors[trimmed.lowercased()] {
            self = trimmed.lowercased() == "transparent" ? .clear : Color(rgb: rgb)
        } else {
            return nil
        }
    }

    private static func parseHex(_ digits: String) -> Color? {
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let values = digits.compactMap { $0.hexDigitValue }.map { Double($0) }
        switch values.count {
        case 3, 4:
            let alpha = values.count == 4 ? values[3] / 15 : 1
            return Color(red: values[0] / 15, green: values[1] / 15, blue: values[2] / 15, alpha: alpha)
        case 6, 8:
            func pair(_ index: Int) -> Double { (values[index] * 16 + values[index + 1]) / 255 }
            return Color(red: pair(0), green: pair(2), blue: pair(4), alpha: values.count == 8 ? pair(6) : 1)
        default:
            return nil
        }
    }

    private static func parseFunctional(_ text: String) -> Color? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = text[..<open].lowercased()
        let parts = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .split(separator: ",").map { String($0).trimmingSpaces() }
        let expected = name == "rgba" ? 4 : (name == "rgb" ? 3 : 0)
        guard expected > 0, parts.count == expected else { return nil }
        var channels: [Double] = []
        for part in parts.prefix(3) {
            guard let value = Double(part), (0...255).contains(value) else { return nil }
            channels.append(value / 255)
        }
        var alpha = 1.0
        if expected == 4 {
            guard let value = Double(parts[3]), (0...1).contains(value) else { return nil }
            alpha = value
        }
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// CSS colour keywords commonly used in maps, plus MapKit's system colours (lower-cased).
    static let namedColors: [String: UInt32] = [
        "black": 0x000000, "white": 0xFFFFFF, "red": 0xFF0000, "green": 0x008000, "blue": 0x0000FF,
        "yellow": 0xFFFF00, "orange": 0xFFA500, "purple": 0x800080, "gray": 0x808080, "grey": 0x808080,
        "silver": 0xC0C0C0, "maroon": 0x800000, "olive": 0x808000, "lime": 0x00FF00, "aqua": 0x00FFFF,
        "teal": 0x008080, "navy": 0x000080, "fuchsia": 0xFF00FF, "magenta": 0xFF00FF, "cyan": 0x00FFFF,
        "pink": 0xFFC0CB, "brown": 0xA52A2A, "gold": 0xFFD700, "indigo": 0x4B0082, "violet": 0xEE82EE,
        "crimson": 0xDC143C, "coral": 0xFF7F50, "salmon": 0xFA8072, "tomato": 0xFF6347, "orchid": 0xDA70D6,
        "khaki": 0xF0E68C, "beige": 0xF5F5DC, "ivory": 0xFFFFF0, "lavender": 0xE6E6FA, "tan": 0xD2B48C,
        "turquoise": 0x40E0D0, "skyblue": 0x87CEEB, "steelblue": 0x4682B4, "royalblue": 0x4169E1,
        "dodgerblue": 0x1E90FF, "forestgreen": 0x228B22, "seagreen": 0x2E8B57, "darkgreen": 0x006400,
        "darkblue": 0x00008B, "darkred": 0x8B0000, "darkorange": 0xFF8C00, "darkgray": 0xA9A9A9,
        "darkgrey": 0xA9A9A9, "lightgray": 0xD3D3D3, "lightgrey": 0xD3D3D3, "lightblue": 0xADD8E6,
        "lightgreen": 0x90EE90, "whitesmoke": 0xF5F5F5, "slategray": 0x708090, "slategrey": 0x708090,
        "transparent": 0x000000,
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
