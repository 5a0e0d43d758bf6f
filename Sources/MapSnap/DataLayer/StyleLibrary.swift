import Foundation
import MapStyle

/// Base-map styles by name or file.
public enum StyleLibrary {
    /// A style by built-in name (`default`, `dark`, `muted`) or file path.
    public static func style(_ nameOrPath: String) throws(MapSnapError) -> Style {
        if let builtin = BuiltinStyles.style(named: nameOrPath) { return builtin }
        guard nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") else {
            throw MapSnapError(field: "style", message: "\"\(nameOrPath)\" is not a built-in style (\(BuiltinStyles.names.joined(separator: ", "))) nor a .json file")
        }
        let bytes = try Scene.readFile(nameOrPath, field: "style")
        do {
            return try StyleParser.parse(bytes, name: URL(fileURLWithPath: nameOrPath).deletingPathExtension().lastPathComponent)
        } catch {
            throw MapSnapError(field: "style (\(nameOrPath))", message: error.description)
        }
    }
}
