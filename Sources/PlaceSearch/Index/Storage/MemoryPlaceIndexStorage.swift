import Foundation
import Geo

/// The place index's tables as Swift dictionaries and arrays, built from items.
struct MemoryPlaceIndexStorage: PlaceIndexStorage, PositionedVocabulary {
    let items: [MapItem]
    let nameWordLists: [[[String]]]
    let postingLists: [String: [Int32]]
    let vocabulary: [String]
    let typoGroups: [String: [Int32]]
    let vocabularyCharacters: [[Character]]
    let grid: [PlaceIndex.GridKey: [Int32]]
    let categories: [PointOfInterestCategory: [Int32]]
    let addressesByStreet: [String: [Int32]]
    let cuisines: [String: [Int32]]
    let features: [String: [Int32]]
    let tieRanks: [UInt32]
    let streets: StreetGeometry
    /// The street geometry's bytes (written to prepared files as they are).
    let streetBytes: [UInt8]

    /// Builds the tables.
    init(items: [MapItem], streetLines: [StreetLine] = []) {
        self.items = items
        var tables = PlaceTables()
        var nameWords: [[[String]]] = []
        nameWords.reserveCapacity(items.count)
        var ranks = TieRanks()
        for (index, item) in items.enumerated() {
            ranks.add(item)
            let variants = Self.nameVariantWords(of: item)
            nameWords.append(variants)
            tables.add(item, variants: variants, at: Int32(index))
        }
        nameWordLists = nameWords
        tieRanks = ranks.ranks()
        postingLists = tables.postings
        grid = tables.grid
        categories = tables.categories
        cuisines = tables.cuisines
        features = tables.features
        addressesByStreet = tables.addressesByStreet
        streetBytes = StreetGeometry.encode(streetLines)
        streets = StreetGeometry(encoded: streetBytes)
        vocabulary = tables.postings.keys.sorted()
        typoGroups = Self.typoGroups(vocabulary)
        vocabularyCharacters = vocabulary.map(Array.init)
    }

    /// The words of an item's name and of each of its alternate names, in that order.
    static func nameVariantWords(of item: MapItem) -> [[String]] {
        ([item.name] + item.alternateNames.map(\.text)).map(Self.words(ofName:))
    }

    /// A name's folded words, plus the whole name squeezed when it has several ("McDonalds" → "McDonald's").
    static func words(ofName name: String) -> [String] {
        var words = TextNormalizer.words(name)
        if words.count > 1 {
            let squeezed = words.joined()
            if squeezed.count <= 24 { words.append(squeezed) }
        }
        return words
    }

    var itemCount: Int { items.count }
    func item(_ index: Int) -> MapItem { items[index] }
    func rankingItem(_ index: Int) -> MapItem { items[index] }
    func coordinate(_ index: Int) -> Coordinate { items[index].coordinate }
    func prominenceCeiling(_ index: Int) -> Double { items[index].prominence }
    func tieRank(_ index: Int) -> UInt32? { tieRanks[index] }
    func nameWords(_ index: Int) -> [[String]] { nameWordLists[index] }
    func postings(_ word: String) -> [Int32] { postingLists[word] ?? [] }

    func vocabularyLowerBound(_ word: String) -> Int {
        var low = 0, high = vocabulary.count
        while low < high {
            let middle = (low + high) / 2
            if vocabulary[middle] < word { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func vocabularyWord(_ index: Int) -> String? { index < vocabulary.count ? vocabulary[index] : nil }
    func typoCandidates(firstLetter: String, lengths: ClosedRange<Int>) -> [[Character]] {
        lengths.flatMap { typoGroups[Self.typoKey(firstLetter: firstLetter, length: $0)] ?? [] }.map { vocabularyCharacters[Int($0)] }
    }
    func gridCell(_ key: PlaceIndex.GridKey) -> [Int32] { grid[key] ?? [] }
    func items(in category: PointOfInterestCategory) -> [Int32] { categories[category] ?? [] }
    func items(withCuisine cuisine: String) -> [Int32] { cuisines[cuisine] ?? [] }
    func addresses(onStreet street: String) -> [Int32] { addressesByStreet[street] ?? [] }
    func items(withFeature feature: String) -> [Int32] { features[feature] ?? [] }
    func nearestStreet(to coordinate: Coordinate, within radius: Double) -> (name: String, distance: Double)? {
        streets.nearestStreet(to: coordinate, within: radius)
    }
    func streetSize(named name: String, through anchor: Coordinate) -> Int? {
        streets.streetSize(named: name, through: anchor)
    }
}
