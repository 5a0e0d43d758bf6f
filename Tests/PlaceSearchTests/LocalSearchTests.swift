import Foundation
import Geo
import Testing
@testable import PlaceSearch

/// One line of Fixtures/queries.tsv: a query, what kind of answer is expected (a place by its `name` tag, or a category,
/// OSM feature type or cuisine the top results must have) and the class the query belongs to.
private struct QueryCase {
    let query: String
    let expectation: String
    let expected: String
    let queryClass: String

    func isCorrect(_ item: MapItem) -> Bool {
        switch expectation {
        case "name": return [item.name, item.defaultName].contains { TextNormalizer.fold($0) == TextNormalizer.fold(expected) }
        case "category": return item.pointOfInterestCategory?.rawValue == expected
        case "feature": return item.featureType == expected
        case "cuisine":
            let served = (item.cuisine ?? "").split(whereSeparator: { $0 == ";" || $0 == "," }).map { TextNormalizer.fold(String($0)) }
            let related = QueryVocabulary.relatedCuisines[expected] ?? []
            return served.contains { $0 == expected || related.contains($0) }
        default: return false
        }
    }
}

private let cases: [QueryCase] = {
    let text = (try? String(contentsOfFile: Fixtures.directory + "/queries.tsv", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
        let fields = line.split(separator: "\t").map(String.init)
        return fields.count >= 4 ? QueryCase(query: fields[0], expectation: fields[1], expected: fields[2], queryClass: fields[3]) : nil
    }
}()

/// Precision@1: the top result is the expected place (or has the expected kind), overall ≥ 0.92 and ≥ 0.85 in every
/// class. Recall@5: the expected place is in the top five (for kinds: at least three of the top five have it).
@Test func querySetMeetsPrecisionAndRecall() throws {
    #expect(cases.count >= 250)
    let search = LocalSearch(index: Fixtures.index)
    var top1 = 0, top5 = 0
    var byClass: [String: (right: Int, total: Int)] = [:]
    var misses: [String] = []
    for testCase in cases {
        let items = try search.start(LocalSearch.Request(naturalLanguageQuery: testCase.query, region: Fixtures.region)).mapItems
        let first5 = Array(items.prefix(5))
        let right = items.first.map(testCase.isCorrect) ?? false
        byClass[testCase.queryClass, default: (0, 0)].total += 1
        if right {
            top1 += 1
            byClass[testCase.queryClass, default: (0, 0)].right += 1
        } else {
            misses.append("[\(testCase.queryClass)] \(testCase.query) → \(items.first?.name ?? "nothing") (want \(testCase.expected))")
        }
        let recalled = testCase.expectation == "name" ? first5.contains(where: testCase.isCorrect) : first5.filter(testCase.isCorrect).count >= min(3, first5.count) && !first5.isEmpty
        if recalled { top5 += 1 }
    }
    let precision = Double(top1) / Double(cases.count), recall = Double(top5) / Double(cases.count)
    print("query set: \(cases.count) queries, precision@1 \(String(format: "%.3f", precision)), recall@5 \(String(format: "%.3f", recall))")
    for (name, counts) in byClass.sorted(by: { $0.key < $1.key }) {
        print("  \(name): \(counts.right)/\(counts.total) = \(String(format: "%.2f", Double(counts.right) / Double(counts.total)))")
    }
    for miss in misses { print("  miss: \(miss)") }
    #expect(precision >= 0.92, "precision@1 \(precision); misses: \(misses)")
    for (name, counts) in byClass { #expect(Double(counts.right) / Double(counts.total) >= 0.85, "class \(name): \(counts.right)/\(counts.total)") }
    #expect(recall >= 0.92, "recall@5 \(recall)")
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
