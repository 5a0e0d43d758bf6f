import BinaryData
import Geo

/// Each place's position in the order `Ranking.order` gives places of equal score and distance: by name, then
/// source id, then latitude and longitude. A search leaves out candidates tied with its threshold by this number,
/// without decoding them (`BoundedScoring`); a prepared file stores it beside the records (4 bytes a place).
///
/// Names that compare equal (Swift compares strings by canonical equivalence, as `Ranking.order` does) share their
/// place in the name order, so the ranks never order two places the ranking would take by source id or position the
/// other way round. Places equal in all four get consecutive ranks (either may be taken first).
struct TieRanks {
    private var names = StringPool()
    private var nameNumbers: [UInt32] = []
    private var sourceIDs: [Int64] = []
    /// Latitude and longitude per place in 1e-7° (the order of the fixed-point values is that of the positions).
    private var coordinates: [Int32] = []

    /// Adds the next place.
    mutating func add(_ item: MapItem) {
        nameNumbers.append(names.number(item.name))
        sourceIDs.append(item.sourceID)
        item.coordinate.appendFixedPoint(to: &coordinates)
    }

    /// Each place's rank (0 first), in the order the places were added; leaves the ranks empty.
    mutating func ranks() -> [UInt32] {
        let strings = names.strings
        var nameOrder = [UInt32](repeating: 0, count: strings.count)
        var place: UInt32 = 0
        var previous: String?
        for number in strings.indices.sorted(by: { strings[$0] < strings[$1] }) {
            if let previous, previous != strings[number] { place += 1 }
            nameOrder[number] = place
            previous = strings[number]
        }
        names = StringPool()
        let keys = nameNumbers.map { nameOrder[Int($0)] }
        nameNumbers = []
        var order = (0..<Int32(keys.count)).map { $0 }
        order.sort { a, b in
            let first = Int(a), second = Int(b)
            if keys[first] != keys[second] { return keys[first] < keys[second] }
            if sourceIDs[first] != sourceIDs[second] { return sourceIDs[first] < sourceIDs[second] }
            if coordinates[first * 2] != coordinates[second * 2] { return coordinates[first * 2] < coordinates[second * 2] }
            return coordinates[first * 2 + 1] < coordinates[second * 2 + 1]
        }
        var ranks = [UInt32](repeating: 0, count: keys.count)
        for (rank, position) in order.enumerated() { ranks[Int(position)] = UInt32(rank) }
        sourceIDs = []
        coordinates = []
        return ranks
    }
}
