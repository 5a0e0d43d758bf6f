import Foundation
import Geo

/// A problem with a search request: names the field and the value (the same shape as every input error).
public typealias SearchError = MapSnapError

/// Offline place search, with MapKit's `MKLocalSearch` shape.
public struct LocalSearch: Sendable {
    /// What to search for.
    public struct Request: Sendable {
        /// How strongly the region limits results.
        public enum RegionPriority: String, Sendable {
            /// Results near the region rank higher; others can still appear.
            case `default`
            /// Only results inside the region.
            case required
        }

        /// Kinds of results.
        public struct ResultTypes: OptionSet, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// Addresses and streets.
            public static let address = ResultTypes(rawValue: 1)
            /// Points of interest.
            public static let pointOfInterest = ResultTypes(rawValue: 2)
            /// Places, cities, water and parks.
            public static let physicalFeature = ResultTypes(rawValue: 4)
            /// Everything.
            public static let all: ResultTypes = [.address, .pointOfInterest, .physicalFeature]
        }

        /// Categories to include or exclude.
        public enum CategoryFilter: Sendable {
            case including(Set<PointOfInterestCategory>)
            case excluding(Set<PointOfInterestCategory>)
        }

        /// Free text: a name, a category ("pizza", "apteekki"), an address, "cafe near Stockmann".
        public var naturalLanguageQuery: String
        /// Where to look (a soft bias unless `regionPriority` is `.required`).
        public var region: CoordinateRegion?
        /// Bias or filter.
        public var regionPriority: RegionPriority = .default
        /// Kinds of results wanted.
        public var resultTypes: ResultTypes = .all
        /// Category filter for points of interest.
        public var pointOfInterestFilter: CategoryFilter?
        /// Most results returned.
        public var limit = 25
        /// The language to show names in ("sv" shows `name:sv` where the data has it). When nil, a result shows the
        /// name the query matched when that is a translation ("Senatstorget" finds Senaatintori and shows
        /// "Senatstorget"), else its default name.
        public var resultLanguage: String?

