import CommandLineKit
import Geo
import MapSnap
import MapStyle

/// `serve --style NAME=FILE`: style files served by name, each read and checked before the server starts.
enum ServedStyles {
    /// The styles by name; an entry that is not NAME=FILE, a name that is taken or not a plain word, or a file that
    /// does not read as a style is an error naming the entry.
    static func parse(_ entries: [String]) throws(MapSnapError) -> [String: String] {
        var styles: [String: String] = [:]
        for (name, file) in try NamedFiles.parse(entries, option: "--style", kind: "style") {
            guard BuiltinStyles.style(named: name) == nil else {
                throw MapSnapError(field: "--style", message: "\"\(name)\" is already a style name; give each style its own")
            }
            let path = file.hasSuffix(".json") || file.contains("/") ? file : "./\(file)"
            _ = try StyleLibrary.style(path)
            styles[name] = path
        }
        return styles
    }
}
