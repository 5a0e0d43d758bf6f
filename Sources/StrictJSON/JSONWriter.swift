/// Writes JSON text: compact or indented, keys in the order given, numbers without needless ".0".
extension JSONValue {
    /// The value as JSON text; `indent` spaces per level, 0 for one line.
    public func serialized(indent: Int = 2) -> String {
        var output = ""
        write(to: &output, indent: indent, level: 0)
        return output
    }

    private func write(to output: inout String, indent: Int, level: Int) {
        let newline = indent > 0 ? "\n" : ""
        let pad = String(repeating: " ", count: indent * (level + 1))
        let closingPad = String(repeating: " ", count: indent * level)
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += value.isFinite ? JSONValue.format(value) : "null"
        case .string(let text): JSONValue.writeString(text, to: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[" + newline
            for (index, item) in items.enumerated() {
                output += pad
                item.write(to: &output, indent: indent, level: level + 1)
                output += (index < items.count - 1 ? "," : "") + newline
            }
            output += closingPad + "]"
        case .object(let object):
            guard !object.entries.isEmpty else { output += "{}"; return }
            output += "{" + newline
            for (index, entry) in object.entries.enumerated() {
                output += pad
                JSONValue.writeString(entry.key, to: &output)
                output += indent > 0 ? ": " : ":"
                entry.value.write(to: &output, indent: indent, level: level + 1)
                output += (index < object.entries.count - 1 ? "," : "") + newline
            }
            output += closingPad + "}"
        }
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// An object from key–value pairs in order (later duplicates are dropped).
    public static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
        var object = JSONObject()
        for (key, value) in pairs { object.insert(value, for: key) }
        return .object(object)
    }
}
