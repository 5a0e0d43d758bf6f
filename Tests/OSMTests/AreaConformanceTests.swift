import Foundation
import Geo
import Testing
@testable import OSM

/// The osm-testdata area suite (categories 7 and 9; Fixtures/osm-testdata/README.md): every multipolygon relation
/// and closed way with expected areas is assembled and compared with osmium's expectation — same number of outer and
/// inner rings, area within 1%. Where the input is invalid, MapSnap must draw osmium's repair (`fix` or `location`)
/// or nothing.
private let suite = Fixtures.directory + "/osm-testdata"

/// Old-style multipolygon tagging (tags on the outer way) that modern osmium and OpenMapTiles no longer honour.
private let oldStyleTagging: Set<String> = ["912", "921", "925", "926", "931"]

struct ExpectedArea {
    var outers: Int
    var inners: Int
    var area: Double
}

/// Outer and inner ring counts and the filled area (Mercator square metres) of a WKT MULTIPOLYGON.
func parseMultipolygon(_ wkt: String) -> ExpectedArea? {
    guard wkt.hasPrefix("MULTIPOLYGON") else { return nil }
    var result = ExpectedArea(outers: 0, inners: 0, area: 0)
    var depth = 0, ringIndex = 0
    var current = ""
    for character in wkt.dropFirst("MULTIPOLYGON".count) {
        switch character {
        case "(":
            depth += 1
            if depth == 2 { ringIndex = 0 }
            current = ""
        case ")":
            if depth == 3 {
                let points = current.split(separator: ",").compactMap { pair -> MapPoint? in
                    let numbers = pair.split(separator: " ").compactMap { Double($0) }
                    return numbers.count == 2 ? MapPoint(Coordinate(latitude: numbers[1], longitude: numbers[0])) : nil
                }
                let area = abs(RingAssembler.signedArea(points)) / 2
                if ringIndex == 0 { result.outers += 1; result.area += area } else { result.inners += 1; result.area -= area }
                ringIndex += 1
            }
            depth -= 1
        default:
            current.append(character)
        }
    }
    return result
}

func assembled(_ polygons: [[[MapPoint]]]) -> ExpectedArea {
    var result = ExpectedArea(outers: polygons.count, inners: 0, area: 0)
    for polygon in polygons {
        result.area += abs(RingAssembler.signedArea(polygon[0])) / 2
        for hole in polygon.dropFirst() {
            result.inners += 1
            result.area -= abs(RingAssembler.signedArea(hole)) / 2
        }
    }
    return result
}

func matches(_ actual: ExpectedArea, _ expected: ExpectedArea) -> Bool {
    actual.outers == expected.outers && actual.inners == expected.inners
        && abs(actual.area - expected.area) <= 0.01 * max(expected.area, 1e-9)
}

/// The suite's verdicts for one test: pass, or the reason it fails.
func checkAreaTest(_ id: String) throws -> String? {
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(suite)/\(id)/test.json"))) as? [String: Any] ?? [:]
    let areas = json["areas"] as? [String: [[String: Any]]] ?? [:]
    let data = try PBFReader.read(path: "\(suite)/\(id)/data.osm.pbf")
    let ways = Dictionary(data.ways.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let defaults = areas["default"] ?? []
    let invalid = defaults.contains { ($0["wkt"] as? String) == "INVALID" }
    var problems: [String] = []
    for relation in data.relations where relation.tags["type"] == "multipolygon" {
        let actual = assembled(MultipolygonAssembler.polygons(relation, ways: ways, locations: data.locations))
        if invalid {
            let repairs = ((areas["fix"] ?? []) + (areas["location"] ?? [])).compactMap { ($0["wkt"] as? String).flatMap(parseMultipolygon) }
            if actual.outers > 0, !repairs.contains(where: { matches(actual, $0) }) {
                problems.append("relation \(relation.id): invalid input drawn as \(actual) instead of nothing or \(repairs)")
            }
            continue
        }
        let expected = defaults.filter { ($0["from_type"] as? String) == "relation" && ($0["from_id"] as? Int).map(Int64.init) == relation.id }
            .compactMap { ($0["wkt"] as? String).flatMap(parseMultipolygon) }
        guard let wanted = expected.first else {
            if actual.outers > 0 { problems.append("relation \(relation.id): drawn as \(actual), osmium makes no area") }
            continue
        }
        if !matches(actual, wanted) { problems.append("relation \(relation.id): \(actual) instead of \(wanted)") }
    }
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
}

/// Tests the assembler does not pass (none today). The test fails when any other test fails, and when one of these
/// starts passing (then take it off the list).
private let knownFailures: Set<String> = []

@Test func areaSuiteMatchesOsmium() throws {
    let ids = try FileManager.default.contentsOfDirectory(atPath: suite).filter { Int($0) != nil }.sorted()
    #expect(ids.count >= 100)
    var unexpected: [String] = [], fixed: [String] = []
    for id in ids where !oldStyleTagging.contains(id) {
        let problem = try checkAreaTest(id)
        if let problem, !knownFailures.contains(id) { unexpected.append("\(id): \(problem)") }
        if problem == nil, knownFailures.contains(id) { fixed.append(id) }
    }
    #expect(unexpected.isEmpty, "\(unexpected.count) failing:\n\(unexpected.joined(separator: "\n"))")
    #expect(fixed.isEmpty, "now passing, take off knownFailures: \(fixed)")
}
