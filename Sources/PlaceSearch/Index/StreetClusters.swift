import Geo
import OSM

/// Named streets as search items: the ways of one name joined where they come near each other (a street's pieces,
/// its two carriageways, a square beside it), so a country's many "Kirkkokatu"s stay apart instead of becoming one
/// item in the middle of all of them.
///
/// Two ways of a name are one street when points of theirs lie in the same or neighbouring cells of a
/// `cellDegrees` grid (within about 300–600 m); joining is transitive.
struct StreetClusters {
    /// About 280 m of latitude.
    static let cellDegrees = 0.0025

    private struct Piece {
        let name: String
        var points: [Coordinate]
        /// The way's names; kept only for a piece that began a street of its own (a street's item takes its first
        /// piece's names, and a piece that joined an earlier street is never first).
        var names: [AlternateName]
    }

    /// A cell of a name's streets (the name by number: a country has millions of such cells).
    private struct CellKey: Hashable {
        let name: Int32
        let x: Int32, y: Int32
    }

    private var pieces: [Piece] = []
    /// Union-find parents over `pieces`.
    private var parent: [Int32] = []
    /// A piece found in each cell, per name.
    private var owners: [CellKey: Int32] = [:]
    private var nameNumbers: [String: Int32] = [:]

    /// Adds a way of street `name` with its points and names.
    mutating func add(name: String, points: [Coordinate], names: [AlternateName]) {
        let piece = Int32(pieces.count)
        pieces.append(Piece(name: name, points: points, names: names))
        parent.append(piece)
        let number = nameNumbers[name] ?? Int32(nameNumbers.count)
        nameNumbers[name] = number
        var cells = Set<CellKey>()
        for point in points {
            cells.insert(CellKey(name: number, x: Int32((point.longitude / StreetClusters.cellDegrees).rounded(.down)),
                                 y: Int32((point.latitude / StreetClusters.cellDegrees).rounded(.down))))
        }
        for cell in cells {
            for dx: Int32 in -1...1 {
                for dy: Int32 in -1...1 {
                    if let other = owners[CellKey(name: number, x: cell.x &+ dx, y: cell.y &+ dy)] { join(piece, other) }
                }
            }
        }
        if root(piece) != piece { pieces[Int(piece)].names = [] }
        for cell in cells where owners[cell] == nil { owners[cell] = piece }
    }

    private mutating func root(_ piece: Int32) -> Int32 {
        var current = piece
        while parent[Int(current)] != current {
            parent[Int(current)] = parent[Int(parent[Int(current)])]
            current = parent[Int(current)]
        }
        return current
    }

    private mutating func join(_ a: Int32, _ b: Int32) {
        let (rootA, rootB) = (root(a), root(b))
        if rootA != rootB { parent[Int(max(rootA, rootB))] = min(rootA, rootB) }
    }

    /// How many pieces (ways) were added.
    var pieceCount: Int { pieces.count }

    /// The points of every piece joined to piece `piece`.
    mutating func pointCount(joinedTo piece: Int) -> Int {
        let group = root(Int32(piece))
        return pieces.indices.filter { root(Int32($0)) == group }.reduce(0) { $0 + pieces[$1].points.count }
    }

    /// One item per street: anchored at its vertex nearest the middle of its points, with the names of its first
    /// way; by name, then in the order the streets' first ways came.
    mutating func items() -> [MapItem] {
        var members: [Int32: [Int32]] = [:]
        for piece in pieces.indices { members[root(Int32(piece)), default: []].append(Int32(piece)) }
        let streets = members.sorted { a, b in
            let (nameA, nameB) = (pieces[Int(a.key)].name, pieces[Int(b.key)].name)
            return nameA != nameB ? nameA < nameB : a.key < b.key
        }
        return streets.map { first, group in
            let street = pieces[Int(first)]
            let points = group.flatMap { pieces[Int($0)].points }
            // The vertex nearest the middle of the street's extent: a point on the street itself.
            let middle = AreaCenter.mean(points) ?? points[0]
            let anchor = points.min { Distance.haversine($0, middle) < Distance.haversine($1, middle) } ?? middle
            var item = MapItem(name: street.name, coordinate: anchor, kind: .street, sourceID: 0, sourceType: "way", prominence: 0.1)
            item.placemark.thoroughfare = street.name
            item.alternateNames = street.names + StreetNameVariants.variants(of: street.name)
            return item
        }
    }
}
