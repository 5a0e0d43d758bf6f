import StrictJSON

/// The style spec's legacy functions (`{"stops": …, "base": …, "property": …, "type": …}`) as the expressions they
/// stand for: `interpolate` (exponential), `step` (interval), `match` (categorical) and `get` (identity), over the zoom
/// or over a property. Anything else is returned as it is.
public enum LegacyFunction {
    /// `json` as an expression when it is a legacy function; itself otherwise.
    public static func expression(_ json: JSONValue, propertySpec: JSONValue?) throws(ExpressionError) -> JSONValue {
        guard case .object(let function) = json else { return json }
        var interpolated = true
        var typeName: String?
        if case .object(let spec)? = propertySpec {
            if case .object(let expression)? = spec["expression"], case .bool(let flag)? = expression["interpolated"] { interpolated = flag }
            if case .string(let name)? = spec["type"] { typeName = name }
        }
        let property: String?
        if case .string(let name)? = function["property"] { property = name } else { property = nil }
        let kind: String
        if case .string(let name)? = function["type"] { kind = name } else { kind = interpolated && typeName != "string" && typeName != "boolean" ? "exponential" : "interval" }
        let input: JSONValue = property.map { name in .array([.string("get"), .string(name)]) } ?? .array([.string("zoom")])
        let fallback = function["default"].map(literal)
        // A property function gives its default (or nothing) where the property is missing or of another type.
        func guarded(_ expression: JSONValue, inputType: String) -> JSONValue {
            guard let fallback else { return expression }
            return .array([.string("case"), .array([.string("=="), .array([.string("typeof"), input]), .string(inputType)]), expression, fallback])
        }
        if kind == "identity" {
            guard property != nil else { throw ExpressionError("identity functions require a property") }
            guard let fallback else { return input }
            if typeName == "color" {
                return .array([.string("coalesce"), .array([.string("to-color"), input, fallback])])
            }
            let wanted = ["string": "string", "number": "number", "boolean": "boolean", "enum": "string"][typeName ?? ""]
            guard let wanted else { return .array([.string("coalesce"), input, fallback]) }
            return .array([.string("case"), .array([.string("=="), .array([.string("typeof"), input]), .string(wanted)]), input, fallback])
        }
        guard case .array(let stops)? = function["stops"], !stops.isEmpty else { throw ExpressionError("function stops must be a non-empty array") }
        var pairs: [(JSONValue, JSONValue)] = []
        for stop in stops {
            guard case .array(let pair) = stop, pair.count == 2 else { throw ExpressionError("function stops must be [input, output] pairs") }
            if case .object = pair[0] { throw ExpressionError("zoom-and-property functions are not converted") }
            pairs.append((pair[0], literal(pair[1])))
        }
        switch kind {
        case "exponential":
            var base = 1.0
            if case .number(let given)? = function["base"] { base = given }
            let curve: JSONValue = base == 1 ? .array([.string("linear")]) : .array([.string("exponential"), .number(base)])
            var items: [JSONValue] = [.string("interpolate"), curve, input]
            for (label, output) in pairs { items += [label, output] }
            return property == nil ? .array(items) : guarded(.array(items), inputType: "number")
        case "interval":
            var items: [JSONValue] = [.string("step"), input, pairs[0].1]
            for (label, output) in pairs.dropFirst() { items += [label, output] }
            return property == nil ? .array(items) : guarded(.array(items), inputType: "number")
        case "categorical":
            var items: [JSONValue] = [.string("match"), input]
            for (label, output) in pairs { items += [label, output] }
            items.append(fallback ?? .null)
            return .array(items)
        default:
            throw ExpressionError("unknown function type \"\(kind)\"")
        }
    }

    private static func literal(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array, .object: return .array([.string("literal"), value])
        default: return value
        }
    }
}
