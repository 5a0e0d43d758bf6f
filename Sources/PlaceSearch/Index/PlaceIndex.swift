import Foundation
import Geo
import OSM

/// How a query word matched a name word.
public enum WordMatch: Int, Comparable, Sendable {
    case fuzzy = 1, prefix = 2, exact = 3

    public static func < (a: WordMatch, b: WordMatch) -> Bool { a.rawValue < b.rawValue }
}

/// An inverted index of place names with prefix and typo-tolerant word lookup and a spatial grid.
///
/// The tables live in a storage: in memory when built from items, or read in place from a prepared file
/// (`init(preparedSection:)`), where an item is decoded only when a search looks at it.
public struct PlaceIndex: Sendable {
    let storage: any PlaceIndexStorage

    struct GridKey: Hashable, Sendable {
        let x: Int32
        let y: Int32
        init(_ coordinate: Coordinate) {
            x = Int32((coordinate.longitude / PlaceIndex.cellDegrees).rounded(.down))
            y = Int32((coordinate.latitude / PlaceIndex.cellDegrees).rounded(.down))
        }
        init(x: Int32, y: Int32) {
            self.x = x
            self.y = y
        }
        /// The key as one sortable number (for prepared files).
        var packed: Int64 { (Int64(x) << 32) | Int64(UInt32(bitPattern: y)) }
    }

    static let cellDegrees = 0.005

    /// Builds the index in memory; `streetLines` answer which street a point is on (reverse geocoding).
    public init(items: [MapItem], streetLines: [StreetLine] = []) {
        storage = MemoryPlaceIndexStorage(items: items, streetLines: streetLines)
    }

    /// Builds the index of an extract's places and streets, plus other items (world cities).
    public init(data: OSMData, adding extra: [MapItem] = []) {
        let ways = data.waysByID()
        var items = PlaceIndexBuilder.items(from: data, ways: ways)
        items.append(contentsOf: extra)
        self.init(items: items, streetLines: PlaceIndexBuilder.streetLines(from: data, ways: ways))
    }

    init(storage: any PlaceIndexStorage) {
        self.storage = storage
    }

    /// Number of places.
    public var itemCount: Int { storage.itemCount }

    /// The place at `index` (0..<itemCount).
    public func item(at index: Int) -> MapItem { storage.item(index) }

    /// The place at `index` with the fields ranking needs (see `PlaceIndexStorage.rankingItem`).
    func rankingItem(at index: Int) -> MapItem { storage.rankingItem(index) }

    /// The position of the place at `index` (without decoding it).
    func coordinate(at index: Int) -> Coordinate { storage.coordinate(index) }

    /// At least the prominence of the place at `index` (without decoding it: a search bounds a candidate's score by it).
    func prominenceCeiling(at index: Int) -> Double { storage.prominenceCeiling(index) }

    /// The place's tie rank (`TieRanks`), nil for regions opened as one.
    func tieRank(at index: Int) -> UInt32? { storage.tieRank(index) }

    /// Every place, decoded (for tests and tools; searches decode only what they look at).
    public var items: [MapItem] { (0..<itemCount).map(item(at:)) }

    /// The folded words of each of an item's names (its name, then its alternate names in order), each plus the
    /// whole name squeezed ("McDonalds" → "McDonald's").
    func nameWords(_ index: Int) -> [[String]] { storage.nameWords(index) }

    /// Items whose name contains `word` exactly.
    func items(withWord word: String) -> [Int32] {
        storage.postings(word)
    }

    /// Name words starting with `prefix` (at most `limit`).
    func words(withPrefix prefix: String, limit: Int = 200) -> [String] {
        var result: [String] = []
        storage.vocabularyWords(from: prefix) { word in
            guard word.hasPrefix(prefix), result.count < limit else { return false }
            result.append(word)
            return true
        }
        return result
    }

    /// The first vocabulary word not below `word`.
    func firstWord(notBelow word: String) -> String? {
        var found: String?
        storage.vocabularyWords(from: word) { found = $0; return false }
        return found
    }

    /// Name words within the typo tolerance of `word` (same first letter, or first two letters swapped).
    func words(near word: String) -> [String] {
        let characters = Array(word)
        let allowed = EditDistance.allowedEdits(forLength: characters.count)
        guard allowed > 0 else { return [] }
        var result: [String] = []
        var firstLetters = [String(characters[0])]
        if characters.count > 1, characters[1] != characters[0] { firstLetters.append(String(characters[1])) }
        for first in firstLetters {
            for candidate in storage.typoCandidates(firstLetter: first, lengths: (characters.count - allowed)...(characters.count + allowed)) {
                if EditDistance.distance(characters, candidate, bound: allowed) <= allowed { result.append(String(candidate)) }
            }
        }
        return result
    }

