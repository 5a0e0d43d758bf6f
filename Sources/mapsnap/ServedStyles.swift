import MapSnap

/// `serve --style NAME=FILE`: style files served by name, each read and checked before the server starts.
enum ServedStyles {
    /// The styles by name; an entry that is not NAME=FILE, a name that is taken or not a plain word, or a file that
    /// does not read as a style is an error naming the entry.
    static func parse(_ entries: [String]) throws(MapSnapError) -> [String: String] {
        var styles: [String: String] = [:]
        for entry in entries {
            guard let equals = entry.firstIndex(of: "=") else {
                throw MapSnapError(field: "--style", message: "\"\(entry.prefix(60))\" is not NAME=FILE")
            }
            let name = String(entry[..<equals]), file = String(entry[entry.index(after: equals)...])
            guard !name.isEmpty, name.count <= 64, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                throw MapSnapError(field: "--style", message: "\"\(name.prefix(60))\" is not a style name (letters, digits, - and _)")
            }
            guard BuiltinStyles.style(named: name) == nil, styles[name] == nil else {
                throw MapSnapError(field: "--style", message: "\"\(name)\" is already a style name; give each style its own")
            }
            guard !file.isEmpty else { throw MapSnapError(field: "--style", message: "\(name): missing the FILE after =") }
            let path = file.hasSuffix(".json") || file.contains("/") ? file : "./\(file)"
            _ = try StyleLibrary.style(path)
            styles[name] = path
        }
        return styles
    }
}
