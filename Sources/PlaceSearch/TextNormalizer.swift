import Foundation

/// Folds text for matching: lower case, diacritics removed ("Café" → "cafe", "käyttäjä" → "kayttaja"),
/// split into words of letters and digits, each with its range in the original text.
public enum TextNormalizer {
    /// A word of the original text and its folded form.
    public struct Token: Hashable, Sendable {
        /// The folded word.
        public var folded: String
        /// Where the word is in the original text.
        public var range: Range<String.Index>
    }

    /// Folds a string (case and diacritics).
    public static func fold(_ text: String) -> String {
        // ASCII has no diacritics: lower-casing is the whole fold, without Foundation's Unicode machinery.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "ß", with: "ss")
    }

    /// The words of `text` with their ranges.
    public static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var start: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let isWordCharacter = character.isLetter || character.isNumber
            if isWordCharacter, start == nil { start = index }
            if !isWordCharacter, let begin = start {
                tokens.append(Token(folded: fold(String(text[begin..<index])), range: begin..<index))
                start = nil
            }
            index = text.index(after: index)
        }
        if let begin = start { tokens.append(Token(folded: fold(String(text[begin...])), range: begin..<text.endIndex)) }
        return tokens.filter { !$0.folded.isEmpty }
    }

    /// The folded words of `text`.
    public static func words(_ text: String) -> [String] {
        tokens(text).map(\.folded)
    }
}
