/// A `text-font` name split as the ecosystem's font names are written, "Family [Weight] [Italic]": "Noto Sans Regular",
/// "Open Sans Semibold", "Metropolis Medium Italic", "Roboto Condensed Light Italic".
public struct TextFontName: Sendable, Equatable {
    /// The family ("Metropolis").
    public var family: String
    /// The CSS weight (400 when the name gives none).
    public var weight: Int
    /// Italic or oblique.
    public var italic: Bool

    /// Weights by the words that name them (lowercased, without spaces).
    static let weights: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "regular": 400, "normal": 400,
        "book": 400, "roman": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800,
        "ultrabold": 800, "black": 900, "heavy": 900,
    ]

    /// Splits `name`: trailing "Italic"/"Oblique" and a weight word (also written apart: "Extra Bold", "Semi Bold").
    public init(_ name: String) {
        var words = name.split(separator: " ").map(String.init)
        italic = false
        weight = 400
        if let last = words.last?.lowercased(), last == "italic" || last == "oblique" {
            italic = true
            words.removeLast()
        }
        if words.count > 1, let last = words.last, let weight = TextFontName.weights[last.lowercased()] {
            self.weight = weight
            words.removeLast()
            if words.count > 1, let prefix = words.last?.lowercased(), ["extra", "ultra", "semi", "demi"].contains(prefix),
               let combined = TextFontName.weights[prefix + last.lowercased()] {
                self.weight = combined
                words.removeLast()
            }
        }
        family = words.joined(separator: " ")
    }
}
