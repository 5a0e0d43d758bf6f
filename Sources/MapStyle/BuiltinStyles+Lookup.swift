import StrictJSON

extension BuiltinStyles {
    /// The names of the built-in styles.
    public static var names: [String] { sources.keys.sorted() }

    /// A built-in style by name (nil for an unknown name); built-in styles always parse (a test checks).
    public static func style(named name: String) -> Style? {
        parsed[name]
    }

    /// The built-in styles, parsed once (a fixed table, not a cache of files).
    private static let parsed: [String: Style] = sources.reduce(into: [:]) { table, entry in
        table[entry.key] = try? StyleParser.parse(Array(entry.value.utf8), name: entry.key)
    }
}
