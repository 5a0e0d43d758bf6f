import CommandLineKit
import Geo
import MapSnap
import MapStyle

/// `serve --style NAME=FILE`: style files served by name, each read and checked before the server starts.
enum ServedStyles {
    /// The styles by name; an entry that is not NAME=FILE, a name that is taken or not a plain word, or a file that
    /// does not read as a style is an error naming the entry.
    /// `more` (from `serve --config`) are checked alike, under the field `moreField`.
    static func parse(_ entries: [String], more: [(name: String, file: String)] = [], moreField: String = "--config") throws(MapSnapError) -> [String: String] {
        var styles: [String: String] = [:]
        let given = try NamedFiles.parse(entries, option: "--style", kind: "style").map { ($0.name, $0.file, "--style") }
        for (name, file, field) in given + more.map({ ($0.name, $0.file, moreField) }) {
            guard BuiltinStyles.style(named: name) == nil, styles[name] == nil else {
                throw MapSnapError(field: field, message: "\"\(name)\" is already a style name; give each style its own")
            }
            let path = file.hasSuffix(".json") || file.contains("/") ? file : "./\(file)"
            _ = try StyleLibrary.style(path)
            styles[name] = path
        }
        return styles
    }
}
