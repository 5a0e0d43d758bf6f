import Testing
@testable import PlaceSearch

@Test func foldsCaseAndDiacritics() {
    #expect(TextNormalizer.fold("Café") == "cafe")
    #expect(TextNormalizer.fold("käyttäjä") == "kayttaja")
    #expect(TextNormalizer.fold("Straße") == "strasse")
    #expect(TextNormalizer.words("McDonald's, Kämp-hotelli 29") == ["mcdonald", "s", "kamp", "hotelli", "29"])
}

@Test func tokensKeepOriginalRanges() {
    let text = "Hotel Kämp"
    let tokens = TextNormalizer.tokens(text)
    #expect(tokens.map { String(text[$0.range]) } == ["Hotel", "Kämp"])
}
