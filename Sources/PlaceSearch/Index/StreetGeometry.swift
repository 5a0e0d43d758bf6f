import BinaryData
import Foundation
import Geo

/// Street lines with a grid of their segments, for "which street is this point on": the same bytes in memory and in a
/// prepared file, so both answer alike.
///
/// Layout: the street names (a string table), each line's name and first vertex, the vertices (1e-7° fixed point),
/// and a grid of 0.002° cells listing the segments (by the index of their first vertex) whose bounds touch the cell.
/// A segment spanning more than `maximumCellsPerSegment` cells goes into one catch-all list every query reads, so
/// pathological geometry costs linear space.
public struct StreetGeometry: Sendable {
    /// The tables, read from the bytes; nil only if they could not be read (then no street is ever near).
    private let tables: Tables?

    private struct Tables: Sendable {
        let names: StringTable
        let lineNames: ArrayView<UInt32>
        let lineStarts: ArrayView<UInt32>
        let latitudes: ArrayView<Int32>
        let longitudes: ArrayView<Int32>
        let grid: KeyedLists<Int64>
    }

    static let cellDegrees = 0.002
    static let maximumCellsPerSegment = 64
    static let catchAllKey = Int64.min

    /// Builds the geometry of some lines in memory.
    init(lines: [StreetLine]) {
        self.init(encoded: StreetGeometry.encode(lines))
    }

    /// Reads bytes made by `encode` in memory (they were just written, so reading them fails only if `encode` is wrong).
    init(encoded bytes: [UInt8]) {
        var reader = ByteReader(ByteRegion(bytes: bytes))
        tables = try? StreetGeometry.read(&reader)
    }

    /// Reads the geometry written by `encode`.
    init(reading reader: inout ByteReader) throws(ByteReaderError) {
        tables = try StreetGeometry.read(&reader)
    }

    private static func read(_ reader: inout ByteReader) throws(ByteReaderError) -> Tables {
        let tables = Tables(names: try StringTable(reading: &reader), lineNames: try reader.readArrayView(UInt32.self),
                            lineStarts: try reader.readArrayView(UInt32.self), latitudes: try reader.readArrayView(Int32.self),
                            longitudes: try reader.readArrayView(Int32.self), grid: try KeyedLists(reading: &reader))
        guard tables.lineStarts.count == tables.lineNames.count + 1, tables.latitudes.count == tables.longitudes.count else {
            throw ByteReaderError("street tables disagree (\(tables.lineNames.count) lines)")
        }
        return tables
    }

    /// The lines as bytes.
    static func encode(_ lines: [StreetLine]) -> [UInt8] {
        var nameIDs: [String: UInt32] = [:]
        var names: [String] = []
        var lineNames: [UInt32] = []
        var starts: [UInt32] = [0]
        var latitudes: [Int32] = []
        var longitudes: [Int32] = []
        var grid: [Int64: [Int32]] = [:]
        for line in lines where line.points.count >= 1 {
            let id = nameIDs[line.name] ?? {
                names.append(line.name)
                nameIDs[line.name] = UInt32(names.count - 1)
                return UInt32(names.count - 1)
            }()
            lineNames.append(id)
            let first = latitudes.count
            for point in line.points {
                latitudes.append(Int32((point.latitude * 1e7).rounded()))
                longitudes.append(Int32((point.longitude * 1e7).rounded()))
            }
            // A one-point line is one zero-length segment.
            let segmentCount = max(1, line.points.count - 1)
            for offset in 0..<segmentCount {
                let a = line.points[offset], b = line.points[min(offset + 1, line.points.count - 1)]
                let keys = cellKeys(a, b)
                for key in keys { grid[key, default: []].append(Int32(first + offset)) }
            }
            starts.append(UInt32(latitudes.count))
        }
        var writer = ByteWriter()
        StringTable.encode(names, to: &writer)
        writer.write(array: lineNames)
        writer.write(array: starts)
        writer.write(array: latitudes)
        writer.write(array: longitudes)
        KeyedLists<Int64>.encode(grid, to: &writer)
        return writer.bytes
    }

