import Foundation
import Geo
import Testing
@testable import PlaceSearch

/// One line of Fixtures/queries.tsv.
private struct QueryCase {
    let query: String
    let expectation: String
    let expected: String

    func isCorrect(_ item: MapItem) -> Bool {
        expectation == "name" ? TextNormalizer.fold(item.name) == TextNormalizer.fold(expected)
            : item.pointOfInterestCategory?.rawValue == expected
    }
}

private let cases: [QueryCase] = {
    let text = (try? String(contentsOfFile: Fixtures.directory + "/queries.tsv", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
        let fields = line.split(separator: "\t").map(String.init)
        return fields.count >= 3 ? QueryCase(query: fields[0], expectation: fields[1], expected: fields[2]) : nil
    }
}()

/// Precision@1: the top result is the expected place (or has the expected category).
/// Recall@5: the expected place is in the top five (for categories: at least four of the top five have it).
@Test func querySetMeetsPrecisionAndRecall() throws {
    #expect(cases.count >= 60)
    let search = LocalSearch(index: Fixtures.index)
    var top1 = 0, top5 = 0
    var misses: [String] = []
    for testCase in cases {
        let items = try search.start(LocalSearch.Request(naturalLanguageQuery: testCase.query, region: Fixtures.region)).mapItems
        let first5 = Array(items.prefix(5))
        if let first = items.first, testCase.isCorrect(first) { top1 += 1 } else {
            misses.append("\(testCase.query) → \(items.first?.name ?? "nothing") (want \(testCase.expected))")
        }
        let recalled = testCase.expectation == "name" ? first5.contains(where: testCase.isCorrect)
            : first5.filter(testCase.isCorrect).count >= min(4, first5.count) && !first5.isEmpty
        if recalled { top5 += 1 }
    }
    let precision = Double(top1) / Double(cases.count), recall = Double(top5) / Double(cases.count)
    print("query set: \(cases.count) queries, precision@1 \(String(format: "%.3f", precision)), recall@5 \(String(format: "%.3f", recall))")
    for miss in misses { print("  miss: \(miss)") }
    #expect(precision >= 0.95, "precision@1 \(precision); misses: \(misses)")
    #expect(recall >= 0.97, "recall@5 \(recall)")
}

@Test func emptyQueryIsAClearError() {
    #expect(throws: SearchError(field: "query", message: "is empty; type a name, a category or an address")) {
        try LocalSearch(index: Fixtures.index).start(LocalSearch.Request(naturalLanguageQuery: "  "))
    }
}

@Test func limitAndRegionAreChecked() {
    var request = LocalSearch.Request(naturalLanguageQuery: "cafe")
    request.limit = 0
    #expect(throws: SearchError(field: "limit", message: "0 must be at least 1")) { try LocalSearch(index: Fixtures.index).start(request) }
    request.limit = 5
    request.region = CoordinateRegion(center: Coordinate(latitude: 95, longitude: 0), span: CoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
    #expect(throws: SearchError(field: "region.center.latitude", message: "95 is outside -90...90")) { try LocalSearch(index: Fixtures.index).start(request) }
}

@Test func hugeQueryIsHandledQuickly() throws {
    let query = String(repeating: "kahvila ", count: 1250)
    let start = Date()
    _ = try LocalSearch(index: Fixtures.index).start(LocalSearch.Request(naturalLanguageQuery: query, region: Fixtures.region))
    // Not a timing assertion of speed targets: only that a 10,000-character query is cut, not processed whole.
    #expect(Date().timeIntervalSince(start) < 5)
}

@Test func requiredRegionFiltersAndFiltersApply() throws {
    var request = LocalSearch.Request(naturalLanguageQuery: "Tokyo", region: Fixtures.region)
    request.regionPriority = .required
    let inside = try LocalSearch(index: Fixtures.index).start(request).mapItems
    #expect(!inside.contains { $0.kind == .city && $0.name == "Tokyo" })
    var cafes = LocalSearch.Request(naturalLanguageQuery: "Robert's", region: Fixtures.region)
    cafes.pointOfInterestFilter = .excluding([.cafe])
    #expect(try LocalSearch(index: Fixtures.index).start(cafes).mapItems.allSatisfy { $0.pointOfInterestCategory != .cafe })
    var addresses = LocalSearch.Request(naturalLanguageQuery: "Aleksanterinkatu", region: Fixtures.region)
    addresses.resultTypes = [.pointOfInterest]
    #expect(try LocalSearch(index: Fixtures.index).start(addresses).mapItems.allSatisfy { $0.kind == .pointOfInterest })
}

@Test func resultsAreDeterministic() throws {
    let request = LocalSearch.Request(naturalLanguageQuery: "cafe", region: Fixtures.region)
    let a = try LocalSearch(index: Fixtures.index).start(request).mapItems, b = try LocalSearch(index: Fixtures.index).start(request).mapItems
    #expect(a == b)
}
