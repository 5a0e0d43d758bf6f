import Testing
@testable import PlaceSearch

@Test func englishAndFinnishWordsMeanCategories() {
    #expect(QueryVocabulary.words["kahvila"] == .category(.cafe))
    #expect(QueryVocabulary.words["coffee"] == .category(.cafe))
    #expect(QueryVocabulary.words["apteekki"] == .category(.pharmacy))
    #expect(QueryVocabulary.words["pizza"] == .cuisine("pizza"))
    #expect(QueryVocabulary.phrases["gas station"] == .category(.gasStation))
    #expect(QueryVocabulary.phrases["ev charger"] == .category(.evCharger))
}

@Test func parsedQuerySplitsNearAndHouseNumbers() {
    let near = ParsedQuery("cafe near Stockmann")
    #expect(near.categories == [.cafe] && near.nearWords == ["stockmann"] && near.nameWords.isEmpty)
    let address = ParsedQuery("Aleksanterinkatu 52")
    #expect(address.nameWords == ["aleksanterinkatu"] && address.houseNumber == "52")
}
