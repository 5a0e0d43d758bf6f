/// Language codes as OpenStreetMap's `name:xx` keys use them.
public enum NameLanguages {
    /// ISO 639 codes as OSM writes them: two or three lower-case letters, optionally with a script or region
    /// ("zh-Hant", "be-tarask"); not the key's other uses (`name:etymology`, `name:left`).
    public static func isLanguageCode(_ code: some StringProtocol) -> Bool {
        let base = code.prefix { $0 != "-" }
        return (2...3).contains(base.count) && base.allSatisfy { $0 >= "a" && $0 <= "z" }
    }
}
