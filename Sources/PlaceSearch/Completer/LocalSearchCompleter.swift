import Geo

/// One suggestion while typing, as MapKit's `MKLocalSearchCompletion`.
public struct LocalSearchCompletion: Hashable, Sendable {
    /// A place, or a query to run ("coffee").
    public enum Kind: String, Hashable, Sendable {
        case place, query
    }

    /// The main text.
    public var title: String
    /// Secondary text (category and address, or "Search nearby").
    public var subtitle: String
    /// The characters of `title` that match what was typed.
    public var titleHighlightRanges: [Range<String.Index>]
    /// The characters of `subtitle` that match what was typed.
    public var subtitleHighlightRanges: [Range<String.Index>]
    /// Place or query.
    public var kind: Kind
    /// The place, for place completions.
    public var mapItem: MapItem?

    /// The search this completion stands for.
    public func searchRequest(region: CoordinateRegion?) -> LocalSearch.Request {
        LocalSearch.Request(naturalLanguageQuery: title, region: region)
    }

    /// Highlight ranges as character offsets (for JSON).
    public func offsets(_ ranges: [Range<String.Index>], in text: String) -> [(start: Int, length: Int)] {
        ranges.map { (text.distance(from: text.startIndex, to: $0.lowerBound), text.distance(from: $0.lowerBound, to: $0.upperBound)) }
    }
}

/// Suggestions as a fragment is typed, as MapKit's `MKLocalSearchCompleter`: every word is matched as a
/// prefix (the last one as typed so far), with typo tolerance and diacritic/case folding, plus query
/// completions for category words ("cof" → "coffee").
public struct LocalSearchCompleter: Sendable {
    /// The index.
    public let index: PlaceIndex
    /// The region to favour.
    public var region: CoordinateRegion?
    /// Most completions.
    public var limit = 10
    /// The language to show place names in ("sv"); nil shows the name the fragment matched.
    public var resultLanguage: String?

    /// Creates a completer.
    public init(index: PlaceIndex, region: CoordinateRegion? = nil) {
        self.index = index
        self.region = region
    }

    /// Completions for a fragment; an empty fragment gives none.
    public func completions(for queryFragment: String) -> [LocalSearchCompletion] {
        let fragment = String(queryFragment.prefix(ParsedQuery.maximumLength))
        let typed = TextNormalizer.words(fragment)
        guard !typed.isEmpty else { return [] }
        var queries: [LocalSearchCompletion] = []
        let phrase = typed.joined(separator: " ")
        for word in QueryVocabulary.completionWords where word.hasPrefix(phrase) && word != phrase && typed.count <= 2 {
            queries.append(LocalSearchCompletion(title: word, subtitle: "Search nearby",
                                                 titleHighlightRanges: [word.startIndex..<word.index(word.startIndex, offsetBy: min(phrase.count, word.count))],
                                                 subtitleHighlightRanges: [], kind: .query, mapItem: nil))
            if queries.count >= 3 { break }
        }
        var query = ParsedQuery("")
        query.nameWords = ParsedQuery.withoutStopwords(typed)
        query.accentedWords = ParsedQuery.accentedWords(fragment)
        let search = LocalSearch(index: index)
        let ranking = Ranking(query: query, region: region)
        let scored = search.nameCandidates(query, typing: true)
            .map { ranking.score(index.rankingItem(at: $0.key), index: $0.key, variants: index.nameWords($0.key), matches: $0.value) }
        var places: [LocalSearchCompletion] = []
        var seen = Set<String>()
        for candidate in Ranking.best(scored, count: limit * 3 + 10) {
            let item = search.displayed(index.item(at: candidate.index), variant: candidate.variant, language: resultLanguage)
            let key = "\(item.name)|\(item.subtitle)"
            guard seen.insert(key).inserted else { continue }
            let subtitle = item.subtitle
            places.append(LocalSearchCompletion(title: item.name, subtitle: subtitle,
                                                titleHighlightRanges: highlights(typed, in: item.name),
                                                subtitleHighlightRanges: highlights(typed, in: subtitle),
                                                kind: .place, mapItem: item))
            if places.count >= limit { break }
        }
        // The best place first (a real name typed is most likely meant: "Kämp" is Hotel Kämp, not "kampaamo"),
        // then the query suggestions, then the other places.
        var completions = Array(places.prefix(1)) + queries + places.dropFirst()
        completions = Array(completions.prefix(limit))
        return completions
    }

    /// The ranges of `text` matched by the typed words: a word's typed prefix, or the whole word for a typo.
    func highlights(_ typed: [String], in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        for token in TextNormalizer.tokens(text) {
            for word in typed {
                if token.folded.hasPrefix(word) {
                    let original = text[token.range]
                    // Folding keeps one character per character for the scripts matched here; otherwise highlight the word.
                    let count = original.count == token.folded.count ? word.count : original.count
                    ranges.append(token.range.lowerBound..<text.index(token.range.lowerBound, offsetBy: min(count, original.count)))
                    break
                }
                let allowed = EditDistance.allowedEdits(forLength: word.count)
                if allowed > 0, ((max(1, word.count - allowed))...(word.count + allowed)).contains(where: {
                    EditDistance.distance(Array(word), Array(token.folded.prefix($0))[...], bound: allowed) <= allowed
                }) {
                    ranges.append(token.range)
                    break
                }
            }
        }
        return ranges
    }
}
