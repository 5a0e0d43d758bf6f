/// How JPEG and WebP output is compressed: a quality from 1 (smallest) to 100 (best), or lossless (WebP only).
public enum LossyQuality: Hashable, Sendable {
    /// Lossy at this quality, 1–100.
    case quality(Int)
    /// Lossless (WebP; JPEG has no lossless mode).
    case lossless

    /// Reads `1`…`100` or `lossless`; nil for anything else.
    public init?(parsing text: String) {
        if text.lowercased() == "lossless" {
            self = .lossless
        } else if let value = Int(text), (1...100).contains(value) {
            self = .quality(value)
        } else {
            return nil
        }
    }

    /// The error message for text `init(parsing:)` refuses.
    public static func grammar(_ text: String) -> String {
        "\"\(text)\" is not a quality from 1 to 100 or lossless"
    }

    /// The text `init(parsing:)` reads back.
    public var description: String {
        switch self {
        case .quality(let value): String(value)
        case .lossless: "lossless"
        }
    }
}
