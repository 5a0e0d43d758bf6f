import Foundation
import OSM
/// Another name a place has in the data: a translation (`name:sv`), an alternative (`alt_name`), an official, short,
/// local or old form, or its brand.
public struct AlternateName: Hashable, Sendable {
    /// The OSM key it came from ("name:sv", "alt_name", "official_name:en", "brand"), or "name" for the default name
    /// when a result shows a translation instead, or "variant" for a spelling MapSnap derived ("Seventh St").
    public var key: String
    /// The name.
    public var text: String

    /// Creates a name.
    public init(key: String, text: String) {
        self.key = key
        self.text = text
    }

    /// The language of the name ("sv" for `name:sv` or `official_name:sv`), or nil when the key has none.
    public var language: String? {
        guard let colon = key.lastIndex(of: ":") else { return nil }
        let code = key[key.index(after: colon)...]
        return AlternateName.isLanguageCode(code) ? String(code) : nil
    }

    /// The keys whose values are names of the element (with or without a `:<language>` suffix).
    static let nameKeys: Set<String> = ["name", "alt_name", "official_name", "short_name", "old_name", "loc_name", "int_name", "brand"]

    /// Whether an OSM key holds a name: one of `nameKeys`, optionally followed by `:<language>` ("name:sv"), but not
    /// other sub-keys ("name:etymology", "brand:wikidata").
    static func isNameKey(_ key: String) -> Bool {
        guard let colon = key.firstIndex(of: ":") else { return nameKeys.contains(key) && key != "name" }
        return nameKeys.contains(String(key[..<colon])) && isLanguageCode(key[key.index(after: colon)...])
    }

    /// ISO 639 codes as OSM writes them (`NameLanguages.isLanguageCode`).
    public static func isLanguageCode(_ code: Substring) -> Bool {
        NameLanguages.isLanguageCode(code)
    }

    /// Every name of an element that differs from `name`, translations first, in a stable order (semicolon lists split). The same text under
    /// two keys is kept under both (an `int_name` equal to `name:en` must not hide the English name).
    static func all(in tags: [String: String]) -> [AlternateName] {
        var result: [AlternateName] = []
        // Translations first: when a translation and another name are the same text, the translation is the one matched.
        let keys = tags.keys.filter(isNameKey).sorted { ($0.hasPrefix("name:") ? 0 : 1, $0) < ($1.hasPrefix("name:") ? 0 : 1, $1) }
        for key in keys {
            var seen: Set<String> = [tags["name"] ?? ""]
            for part in (tags[key] ?? "").split(separator: ";") {
                let text = part.trimmingCharacters(in: .whitespaces)
                guard !text.isEmpty, text.count <= 200, seen.insert(text).inserted else { continue }
                result.append(AlternateName(key: key, text: text))
            }
        }
        return result
    }
}
