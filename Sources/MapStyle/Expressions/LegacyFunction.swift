import StrictJSON

/// The style spec's legacy functions (`{"stops": …, "base": …, "property": …, "type": …}`) as the expressions they
/// stand for: `interpolate` (exponential, in RGB, HCL or Lab), `step` (interval), `match` or `case` (categorical) and
/// `get` (identity), over the zoom, over a property, or both (stops keyed by `{"zoom", "value"}`). A property function
/// gives its default (the function's, else the property's) where the property is missing or of another type.
public enum LegacyFunction {
    /// `json` as an expression when it is a legacy function; itself otherwise.
    public static func expression(_ json: JSONValue, propertySpec: JSONValue?) throws(ExpressionError) -> JSONValue {
        guard case .object(let function) = json else { return json }
        let spec: JSONObject
        if case .object(let object)? = propertySpec { spec = object } else { spec = JSONObject() }
        var interpolated = true
        if case .object(let expression)? = spec["expression"], case .bool(let flag)? = expression["interpolated"] { interpolated = flag }
        let typeName: String?
        if case .string(let name)? = spec["type"] { typeName = name } else { typeName = nil }
        let property: String?
        if case .string(let name)? = function["property"] { property = name } else { property = nil }
        let kind: String
        if case .string(let name)? = function["type"] { kind = name } else { kind = interpolated ? "exponential" : "interval" }
        let fallback = (function["default"] ?? spec["default"]).map(literal)
        if kind == "identity" {
            guard let property else { throw ExpressionError("identity functions require a property") }
            return identity(property, typeName: typeName, spec: spec, fallback: fallback)
        }
        guard case .array(let stopList)? = function["stops"], !stopList.isEmpty else { throw ExpressionError("function stops must be a non-empty array") }
        var stops: [(JSONValue, JSONValue)] = []
        for stop in stopList {
            guard case .array(let pair) = stop, pair.count == 2 else { throw ExpressionError("function stops must be [input, output] pairs") }
            stops.append((pair[0], literal(pair[1])))
        }
        var colorSpace = "rgb"
        if case .string(let space)? = function["colorSpace"] { colorSpace = space }
        var base = 1.0
        if case .number(let given)? = function["base"] { base = given }
        // Zoom-and-property functions: an outer curve over the zoom, an inner one over the property at each zoom.
        if case .object = stops[0].0, let property {
            var zooms: [Double] = []
            var inner: [Double: [(JSONValue, JSONValue)]] = [:]
            for (key, output) in stops {
                guard case .object(let pair) = key, case .number(let zoom)? = pair["zoom"], let value = pair["value"] else {
                    throw ExpressionError("zoom-and-property function stops must be [{zoom, value}, output]")
                }
                if inner[zoom] == nil { zooms.append(zoom) }
                inner[zoom, default: []].append((value, output))
            }
            var outer: [JSONValue] = interpolated && kind == "exponential"
                ? [.string(curveName(colorSpace)), curve(base), .array([.string("zoom")])]
                : [.string("step"), .array([.string("zoom")])]
            for (index, zoom) in zooms.enumerated() {
                let expression = try curve(kind: kind, input: get(property), stops: inner[zoom] ?? [], base: base, colorSpace: colorSpace,
                                           fallback: fallback, guarded: true)
                if outer[0] == .string("step"), index == 0 { outer.append(expression) } else { outer += [.number(zoom), expression] }
            }
            return .array(outer)
        }
        let input: JSONValue = property.map(get) ?? .array([.string("zoom")])
        return try curve(kind: kind, input: input, stops: stops, base: base, colorSpace: colorSpace, fallback: fallback, guarded: property != nil)
    }

    private static func get(_ property: String) -> JSONValue { .array([.string("get"), .string(property)]) }

    private static func curveName(_ colorSpace: String) -> String {
        colorSpace == "hcl" ? "interpolate-hcl" : colorSpace == "lab" ? "interpolate-lab" : "interpolate"
    }

    private static func curve(_ base: Double) -> JSONValue {
        base == 1 ? .array([.string("linear")]) : .array([.string("exponential"), .number(base)])
    }

    /// Stops with repeated inputs keep the first output (as the spec's functions find them).
    private static func distinct(_ stops: [(JSONValue, JSONValue)]) -> [(JSONValue, JSONValue)] {
        var result: [(JSONValue, JSONValue)] = []
        for stop in stops where !result.contains(where: { $0.0 == stop.0 }) { result.append(stop) }
        return result
    }

    private static func curve(kind: String, input: JSONValue, stops: [(JSONValue, JSONValue)], base: Double, colorSpace: String,
                              fallback: JSONValue?, guarded: Bool) throws(ExpressionError) -> JSONValue {
        let stops = distinct(stops)
        func withFallback(_ expression: JSONValue, when inputType: String) -> JSONValue {
            guard guarded, let fallback else { return expression }
            return .array([.string("case"), .array([.string("=="), .array([.string("typeof"), input]), .string(inputType)]), expression, fallback])
        }
        switch kind {
        case "exponential":
            var items: [JSONValue] = [.string(curveName(colorSpace)), curve(base), input]
            for (label, output) in stops { items += [label, output] }
            return withFallback(.array(items), when: "number")
        case "interval":
            var items: [JSONValue] = [.string("step"), input, stops[0].1]
            for (label, output) in stops.dropFirst() { items += [label, output] }
            return withFallback(.array(items), when: "number")
        case "categorical":
            if stops.contains(where: { if case .bool = $0.0 { return true }; return false }) {
                var items: [JSONValue] = [.string("case")]
                for (label, output) in stops { items += [.array([.string("=="), input, label]), output] }
                items.append(fallback ?? .null)
                return .array(items)
            }
            var items: [JSONValue] = [.string("match"), input]
            for (label, output) in stops { items += [label, output] }
            items.append(fallback ?? .null)
            return .array(items)
        default:
            throw ExpressionError("unknown function type \"\(kind)\"")
        }
    }

    private static func identity(_ property: String, typeName: String?, spec: JSONObject, fallback: JSONValue?) -> JSONValue {
        let input = get(property)
        switch typeName {
        case "color":
            return fallback.map { .array([.string("to-color"), input, $0]) } ?? .array([.string("to-color"), input])
        case "enum":
            guard case .object(let values)? = spec["values"] else { return input }
            let names = values.keys.map(JSONValue.string)
            guard let fallback else { return .array([.string("string"), input]) }
            return .array([.string("match"), input, .array(names), input, fallback])
        case "string", "number", "boolean":
            let name = typeName ?? "string"
            guard let fallback else { return .array([.string(name), input]) }
            return .array([.string("case"), .array([.string("=="), .array([.string("typeof"), input]), .string(name)]), input, fallback])
        case "array":
            guard let fallback else { return input }
            return .array([.string("case"), .array([.string("=="), .array([.string("slice"), .array([.string("typeof"), input]), .number(0), .number(5)]),
                                                   .string("array")]), input, fallback])
        default:
            return fallback.map { .array([.string("coalesce"), input, $0]) } ?? input
        }
    }

    private static func literal(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array, .object: return .array([.string("literal"), value])
        default: return value
        }
    }
}
