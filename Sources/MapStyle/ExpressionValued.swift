import Geo
import StrictJSON

/// A style value written as an expression (or a legacy function over a property), compiled once; the renderer asks
/// for it at a zoom, and per feature where it draws per feature.
public struct ExpressionValued<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value as written.
    public let json: JSONValue
    let expression: StyleExpression
    private let convert: @Sendable (ExpressionValue) -> Value?
    /// What the value is when the expression cannot give one (the property's default).
    let fallback: Value

    init(json: JSONValue, expression: StyleExpression, fallback: Value, convert: @escaping @Sendable (ExpressionValue) -> Value?) {
        self.json = json
        self.expression = expression
        self.fallback = fallback
        self.convert = convert
    }

    public static func == (left: ExpressionValued, right: ExpressionValued) -> Bool { left.json == right.json }

    /// Whether it reads the feature (then `value(at:)` sees a feature without attributes).
    public var isDataDriven: Bool { !expression.isFeatureConstant }

    /// The feature attributes it reads (`StyleExpression.featureReads`): features equal in them get the same value.
    public var featureReads: Set<String> { expression.featureReads }

    /// The value at `zoom` for a feature with `attributes` (none: a feature without attributes).
    public func value(at zoom: Double, attributes: [String: String] = [:], geometryType: String? = nil) -> Value {
        let context = EvaluationContext(zoom: zoom, attributeTexts: attributes, geometryType: geometryType)
        guard let result = try? expression.evaluate(context) else { return fallback }
        return convert(result) ?? fallback
    }
}

extension ExpressionValue {
    /// A colour value as `Color`.
    var colorValue: Color? {
        guard case .color(let color) = self else { return nil }
        let (red, green, blue, alpha) = color.straight
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A number value.
    var numberValue: Double? {
        guard case .number(let number) = self else { return nil }
        return number
    }

    /// Text for a label: formatted sections joined, strings as they are, other values as text.
    var labelText: String? {
        switch self {
        case .null: return nil
        case .formatted(let sections): return sections.map(\.text).joined()
        case .image(let name, _): return name
        default: return text
        }
    }
}
