import Geo
import Testing
@testable import PlaceSearch

private let center = Coordinate(latitude: 60.1699, longitude: 24.9410)

private func item(_ name: String, _ latitudeOffset: Double, kind: MapItem.Kind = .pointOfInterest) -> MapItem {
    MapItem(name: name, coordinate: Coordinate(latitude: center.latitude + latitudeOffset, longitude: center.longitude),
            kind: kind, sourceID: 1, sourceType: "node")
}

private let index = PlaceIndex(items: [
    item("Stockmann", 0), item("Café Kappeli", 0.001), item("Kappelin terassi", 0.002), item("Helsinki", 0.5, kind: .city),
])

@Test func namesAreIndexedByFoldedWordAndSqueezed() {
    #expect(index.items(withWord: "stockmann") == [0])
    #expect(index.items(withWord: "cafe") == [1])  // accents folded
    #expect(index.items(withWord: "cafekappeli") == [1])  // "Café Kappeli" typed as one word
}

@Test func prefixesAndTyposFindWords() {
    #expect(index.words(withPrefix: "kappel") == ["kappeli", "kappelin", "kappelinterassi"])
    #expect(index.words(near: "stokmann") == ["stockmann"])
    #expect(index.words(near: "kap").isEmpty)  // three letters: no typo allowed
    #expect(index.words(nearPrefix: "stokm") == ["stockmann"])
}

@Test func matchesPreferExactOverPrefix() {
    let matches = index.matches(for: "kappeli", allowPrefix: true)
    #expect(matches[1] == .exact && matches[2] == .prefix)
    #expect(index.matches(for: "stockman", allowPrefix: false)[0] == .fuzzy)
}

@Test func nearbyItemsAreSortedByDistanceAndSkipCities() {
    let found = index.items(near: center, radius: 500)
    #expect(found.map(\.index) == [0, 1, 2])
    #expect(found[0].distance < 1 && abs(found[1].distance - 111) < 2)
    #expect(index.items(near: center, radius: 100_000).allSatisfy { $0.index != 3 })
}
