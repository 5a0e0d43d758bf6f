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
