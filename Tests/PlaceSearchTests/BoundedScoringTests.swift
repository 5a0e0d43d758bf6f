import BinaryData
import Foundation
import Geo
import Testing
import TestSupport
@testable import PlaceSearch

private let mappedIndex: PlaceIndex? = try? PlaceIndex(preparedSection: ByteRegion(bytes: Fixtures.index.preparedSection()))

/// Searches that leave candidates out by their bounds answer exactly as searches that score every candidate: over the
/// query set, kind words and phrasings, with and without a region (random ones too), with limits small enough to
/// leave most candidates out and a filter, in memory (exact prominences) and from a prepared section (prominences
/// rounded up to a byte).
@Test func leavingCandidatesOutByTheirBoundsChangesNoAnswer() throws {
    let mapped = try #require(mappedIndex)
    let queryFile = try String(contentsOfFile: Fixtures.directory + "/queries.tsv", encoding: .utf8)
    let querySet = queryFile.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").first.map(String.init) }
    let kinds = ["cafe", "kahvila", "ravintola", "restaurant", "pizza", "sushi", "hotel", "bar", "museum", "apteekki", "bank", "church",
                 "kahvila Kluuvi", "cafe near Stockmann", "Hotel Kä", "public toilet", "kämp", "Aleksanterinkatu 24", "Mannerheimintie"]
    var generator = SeededGenerator(seed: 11)
    var filled = 0
    for query in querySet + kinds {
        let randomCenter = Coordinate(latitude: Double.random(in: 60.15...60.19, using: &generator), longitude: Double.random(in: 24.90...24.98, using: &generator))
        let regions: [CoordinateRegion?] = [nil, Fixtures.region, CoordinateRegion(center: randomCenter, span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.02))]
        for region in regions {
            for limit in [1, 3] {
                var request = LocalSearch.Request(naturalLanguageQuery: query, region: region)
                request.limit = limit
                if limit == 3 { request.pointOfInterestFilter = .excluding([.cafe]) }
                for index in [Fixtures.index, mapped] {
                    let bounded = try LocalSearch(index: index).start(request).mapItems
                    var everything = LocalSearch(index: index)
                    everything.scoresEveryCandidate = true
                    let full = try everything.start(request).mapItems
                    #expect(bounded == full, "\(query), limit \(limit), region \(String(describing: region?.center))")
                    if bounded.count == limit { filled += 1 }
                }
            }
        }
    }
    // Enough searches filled their limit (so candidates could be left out) for the comparison to mean something.
    #expect(filled > 100)
}

/// A prominence's byte reads back as at least the prominence, for every value: 0…1 (the ends, tiny and random ones),
/// and out of range (negative: 0; above 1 or not a number: no bound).
@Test func aProminenceCeilingIsNeverBelowTheProminence() {
    var generator = SeededGenerator(seed: 12)
    var values: [Double] = [0, 1, 0.5, 1e-300, .leastNonzeroMagnitude, 1 - .ulpOfOne, 1.0 / 254, 2.0 / 254, 253.0 / 254]
    values += (0..<10_000).map { _ in Double.random(in: 0...1, using: &generator) }
    for prominence in values {
        let ceiling = ProminenceCeiling.value(ProminenceCeiling.byte(prominence))
        #expect(ceiling + BoundedScoring.slack >= prominence, "\(prominence)")
        #expect(ceiling - prominence <= 1.0 / 254 + 1e-12, "\(prominence)")
    }
    #expect(ProminenceCeiling.value(ProminenceCeiling.byte(-0.5)) == 0)
    #expect(ProminenceCeiling.value(ProminenceCeiling.byte(1.5)) == .infinity)
    #expect(ProminenceCeiling.value(ProminenceCeiling.byte(.nan)) == .infinity)
    #expect(ProminenceCeiling.value(ProminenceCeiling.byte(.infinity)) == .infinity)
}