        /// Creates a request.
        public init(naturalLanguageQuery: String, region: CoordinateRegion? = nil) {
            self.naturalLanguageQuery = naturalLanguageQuery
            self.region = region
        }
    }

    /// What a search found.
    public struct Response: Sendable {
        /// Results, best first.
        public var mapItems: [MapItem]
        /// A region showing all results.
        public var boundingRegion: CoordinateRegion?
    }

    /// The index searched.
    public let index: PlaceIndex
    /// Whether every candidate is scored, none left out by its bound (tests compare the two).
    var scoresEveryCandidate = false

    /// Creates a search over an index.
    public init(index: PlaceIndex) {
        self.index = index
    }

    /// Runs a request.
    public func start(_ request: Request) throws(SearchError) -> Response {
        guard !request.naturalLanguageQuery.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw SearchError(field: "query", message: "is empty; type a name, a category or an address")
        }
        guard request.limit > 0 else { throw SearchError(field: "limit", message: "\(request.limit) must be at least 1") }
        if let region = request.region {
            do { try region.validate() } catch { throw SearchError(field: "region.\(error.field)", message: error.message) }
        }
        if let language = request.resultLanguage, !AlternateName.isLanguageCode(Substring(language)) {
            throw SearchError(field: "language", message: "\"\(language)\" is not a language code such as en, fi or sv")
        }
        let query = ParsedQuery(request.naturalLanguageQuery)
        var region = request.region
        if !query.nearWords.isEmpty, let anchor = locate(query.nearWords, region: region) { region = LocalSearch.region(around: anchor) }
        var best: [Int: Ranking.Scored] = [:]
        // Candidates are gathered with a bound of their score, then scored best bound first (`BoundedScoring`).
        var pending = BoundedScoring()
        // Reading 1: the whole query as a name ("Hard Rock Cafe Helsinki").
        let nameQuery = query.nameReading
        let nameRanking = Ranking(query: nameQuery, region: region)
        // A name reading of words that all ask for a kind loses 2, so the kind wins over names that have the word.
        let namePenalty: Double = query.isOnlyVocabulary ? 2 : 0
        if !nameQuery.nameWords.isEmpty {
            // Words that all ask for a kind ("mexican", "kafé") name a place only as typed, never with a typo.
            for (itemIndex, matches) in nameCandidates(nameQuery, typos: !query.isOnlyVocabulary) {
                pending.add(index: itemIndex, reading: .name, matches: matches)
            }
        }
        // Reading 2: a kind of place, by name words or near a place ("kahvila Kluuvi", "cafe near Stockmann").
        var category: CategoryReading?
        if query.asksForCategory {
            switch categoryReading(query, request: request, region: region) {
            case .scored(let results): for result in results { BoundedScoring.keep(result, in: &best) }
            case .pending(let reading, let named, let kinds):
                category = reading
                for (itemIndex, matches) in named { pending.add(index: itemIndex, reading: .category, matches: matches) }
                for itemIndex in kinds { pending.add(index: Int(itemIndex), reading: .category, matches: []) }
            }
        }
        pending.findBounds({ candidate in
            let itemIndex = Int(candidate.index)
            switch candidate.reading {
            case .name:
                var bound = nameRanking.bound(forItem: itemIndex, in: index, namedShare: 0)
                bound.score -= namePenalty
                return bound
            case .category:
                guard let category else { return Ranking.Bound(score: -.infinity, distance: .greatestFiniteMagnitude) }
                return category.ranking.bound(forItem: itemIndex, in: index, namedShare: category.named.share(itemIndex))
            }
        }, tieRank: index.tieRank(at:))
        let count = request.limit * 4 + 20
        pending.run(count: scoresEveryCandidate ? .max : count, into: &best, tieRank: index.tieRank(at:)) { candidate, matches in
            let itemIndex = Int(candidate.index)
            let item = index.rankingItem(at: itemIndex)
            switch candidate.reading {
            case .name:
                guard accepts(item, request: request, region: region) else { return nil }
                var result = nameRanking.score(item, index: itemIndex, variants: index.nameWords(itemIndex), matches: matches)
                result.score -= namePenalty
                return result
            case .category:
                guard let category else { return nil }
                return category.score(item, index: itemIndex, matches: matches, search: self, request: request)
            }
        }
        var items: [MapItem] = []
        var shown: [String: [Coordinate]] = [:]
        for scored in Ranking.best(Array(best.values), count: count) {
            let item = displayed(index.item(at: scored.index), variant: scored.variant, language: request.resultLanguage)
            // One result per place: the same address on a building and its shops, the same name twice nearby.
            let key = "\(item.kind.rawValue)|\(TextNormalizer.fold(item.name))"
            if shown[key]?.contains(where: { Distance.haversine($0, item.coordinate) < LocalSearch.sameResultRadius(item.kind) }) == true { continue }
            shown[key, default: []].append(item.coordinate)
            items.append(item)
            if items.count >= request.limit { break }
        }
        if let number = query.houseNumber, !items.contains(where: { $0.kind == .address && TextNormalizer.fold($0.placemark.subThoroughfare ?? "") == number }),
           let found = items.first(where: { $0.kind == .street || $0.kind == .address }), let street = found.placemark.thoroughfare,
           let interpolated = Geocoder(index: index).interpolate(street: street, number: number, near: found.coordinate) {
            items.insert(interpolated, at: 0)
            items = Array(items.prefix(request.limit))
        }
        return Response(mapItems: items, boundingRegion: LocalSearch.boundingRegion(of: items))
    }

    /// Results with the same kind and name closer than this (metres) are one place: 1.5 km for places (a district
    /// mapped as a node and as an area), 150 m for the rest.
    static func sameResultRadius(_ kind: MapItem.Kind) -> Double {
        kind == .place ? 1_500 : 150
    }

    /// What the category reading found: places scored already ("Hotel Kä"), or candidates for `BoundedScoring` and
    /// how to score them.
    private enum CategoryCandidates {
        case scored([Ranking.Scored])
        case pending(CategoryReading, named: [Int: [WordMatch]], kinds: [Int32])
    }

    /// How the category reading scores a candidate: its query (name words left, or none when they named where to
    /// look), ranking and region. A class: bounding a hundred thousand candidates takes it once each, not its fields.
    private final class CategoryReading {
        let query: ParsedQuery
        let ranking: Ranking
        let region: CoordinateRegion?
        let named: NamedKinds

        init(query: ParsedQuery, ranking: Ranking, region: CoordinateRegion?, named: NamedKinds) {
            self.query = query
            self.ranking = ranking
            self.region = region
            self.named = named
        }

        func score(_ item: MapItem, index itemIndex: Int, matches: [WordMatch], search: LocalSearch, request: Request) -> Ranking.Scored? {
            guard search.accepts(item, request: request, region: region) else { return nil }
            // Names matter to the text score only when name words are left.
            let variants = query.nameWords.isEmpty ? [] : search.index.nameWords(itemIndex)
            var result = ranking.score(item, index: itemIndex, variants: variants,
                                       matches: matches.isEmpty ? query.nameWords.map { _ in WordMatch.fuzzy } : matches,
                                       namedShare: named.share(itemIndex))
            if matches.isEmpty, !query.nameWords.isEmpty { result.score -= 3 }
            if ranking.categoryScore(item) == 0 { result.score -= 1 }
            return result
        }
    }

    /// The category reading's candidates: places of the kind asked for, near the place the other words name, or whose
    /// names have those words.
    private func categoryReading(_ parsed: ParsedQuery, request: Request, region requestRegion: CoordinateRegion?) -> CategoryCandidates {
        var query = parsed
        var region = requestRegion
        if let last = query.nameWords.last, last.count < 3 {
            // "Hotel Kä": places of the kind whose names have these words, the last as typed so far.
            return .scored(kindsNamed(query, request: request, region: region))
        }
        var candidates = nameCandidates(query)
        let categoryRanking = Ranking(query: query, region: region)
        let nameMatchesCategory = candidates.keys.contains { categoryRanking.categoryScore(index.rankingItem(at: $0)) > 0 }
        if !nameMatchesCategory, !query.nameWords.isEmpty, let anchor = locate(query.nameWords, region: region) {
            // "kahvila Kluuvi": the other words name where to look.
            region = LocalSearch.region(around: anchor)
            query.nameWords = []
        }
        if query.nameWords.isEmpty { candidates = [:] }
        var kinds = query.cuisines.map { index.items(withCuisine: $0) }
        // A cuisine ("pizza") brings in every restaurant only when too few places serve it.
        if query.cuisines.isEmpty || candidates.count + LocalSearch.union(kinds, leavingOut: candidates).count < request.limit {
            kinds += query.categories.map { index.items(in: $0) }
        }
        kinds += query.features.map { index.items(withFeature: $0) }
        let reading = CategoryReading(query: query, ranking: Ranking(query: query, region: region), region: region,
                                      named: NamedKinds(words: query.categoryWords, index: index))
        // Places of the kinds but for those the name words found (which keep their word matches), in item order.
        return .pending(reading, named: candidates, kinds: LocalSearch.union(kinds, leavingOut: candidates))
    }

    /// The items of `lists` (each in item order, as the index keeps them) but those in `leavingOut`, once each, in item
    /// order.
    static func union(_ lists: [[Int32]], leavingOut: [Int: [WordMatch]]) -> [Int32] {
        let items = lists.count == 1 ? lists[0] : lists.flatMap { $0 }.sorted()
        var union: [Int32] = []
        union.reserveCapacity(items.count)
        // A list may hold an item twice (a cuisine tagged twice): next to each other.
        for item in items where union.last != item && (leavingOut.isEmpty || leavingOut[Int(item)] == nil) { union.append(item) }
        return union
    }

    /// Places of the kinds asked for whose names have every name word (the last one as a beginning), scored.
    private func kindsNamed(_ query: ParsedQuery, request: Request, region: CoordinateRegion?) -> [Ranking.Scored] {
        var items = Set<Int32>()
        for category in query.categories { items.formUnion(index.items(in: category)) }
        for cuisine in query.cuisines { items.formUnion(index.items(withCuisine: cuisine)) }
        for feature in query.features { items.formUnion(index.items(withFeature: feature)) }
        let ranking = Ranking(query: query, region: region)
        let named = NamedKinds(words: query.categoryWords, index: index)
        return items.compactMap { itemIndex -> Ranking.Scored? in
            let variants = index.nameWords(Int(itemIndex))
            var matches: [WordMatch] = []
            for (position, word) in query.nameWords.enumerated() {
                guard let match = LocalSearch.match(word, inNames: variants, asPrefix: position == query.nameWords.count - 1) else { return nil }
                matches.append(match)
            }
            let item = index.rankingItem(at: Int(itemIndex))
            guard accepts(item, request: request, region: region) else { return nil }
            return ranking.score(item, index: Int(itemIndex), variants: variants, matches: matches, namedShare: named.share(Int(itemIndex)))
        }
    }

    /// How a query word matches a place's own names: exact, else (when `asPrefix`) as the beginning of a name word.
    static func match(_ word: String, inNames names: [[String]], asPrefix: Bool) -> WordMatch? {
        if names.contains(where: { $0.contains(word) }) { return .exact }
        if asPrefix, names.contains(where: { $0.contains { $0.hasPrefix(word) } }) { return .prefix }
        return nil
    }

    /// The region a search looks in around a place its words name ("near Stockmann", "kahvila Kluuvi").
    static func region(around place: MapItem) -> CoordinateRegion {
        CoordinateRegion(center: place.coordinate, span: CoordinateSpan(latitudeDelta: 0.008, longitudeDelta: 0.016))
    }

    /// The item as a result shows it: in the requested language, else in the language of the name the query matched.
    func displayed(_ item: MapItem, variant: Int, language: String?) -> MapItem {
        if let language { return item.localized(to: language) }
        guard variant > 0, variant <= item.alternateNames.count else { return item }
        let matched = item.alternateNames[variant - 1]
        return matched.language != nil ? item.showing(matched) : item
    }

    /// Candidate items whose names contain every name word (exactly, as a prefix, or with a typo); the last word is
    /// taken as typed so far: a prefix of any length, its typo possibly in the part typed (while `typing`, or when
    /// it is short enough to be a beginning: up to 5 letters).
    func nameCandidates(_ query: ParsedQuery, typos: Bool = true, typing: Bool = false) -> [Int: [WordMatch]] {
        guard !query.nameWords.isEmpty else { return [:] }
        var result: [Int: [WordMatch]]?
        for (position, word) in query.nameWords.enumerated() {
            let isLast = position == query.nameWords.count - 1
            if isLast, word.count < 3, let current = result {
                // A letter or two after other words ("Svenska T"): look in the candidates' own names rather than at
                // every word of the vocabulary with that beginning.
                var next: [Int: [WordMatch]] = [:]
                for (item, kinds) in current {
                    if let match = LocalSearch.match(word, inNames: index.nameWords(item), asPrefix: true) { next[item] = kinds + [match] }
                }
                result = next
                if next.isEmpty { return [:] }
                continue
            }
            let matches = index.matches(for: word, allowPrefix: true, fuzzyPrefix: isLast && (typing || word.count <= 5), shortPrefix: isLast,
                                        typos: typos)
            if let current = result {
                var next: [Int: [WordMatch]] = [:]
                for (item, kinds) in current { if let match = matches[Int32(item)] { next[item] = kinds + [match] } }
                result = next
            } else {
                result = Dictionary(uniqueKeysWithValues: matches.map { (Int($0.key), [$0.value]) })
            }
            if result?.isEmpty == true { return [:] }
        }
        return result ?? [:]
    }

    /// The best place, street or point of interest for some words (for "near …" and "category place").
    func locate(_ words: [String], region: CoordinateRegion?) -> MapItem? {
        var query = ParsedQuery("")
        query.nameWords = words
        let ranking = Ranking(query: query, region: region)
        let best = nameCandidates(query).compactMap { candidate -> Ranking.Scored? in
            let item = index.rankingItem(at: candidate.key)
            guard item.kind != .address else { return nil }
            return ranking.score(item, index: candidate.key, variants: index.nameWords(candidate.key), matches: candidate.value)
        }.min { Ranking.order($0, $1) }
        return best.map { index.item(at: $0.index) }
    }

    fileprivate func accepts(_ item: MapItem, request: Request, region: CoordinateRegion?) -> Bool {
        switch item.kind {
        case .pointOfInterest: guard request.resultTypes.contains(.pointOfInterest) else { return false }
        case .address, .street: guard request.resultTypes.contains(.address) else { return false }
        case .place, .water, .park, .city: guard request.resultTypes.contains(.physicalFeature) else { return false }
        }
        if let filter = request.pointOfInterestFilter, item.kind == .pointOfInterest {
            switch filter {
            case .including(let set): guard let category = item.pointOfInterestCategory, set.contains(category) else { return false }
            case .excluding(let set): if let category = item.pointOfInterestCategory, set.contains(category) { return false }
            }
        }
        if request.regionPriority == .required, let region = request.region {
            let c = item.coordinate
            guard c.latitude >= region.south, c.latitude <= region.north, c.longitude >= region.west, c.longitude <= region.east else { return false }
        }
        return true
    }

    /// A region showing every item, with a little room around them.
    static func boundingRegion(of items: [MapItem]) -> CoordinateRegion? {
        guard let bounds = GeoBounds.enclosing(items.map(\.coordinate)) else { return nil }
        let latitudeDelta = max(0.002, (bounds.north - bounds.south) * 1.2)
        let longitudeDelta = max(0.004, (bounds.east - bounds.west) * 1.2)
        return CoordinateRegion(center: Coordinate(latitude: (bounds.north + bounds.south) / 2,
                                                   longitude: Coordinate.wrapLongitude((bounds.east + bounds.west) / 2)),
                                span: CoordinateSpan(latitudeDelta: min(180, latitudeDelta), longitudeDelta: min(360, longitudeDelta)))
    }
}
