/// Language codes as OpenStreetMap's `name:xx` keys use them.
public enum NameLanguages {
    /// Two or three lowercase letters and an optional script or region (`en`, `sv`, `zh-Hans`, `pt-BR`); not the
    /// key's other uses (`name:etymology`, `name:left`).
    public static func isLanguageCode(_ code: some StringProtocol) -> Bool {
        let parts = code.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.count == 1 || (2...4).contains(parts[1].count) && parts[1].allSatisfy { $0.isASCII && $0.isLetter }
    }
}
