import Synchronization
import StrictJSON

extension BuiltinStyles {
    /// The names of the built-in styles.
    public static var names: [String] { sources.keys.sorted() }

    /// A built-in style by name (nil for an unknown name); built-in styles always parse (a test checks).
    public static func style(named name: String) -> Style? {
        parsed[name]?.style
    }

    /// One slot per built-in style (a fixed table, not a cache of files), each parsed when first used.
    private static let parsed: [String: ParsedOnce] = sources.reduce(into: [:]) { table, entry in
        table[entry.key] = ParsedOnce(name: entry.key, text: entry.value)
    }
}

/// A built-in style parsed on first use.
private final class ParsedOnce: Sendable {
    private let slot: Mutex<Style??> = Mutex(nil)
    private let name: String
    private let text: String

    init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    var style: Style? {
        slot.withLock { slot in
            if let parsed = slot { return parsed }
            let parsed = try? StyleParser.parse(Array(text.utf8), name: name)
            slot = .some(parsed)
            return parsed
        }
    }
}
