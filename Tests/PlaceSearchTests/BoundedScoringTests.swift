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
        #expect(ceiling >= prominence, "\(prominence)")
        #expect(ceiling - prominence <= 1.0 / 254 + 1e-12, "\(prominence)")
    }
    #expect(ProminenceCeiling.value(ProminenceCeiling.byte(-0.5)) == 0)
    #expect(ProminenceCeiling.value(ProminenceCeiling.byte(1.5)) == .infinity)
    #expect(ProminenceCeiling.value(ProminenceCeiling.byte(.nan)) == .infinity)
    #expect(ProminenceCeiling.value(ProminenceCeiling.byte(.infinity)) == .infinity)
}

/// Candidates tied at the top (every café of a country without a region: same score, same distance) are left out by
/// their tie rank after the first few, and the results are still exactly the best a full scoring gives: over random
/// candidate sets with few distinct bounds and distances, scores at or below their bounds, ranks that order names.
@Test func candidatesTiedWithTheLastResultAreLeftOutByTheirTieRank() {
    var generator = SeededGenerator(seed: 13)
    for round in 0..<40 {
        let count = [1, 5, 20, 120][round % 4]
        let size = Int.random(in: 1...4_000, using: &generator)
        let ranks = (0..<UInt32(size)).shuffled(using: &generator)
        var scores: [Int: Ranking.Scored] = [:]
        var bounds: [Int: Ranking.Bound] = [:]
        for index in 0..<size {
            let bound = Double([2, 2, 2, 1.5, 3][Int.random(in: 0..<5, using: &generator)])
            let distance = round % 2 == 0 ? Double.greatestFiniteMagnitude : Double(Int.random(in: 0..<3, using: &generator)) * 100
            // Most score exactly their bound (the ties), some below it.
            let score = Bool.random(using: &generator) || Bool.random(using: &generator) ? bound : bound - Double.random(in: 0...1, using: &generator)
            bounds[index] = Ranking.Bound(score: bound, distance: distance)
            // Names in rank order, so `Ranking.order` breaks ties as the ranks do.
            scores[index] = Ranking.Scored(index: index, score: score, distance: distance, name: String(format: "%08u", ranks[index]), sourceID: 0)
        }
        var scoring = BoundedScoring()
        for index in 0..<size { scoring.add(index: index, reading: .category, matches: []) }
        scoring.findBounds({ bounds[Int($0.index)] ?? Ranking.Bound(score: 0, distance: 0) }, tieRank: { ranks[$0] })
        var scored = 0
        var best: [Int: Ranking.Scored] = [:]
        scoring.run(count: count, into: &best, tieRank: { ranks[$0] }) { candidate, _ in
            scored += 1
            return scores[Int(candidate.index)]
        }
        let expected = Ranking.best(Array(scores.values), count: count).prefix(count).map(\.index)
        #expect(Ranking.best(Array(best.values), count: count).prefix(count).map(\.index) == expected, "round \(round)")
        // What must be scored: the candidates that could come before the last result (bound above its score, or
        // equal and nearer or earlier in tie rank). The last result is found again after count, 2·count, 4·count, …
        // scores, so at most twice as many are.
        let last = scores[expected.last ?? 0]
        let needed = (0..<size).filter { index in
            guard let last, let bound = bounds[index] else { return true }
            if bound.score != last.score { return bound.score > last.score }
            return (bound.distance, ranks[index]) < (last.distance, ranks[last.index])
        }.count
        #expect(scored <= max(2 * needed, count), "round \(round): \(scored) scored of \(size), \(needed) needed")
    }
}
