import StrictJSON

/// A text or image-name property (`text-field`, `icon-image`, `fill-pattern`, `line-pattern` …): a string as written,
/// or an expression evaluated per feature.
public enum StyleText: Sendable, Equatable {
    /// A string as written; `text-field` and `icon-image` fill its `{token}`s from the feature (`filledTemplate`),
    /// the patterns take it as it is.
    case literal(String)
    /// An expression (or a legacy function), compiled once.
    case expression(ExpressionValued<String?>)

    /// The string as written; nil for an expression.
    public var literal: String? {
        if case .literal(let text) = self { return text }
        return nil
    }

    /// The expression; nil for a string.
    public var expression: ExpressionValued<String?>? {
        if case .expression(let expression) = self { return expression }
        return nil
    }

    /// The JSON as written (for reports).
    public var json: JSONValue {
        switch self {
        case .literal(let text): return .string(text)
        case .expression(let expression): return expression.json
        }
    }
}