    /// The grid cells a segment's bounds touch, or the catch-all key when there are too many.
    static func cellKeys(_ a: Coordinate, _ b: Coordinate) -> [Int64] {
        let (x0, y0) = cell(a), (x1, y1) = cell(b)
        let xs = min(x0, x1)...max(x0, x1), ys = min(y0, y1)...max(y0, y1)
        guard xs.count * ys.count <= maximumCellsPerSegment else { return [catchAllKey] }
        return xs.flatMap { x in ys.map { y in key(x, y) } }
    }

    static func cell(_ coordinate: Coordinate) -> (Int64, Int64) {
        (Int64((coordinate.longitude / cellDegrees).rounded(.down)), Int64((coordinate.latitude / cellDegrees).rounded(.down)))
    }

    static func key(_ x: Int64, _ y: Int64) -> Int64 { (x << 32) | (y & 0xFFFF_FFFF) }

    /// The nearest street within `radius` metres, and its distance.
    public func nearestStreet(to coordinate: Coordinate, within radius: Double) -> (name: String, distance: Double)? {
        guard let tables else { return nil }
        let grid = tables.grid, lineStarts = tables.lineStarts
        let metresPerDegreeLatitude = 111_320.0
        let metresPerDegreeLongitude = max(1, metresPerDegreeLatitude * cos(coordinate.latitude * .pi / 180))
        var best: (segment: Int, distance: Double)?
        for segment in segments(near: coordinate, within: radius, grid) {
            guard let a = point(Int(segment), tables) else { continue }
            let line = lineIndex(containing: Int(segment), tables)
            let end = Int(lineStarts.at(line + 1) ?? 0)
            let b = Int(segment) + 1 < end ? point(Int(segment) + 1, tables) ?? a : a
            // Local flat projection around the query point: metres east and north.
            func local(_ c: Coordinate) -> (Double, Double) {
                ((c.longitude - coordinate.longitude) * metresPerDegreeLongitude, (c.latitude - coordinate.latitude) * metresPerDegreeLatitude)
            }
            let distance = StreetGeometry.distanceToSegment(local(a), local(b))
            if distance <= radius, distance < best?.distance ?? .infinity { best = (Int(segment), distance) }
        }
        guard let best, let name = tables.names.string(at: Int(tables.lineNames.at(lineIndex(containing: best.segment, tables)) ?? .max))
        else { return nil }
        return (name, best.distance)
    }

    /// How many vertices the street named `name` through `anchor` has here: the lines of that name joined as
    /// `StreetClusters` joins a street's ways (points in the same or neighbouring cells), starting from the lines with
    /// a vertex at `anchor`; nil when no line of the name has one there. (A region's copy of a street its edge cuts
    /// is smaller than the copy of the region that holds it whole.)
    public func streetSize(named name: String, through anchor: Coordinate) -> Int? {
        guard let tables else { return nil }
        var isName: [UInt32: Bool] = [:]
        func named(_ line: Int) -> Bool {
            guard let nameIndex = tables.lineNames.at(line) else { return false }
            if let known = isName[nameIndex] { return known }
            let matches = tables.names.string(at: Int(nameIndex)) == name
            isName[nameIndex] = matches
            return matches
        }
        func points(_ line: Int) -> [Coordinate] {
            guard let first = tables.lineStarts.at(line), let end = tables.lineStarts.at(line + 1), first <= end else { return [] }
            return (Int(first)..<Int(end)).compactMap { point($0, tables) }
        }
        struct Cell: Hashable { let x: Int32, y: Int32 }
        func cells(_ points: [Coordinate]) -> Set<Cell> {
            Set(points.map { Cell(x: Int32(($0.longitude / StreetClusters.cellDegrees).rounded(.down)),
                                  y: Int32(($0.latitude / StreetClusters.cellDegrees).rounded(.down))) })
        }
        var found = Set<Int>(), joined = Set<Cell>(), pending: [Cell] = [], size = 0
        func take(_ line: Int, _ linePoints: [Coordinate]) {
            found.insert(line)
            for cell in cells(linePoints) where joined.insert(cell).inserted { pending.append(cell) }
            size += linePoints.count
        }
        // The lines of segments listed in a box's cells (consecutive segments are mostly of one line: its range is kept).
        func lines(south: Double, north: Double, west: Double, east: Double, withCatchAll: Bool) -> Set<Int> {
            var result = Set<Int>()
            var current = 0..<0
            for segment in segmentSet(south: south, north: north, west: west, east: east, withCatchAll: withCatchAll, tables.grid).sorted() {
                if current.contains(Int(segment)) { continue }
                let line = lineIndex(containing: Int(segment), tables)
                current = Int(tables.lineStarts.at(line) ?? 0)..<Int(tables.lineStarts.at(line + 1) ?? 0)
                result.insert(line)
            }
            return result
        }
        let around = 1 / 111_320.0
        for line in lines(south: anchor.latitude - around, north: anchor.latitude + around, west: anchor.longitude - 2 * around,
                          east: anchor.longitude + 2 * around, withCatchAll: true) {
            guard !found.contains(line), named(line) else { continue }
            let linePoints = points(line)
            if linePoints.contains(anchor) { take(line, linePoints) }
        }
        guard !found.isEmpty else { return nil }
        // Cell by cell as the street grows: lines of the name with a point in a cell beside one of its cells join it.
        let degrees = StreetClusters.cellDegrees
        while let cell = pending.popLast() {
            for other in lines(south: Double(cell.y - 1) * degrees, north: Double(cell.y + 2) * degrees, west: Double(cell.x - 1) * degrees,
                               east: Double(cell.x + 2) * degrees, withCatchAll: false) {
                guard !found.contains(other), named(other) else { continue }
                let otherPoints = points(other)
                let touches = cells(otherPoints).contains { cell in
                    (-1...1).contains { dx in (-1...1).contains { dy in joined.contains(Cell(x: cell.x &+ Int32(dx), y: cell.y &+ Int32(dy))) } }
                }
                if touches { take(other, otherPoints) }
            }
        }
        return size
    }

