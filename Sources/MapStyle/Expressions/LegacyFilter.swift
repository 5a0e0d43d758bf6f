import StrictJSON

/// The style spec's legacy filters (`["==", "class", "park"]`, `["in", "class", …]`, `["has", …]`, `["!in", …]`,
/// `"$type"`, `"$id"`) as the expressions they stand for; expression filters are returned as they are.
public enum LegacyFilter {
    /// Whether `json` is already an expression filter (the spec's `isExpressionFilter`).
    public static func isExpression(_ json: JSONValue) -> Bool {
        if case .bool = json { return true }
        guard case .array(let items) = json, case .string(let name)? = items.first else { return false }
        switch name {
        case "has": return items.count >= 2 && items[1] != .string("$id") && items[1] != .string("$type")
        case "in":
            if items.count < 3 { return false }
            if case .string = items[1] { if case .array = items[2] { return true }; return false }
            return true
        case "!in", "!has", "none": return false
        case "==", "!=", ">", ">=", "<", "<=":
            if items.count != 3 { return true }
            if case .array = items[1] { return true }
            if case .array = items[2] { return true }
            return false
        case "any", "all":
            return items.dropFirst().allSatisfy { if case .bool = $0 { return true }; return isExpression($0) }
        default: return true
        }
    }

    /// The filter as an expression.
    public static func expression(_ json: JSONValue) -> JSONValue {
        isExpression(json) ? json : convert(json)
    }

    private static func convert(_ json: JSONValue) -> JSONValue {
        guard case .array(let items) = json, case .string(let name)? = items.first else { return .bool(true) }
        let rest = Array(items.dropFirst())
        switch name {
        case "all", "any": return .array([.string(name)] + rest.map(expression))
        case "none": return .array([.string("all")] + rest.map { .array([.string("!"), expression($0)]) })
        case "==", "!=", "<", "<=", ">", ">=":
            guard rest.count == 2, case .string(let key) = rest[0] else { return .bool(false) }
            return comparison(name, key: key, value: rest[1])
        case "in", "!in":
            guard case .string(let key)? = rest.first else { return .bool(false) }
            let test = membership(key: key, values: Array(rest.dropFirst()))
            return name == "in" ? test : .array([.string("!"), test])
        case "has", "!has":
            guard case .string(let key)? = rest.first else { return .bool(false) }
            let test: JSONValue = key == "$type" ? .bool(true) : key == "$id" ? .array([.string("!="), .array([.string("id")]), .null])
                : .array([.string("has"), .string(key)])
            return name == "has" ? test : .array([.string("!"), test])
        default: return .bool(true)
        }
    }

    private static func getter(_ key: String) -> JSONValue {
        key == "$type" ? .array([.string("geometry-type")]) : key == "$id" ? .array([.string("id")]) : .array([.string("get"), .string(key)])
    }

    private static func comparison(_ op: String, key: String, value: JSONValue) -> JSONValue {
        if key != "$id", key != "$type", value == .null {
            if op == "==" { return .array([.string("all"), .array([.string("has"), .string(key)]), .array([.string("=="), getter(key), .null])]) }
            if op == "!=" { return .array([.string("any"), .array([.string("!"), .array([.string("has"), .string(key)])]), .array([.string("!="), getter(key), .null])]) }
        }
        if op == "==" || op == "!=" { return .array([.string(op), getter(key), value]) }
        // Ordering compares only values of the literal's type (a legacy filter is false for other types).
        let typeName: String
        switch value {
        case .number: typeName = "number"
        case .string: typeName = "string"
        default: return .bool(false)
        }
        return .array([.string("all"), .array([.string("=="), .array([.string("typeof"), getter(key)]), .string(typeName)]),
                       .array([.string(op), .array([.string(typeName), getter(key)]), value])])
    }

    private static func membership(key: String, values: [JSONValue]) -> JSONValue {
        guard !values.isEmpty else { return .bool(false) }
        let strings = values.allSatisfy { if case .string = $0 { return true }; return false }
        let numbers = values.allSatisfy { if case .number(let n) = $0 { return n == n.rounded() }; return false }
        if strings || numbers {
            var unique: [JSONValue] = []
            for value in values where !unique.contains(value) { unique.append(value) }
            return .array([.string("match"), getter(key), .array(unique), .bool(true), .bool(false)])
        }
        return .array([.string("any")] + values.map { .array([.string("=="), getter(key), $0]) })
    }
}

/// Legacy `{token}` strings (`"{name:latin}\n{name:nonlatin}"` in `text-field`, `"{class}_11"` in `icon-image`; the
/// spec tokenises no other property): the one scanner, as MapLibre Native reads them — a token is `{`, characters
/// that are neither brace (none: the empty key), then `}`; every other character is literal (an unclosed `{`, and a
/// `{` that another `{` follows before any `}`).
public enum TokenString {
    /// One piece of a token string.
    public enum Part: Equatable, Sendable {
        case literal(Substring)
        case key(Substring)
    }

    /// The string's literal runs and keys, in order.
    public static func parts(_ text: String) -> [Part] {
        var parts: [Part] = []
        var runStart = text.startIndex
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "{") {
            let keyStart = text.index(after: open)
            guard let end = text[keyStart...].firstIndex(where: { $0 == "{" || $0 == "}" }) else { break }
            if text[end] == "}" {
                if runStart < open { parts.append(.literal(text[runStart..<open])) }
                parts.append(.key(text[keyStart..<end]))
                runStart = text.index(after: end)
                index = runStart
            } else {
                // `{a{`: this brace and what follows it are literal; scanning goes on from the next `{`.
                index = end
            }
        }
        if runStart < text.endIndex { parts.append(.literal(text[runStart...])) }
        return parts
    }

    /// The string as an expression; the string itself when it has no tokens.
    public static func expression(_ text: String) -> JSONValue {
        let pieces = parts(text)
        guard pieces.contains(where: { if case .key = $0 { return true } else { return false } }) else { return .string(text) }
        let values: [JSONValue] = pieces.map { part in
            switch part {
            case .literal(let run): return .string(String(run))
            case .key(let name): return .array([.string("coalesce"), .array([.string("get"), .string(String(name))]), .string("")])
            }
        }
        return values.count == 1 ? .array([.string("to-string"), values[0]]) : .array([.string("concat")] + values)
    }
}
