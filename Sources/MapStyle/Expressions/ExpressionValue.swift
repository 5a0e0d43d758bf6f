import Foundation
import StrictJSON

/// A colour as expressions compute with it: straight (not premultiplied) red, green, blue and alpha, each 0...1, so
/// a transparent colour keeps its hue when it is interpolated (as MapLibre interpolates).
public struct ExpressionColor: Hashable, Sendable {
    public var red, green, blue, alpha: Double

    /// A colour from straight channels 0...1.
    public init(straightRed red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Straight channels, 0...1.
    var straight: (Double, Double, Double, Double) { (red, green, blue, alpha) }

    /// Red, green and blue multiplied by alpha, and alpha.
    public var premultiplied: (Double, Double, Double, Double) { (red * alpha, green * alpha, blue * alpha, alpha) }
}

/// A value of the expression language.
public indirect enum ExpressionValue: Hashable, Sendable {
    case null
    case boolean(Bool)
    case number(Double)
    case string(String)
    case color(ExpressionColor)
    case array([ExpressionValue])
    case object([String: ExpressionValue])
    /// Formatted text: sections of text with their options.
    case formatted([FormattedSection])
    /// An image by name (`image`), with whether the style has it.
    case image(String, available: Bool)
    case collator(caseSensitive: Bool, diacriticSensitive: Bool, locale: String?)

    /// One section of formatted text.
    public struct FormattedSection: Hashable, Sendable {
        public var text: String
        public var image: String?
        public var scale: Double?
        public var fontStack: [String]?
        public var textColor: ExpressionColor?
        public var verticalAlign: String?
    }

    /// The value's type (`typeof`): arrays are typed by their items when they all agree.
    public var type: ExpressionType {
        switch self {
        case .null: return .null
        case .boolean: return .boolean
        case .number: return .number
        case .string: return .string
        case .color: return .color
        case .object: return .object
        case .formatted: return .formatted
        case .image: return .resolvedImage
        case .collator: return .collator
        case .array(let items):
            var item: ExpressionType?
            for element in items {
                let elementType = element.type
                if item == nil { item = elementType } else if item != elementType { item = .value; break }
            }
            return .array(item ?? .value, items.count)
        }
    }

    /// A value from JSON (`properties`, `literal`).
    public init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let value): self = .boolean(value)
        case .number(let value): self = .number(value)
        case .string(let value): self = .string(value)
        case .array(let items): self = .array(items.map(ExpressionValue.init))
        case .object(let object):
            var fields: [String: ExpressionValue] = [:]
            for (key, value) in object.entries { fields[key] = ExpressionValue(value) }
            self = .object(fields)
        }
    }

    /// `to-string`'s text.
    var text: String {
        switch self {
        case .null: return ""
        case .boolean(let value): return value ? "true" : "false"
        case .number(let value): return ExpressionValue.numberText(value)
        case .string(let value): return value
        case .color(let color):
            let (red, green, blue, alpha) = color.straight
            let channels = [red, green, blue].map { ExpressionValue.numberText(($0 * 255).rounded()) }
            return "rgba(" + channels.joined(separator: ",") + "," + ExpressionValue.numberText(alpha) + ")"
        case .formatted(let sections): return sections.map(\.text).joined()
        case .image(let name, _): return name
        case .array, .object, .collator: return jsonText
        }
    }

    /// The value as compact JSON (JavaScript's `JSON.stringify`).
    var jsonText: String {
        switch self {
        case .null: return "null"
        case .boolean(let value): return value ? "true" : "false"
        case .number(let value): return ExpressionValue.numberText(value)
        case .string(let value):
            var escaped = "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped + "\""
        case .array(let items): return "[" + items.map(\.jsonText).joined(separator: ",") + "]"
        case .object(let fields): return "{" + fields.keys.sorted().map { "\"\($0)\":" + (fields[$0] ?? .null).jsonText }.joined(separator: ",") + "}"
        case .color, .formatted, .image, .collator: return "\"" + text + "\""
        }
    }

    /// A number as JavaScript writes it (`1`, `0.5`, `1e+21`).
    static func numberText(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "Infinity" : "-Infinity" }
        if value == value.rounded(), abs(value) < 1e21 { return String(Int64(value)) }
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// JavaScript truthiness (`to-boolean`).
    var truthy: Bool {
        switch self {
        case .null: return false
        case .boolean(let value): return value
        case .number(let value): return value != 0 && !value.isNaN
        case .string(let value): return !value.isEmpty
        default: return true
        }
    }
}
