import Foundation
import Geo

/// A problem with a search request: names the field and the value (the same shape as every input error).
public typealias SearchError = GeoError

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
        var query = ParsedQuery(request.naturalLanguageQuery)
        var region = request.region
        if !query.nearWords.isEmpty, let anchor = locate(query.nearWords, region: region) {
            region = CoordinateRegion(center: anchor.coordinate, span: CoordinateSpan(latitudeDelta: 0.008, longitudeDelta: 0.016))
        }
        var candidates = nameCandidates(query)
        let categoryRanking = Ranking(query: query, region: region)
        let nameMatchesCategory = candidates.keys.contains { categoryRanking.categoryScore(index.rankingItem(at: $0)) > 0 }
        if !nameMatchesCategory, query.asksForCategory, !query.nameWords.isEmpty, let anchor = locate(query.nameWords, region: region) {
            // "kahvila Kluuvi": the other words name where to look.
            region = CoordinateRegion(center: anchor.coordinate, span: CoordinateSpan(latitudeDelta: 0.008, longitudeDelta: 0.016))
            query.nameWords = []
        }
        if query.asksForCategory {
            if query.nameWords.isEmpty { candidates = [:] }
            for category in query.categories { for item in index.items(in: category) where candidates[Int(item)] == nil { candidates[Int(item)] = [] } }
            for cuisine in query.cuisines { for item in index.items(withCuisine: cuisine) where candidates[Int(item)] == nil { candidates[Int(item)] = [] } }
            // Places named after the category ("Pizza Hut" for "pizza").
            for word in query.categoryWords where word.count >= 4 {
                for (item, _) in index.matches(for: word, allowPrefix: false) where candidates[Int(item)] == nil { candidates[Int(item)] = [] }
            }
        }
        let ranking = Ranking(query: query, region: region)
        var scored: [Ranking.Scored] = []
        scored.reserveCapacity(candidates.count)
        for (itemIndex, matches) in candidates {
            let item = index.rankingItem(at: itemIndex)
            guard accepts(item, request: request, region: region) else { continue }
            // Name words only matter to the text score, which needs query name words.
            var result = ranking.score(item, index: itemIndex, words: query.nameWords.isEmpty ? [] : index.nameWords(itemIndex),
                                       matches: matches.isEmpty ? query.nameWords.map { _ in WordMatch.fuzzy } : matches)
            if matches.isEmpty, query.asksForCategory, !query.nameWords.isEmpty { result.score -= 3 }
            scored.append(result)
        }
        scored.sort { Ranking.order($0, $1) }
        var items = scored.prefix(request.limit).map { index.item(at: $0.index) }
        if let number = query.houseNumber, !items.contains(where: { $0.kind == .address && TextNormalizer.fold($0.placemark.subThoroughfare ?? "") == number }),
           let street = items.first(where: { $0.kind == .street || $0.kind == .address })?.placemark.thoroughfare,
           let interpolated = Geocoder(index: index).interpolate(street: street, number: number) {
            items.insert(interpolated, at: 0)
            items = Array(items.prefix(request.limit))
        }
        return Response(mapItems: items, boundingRegion: LocalSearch.boundingRegion(of: items))
    }

    /// Candidate items whose names contain every name word (exactly, as a prefix, or with a typo); while
    /// typing, the last word's typo may be in the part typed so far.
    func nameCandidates(_ query: ParsedQuery, typing: Bool = false) -> [Int: [WordMatch]] {
        guard !query.nameWords.isEmpty else { return [:] }
        var result: [Int: [WordMatch]]?
        for (position, word) in query.nameWords.enumerated() {
            let matches = index.matches(for: word, allowPrefix: true, fuzzyPrefix: typing && position == query.nameWords.count - 1)
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
            return ranking.score(item, index: candidate.key, words: index.nameWords(candidate.key), matches: candidate.value)
        }.min { Ranking.order($0, $1) }
        return best.map { index.item(at: $0.index) }
    }

    private func accepts(_ item: MapItem, request: Request, region: CoordinateRegion?) -> Bool {
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
