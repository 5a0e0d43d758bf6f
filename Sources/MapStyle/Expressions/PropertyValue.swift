import StrictJSON

/// A style property's value as an expression: an expression as it is, a legacy function converted, a `{token}`
/// string converted where tokens apply (`text-field`, `icon-image`), and any other constant as a literal.
public enum PropertyValue {
    /// The properties whose string values may hold `{token}`s.
    public static let tokenProperties: Set<String> = ["text-field", "icon-image"]

    /// `json` (the value of property `name`, whose spec is `spec` when known) as expression JSON.
    public static func expression(_ json: JSONValue, property name: String, spec: JSONValue? = nil) throws(ExpressionError) -> JSONValue {
        switch json {
        case .object:
            return try LegacyFunction.expression(json, propertySpec: spec)
        case .string(let text) where tokenProperties.contains(name):
            return TokenString.expression(text)
        case .array(let items):
            if case .string(let operatorName)? = items.first, ExpressionParser.operators[operatorName] != nil { return json }
            return .array([.string("literal"), json])
        default:
            return json
        }
    }
}
