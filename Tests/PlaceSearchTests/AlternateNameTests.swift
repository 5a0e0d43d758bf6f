import Geo
import Testing
@testable import PlaceSearch

@Test func everyNameKeyWithItsLanguage() {
    let tags = ["name": "Senaatintori", "name:sv": "Senatstorget", "name:en": "Senate Square", "name:fi": "Senaatintori",
                "alt_name": "Senis;Senaatti", "official_name:sv": "Senatstorget", "int_name": "Senate Square",
                "name:etymology:wikidata": "Q1", "brand:wikidata": "Q2", "old_name": "Keisarillinen tori", "not_name": "x"]
    let names = AlternateName.all(in: tags)
    #expect(names.map(\.key) == ["name:en", "name:sv", "alt_name", "alt_name", "int_name", "official_name:sv", "old_name"])
    #expect(names.map(\.language) == ["en", "sv", nil, nil, nil, "sv", nil])
    #expect(names.first { $0.key == "alt_name" }?.text == "Senis")
    #expect(AlternateName.isNameKey("name:zh-Hant") && !AlternateName.isNameKey("name:etymology") && !AlternateName.isNameKey("name"))
}

@Test func resultsShowTheLanguageAskedForOrTheOneMatched() throws {
    let search = LocalSearch(index: Fixtures.index)
    var request = LocalSearch.Request(naturalLanguageQuery: "Senatstorget", region: Fixtures.region)
    let matched = try #require(try search.start(request).mapItems.first)
    #expect(matched.name == "Senatstorget" && matched.defaultName == "Senaatintori")
    request.resultLanguage = "en"
    let english = try #require(try search.start(request).mapItems.first { $0.kind == .place })
    #expect(english.name == "Helsinki Senate Square" && english.defaultName == "Senaatintori")
    request.naturalLanguageQuery = "Senaatintori"
    request.resultLanguage = nil
    #expect(try search.start(request).mapItems.first?.name == "Senaatintori")
    request.resultLanguage = "s v"
    #expect(throws: SearchError(field: "language", message: "\"s v\" is not a language code such as en, fi or sv")) { try search.start(request) }
}

@Test func namedRelationsAndUnnamedAmenitiesAreFound() throws {
    let items = Fixtures.index.items
    // Districts come from boundary relations, squares from multipolygons.
    #expect(items.contains { $0.name == "Kamppi" && $0.sourceType == "relation" && $0.kind == .place })
    #expect(items.contains { $0.name == "Senaatintori" && $0.sourceType == "relation" })
    // Unnamed toilets and ATMs are listed by what they are; named POIs without a category keep their feature type.
    #expect(items.contains { $0.name == "Public toilet" && $0.pointOfInterestCategory == .restroom })
    #expect(items.contains { $0.featureType == "amenity=embassy" && $0.pointOfInterestCategory == nil })
    #expect(items.contains { $0.featureType == "financial=stock_exchange" })
    // Churches and statues, supermarkets and market halls are apart.
    #expect(items.first { $0.defaultName == "Helsingin tuomiokirkko" }?.pointOfInterestCategory == .placeOfWorship)
    #expect(items.first { $0.defaultName == "Vanha Kauppahalli" }?.pointOfInterestCategory == .marketplace)
}

@Test func streetGeometryCostsLinearSpaceForHugeSegments() {
    // A street from Helsinki to the far south Pacific (the pathological geometry of the hardening issue).
    let line = StreetLine(name: "Long Road", points: [Coordinate(latitude: 60.17, longitude: 24.94), Coordinate(latitude: -60, longitude: -170)])
    #expect(StreetGeometry.cellKeys(line.points[0], line.points[1]) == [StreetGeometry.catchAllKey])
    let geometry = StreetGeometry(lines: [line, StreetLine(name: "Short", points: [Coordinate(latitude: 60.1701, longitude: 24.9401),
                                                                                    Coordinate(latitude: 60.1702, longitude: 24.9402)])])
    #expect(geometry.nearestStreet(to: Coordinate(latitude: 60.17, longitude: 24.94), within: 200)?.name == "Long Road")
    #expect(geometry.nearestStreet(to: Coordinate(latitude: 60.17015, longitude: 24.94015), within: 200)?.name == "Short")
    #expect(geometry.nearestStreet(to: Coordinate(latitude: 10, longitude: 10), within: 200) == nil)
}
