import Foundation
import Geo

/// Scores a candidate place for one reading of a query.
///
/// `score = 3·text + 2·category + 1·categoryWordsInName + 1.5·distance + 1·prominence`, where
/// - `text` (0…1.7) is taken from the place's best-matching name (its name, a translation, an alternative or brand)
///   and is the mean over name words of their match in that name — exact 1, prefix 0.6 + 0.4·(typed/complete
///   length), typo 0.5 (0.25 for a world city: the world list is long and foreign, so a typo there is a weak
///   guess), a word that only another of the place's names has 0.3 — plus 0.5 when the name, stopwords aside,
///   equals the query, 0.3 when each of its words matched (one with a typo) and 0.2 when it starts with the query,
///   and 0.2 when the query's accented words ("kämp") are spelled so in the name (not only after folding); with a house number the address bearing it gets +1 and
///   other addresses −0.35, without one every address gets −0.35 (a street name means the street);
/// - `category` is 1 when the place has a category, feature type or cuisine the query asks for (0.5 for a restaurant
///   without the cuisine), and `categoryWordsInName` the share of those words its name also has, as a word
///   beginning or inflected ("tuomiokirkko" finds the cathedral first among churches, "domkyrkan" finds
///   "domkyrka");
/// - `distance` is the exponential decay `exp(−d/s)` of the distance `d` from the search region's centre, with `s`
///   half the region's diagonal but at least 1 km (0 without a region), as Photon and Pelias decay by distance;
///   a world city more than 100 km from a given region has its text score halved unless its name is the query, so local places beat far
///   fuzzy matches ("taxi" is not Tai'an);
/// - `prominence` (0…1) comes from population, place rank and Wikipedia/Wikidata tags, so "Tokyo" beats a nearby
///   café named "Tokyo" only when the text is equally good.
/// Ties go to the nearer place, then the name, then the source id, so results are deterministic. `LocalSearch`
/// scores every place under each reading of the query (whole query as a name; category and place) and keeps its
/// best; a name reading of words that all ask for a category ("cafe", "bank") loses 2, so the category wins over
/// names that contain or are the word (a restaurant called "Bānk").
///
/// A class: a search scores and bounds up to hundreds of thousands of candidates with one ranking, which a struct
/// of the query's arrays would copy field by field each time.
final class Ranking {
    let query: ParsedQuery
    let center: Coordinate?
    let decayScale: Double
    /// The query's name words without stopwords, for whole-name equality.
    private let coreWords: [String]

    init(query: ParsedQuery, region: CoordinateRegion?) {
        self.query = query
        center = region?.center
        if let region {
            let diagonal = Distance.haversine(Coordinate(latitude: region.south, longitude: region.west),
                                              Coordinate(latitude: region.north, longitude: region.east))
            decayScale = max(1000, diagonal / 2)
        } else {
            decayScale = 1000
        }
        coreWords = ParsedQuery.withoutStopwords(query.nameWords)
    }

    struct Scored {
        var index: Int
        var score: Double
        var distance: Double
        /// The item's name and source id, for deterministic ties without looking the item up again.
        var name: String
        var sourceID: Int64
        /// The item's position: the last tie-break (streets have no source id; one name may be several streets).
        var coordinate = Coordinate(latitude: 0, longitude: 0)
        /// Which of the item's names matched best: 0 its name, k its alternate name k − 1.
        var variant: Int = 0
        /// Whether that name equals the query (stopwords aside).
        var isWholeName = false
    }

    /// Scores an item; `variants` are its names' folded words (its name first), `matches` each query name word's best
    /// match over all of them, `namedShare` the share of the query's kind words its names have (see `NamedKinds`).
    func score(_ item: MapItem, index: Int, variants: [[String]], matches: [WordMatch], namedShare: Double = 0) -> Scored {
        var text = 0.0
        var bestVariant = 0
        var isWholeName = false
        if !query.nameWords.isEmpty {
            text = -1
            for (position, words) in variants.prefix(Ranking.maximumVariants).enumerated() {
                let (variantText, whole) = self.text(words, matches: matches, item: item)
                if variantText > text {
                    text = variantText
                    bestVariant = position
                    isWholeName = whole
                }
            }
            text = max(0, text)
        }
        if !query.accentedWords.isEmpty {
            let spelled = TextNormalizer.tokens(item.name).map { item.name[$0.range].lowercased() }
            if query.accentedWords.allSatisfy({ word in spelled.contains { $0.hasPrefix(word) } }) { text += 0.2 }
        }
        let category = categoryScore(item)
        // House numbers: the address with that number first; a bare street name means the street, not its houses.
        if let number = query.houseNumber {
            if item.kind == .address, let itemNumber = item.placemark.subThoroughfare {
                text += TextNormalizer.fold(itemNumber) == number ? 1 : -0.35
            }
        } else if item.kind == .address {
            text -= 0.35
        }
        let (distance, distanceScore) = self.distance(to: item.coordinate)
        if center != nil, item.kind == .city, distance > 100_000, !isWholeName { text /= 2 }
        var score = 3 * text + 2 * category + 1.5 * distanceScore + item.prominence
        if category > 0 { score += namedShare }
        return Scored(index: index, score: score, distance: distance, name: item.name, sourceID: item.sourceID, coordinate: item.coordinate, variant: bestVariant,
                      isWholeName: isWholeName)
    }

    /// The distance from the region's centre and its part of the score, `exp(−d/s)` (without a region: the largest
    /// distance and 0). `score` and `bound` both take it from here.
    func distance(to coordinate: Coordinate) -> (metres: Double, score: Double) {
        guard let center else { return (.greatestFiniteMagnitude, 0) }
        let metres = Distance.haversine(center, coordinate)
        return (metres, exp(-metres / decayScale))
    }

