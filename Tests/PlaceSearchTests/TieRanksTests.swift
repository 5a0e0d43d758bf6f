import BinaryData
import Geo
import Testing
import TestSupport
@testable import PlaceSearch

/// Tie ranks order places as `Ranking.order` orders results of equal score and distance (name, source id, latitude,
/// longitude), over random places with few names (accented ones spelled composed and decomposed, which compare
/// equal), few source ids and few positions, so every tie-break is reached; in memory and from a prepared section.
@Test func tieRanksOrderPlacesAsTheRankingBreaksTies() throws {
    var generator = SeededGenerator(seed: 14)
    let names = ["Kahvila", "kahvila", "Café Ursula", "Cafe\u{301} Ursula", "Ääni", "A\u{308}a\u{308}ni", "Zoo", "", "Ö"]
    for _ in 0..<5 {
        let items = (0..<Int.random(in: 1...400, using: &generator)).map { _ in
            MapItem(name: names[Int.random(in: 0..<names.count, using: &generator)],
                    coordinate: Coordinate(latitude: 60.1 + Double(Int.random(in: 0..<3, using: &generator)) * 1e-7,
                                           longitude: 24.9 + Double(Int.random(in: 0..<3, using: &generator)) * 1e-7),
                    kind: .pointOfInterest, sourceID: Int64.random(in: -2...2, using: &generator), sourceType: "node")
        }
        let memory = PlaceIndex(items: items)
        let mapped = try PlaceIndex(preparedSection: ByteRegion(bytes: memory.preparedSection()))
        for index in [memory, mapped] {
            let scored = (0..<items.count).map { position in
                let item = index.rankingItem(at: position)
                return Ranking.Scored(index: position, score: 1, distance: 0, name: item.name, sourceID: item.sourceID, coordinate: item.coordinate)
            }
            for a in scored {
                for b in scored where Ranking.order(a, b) {
                    let first = try #require(index.tieRank(at: a.index)), second = try #require(index.tieRank(at: b.index))
                    #expect(first < second, "\(a.name) \(a.sourceID) before \(b.name) \(b.sourceID)")
                }
            }
            #expect(Set((0..<items.count).compactMap(index.tieRank(at:))).count == items.count)
        }
    }
}
