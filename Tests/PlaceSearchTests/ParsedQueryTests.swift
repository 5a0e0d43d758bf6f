import Testing
@testable import PlaceSearch

@Test func categoryWordsAndNamesAreSeparated() {
    let query = ParsedQuery("coffee Kamppi")
    #expect(query.categories == [.cafe] && query.categoryWords == ["coffee"])
    #expect(query.nameWords == ["kamppi"])
    #expect(query.asksForCategory)
}

@Test func cuisinesAskForRestaurants() {
    let query = ParsedQuery("pizza")
    #expect(query.cuisines == ["pizza"] && query.categories == [.restaurant])
}

@Test func houseNumbersAreRecognised() {
    let query = ParsedQuery("Mannerheimintie 52a")
    #expect(query.houseNumber == "52a" && query.nameWords == ["mannerheimintie"])
    #expect(!query.asksForCategory)
}

@Test func nearSplitsWhatFromWhere() {
    let query = ParsedQuery("cafe near Kamppi")
    #expect(query.categories == [.cafe] && query.nearWords == ["kamppi"] && query.nameWords.isEmpty)
    // "near" without a category before it is part of a name.
    #expect(ParsedQuery("Near East").nearWords.isEmpty)
    // A trailing "near" has nothing to look near.
    #expect(ParsedQuery("cafe near").nearWords.isEmpty)
}

@Test func overlongQueriesAreCutNotRejected() {
    let query = ParsedQuery(String(repeating: "esplanadi ", count: 100))
    #expect(query.nameWords.count == 12)
}

@Test func twoWordPhrasesAreOneCategory() {
    let query = ParsedQuery("gas station Pasila")
    #expect(query.categories == [.gasStation] && query.categoryWords == ["gas", "station"] && query.nameWords == ["pasila"])
}
