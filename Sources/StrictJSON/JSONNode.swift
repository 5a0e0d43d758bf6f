/// A JSON value together with its path in the document, with typed accessors whose errors name that path.
public struct JSONNode: Sendable {
    /// The value at this place in the document.
    public let value: JSONValue
    /// The JSON path, e.g. `annotations[3].coordinate`; empty for the document root.
    public let path: String

    /// Wraps a value found at `path`.
    public init(_ value: JSONValue, path: String = "") {
        self.value = value
        self.path = path
    }

    /// An error about this value.
    public func error(_ message: String) -> JSONError {
        JSONError(path: path, message: message)
    }

    /// An error saying what kind of value was expected here.
    public func typeError(expected: String) -> JSONError {
        error("expected \(expected), got \(value.brief.hasPrefix(value.kindName) ? value.brief : "\(value.kindName) \(value.brief)")")
    }

    /// The path of a key inside this object.
    public func path(key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// Reads an object, to be consumed key by key.
    public func object() throws(JSONError) -> JSONObjectReader {
        guard case .object(let object) = value else { throw typeError(expected: "an object") }
        return JSONObjectReader(object: object, node: self)
    }

    /// Reads an array as nodes carrying their indices in the path.
    public func array() throws(JSONError) -> [JSONNode] {
        guard case .array(let items) = value else { throw typeError(expected: "an array") }
        return items.enumerated().map { JSONNode($1, path: "\(path)[\($0)]") }
    }

    /// Reads a string.
    public func string() throws(JSONError) -> String {
        guard case .string(let text) = value else { throw typeError(expected: "a string") }
        return text
    }

    /// Reads a non-empty string.
    public func nonEmptyString() throws(JSONError) -> String {
        let text = try string()
        guard !text.isEmpty else { throw error("must not be empty") }
        return text
    }

    /// Reads a boolean.
    public func bool() throws(JSONError) -> Bool {
        guard case .bool(let flag) = value else { throw typeError(expected: "true or false") }
        return flag
    }

    /// Reads a number, optionally checking that it lies in `range`.
    public func double(in range: ClosedRange<Double>? = nil) throws(JSONError) -> Double {
        guard case .number(let number) = value else { throw typeError(expected: "a number") }
        if let range, !range.contains(number) {
            throw error("\(JSONValue.format(number)) is outside \(JSONValue.format(range.lowerBound))...\(JSONValue.format(range.upperBound))")
        }
        return number
    }

    /// Reads a number that must be greater than zero.
    public func positiveDouble(atMost limit: Double = .greatestFiniteMagnitude) throws(JSONError) -> Double {
        let number = try double()
        guard number > 0 else { throw error("\(JSONValue.format(number)) must be greater than 0") }
        guard number <= limit else { throw error("\(JSONValue.format(number)) must be at most \(JSONValue.format(limit))") }
        return number
    }

    /// Reads a whole number, optionally checking that it lies in `range`.
    public func int(in range: ClosedRange<Int>? = nil) throws(JSONError) -> Int {
        guard case .number(let number) = value, number == number.rounded(), abs(number) < 1e15 else {
            throw typeError(expected: "a whole number")
        }
        let whole = Int(number)
        if let range, !range.contains(whole) {
            throw error("\(whole) is outside \(range.lowerBound)...\(range.upperBound)")
        }
        return whole
    }

    /// Reads one of a fixed set of strings.
    public func oneOf(_ choices: [String]) throws(JSONError) -> String {
        let text = try string()
        guard choices.contains(text) else {
            throw error("\"\(text)\" is not one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        return text
    }
}
