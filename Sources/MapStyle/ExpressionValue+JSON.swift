import StrictJSON

/// Expression values back as JSON (for constants written as expressions).
enum ExpressionValueJSON {
    static func json(_ value: ExpressionValue) -> JSONValue {
        switch value {
        case .null: return .null
        case .boolean(let flag): return .bool(flag)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map(json))
        case .object(let fields):
            var object = JSONObject()
            for key in fields.keys.sorted() { object.insert(json(fields[key] ?? .null), for: key) }
            return .object(object)
        case .color, .formatted, .image, .collator: return .string(value.text)
        }
    }
}
