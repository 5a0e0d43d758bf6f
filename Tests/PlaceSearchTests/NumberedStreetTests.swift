import Geo
import OSM
import Testing
@testable import PlaceSearch

/// A small US-style extract (Fixtures/numbered-streets.opl, made into .osm.pbf with `osmium cat`): 7th and 8th
/// Street with numbered addresses, as on an Oakland extract.
private let index: PlaceIndex = {
    guard let data = try? PBFReader.read(path: Fixtures.directory + "/numbered-streets.osm.pbf") else { return PlaceIndex(items: []) }
    return PlaceIndex(data: data)
}()

@Test(arguments: [
    ("1612 7th Street", "7th Street 1612"),
    ("1612 7th St", "7th Street 1612"),
    ("1612 Seventh Street", "7th Street 1612"),
    ("7th Street 1650", "7th Street 1650"),
    ("1701 8th St", "8th Street 1701"),
])
func houseNumbersBeforeOrAfterNumberedStreets(query: String, expected: String) throws {
    let first = try #require(try LocalSearch(index: index).start(LocalSearch.Request(naturalLanguageQuery: query)).mapItems.first)
    #expect(first.defaultName == expected && first.kind == .address, "\(query) → \(first.name)")
}

@Test(arguments: [("8th", "8th Street"), ("7th St", "7th Street"), ("Seventh", "7th Street"), ("Eighth Street", "8th Street"),
                  ("MLK", nil), ("Martin Luther King Jr Way", "Martin Luther King Jr Way")])
func numberedStreetsByOrdinalWordOrAbbreviation(query: String, expected: String?) throws {
    let items = try LocalSearch(index: index).start(LocalSearch.Request(naturalLanguageQuery: query)).mapItems
    if let expected {
        let first = try #require(items.first)
        #expect(first.defaultName == expected && first.kind == .street, "\(query) → \(first.name)")
    } else {
        #expect(items.allSatisfy { $0.kind != .street }, "\(query) should find no street: \(items.map(\.name))")
    }
}

@Test func ordinalsAreNameWordsAndNumbersAreHouseNumbers() {
    let query = ParsedQuery("1612 7th Street")
    #expect(query.houseNumber == "1612" && query.nameWords == ["7th", "street"])
    #expect(ParsedQuery("Aleksanterinkatu 52a").houseNumber == "52a")
    #expect(ParsedQuery("52 Aleksanterinkatu").houseNumber == "52")
    #expect(ParsedQuery("8th").houseNumber == nil && ParsedQuery("8th").nameWords == ["8th"])
    #expect(StreetNameVariants.variants(of: "7th Street").map(\.text) == ["Seventh Street", "7th St", "Seventh St"])
    #expect(StreetNameVariants.variants(of: "Aleksanterinkatu").isEmpty)
}
