import StrictJSON

extension BuiltinStyles {
    /// The names of the built-in styles.
    public static var names: [String] { sources.keys.sorted() }

    /// A built-in style by name (nil for an unknown name); built-in styles always parse (a test checks).
    public static func style(named name: String) -> Style? {
        guard let text = sources[name] else { return nil }
        return try? StyleParser.parse(Array(text.utf8), name: name)
    }
}
