import BinaryData
import Foundation
import Geo
import Testing
import TestSupport
import OSM
@testable import PlaceSearch

private let mappedIndex: PlaceIndex? = try? PlaceIndex(preparedSection: ByteRegion(bytes: Fixtures.index.preparedSection()))

/// The queries of the query set (first column of queries.tsv).
private func querySet() throws -> [String] {
    let text = try String(contentsOfFile: Fixtures.directory + "/queries.tsv", encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").first.map(String.init) }
}

@Test func mappedIndexHoldsTheSameItems() throws {
    let mapped = try #require(mappedIndex)
    #expect(mapped.itemCount == Fixtures.index.itemCount)
    #expect(mapped.items == Fixtures.index.items)
}

@Test func mappedIndexGivesTheSameAnswers() throws {
    let mapped = try #require(mappedIndex)
    let queries = try querySet()
    #expect(queries.count > 50)
    for query in queries + ["stokman", "kahvila Kluuvi", "pizza", "Tokyo", "hotel kam", "Aleksanterinkatu 24"] {
        for region in [Fixtures.region, nil] {
            var request = LocalSearch.Request(naturalLanguageQuery: query, region: region)
            request.limit = 10
            let expected = try LocalSearch(index: Fixtures.index).start(request).mapItems
            let actual = try LocalSearch(index: mapped).start(request).mapItems
            #expect(actual == expected, "\(query)")
        }
        let typed = String(query.prefix(max(2, query.count - 2)))
        let completions = LocalSearchCompleter(index: Fixtures.index, region: Fixtures.region).completions(for: typed).map(\.title)
        #expect(LocalSearchCompleter(index: mapped, region: Fixtures.region).completions(for: typed).map(\.title) == completions, "\(typed)")
    }
    var generator = SeededGenerator(seed: 4)
    for _ in 0..<40 {
        let point = Coordinate(latitude: Double.random(in: 60.164...60.179, using: &generator), longitude: Double.random(in: 24.935...24.953, using: &generator))
        let expected = Geocoder(index: Fixtures.index).reverse(point), actual = Geocoder(index: mapped).reverse(point)
        #expect(actual.address == expected.address && actual.street == expected.street && actual.place == expected.place)
    }
}

@Test func damagedIndexSectionsNeverCrash() throws {
    let section = Fixtures.index.preparedSection()
    for copy in damagedCopies(of: section, count: 120, seed: 5) {
        guard let index = try? PlaceIndex(preparedSection: ByteRegion(bytes: copy)) else { continue }
        for query in ["kamppi", "cafe", "Aleksanterinkatu 24", "stokman", "Tokyo"] {
            _ = try? LocalSearch(index: index).start(LocalSearch.Request(naturalLanguageQuery: query, region: Fixtures.region))
        }
        _ = LocalSearchCompleter(index: index).completions(for: "kam")
        _ = Geocoder(index: index).reverse(Coordinate(latitude: 60.17, longitude: 24.94))
    }
}

/// The section written table by table into a temporary file (as `prepare` writes it) is the section in memory.
@Test func placeSectionThroughATemporaryFileIsTheSame() throws {
    var file = try SpillFile(directory: FileManager.default.temporaryDirectory.path)
    Fixtures.index.writePreparedSection(to: &file)
    var bytes: [UInt8] = []
    try file.copy { bytes += $0 }
    #expect(bytes == Fixtures.index.preparedSection())
}

/// The section written item by item as the places are found (records into their own sink, as `prepare` spills them)
/// is the section the index built in memory writes, with and without extra items.
@Test func sectionWrittenItemByItemIsTheIndexsSection() throws {
    let data = try PBFReader.read(path: Fixtures.dataDirectory + "/Helsinki.osm.pbf")
    let cities = Array(Fixtures.index.items.filter { $0.kind == .city }.prefix(500))
    for extra in [[], cities] {
        let streamed = PlaceIndex.writePreparedSection(data: data, adding: extra, records: ByteWriter())
        let index = PlaceIndex(data: data, adding: extra)
        #expect(streamed.count == index.itemCount)
        #expect(streamed.head + streamed.records.bytes + streamed.tail == index.preparedSection())
    }
}
