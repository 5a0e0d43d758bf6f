import BinaryData
import Foundation
import Geo

/// Several place indexes searched as one (regions prepared separately, as Geofabrik cuts the planet): items are
/// numbered part after part, and an item a part shares with an earlier part (the overlap of two regions' extracts,
/// and the world cities every part carries) is left out of every table, so it is found once.
///
/// An item counts as shared when an earlier part whose bounds hold it has an item of the same kind, name, source and
/// position in the same grid cell; a street, when another part holds more of it (see `sharedItems`). Which items are
/// shared is worked out per part on first use.
struct JoinedPlaceIndexStorage: PlaceIndexStorage {
    private let parts: [any PlaceIndexStorage]
    private let bounds: [GeoBounds?]
    /// The first global number of each part's items, and the total at the end.
    private let offsets: [Int]
    private let shared: [OnceValue<[Bool]>]

    init(parts: [any PlaceIndexStorage], bounds: [GeoBounds?]) {
        self.parts = parts
        self.bounds = bounds
        var offsets = [0]
        for part in parts { offsets.append(offsets[offsets.count - 1] + part.itemCount) }
        self.offsets = offsets
        shared = parts.map { _ in OnceValue<[Bool]>() }
    }

    var itemCount: Int { offsets[offsets.count - 1] }

