import Foundation
import Geo

/// Scores a candidate place for a query.
///
/// `score = 3·text + 2·category + 1.5·distance + 1·prominence`, where
/// - `text` (0…1.7) is the mean over name words of their best match in the place's name — exact 1,
///   prefix 0.6 + 0.4·(typed/complete length), typo 0.5 — plus 0.5 when the whole name equals the query
///   and 0.2 when the name starts with it; with a house number the address bearing it gets +1 and other
///   addresses −0.35, without one every address gets −0.35 (a street name means the street);
/// - `category` is 1 when the place has a category (or cuisine) the query asks for;
/// - `distance` is the exponential decay `exp(−d/s)` of the distance `d` from the search region's
///   centre, with `s` half the region's diagonal but at least 1 km (0 without a region), as Photon and
///   Pelias decay by distance;
/// - `prominence` (0…1) comes from population, place rank and Wikipedia/Wikidata tags, so "Tokyo" beats
///   a nearby café named "Tokyo" only when the text is equally good.
/// Ties go to the nearer place, then the name, then the source id, so results are deterministic.
struct Ranking {
    let query: ParsedQuery
    let center: Coordinate?
    let decayScale: Double

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
    }

    struct Scored {
        var index: Int
        var score: Double
        var distance: Double
        /// The item's name and source id, for deterministic ties without looking the item up again.
        var name: String
        var sourceID: Int64
    }

    func score(_ item: MapItem, index: Int, words: [String], matches: [WordMatch]) -> Scored {
        var text = 0.0
        if !query.nameWords.isEmpty {
            var sum = 0.0
            for (queryWord, match) in zip(query.nameWords, matches) {
                switch match {
                case .exact: sum += 1
                case .prefix:
                    let completed = words.filter { $0.hasPrefix(queryWord) }.map(\.count).min() ?? queryWord.count
                    sum += 0.6 + 0.4 * Double(queryWord.count) / Double(max(completed, 1))
                case .fuzzy: sum += 0.5
                }
            }
            text = sum / Double(query.nameWords.count)
            let nameWithoutSqueeze = words.count > 1 ? Array(words.dropLast()) : words
            if nameWithoutSqueeze == query.nameWords || words == query.nameWords { text += 0.5 }
            else if nameWithoutSqueeze.starts(with: query.nameWords) { text += 0.2 }
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
        var distanceScore = 0.0
        var distance = Double.greatestFiniteMagnitude
        if let center {
            distance = Distance.haversine(center, item.coordinate)
            distanceScore = exp(-distance / decayScale)
        }
        let score = 3 * text + 2 * category + 1.5 * distanceScore + item.prominence
        return Scored(index: index, score: score, distance: distance, name: item.name, sourceID: item.sourceID)
    }

    /// 1 when the item has a category (or cuisine) the query asks for, 0.5 for a restaurant without the cuisine.
    func categoryScore(_ item: MapItem) -> Double {
        guard query.asksForCategory else { return 0 }
        var category = 0.0
        if let itemCategory = item.pointOfInterestCategory, query.categories.contains(itemCategory) { category = 1 }
        if !query.cuisines.isEmpty {
            let served = Set((item.cuisine ?? "").split(whereSeparator: { $0 == ";" || $0 == "," }).map { TextNormalizer.fold(String($0)) })
            category = served.isDisjoint(with: query.cuisines) ? (category > 0 ? 0.5 : 0) : 1
        }
        return category
    }

    /// Best first; deterministic ties.
    static func order(_ a: Scored, _ b: Scored) -> Bool {
        if a.score != b.score { return a.score > b.score }
        if a.distance != b.distance { return a.distance < b.distance }
        if a.name != b.name { return a.name < b.name }
        return a.sourceID < b.sourceID
    }
}
