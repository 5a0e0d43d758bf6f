import Geo
import OSM

/// Named streets as search items: the ways of one name joined where they come near each other (a street's pieces,
/// its two carriageways, a square beside it), so a country's many "Kirkkokatu"s stay apart instead of becoming one
/// item in the middle of all of them.
///
/// Two ways of a name are one street when points of theirs lie in the same or neighbouring cells of a
/// `cellDegrees` grid (within about 300–600 m); joining is transitive. The ways are kept by name and joined one name
/// at a time when the items are made, so only one name's cells are ever held.
struct StreetClusters {
    /// About 280 m of latitude.
    static let cellDegrees = 0.0025

    /// The ways of one name: their points end to end (`starts`: where each way's begin, and the end), and which of
    /// the name's distinct sets of other names each has.
    private struct Named {
        var points: [Coordinate] = []
        var starts: [Int32] = [0]
        var nameSets: [Int32] = []
        var distinctNames: [[AlternateName]] = []

        func piece(_ index: Int) -> ArraySlice<Coordinate> {
            points[Int(starts[index])..<Int(starts[index + 1])]
        }
    }

    private var byName: [String: Named] = [:]

    /// Adds a way of street `name` with its points and names.
    mutating func add(name: String, points: [Coordinate], names: [AlternateName]) {
        var named = byName[name] ?? Named()
        byName[name] = nil
        let set = named.distinctNames.lastIndex(of: names) ?? named.distinctNames.count
        if set == named.distinctNames.count { named.distinctNames.append(names) }
        named.points += points
        named.starts.append(Int32(named.points.count))
        named.nameSets.append(Int32(set))
        byName[name] = named
    }

    /// One item per street: anchored at its vertex nearest the middle of its points, with the names of its first
    /// way; by name, then in the order the streets' first ways came.
    func items() -> [MapItem] {
        var items: [MapItem] = []
        for name in byName.keys.sorted() {
            guard let named = byName[name] else { continue }
            let groups = StreetClusters.groups((0..<named.nameSets.count).map(named.piece))
            var members: [Int32: [Int]] = [:]
            for (piece, group) in groups.enumerated() { members[group, default: []].append(piece) }
            for (first, pieces) in members.sorted(by: { $0.key < $1.key }) {
                let points = pieces.flatMap { named.piece($0) }
                // The vertex nearest the middle of the street's extent: a point on the street itself.
                let middle = AreaCenter.mean(points) ?? points[0]
                let anchor = points.min { Distance.haversine($0, middle) < Distance.haversine($1, middle) } ?? middle
                var item = MapItem(name: name, coordinate: anchor, kind: .street, sourceID: 0, sourceType: "way", prominence: 0.1)
                item.placemark.thoroughfare = name
                item.alternateNames = named.distinctNames[Int(named.nameSets[Int(first)])] + StreetNameVariants.variants(of: name)
                items.append(item)
            }
        }
        return items
    }

    /// For ways of one name (their points), the street each belongs to: the smallest index of the ways joined with it.
    static func groups(_ pieces: [ArraySlice<Coordinate>]) -> [Int32] {
        struct Cell: Hashable { let x: Int32, y: Int32 }
        var parent = pieces.indices.map { Int32($0) }
        func root(_ piece: Int32) -> Int32 {
            var current = piece
            while parent[Int(current)] != current {
                parent[Int(current)] = parent[Int(parent[Int(current)])]
                current = parent[Int(current)]
            }
            return current
        }
        var owners: [Cell: Int32] = [:]
        for (index, points) in pieces.enumerated() {
            let piece = Int32(index)
            let cells = Set(points.map { Cell(x: Int32(($0.longitude / cellDegrees).rounded(.down)), y: Int32(($0.latitude / cellDegrees).rounded(.down))) })
            for cell in cells {
                for dx: Int32 in -1...1 {
                    for dy: Int32 in -1...1 {
                        guard let other = owners[Cell(x: cell.x &+ dx, y: cell.y &+ dy)] else { continue }
                        let (a, b) = (root(piece), root(other))
                        if a != b { parent[Int(max(a, b))] = min(a, b) }
                    }
                }
            }
            for cell in cells where owners[cell] == nil { owners[cell] = piece }
        }
        return pieces.indices.map { root(Int32($0)) }
    }
}
