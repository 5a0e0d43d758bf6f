import Testing
@testable import PlaceSearch

@Test func highlightRangesAreExactlyTheMatchedCharacters() throws {
    let completer = LocalSearchCompleter(index: Fixtures.index, region: Fixtures.region)
    let completion = try #require(completer.completions(for: "hotel kam").first { $0.kind == .place && $0.title == "Hotel Kämp" })
    let highlighted = completion.titleHighlightRanges.map { String(completion.title[$0]) }
    #expect(highlighted == ["Hotel", "Käm"])
}

@Test func typoStillFindsThePlace() {
    let completer = LocalSearchCompleter(index: Fixtures.index, region: Fixtures.region)
    #expect(completer.completions(for: "Stokman").contains { $0.title == "Stockmann" })
    #expect(completer.completions(for: "ateneu").first?.title == "Ateneum")
}

@Test func emptyFragmentGivesNothing() {
    let completer = LocalSearchCompleter(index: Fixtures.index, region: Fixtures.region)
    #expect(completer.completions(for: "").isEmpty)
    #expect(completer.completions(for: "   ,  ").isEmpty)
}

@Test func queryCompletionsForCategories() throws {
    let completions = LocalSearchCompleter(index: Fixtures.index, region: Fixtures.region).completions(for: "cof")
    // The best place first, then the query suggestions.
    let first = try #require(completions.first { $0.kind == .query })
    #expect(completions.firstIndex { $0.kind == .query } == 1 && completions.first?.kind == .place)
    #expect(first.title == "coffee")
    #expect(first.titleHighlightRanges.map { String(first.title[$0]) } == ["cof"])
    #expect(first.searchRequest(region: nil).naturalLanguageQuery == "coffee")
}

/// Fixtures/completions.tsv: real-name prefixes (some in Swedish or English, some with a typo) and the place meant.
/// The place is the first completion for at least 80% of them and among the first five for at least 95%.
@Test func completionFixtureFindsTheIntendedPlace() throws {
    let text = try String(contentsOfFile: Fixtures.directory + "/completions.tsv", encoding: .utf8)
    let cases = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }.filter { $0.count >= 2 }
    #expect(cases.count >= 50)
    let completer = LocalSearchCompleter(index: Fixtures.index, region: Fixtures.region)
    var first = 0, firstFive = 0
    var misses: [String] = []
    for fields in cases {
        let places = completer.completions(for: fields[0])
        let names = places.map { $0.mapItem?.defaultName ?? $0.title }
        if names.first == fields[1] { first += 1 } else { misses.append("\(fields[0]) → \(names.prefix(3)) (want \(fields[1]))") }
        if names.prefix(5).contains(fields[1]) { firstFive += 1 }
    }
    print("completions: \(cases.count) fragments, top-1 \(first), top-5 \(firstFive)")
    for miss in misses { print("  miss: \(miss)") }
    #expect(Double(first) / Double(cases.count) >= 0.8, "\(misses)")
    #expect(Double(firstFive) / Double(cases.count) >= 0.95, "\(misses)")
}
