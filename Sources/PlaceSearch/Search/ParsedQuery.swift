/// A query split into what it asks for: name words, categories or cuisines, a house number, and a place it is near.
struct ParsedQuery {
    /// Folded words that should match a name.
    var nameWords: [String] = []
    /// Categories the words ask for.
    var categories: Set<PointOfInterestCategory> = []
    /// Cuisines the words ask for ("pizza").
    var cuisines: Set<String> = []
    /// Words that ask for a category (kept to also match names: "Pizza Hut" for "pizza").
    var categoryWords: [String] = []
    /// A house number ("52", "52a").
    var houseNumber: String?
    /// The words after "near"/"lähellä", naming where to look.
    var nearWords: [String] = []

    /// Longest accepted query, in characters; longer input is cut (never slow, never an error).
    static let maximumLength = 200

    init(_ text: String) {
        var words = TextNormalizer.words(String(text.prefix(ParsedQuery.maximumLength)))
        if words.count > 12 { words = Array(words.prefix(12)) }
        if let split = words.firstIndex(where: { QueryVocabulary.nearWords.contains($0) }), split > 0, split < words.count - 1,
           words[..<split].contains(where: { QueryVocabulary.words[$0] != nil }) {
            nearWords = Array(words[(split + 1)...])
            words = Array(words[..<split])
        }
        var index = 0
        while index < words.count {
            let word = words[index]
            if index + 1 < words.count, let meaning = QueryVocabulary.phrases["\(word) \(words[index + 1])"] {
                add(meaning, words: [word, words[index + 1]])
                index += 2
                continue
            }
            if let meaning = QueryVocabulary.words[word] {
                add(meaning, words: [word])
            } else if word.first?.isNumber == true, word.count <= 5 {
                houseNumber = word
            } else {
                nameWords.append(word)
            }
            index += 1
        }
    }

    private mutating func add(_ meaning: QueryVocabulary.Meaning, words: [String]) {
        switch meaning {
        case .category(let category): categories.insert(category)
        case .cuisine(let cuisine):
            cuisines.insert(cuisine)
            categories.insert(.restaurant)
        }
        categoryWords += words
    }

    /// Whether the query asks for a kind of place rather than (only) a name.
    var asksForCategory: Bool { !categories.isEmpty || !cuisines.isEmpty }
}
