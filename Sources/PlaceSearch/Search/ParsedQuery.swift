/// A query split into what it asks for: name words, categories, cuisines or feature types, a house number, and a
/// place it is near.
///
/// Parsing: words are folded; two-word phrases ("public toilet") are found first; stopwords ("the", "where", "missä",
/// "var") are dropped unless nothing else is left; the words after "near"/"lähellä"/"nära" name where to look when
/// the words before ask for a kind of place; a word of digits (with an optional letter) is a house number, before
/// or after the street, but ordinals ("7th") are name words.
struct ParsedQuery {
    /// Folded words that should match a name (vocabulary words excluded: the category reading).
    var nameWords: [String] = []
    /// Every non-stopword, vocabulary words included (the whole-query-as-a-name reading).
    var allWords: [String] = []
    /// Categories the words ask for.
    var categories: Set<PointOfInterestCategory> = []
    /// Cuisines the words ask for ("pizza").
    var cuisines: Set<String> = []
    /// OSM feature types the words ask for ("amenity=embassy").
    var features: Set<String> = []
    /// Words that ask for a kind of place (kept to also match names: "Pizza Hut" for "pizza").
    var categoryWords: [String] = []
    /// A house number ("52", "52a").
    var houseNumber: String?
    /// The words after "near"/"lähellä", naming where to look.
    var nearWords: [String] = []
    /// The typed words that have letters folding removes ("kämp"), lower-cased but not folded: a name spelled the
    /// same way ranks above one that only matches folded ("Kämp" → Hotel Kämp before Kamppi).
    var accentedWords: [String] = []

    /// Longest accepted query, in characters; longer input is cut (never slow, never an error).
    static let maximumLength = 200

    init(_ text: String) {
        let cut = String(text.prefix(ParsedQuery.maximumLength))
        accentedWords = ParsedQuery.accentedWords(cut)
        var words = TextNormalizer.words(cut)
        if words.count > 12 { words = Array(words.prefix(12)) }
        words = ParsedQuery.withoutStopwords(words)
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
                allWords += [word, words[index + 1]]
                index += 2
                continue
            }
            if ParsedQuery.isHouseNumber(word) {
                houseNumber = word
            } else {
                allWords.append(word)
                if let meaning = QueryVocabulary.words[word] { add(meaning, words: [word]) } else { nameWords.append(word) }
            }
            index += 1
        }
    }

    /// The lower-cased words of `text` that folding changes beyond case.
    static func accentedWords(_ text: String) -> [String] {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return [] }
        return TextNormalizer.tokens(text).map { text[$0.range].lowercased() }.filter { $0 != TextNormalizer.fold($0) }
    }

    /// The words without stopwords, keeping those that are part of a phrase ("public toilet"); all of them when
    /// every word is a stopword.
    static func withoutStopwords(_ words: [String]) -> [String] {
        var keep = words.map { !QueryVocabulary.stopwords.contains($0) }
        for index in words.indices.dropLast() where QueryVocabulary.phrases["\(words[index]) \(words[index + 1])"] != nil {
            keep[index] = true
            keep[index + 1] = true
        }
        let kept = zip(words, keep).filter(\.1).map(\.0)
        return kept.contains(where: { !QueryVocabulary.stopwords.contains($0) }) ? kept : words
    }

    /// Digits with at most a trailing letter or two ("52", "52a", "1612"), not an ordinal ("7th").
    static func isHouseNumber(_ word: String) -> Bool {
        guard word.first?.isNumber == true, word.count <= 6 else { return false }
        let letters = word.drop { $0.isNumber }
        if ["st", "nd", "rd", "th"].contains(String(letters)) { return false }
        return letters.count <= 1 && word.count - letters.count <= 5
    }

    /// The whole query read as a name: every word (vocabulary words too) must match the name.
    var nameReading: ParsedQuery {
        var reading = self
        reading.nameWords = allWords
        reading.categories = []
        reading.cuisines = []
        reading.features = []
        reading.categoryWords = []
        return reading
    }

    /// Whether every word asks for a kind of place ("cafe", "public toilet") and none is left to name one.
    var isOnlyVocabulary: Bool { asksForCategory && nameWords.isEmpty }

    private mutating func add(_ meaning: QueryVocabulary.Meaning, words: [String]) {
        switch meaning {
        case .category(let category): categories.insert(category)
        case .cuisine(let cuisine):
            cuisines.insert(cuisine)
            categories.insert(.restaurant)
        case .feature(let types): features.formUnion(types)
        }
        categoryWords += words
    }

    /// Whether the query asks for a kind of place rather than (only) a name.
    var asksForCategory: Bool { !categories.isEmpty || !cuisines.isEmpty || !features.isEmpty }
}