    /// An upper bound of a place's score, and its distance from the region's centre as the score has it.
    struct Bound {
        var score: Double
        var distance: Double
    }

    /// The most `score` can give place `itemIndex` of `index` whose names have `namedShare` of the kind words, read
    /// without decoding it (its position, and its prominence's ceiling): the text and category parts at their
    /// largest, the same terms added in the same order, so the bound is never below the score (rounding to nearest
    /// is monotone: larger terms never give a smaller rounded sum).
    func bound(forItem itemIndex: Int, in index: PlaceIndex, namedShare: Double) -> Bound {
        // Text: each word's match is at most 1, the whole-name bonus 0.5, accents 0.2, a house number's address 1.
        let text = (query.nameWords.isEmpty ? 0 : 1.5) + (query.accentedWords.isEmpty ? 0 : 0.2) + (query.houseNumber == nil ? 0 : 1)
        let category: Double = query.asksForCategory ? 1 : 0
        // Without a region the distance part is 0 whatever the position: it is not read.
        let (distance, distanceScore) = center == nil ? (Double.greatestFiniteMagnitude, 0) : self.distance(to: index.coordinate(at: itemIndex))
        var bound = 3 * text + 2 * category + 1.5 * distanceScore + index.prominenceCeiling(at: itemIndex)
        if category > 0 { bound += namedShare }
        return Bound(score: bound, distance: distance)
    }

    /// Names looked at per place (a place with hundreds of translations is ranked by its first ones).
    static let maximumVariants = 24

    /// The text score of one name's words, and whether the name equals the query.
    private func text(_ words: [String], matches: [WordMatch], item: MapItem) -> (Double, Bool) {
        var sum = 0.0
        var covered = 0
        for (queryWord, match) in zip(query.nameWords, matches) {
            if words.contains(queryWord) {
                sum += 1
                covered += 1
            } else if let completed = words.filter({ $0.hasPrefix(queryWord) }).map(\.count).min() {
                sum += 0.6 + 0.4 * Double(queryWord.count) / Double(max(completed, 1))
                covered += 1
            } else if match == .fuzzy, Ranking.hasTypoMatch(queryWord, in: words) {
                sum += item.kind == .city ? 0.25 : 0.5
                covered += 1
            } else {
                sum += 0.3
            }
        }
        var text = sum / Double(query.nameWords.count)
        let hasSqueeze = words.count > 1 && words.last == words.dropLast().joined()
        let nameWords = ParsedQuery.withoutStopwords(hasSqueeze ? Array(words.dropLast()) : words)
        let whole = nameWords == coreWords || words == query.nameWords
        if whole { text += 0.5 }
        // Every word of the name matched, one with a typo ("Kapeli" → Kappeli rather than Kampin kappeli).
        else if covered == query.nameWords.count, nameWords.count == coreWords.count { text += 0.3 }
        else if nameWords.starts(with: coreWords) { text += 0.2 }
        return (text, whole)
    }

    /// Whether a word of the name is within the typo tolerance of `word`, whole or as its beginning.
    static func hasTypoMatch(_ word: String, in words: [String]) -> Bool {
        let characters = Array(word)
        let allowed = EditDistance.allowedEdits(forLength: characters.count)
        guard allowed > 0 else { return false }
        return words.contains { candidate in
            let other = Array(candidate)
            if EditDistance.distance(characters, other[...], bound: allowed) <= allowed { return true }
            return other.count > characters.count && EditDistance.distance(characters, other.prefix(characters.count), bound: allowed) <= allowed
        }
    }

    /// 1 when the item has a category, feature type or cuisine the query asks for, 0.5 for a restaurant without
    /// the cuisine.
    func categoryScore(_ item: MapItem) -> Double {
        guard query.asksForCategory else { return 0 }
        var category = 0.0
        if let itemCategory = item.pointOfInterestCategory, query.categories.contains(itemCategory) { category = 1 }
        if let feature = item.featureType, query.features.contains(feature) { category = 1 }
        if !query.cuisines.isEmpty, item.pointOfInterestCategory == .restaurant || item.pointOfInterestCategory == .cafe || item.cuisine != nil {
            let served = Set((item.cuisine ?? "").split(whereSeparator: { $0 == ";" || $0 == "," }).map { TextNormalizer.fold(String($0)) })
            let wanted = query.cuisines.union(query.cuisines.flatMap { QueryVocabulary.relatedCuisines[$0] ?? [] })
            category = served.isDisjoint(with: wanted) ? (category > 0 ? 0.5 : 0) : 1
        }
        return category
    }

    /// The `count` best of some scored places, best first (a partial selection: large candidate sets are not sorted
    /// whole).
    static func best(_ scored: [Scored], count: Int) -> [Scored] {
        guard scored.count > count * 2 else { return scored.sorted(by: order) }
        var top: [Scored] = []
        top.reserveCapacity(count + 1)
        for candidate in scored {
            if top.count == count, let last = top.last, !order(candidate, last) { continue }
            var low = 0, high = top.count
            while low < high {
                let middle = (low + high) / 2
                if order(top[middle], candidate) { low = middle + 1 } else { high = middle }
            }
            top.insert(candidate, at: low)
            if top.count > count { top.removeLast() }
        }
        return top
    }

    /// Best first; deterministic ties.
    static func order(_ a: Scored, _ b: Scored) -> Bool {
        if a.score != b.score { return a.score > b.score }
        if a.distance != b.distance { return a.distance < b.distance }
        if a.name != b.name { return a.name < b.name }
        if a.sourceID != b.sourceID { return a.sourceID < b.sourceID }
        if a.coordinate.latitude != b.coordinate.latitude { return a.coordinate.latitude < b.coordinate.latitude }
        return a.coordinate.longitude < b.coordinate.longitude
    }
}
