/// Reads an object's keys one by one and, at `finish()`, rejects any key nobody asked for.
public struct JSONObjectReader: Sendable {
    /// The object being read.
    public let object: JSONObject
    /// The object's own node (for its path and error messages).
    public let node: JSONNode
    private var consumed: Set<String> = []
    private var known: [String] = []

    init(object: JSONObject, node: JSONNode) {
        self.object = object
        self.node = node
    }

    /// The value for `key` if present (null counts as absent); marks the key as known.
    public mutating func optional(_ key: String) -> JSONNode? {
        known.append(key)
        guard let value = object[key] else { return nil }
        consumed.insert(key)
        if case .null = value { return nil }
        return JSONNode(value, path: node.path(key: key))
    }

    /// The value for `key`, throwing when it is missing.
    public mutating func required(_ key: String) throws(JSONError) -> JSONNode {
        guard let found = optional(key) else {
            throw node.error("missing required key \"\(key)\"")
        }
        return found
    }

    /// Whether the object has `key` (without consuming it).
    public func has(_ key: String) -> Bool {
        object[key] != nil
    }

    /// Throws for the first key that was never asked for, listing the keys this object accepts.
    public func finish() throws(JSONError) {
        for key in object.keys where !consumed.contains(key) && !known.contains(key) {
            let accepted = Array(Set(known)).sorted().joined(separator: ", ")
            throw JSONError(path: node.path(key: key), message: "unknown key (accepted here: \(accepted))")
        }
    }

    /// Accepts `key` without reading it (for keys read elsewhere, such as a type tag).
    public mutating func accept(_ key: String) {
        known.append(key)
        if object[key] != nil { consumed.insert(key) }
    }
}