    /// The part holding global item `index` and its number there.
    private func locate(_ index: Int) -> (part: Int, local: Int) {
        var low = 0, high = parts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - offsets[low])
    }

    func item(_ index: Int) -> MapItem { let (part, local) = locate(index); return parts[part].item(local) }
    func rankingItem(_ index: Int) -> MapItem { let (part, local) = locate(index); return parts[part].rankingItem(local) }
    func coordinate(_ index: Int) -> Coordinate { let (part, local) = locate(index); return parts[part].coordinate(local) }
    func prominenceCeiling(_ index: Int) -> Double { let (part, local) = locate(index); return parts[part].prominenceCeiling(local) }
    func nameWords(_ index: Int) -> [[String]] { let (part, local) = locate(index); return parts[part].nameWords(local) }
    /// One part's ranks: two parts' ranks do not compare.
    func tieRank(_ index: Int) -> UInt32? { parts.count == 1 ? parts[0].tieRank(index) : nil }

    /// Which items of `part` another part has too: an item an earlier part holds the same; a street another part
    /// holds more of (its lines through the street's anchor join into a bigger street there: a street cut by a
    /// region's edge is a piece of the one the other region holds whole; ties go to the earlier part).
    private func sharedItems(_ part: Int) -> [Bool] {
        shared[part].get { () -> [Bool] in
            let storage = parts[part]
            var flags = [Bool](repeating: false, count: storage.itemCount)
            guard parts.count > 1 else { return flags }
            for local in 0..<storage.itemCount {
                let coordinate = storage.coordinate(local)
                let near = parts.indices.filter { other in
                    other != part && (bounds[other].map { JoinedPlaceIndexStorage.holds($0, coordinate, margin: JoinedPlaceIndexStorage.streetReach) } ?? true)
                }
                guard !near.isEmpty else { continue }
                let mine = storage.rankingItem(local)
                if mine.kind == .street {
                    flags[local] = near.contains { other in isFullerStreet(like: mine, in: other, than: part) }
                    continue
                }
                for other in near where other < part {
                    // World cities are in no grid cell; every part carries the same table of them.
                    if mine.kind == .city || parts[other].gridCell(PlaceIndex.GridKey(coordinate)).contains(where: {
                        parts[other].coordinate(Int($0)) == coordinate && JoinedPlaceIndexStorage.isSame(mine, parts[other].rankingItem(Int($0)))
                    }) {
                        flags[local] = true
                        break
                    }
                }
            }
            return flags
        }
    }

    /// Degrees around a street's anchor where another part may hold the same street.
    private static let streetReach = 3 * StreetClusters.cellDegrees

    /// Whether part `other` holds more of `street` (of part `part`) than `part` does: lines of its name through its
    /// anchor, joined into a bigger street there (ties: the earlier part holds it).
    private func isFullerStreet(like street: MapItem, in other: Int, than part: Int) -> Bool {
        guard let theirs = parts[other].streetSize(named: street.name, through: street.coordinate) else { return false }
        let mine = parts[part].streetSize(named: street.name, through: street.coordinate) ?? 0
        return theirs > mine || (theirs == mine && other < part)
    }

    func streetSize(named name: String, through anchor: Coordinate) -> Int? {
        parts.compactMap { $0.streetSize(named: name, through: anchor) }.max()
    }

    private static func holds(_ bounds: GeoBounds, _ coordinate: Coordinate, margin: Double) -> Bool {
        let sideMargin = margin / max(cos(coordinate.latitude * .pi / 180), 0.1)
        return coordinate.latitude >= bounds.south - margin && coordinate.latitude <= bounds.north + margin
            && coordinate.longitude >= bounds.west - sideMargin && coordinate.longitude <= bounds.east + sideMargin
    }

    private static func isSame(_ a: MapItem, _ b: MapItem) -> Bool {
        a.kind == b.kind && a.sourceID == b.sourceID && a.sourceType == b.sourceType && a.name == b.name && a.coordinate == b.coordinate
    }

    /// Each part's list from `list`, numbered globally, without the shared items; part after part.
    private func joined(_ list: (any PlaceIndexStorage) -> [Int32]) -> [Int32] {
        var result: [Int32] = []
        for (part, storage) in parts.enumerated() {
            let found = list(storage)
            guard !found.isEmpty else { continue }
            let flags = sharedItems(part), offset = offsets[part]
            for local in found where !flags[Int(local)] { result.append(Int32(offset + Int(local))) }
        }
        return result
    }

    func postings(_ word: String) -> [Int32] { joined { $0.postings(word) } }
    func gridCell(_ key: PlaceIndex.GridKey) -> [Int32] { joined { $0.gridCell(key) } }
    func items(in category: PointOfInterestCategory) -> [Int32] { joined { $0.items(in: category) } }
    func items(withCuisine cuisine: String) -> [Int32] { joined { $0.items(withCuisine: cuisine) } }
    func addresses(onStreet street: String) -> [Int32] { joined { $0.addresses(onStreet: street) } }
    func items(withFeature feature: String) -> [Int32] { joined { $0.items(withFeature: feature) } }

    /// The parts' vocabularies merged: the smallest of the parts' next words each time, once.
    func vocabularyWords(from word: String, while body: (String) -> Bool) {
        func first(_ part: Int, notBelow word: String) -> String? {
            var found: String?
            parts[part].vocabularyWords(from: word) { found = $0; return false }
            return found
        }
        var heads = parts.indices.map { first($0, notBelow: word) }
        while let smallest = heads.compactMap({ $0 }).min() {
            guard body(smallest) else { return }
            for part in heads.indices where heads[part] == smallest { heads[part] = first(part, notBelow: smallest + "\u{0}") }
        }
    }

    func typoCandidates(firstLetter: String, lengths: ClosedRange<Int>) -> [[Character]] {
        var seen = Set<String>()
        var result: [[Character]] = []
        for part in parts {
            for candidate in part.typoCandidates(firstLetter: firstLetter, lengths: lengths) where seen.insert(String(candidate)).inserted {
                result.append(candidate)
            }
        }
        return result
    }

    func nearestStreet(to coordinate: Coordinate, within radius: Double) -> (name: String, distance: Double)? {
        var best: (name: String, distance: Double)?
        for part in parts {
            guard let found = part.nearestStreet(to: coordinate, within: radius) else { continue }
            if best.map({ found.distance < $0.distance || (found.distance == $0.distance && found.name < $0.name) }) ?? true { best = found }
        }
        return best
    }
}

extension PlaceIndex {
    /// Several indexes searched as one (regions prepared separately), each with the area it covers when known (items
    /// outside a part's bounds are never taken as shared with it): an item in more than one is found once.
    public init(joining parts: [PlaceIndex], bounds: [GeoBounds?]) {
        self.init(storage: JoinedPlaceIndexStorage(parts: parts.map(\.storage), bounds: bounds))
    }
}
