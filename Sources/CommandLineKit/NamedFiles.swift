import Geo

/// Options of the form `NAME=FILE` (`serve --style`, `render --source`): each entry split at its first `=`, the name a
/// plain word (letters, digits, - and _), every name once; anything else is an error naming the option and entry.
public enum NamedFiles {
    /// The entries as (name, file) pairs, in order.
    public static func parse(_ entries: [String], option: String, kind: String) throws(MapSnapError) -> [(name: String, file: String)] {
        var pairs: [(name: String, file: String)] = []
        for entry in entries {
            guard let equals = entry.firstIndex(of: "=") else {
                throw MapSnapError(field: option, message: "\"\(entry.prefix(60))\" is not NAME=FILE")
            }
            let name = String(entry[..<equals]), file = String(entry[entry.index(after: equals)...])
            guard isName(name) else {
                throw MapSnapError(field: option, message: "\"\(name.prefix(60))\" is not a \(kind) name (letters, digits, - and _)")
            }
            guard !pairs.contains(where: { $0.name == name }) else {
                throw MapSnapError(field: option, message: "\"\(name)\" is given twice; give each \(kind) once")
            }
            guard !file.isEmpty else { throw MapSnapError(field: option, message: "\(name): missing the FILE after =") }
            pairs.append((name, file))
        }
        return pairs
    }

    /// Whether `name` can name a style or data set in URLs: 1 to 64 letters, digits, - and _ (no `/`, `.`, space).
    public static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
