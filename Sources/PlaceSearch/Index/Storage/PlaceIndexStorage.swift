import Geo

/// Where a `PlaceIndex` keeps its tables: items, name words, postings, the sorted vocabulary, the spatial grid and
/// the category, cuisine and street tables. Implemented in memory and over a prepared file's bytes.
protocol PlaceIndexStorage: Sendable {
    var itemCount: Int { get }
    func item(_ index: Int) -> MapItem
    /// The position of item `index` (cheaper than decoding the whole item).
    func coordinate(_ index: Int) -> Coordinate
    func nameWords(_ index: Int) -> [String]
    /// Items whose name has `word`.
    func postings(_ word: String) -> [Int32]
    /// Position of the first vocabulary word not below `word` in the sorted vocabulary.
    func vocabularyLowerBound(_ word: String) -> Int
    /// The vocabulary word at a sorted position (nil past the end).
    func vocabularyWord(_ index: Int) -> String?
    /// Vocabulary words of 3+ characters by length and first letter, as characters (for typo matching).
    func typoVocabulary() -> [Int: [String: [[Character]]]]
    func gridCell(_ key: PlaceIndex.GridKey) -> [Int32]
    func items(in category: PointOfInterestCategory) -> [Int32]
    func items(withCuisine cuisine: String) -> [Int32]
    func addresses(onStreet street: String) -> [Int32]
}

extension PlaceIndexStorage {
    /// Groups vocabulary words for typo matching.
    static func typoGroups(_ words: some Sequence<String>) -> [Int: [String: [[Character]]]] {
        var byLength: [Int: [String: [[Character]]]] = [:]
        for word in words where word.count >= 3 {
            byLength[word.count, default: [:]][String(word.prefix(1)), default: []].append(Array(word))
        }
        return byLength
    }
}
