import Geo

/// Where a `PlaceIndex` keeps its tables: items, name words, postings, the sorted vocabulary, the spatial grid and
/// the category, cuisine and street tables. Implemented in memory and over a prepared file's bytes.
protocol PlaceIndexStorage: Sendable {
    var itemCount: Int { get }
    func item(_ index: Int) -> MapItem
    /// The item with at least the fields ranking reads (name, coordinate, kind, category, cuisine, street, number,
    /// source id, prominence); others may be empty.
    func rankingItem(_ index: Int) -> MapItem
    /// The position of item `index` (cheaper than decoding the whole item).
    func coordinate(_ index: Int) -> Coordinate
    /// At least the prominence of item `index`, without decoding the item (a search bounds a candidate's score by it):
    /// the prominence itself in memory, a byte's rounding up of it in a prepared file (`ProminenceCeiling`).
    func prominenceCeiling(_ index: Int) -> Double
    /// Item `index`'s place in the order of places tied in score and distance (`TieRanks`), nil when the storage
    /// cannot tell (regions opened as one: each numbers its own places).
    func tieRank(_ index: Int) -> UInt32?
    /// The folded words of each of the item's names: its name first, then its alternate names in order.
    func nameWords(_ index: Int) -> [[String]]
    /// Items whose name has `word`.
    func postings(_ word: String) -> [Int32]
    /// Calls `body` with the vocabulary's words from the first not below `word`, in sorted order, each once, until it
    /// returns false or the words run out.
    func vocabularyWords(from word: String, while body: (String) -> Bool)
    /// Vocabulary words of 3+ characters with a first letter and a length in `lengths`, as characters (for typos).
    func typoCandidates(firstLetter: String, lengths: ClosedRange<Int>) -> [[Character]]
    func gridCell(_ key: PlaceIndex.GridKey) -> [Int32]
    func items(in category: PointOfInterestCategory) -> [Int32]
    func items(withCuisine cuisine: String) -> [Int32]
    func addresses(onStreet street: String) -> [Int32]
    /// Items whose main tag is `feature` ("amenity=embassy").
    func items(withFeature feature: String) -> [Int32]
    /// The nearest street line within `radius` metres (reverse geocoding).
    func nearestStreet(to coordinate: Coordinate, within radius: Double) -> (name: String, distance: Double)?
    /// How many vertices the street named `name` through `anchor` has (nil: no street line of the name there).
    func streetSize(named name: String, through anchor: Coordinate) -> Int?
}

/// A storage whose vocabulary is one sorted array, read by position.
protocol PositionedVocabulary {
    /// Position of the first vocabulary word not below `word` in the sorted vocabulary.
    func vocabularyLowerBound(_ word: String) -> Int
    /// The vocabulary word at a sorted position (nil past the end).
    func vocabularyWord(_ index: Int) -> String?
}

extension PositionedVocabulary {
    func vocabularyWords(from word: String, while body: (String) -> Bool) {
        var position = vocabularyLowerBound(word)
        while let next = vocabularyWord(position), body(next) { position += 1 }
    }
}

extension PlaceIndexStorage {
    /// Groups vocabulary words for typo matching by `typoKey` (words of 3+ characters only), keeping their positions.
    static func typoGroups(_ words: [String]) -> [String: [Int32]] {
        var groups: [String: [Int32]] = [:]
        for (position, word) in words.enumerated() where word.count >= 3 {
            groups[typoKey(firstLetter: String(word.prefix(1)), length: word.count), default: []].append(Int32(position))
        }
        return groups
    }

    /// The key of a typo group: first letter and length.
    static func typoKey(firstLetter: String, length: Int) -> String {
        "\(firstLetter)\u{1F}\(length)"
    }
}
