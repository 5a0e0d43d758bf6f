import Geo
import Testing
@testable import PlaceSearch

private let center = Coordinate(latitude: 60.1699, longitude: 24.9410)
private let region = CoordinateRegion(center: center, span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.02))

private func item(_ name: String, kind: MapItem.Kind = .pointOfInterest, category: PointOfInterestCategory? = nil,
                  cuisine: String? = nil, at coordinate: Coordinate = center, id: Int64 = 1) -> MapItem {
    var item = MapItem(name: name, coordinate: coordinate, kind: kind, sourceID: id, sourceType: "node")
    item.pointOfInterestCategory = category
    item.cuisine = cuisine
    return item
}

private func score(_ query: String, _ candidate: MapItem, words: [String], matches: [WordMatch]) -> Double {
    Ranking(query: ParsedQuery(query).nameReading, region: region).score(candidate, index: 0, variants: [words], matches: matches).score
}

@Test func exactNamesBeatPrefixesAndTypos() {
    let exact = score("kappeli", item("Kappeli"), words: ["kappeli"], matches: [.exact])
    let prefix = score("kappel", item("Kappeli"), words: ["kappeli"], matches: [.prefix])
    let typo = score("kapeli", item("Kappeli"), words: ["kappeli"], matches: [.fuzzy])
    #expect(exact > prefix && prefix > typo)
}

@Test func cuisineMatchesScoreAboveOtherRestaurants() {
    let ranking = Ranking(query: ParsedQuery("pizza"), region: region)
    #expect(ranking.categoryScore(item("Venn", category: .restaurant, cuisine: "pizza;italian")) == 1)
    #expect(ranking.categoryScore(item("Sushi Bar", category: .restaurant, cuisine: "sushi")) == 0.5)
    #expect(ranking.categoryScore(item("Corner Shop", category: .store)) == 0)
    #expect(Ranking(query: ParsedQuery("Kappeli"), region: region).categoryScore(item("Kappeli", category: .cafe)) == 0)
}

@Test func nearerPlacesScoreHigherAndDistanceDecays() {
    let near = Ranking(query: ParsedQuery("cafe"), region: region).score(item("A", category: .cafe), index: 0, variants: [], matches: [])
    let far = Ranking(query: ParsedQuery("cafe"), region: region)
        .score(item("B", category: .cafe, at: Coordinate(latitude: 60.25, longitude: 24.94)), index: 1, variants: [], matches: [])
    #expect(near.score > far.score)
    #expect(near.distance < 1 && far.distance > 8000)
}

@Test func houseNumbersPickTheirAddress() {
    var numbered = item("Mannerheimintie 52", kind: .address)
    numbered.placemark.subThoroughfare = "52"
    var other = item("Mannerheimintie 10", kind: .address)
    other.placemark.subThoroughfare = "10"
    let words = ["mannerheimintie"]
    #expect(score("Mannerheimintie 52", numbered, words: words, matches: [.exact]) > score("Mannerheimintie 52", other, words: words, matches: [.exact]))
    // Without a number the street itself beats its addresses.
    #expect(score("Mannerheimintie", item("Mannerheimintie", kind: .street), words: words, matches: [.exact])
            > score("Mannerheimintie", numbered, words: words, matches: [.exact]))
}

@Test func tiesGoToTheNearerThenByNameThenId() {
    let items = [item("B", id: 2), item("A", id: 3), item("A", id: 1)]
    func scored(_ index: Int, score: Double = 1, distance: Double) -> Ranking.Scored {
        Ranking.Scored(index: index, score: score, distance: distance, name: items[index].name, sourceID: items[index].sourceID)
    }
    let list = [scored(0, distance: 10), scored(1, distance: 10), scored(2, distance: 10), scored(0, distance: 5)]
    #expect(Ranking.order(list[3], list[0]))  // nearer first
    #expect(Ranking.order(list[1], list[0]))  // then by name
    #expect(Ranking.order(list[2], list[1]))  // then by source id
    #expect(Ranking.order(scored(0, score: 2, distance: 99), list[3]))  // score wins over all
}
