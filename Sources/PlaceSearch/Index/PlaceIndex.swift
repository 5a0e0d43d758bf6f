import Foundation
import Geo

/// How a query word matched a name word.
public enum WordMatch: Int, Comparable, Sendable {
    case fuzzy = 1, prefix = 2, exact = 3

    public static func < (a: WordMatch, b: WordMatch) -> Bool { a.rawValue < b.rawValue }
}

/// An inverted index of place names with prefix and typo-tolerant word lookup and a spatial grid.
public struct PlaceIndex: Sendable {
    /// The places, by index.
    public let items: [MapItem]
    /// Each item's folded name words (plus the whole name squeezed, for "McDonalds" → "McDonald's").
    let nameWords: [[String]]
    private let postings: [String: [Int32]]
    private let vocabulary: [String]
    private let vocabularyByLength: [Int: [String: [[Character]]]]
    private let grid: [GridKey: [Int32]]
    private let categories: [PointOfInterestCategory: [Int32]]
    /// Address items by folded street name.
    let addressesByStreet: [String: [Int32]]
    private let cuisines: [String: [Int32]]

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
    }

    static let cellDegrees = 0.005

    /// Builds the index.
    public init(items: [MapItem]) {
        self.items = items
        var nameWords: [[String]] = []
        var postings: [String: [Int32]] = [:]
        var grid: [GridKey: [Int32]] = [:]
        var categories: [PointOfInterestCategory: [Int32]] = [:]
        var cuisines: [String: [Int32]] = [:]
        var addresses: [String: [Int32]] = [:]
        nameWords.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            var words = TextNormalizer.words(item.name)
            if words.count > 1 {
                let squeezed = words.joined()
                if squeezed.count <= 24 { words.append(squeezed) }
            }
            nameWords.append(words)
            for word in Set(words) { postings[word, default: []].append(Int32(index)) }
            if item.kind != .city { grid[GridKey(item.coordinate), default: []].append(Int32(index)) }
            if let category = item.pointOfInterestCategory { categories[category, default: []].append(Int32(index)) }
            if item.kind == .address, let street = item.placemark.thoroughfare {
                addresses[TextNormalizer.fold(street), default: []].append(Int32(index))
            }
            for cuisine in (item.cuisine ?? "").split(whereSeparator: { $0 == ";" || $0 == "," }) {
                cuisines[TextNormalizer.fold(cuisine.trimmingCharacters(in: .whitespaces)), default: []].append(Int32(index))
            }
        }
        self.nameWords = nameWords
        self.postings = postings
        self.grid = grid
        self.categories = categories
        self.cuisines = cuisines
        addressesByStreet = addresses
        vocabulary = postings.keys.sorted()
        var byLength: [Int: [String: [[Character]]]] = [:]
        for word in vocabulary where word.count >= 3 {
            let key = String(word.prefix(1))
            byLength[word.count, default: [:]][key, default: []].append(Array(word))
        }
        vocabularyByLength = byLength
    }

    /// Items whose name contains `word` exactly.
    func items(withWord word: String) -> [Int32] {
        postings[word] ?? []
    }

    /// Name words starting with `prefix` (at most `limit`).
    func words(withPrefix prefix: String, limit: Int = 200) -> [String] {
        var low = 0, high = vocabulary.count
        while low < high {
            let middle = (low + high) / 2
            if vocabulary[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var result: [String] = []
        var index = low
        while index < vocabulary.count, vocabulary[index].hasPrefix(prefix), result.count < limit {
            result.append(vocabulary[index])
            index += 1
        }
        return result
    }

    /// Name words within the typo tolerance of `word` (same first letter, or first two letters swapped).
    func words(near word: String) -> [String] {
        let characters = Array(word)
        let allowed = EditDistance.allowedEdits(forLength: characters.count)
        guard allowed > 0 else { return [] }
        var result: [String] = []
        var firstLetters = Set([String(characters[0])])
        if characters.count > 1 { firstLetters.insert(String(characters[1])) }
        for length in (characters.count - allowed)...(characters.count + allowed) {
            for first in firstLetters {
                for candidate in vocabularyByLength[length]?[first] ?? [] {
                    if EditDistance.distance(characters, candidate, bound: allowed) <= allowed { result.append(String(candidate)) }
                }
            }
        }
        return result
    }

    /// Name words whose beginning is within the typo tolerance of `prefix` ("stokman" → "stockmann"), for typing.
    func words(nearPrefix prefix: String) -> [String] {
        let characters = Array(prefix)
        let allowed = EditDistance.allowedEdits(forLength: characters.count)
        guard allowed > 0, let first = characters.first else { return [] }
        var result: [String] = []
        for (length, groups) in vocabularyByLength where length >= characters.count - allowed {
            for candidate in groups[String(first)] ?? [] {
                // Typos rarely hit the first two letters: check those before the full comparison.
                if characters.count > 1, candidate.count > 1, candidate[1] != characters[1], candidate[0] == characters[0],
                   !(candidate.count > 2 && candidate[2] == characters[1]) && !(characters.count > 2 && candidate[1] == characters[2]) { continue }
                for cut in max(1, characters.count - allowed)...min(length, characters.count + allowed) {
                    if EditDistance.distance(characters, candidate.prefix(cut), bound: allowed) <= allowed {
                        result.append(String(candidate))
                        break
                    }
                }
            }
        }
        return result.sorted()
    }

    /// Items matching a query word, with the best match kind per item; prefixes need 2+ characters.
    func matches(for word: String, allowPrefix: Bool, fuzzyPrefix: Bool = false) -> [Int32: WordMatch] {
        var result: [Int32: WordMatch] = [:]
        for item in items(withWord: word) { result[item] = .exact }
        if allowPrefix, word.count >= 2 {
            for candidate in words(withPrefix: word) where candidate != word {
                for item in items(withWord: candidate) where result[item] == nil { result[item] = .prefix }
            }
        }
        // Typos are looked for only when the word matched no name exactly and few by prefix.
        if result.count < 10, !result.values.contains(.exact) {
            for candidate in fuzzyPrefix ? words(nearPrefix: word) : words(near: word) where candidate != word {
                for item in items(withWord: candidate) where result[item] == nil { result[item] = .fuzzy }
            }
        }
        return result
    }

    /// Items of a category.
    func items(in category: PointOfInterestCategory) -> [Int32] {
        categories[category] ?? []
    }

    /// Items serving a cuisine.
    func items(withCuisine cuisine: String) -> [Int32] {
        cuisines[cuisine] ?? []
    }

    /// Items (not world cities) within `radius` metres of `coordinate`, nearest first.
    public func items(near coordinate: Coordinate, radius: Double) -> [(index: Int, distance: Double)] {
        let cells = Int32((radius / 111_000 / PlaceIndex.cellDegrees / max(cos(coordinate.latitude * .pi / 180), 0.1)).rounded(.up)) + 1
        let center = GridKey(coordinate)
        var found: [(Int, Double)] = []
        for dx in -cells...cells {
            for dy in -cells...cells {
                for index in grid[GridKey(x: center.x + dx, y: center.y + dy)] ?? [] {
                    let distance = Distance.haversine(coordinate, items[Int(index)].coordinate)
                    if distance <= radius { found.append((Int(index), distance)) }
                }
            }
        }
        return found.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
    }
}