    /// Name words whose beginning is within the typo tolerance of `prefix` ("stokman" → "stockmann"), for typing.
    ///
    /// Typos rarely hit the first letter, so a candidate starts with it and then the second (`p0 p1 …`), the third
    /// (the second left out: `p0 p2 …`), or any letter and then the second (one put in: `p0 x p1 …`); with one edit
    /// allowed and spent there, the rest follows exactly (and the second letter may be replaced: `p0 x p2 p3 …`).
    /// Those stretches of the sorted vocabulary are read directly, not every word with the first letter.
    func words(nearPrefix prefix: String) -> [String] {
        let characters = Array(prefix)
        let allowed = EditDistance.allowedEdits(forLength: characters.count)
        guard allowed > 0, characters.count >= 2 else { return [] }
        let first = String(characters[0]), second = String(characters[1])
        // With one edit allowed and spent on the second letter, the rest must follow exactly.
        let rest = allowed == 1 ? String(characters[2...]) : String(characters.dropFirst(2).prefix(1))
        var beginnings: Set<String> = [first + second]
        if characters.count > 2 { beginnings.insert(first + rest) }
        var next = firstWord(notBelow: first)
        while let word = next, word.hasPrefix(first) {
            let letters = Array(word.prefix(2))
            guard letters.count == 2 else {
                next = firstWord(notBelow: word + "\u{0}")
                continue
            }
            if allowed == 1 {
                beginnings.insert(first + String(letters[1]) + String(characters[1...]))  // a letter put in
                beginnings.insert(first + String(letters[1]) + String(characters[2...]))  // the second letter replaced
            } else {
                beginnings.insert(first + String(letters[1]) + second)
            }
            // Past every word that starts with these two letters.
            next = firstWord(notBelow: first + String(letters[1]) + "\u{10FFFF}")
            if let following = next, following <= word { next = firstWord(notBelow: word + "\u{0}") }
        }
        var result: [String] = []
        for beginning in beginnings {
            storage.vocabularyWords(from: beginning) { word in
                guard word.hasPrefix(beginning) else { return false }
                let candidate = Array(word)
                guard candidate.count >= max(3, characters.count - allowed), candidate.count <= PlaceIndex.longestTypoWord else { return true }
                for cut in max(1, characters.count - allowed)...min(candidate.count, characters.count + allowed) {
                    if EditDistance.distance(characters, candidate.prefix(cut), bound: allowed) <= allowed {
                        result.append(word)
                        break
                    }
                }
                return true
            }
        }
        return result.sorted()
    }

    /// Words longer than this are not looked at for typos.
    static let longestTypoWord = 64

    /// Items matching a query word, with the best match kind per item; prefixes need 2+ characters unless
    /// `shortPrefix` (the last word of a query, as typed so far); no typos unless `typos`.
    func matches(for word: String, allowPrefix: Bool, fuzzyPrefix: Bool = false, shortPrefix: Bool = false, typos: Bool = true) -> [Int32: WordMatch] {
        var result: [Int32: WordMatch] = [:]
        for item in items(withWord: word) { result[item] = .exact }
        if allowPrefix, word.count >= 2 || shortPrefix {
            for candidate in words(withPrefix: word) where candidate != word {
                for item in items(withWord: candidate) where result[item] == nil { result[item] = .prefix }
            }
        }
        // Typos are looked for only when the word matched no name exactly and few by prefix.
        if typos, result.count < 10, !result.values.contains(.exact) {
            for candidate in fuzzyPrefix ? words(nearPrefix: word) : words(near: word) where candidate != word {
                for item in items(withWord: candidate) where result[item] == nil { result[item] = .fuzzy }
            }
        }
        return result
    }

    /// Address items on a street (folded name).
    func addresses(onStreet street: String) -> [Int32] {
        storage.addresses(onStreet: street)
    }

    /// Items of a category.
    func items(in category: PointOfInterestCategory) -> [Int32] {
        storage.items(in: category)
    }

    /// Items whose main tag is `feature` ("amenity=embassy").
    func items(withFeature feature: String) -> [Int32] {
        storage.items(withFeature: feature)
    }

    /// The nearest street line within `radius` metres, for the street a point is on.
    func nearestStreet(to coordinate: Coordinate, within radius: Double) -> (name: String, distance: Double)? {
        storage.nearestStreet(to: coordinate, within: radius)
    }

    /// Items serving a cuisine.
    func items(withCuisine cuisine: String) -> [Int32] {
        storage.items(withCuisine: cuisine)
    }

    /// Items (not world cities) within `radius` metres of `coordinate`, nearest first.
    public func items(near coordinate: Coordinate, radius: Double) -> [(index: Int, distance: Double)] {
        let cells = Int32((radius / 111_000 / PlaceIndex.cellDegrees / max(cos(coordinate.latitude * .pi / 180), 0.1)).rounded(.up)) + 1
        let center = GridKey(coordinate)
        var found: [(Int, Double)] = []
        for dx in -cells...cells {
            for dy in -cells...cells {
                for index in storage.gridCell(GridKey(x: center.x + dx, y: center.y + dy)) {
                    let distance = Distance.haversine(coordinate, storage.coordinate(Int(index)))
                    if distance <= radius { found.append((Int(index), distance)) }
                }
            }
        }
        return found.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
    }
}