    /// The segments (by first vertex) listed in the grid cells within `radius` metres of `coordinate` and in the
    /// catch-all list, each once, in order.
    private func segments(near coordinate: Coordinate, within radius: Double, _ grid: KeyedLists<Int64>) -> [Int] {
        let latitudeDegrees = radius / 111_320.0
        let longitudeDegrees = radius / max(1, 111_320.0 * cos(coordinate.latitude * .pi / 180))
        return segments(south: coordinate.latitude - latitudeDegrees, north: coordinate.latitude + latitudeDegrees,
                        west: coordinate.longitude - longitudeDegrees, east: coordinate.longitude + longitudeDegrees, grid)
    }

    /// The segments listed in the grid cells a box touches and in the catch-all list, each once, in order.
    private func segments(south: Double, north: Double, west: Double, east: Double, _ grid: KeyedLists<Int64>) -> [Int] {
        segmentSet(south: south, north: north, west: west, east: east, withCatchAll: true, grid).sorted().map { Int($0) }
    }

    /// The segments listed in the grid cells a box touches (and in the catch-all list, if asked).
    private func segmentSet(south: Double, north: Double, west: Double, east: Double, withCatchAll: Bool, _ grid: KeyedLists<Int64>) -> Set<Int32> {
        let (x0, y0) = StreetGeometry.cell(Coordinate(latitude: south, longitude: west))
        let (x1, y1) = StreetGeometry.cell(Coordinate(latitude: north, longitude: east))
        var segments = withCatchAll ? Set(grid.list(for: StreetGeometry.catchAllKey)) : []
        for x in x0...max(x0, x1) {
            for y in y0...max(y0, y1) { segments.formUnion(grid.list(for: StreetGeometry.key(x, y))) }
        }
        return segments
    }

    private func point(_ index: Int, _ tables: Tables) -> Coordinate? {
        guard let latitude = tables.latitudes.at(index), let longitude = tables.longitudes.at(index) else { return nil }
        return Coordinate(latitude: Double(latitude) / 1e7, longitude: Double(longitude) / 1e7)
    }

    /// The line whose vertices include `vertex` (binary search over the line starts).
    private func lineIndex(containing vertex: Int, _ tables: Tables) -> Int {
        var low = 0, high = tables.lineNames.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(tables.lineStarts.at(middle) ?? .max) <= vertex { low = middle } else { high = middle - 1 }
        }
        return max(0, low)
    }

    /// Distance from the origin to the segment a–b.
    static func distanceToSegment(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let dx = b.0 - a.0, dy = b.1 - a.1
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? min(1, max(0, -(a.0 * dx + a.1 * dy) / lengthSquared)) : 0
        let x = a.0 + t * dx, y = a.1 + t * dy
        return (x * x + y * y).squareRoot()
    }
}
