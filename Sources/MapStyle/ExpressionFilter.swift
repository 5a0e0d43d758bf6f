import StrictJSON

/// A filter written as an expression (`["match", ["get", "class"], [...], true, false]`), compiled once, with the
/// attributes it reads so features can be grouped by them (`*` when it reads more than named attributes).
public struct ExpressionFilter: Sendable, Equatable {
    /// The filter as written.
    public let json: JSONValue
    /// The compiled filter (boolean).
    let expression: StyleExpression
    /// Attribute keys read (`$type` for the geometry type, `*` for anything else about the feature).
    public let reads: Set<String>

    /// Compiles `json` as a boolean expression.
    public init(_ json: JSONValue) throws(ExpressionError) {
        self.json = json
        expression = try ExpressionParser().compile(json, expected: .boolean)
        var keys = Set<String>()
        ExpressionFilter.collectReads(json, into: &keys)
        reads = keys
    }

    public static func == (left: ExpressionFilter, right: ExpressionFilter) -> Bool { left.json == right.json }

    /// Whether a feature passes at `zoom`; evaluation errors (a value of another type) fail it, as MapLibre's do.
    public func matches(_ attributes: [String: String], geometryType: String, zoom: Double?) -> Bool {
        let context = EvaluationContext(zoom: zoom, attributeTexts: attributes, geometryType: geometryType)
        return (try? expression.evaluate(context)) == .boolean(true)
    }

    /// An attribute's value as expressions see it: numbers (OpenMapTiles' `rank`, `admin_level`, `layer`) as
    /// numbers, `true`/`false` as booleans, the rest as strings.
    static func value(of text: String) -> ExpressionValue {
        if text == "true" { return .boolean(true) }
        if text == "false" { return .boolean(false) }
        // Only digits, points and minus signs: "1e3", "inf" or "nan" stay text.
        let utf8 = text.utf8
        if !utf8.isEmpty, utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D }), let number = Double(text) {
            return .number(number)
        }
        return .string(text)
    }

    private static func collectReads(_ json: JSONValue, into keys: inout Set<String>) {
        guard case .array(let items) = json, case .string(let name)? = items.first else { return }
        switch name {
        case "literal": return
        case "get", "has":
            if items.count == 2, case .string(let key) = items[1] { keys.insert(key) } else if items.count == 2 { keys.insert("*") }
        case "geometry-type": keys.insert("$type")
        case "properties", "id", "feature-state": keys.insert("*")
        default: break
        }
        for item in items.dropFirst() { collectReads(item, into: &keys) }
    }
}
