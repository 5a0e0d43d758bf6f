/// A parsed JSON document: numbers are doubles, objects keep their key order.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A short rendering of the value for error messages: strings quoted, containers summarised.
    public var brief: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return JSONValue.format(value)
        case .string(let value):
            let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
            return "\"\(shown)\""
        case .array(let items): return items.isEmpty ? "an empty array" : "an array of \(items.count)"
        case .object: return "an object"
        }
    }

    /// The name of the value's kind, as used in "expected a number, got a string".
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Formats a number without a trailing ".0" when it is whole.
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}

/// A JSON object with its keys in document order.
public struct JSONObject: Hashable, Sendable {
    /// Keys and values in the order they appeared.
    public private(set) var entries: [(key: String, value: JSONValue)]
    private var index: [String: Int]

    /// Creates an empty object.
    public init() {
        entries = []
        index = [:]
    }

    /// The value for a key, if present.
    public subscript(key: String) -> JSONValue? {
        index[key].map { entries[$0].value }
    }

    /// The keys in document order.
    public var keys: [String] { entries.map(\.key) }

    /// Adds a key; returns false when the key was already present.
    @discardableResult
    public mutating func insert(_ value: JSONValue, for key: String) -> Bool {
        guard index[key] == nil else { return false }
        index[key] = entries.count
        entries.append((key, value))
        return true
    }

    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.key)
            hasher.combine(entry.value)
        }
    }
}
