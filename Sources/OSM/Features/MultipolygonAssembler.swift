import Foundation
import Geo

/// Assembles multipolygon relations the way libosmium does: from the members' segments and node locations, with
/// roles only as hints.
///
/// 1. Member ways are taken once each (a way listed twice counts once) and cut into segments between node
///    locations; ways that meet at the same location through different node ids join there.
/// 2. A segment that occurs an even number of times cancels (two touching inner rings become one); an odd number of
///    times counts once.
/// 3. Segments are walked into closed rings; a ring that passes a location twice is split there (an inner ring
///    touching its outer in one node becomes its own ring).
/// 4. Rings whose edges cross, or segments left open although every node is in the extract, make the relation
///    invalid: nothing is drawn (osmium reports such relations as invalid too).
/// 5. Each ring is an outer or an inner by how many other rings contain a point strictly inside it (even: outer);
///    an inner belongs to the smallest ring around it.
enum MultipolygonAssembler {
    /// Polygons (exterior first, then holes) of a relation. Rings cut off by the extract's edge are dropped; the
    /// rest of the relation is still drawn.
    static func polygons(_ relation: OSMRelation, ways: some WayLookup, locations: NodeLocations) -> [[[MapPoint]]] {
        var seen = Set<Int64>()
        var complete = true
        var counts: [Segment: Int] = [:]
        var order: [Segment] = []
        for member in relation.members where member.kind == .way && seen.insert(member.ref).inserted {
            guard let way = ways[member.ref] else {
                complete = false
                continue
            }
            var previous: Location?
            for id in way.nodeIDs {
                guard let coordinate = locations.coordinate(of: id) else {
                    complete = false
                    previous = nil
                    continue
                }
                let location = Location(coordinate)
                if let previous, previous != location {
                    let segment = Segment(previous, location)
                    if counts[segment] == nil { order.append(segment) }
                    counts[segment, default: 0] += 1
                }
                previous = location
            }
        }
        let segments = order.filter { (counts[$0] ?? 0) % 2 == 1 }
        guard let rings = walk(segments, complete: complete) else { return [] }
        let kept = rings.filter { abs(RingAssembler.signedArea($0.map(\.point))) > 1e-6 }
        guard !edgesCross(kept.map { $0.map(\.point) }) else { return [] }
        return nest(mergingTouchingInners(kept).map { $0.map(\.point) })
    }

    /// A node location in 1e-7 degrees (OSM's precision), so equal locations compare equal.
    struct Location: Hashable {
        let latitude: Int64
        let longitude: Int64

        init(_ coordinate: Coordinate) {
            latitude = Int64((coordinate.latitude * 1e7).rounded())
            longitude = Int64((coordinate.longitude * 1e7).rounded())
        }

        var point: MapPoint { MapPoint(Coordinate(latitude: Double(latitude) / 1e7, longitude: Double(longitude) / 1e7)) }
        var isBeforeOther: (Location) -> Bool { { other in (latitude, longitude) < (other.latitude, other.longitude) } }
    }

    /// An undirected segment.
    struct Segment: Hashable {
        let a: Location
        let b: Location

        init(_ first: Location, _ second: Location) {
            if first.isBeforeOther(second) { a = first; b = second } else { a = second; b = first }
        }
    }

    /// Closed rings from the segments (each used once), split where they touch themselves; nil when segments are
    /// left open although the relation is complete.
    static func walk(_ segments: [Segment], complete: Bool) -> [[Location]]? {
        var adjacency: [Location: [Int]] = [:]
        for (index, segment) in segments.enumerated() {
            adjacency[segment.a, default: []].append(index)
            adjacency[segment.b, default: []].append(index)
        }
        var used = [Bool](repeating: false, count: segments.count)
        var rings: [[Location]] = []
        for start in segments.indices where !used[start] {
            used[start] = true
            var chain = [segments[start].a, segments[start].b]
            while let last = chain.last, last != chain[0] {
                let choices = (adjacency[last] ?? []).filter { !used[$0] }
                    .map { ($0, segments[$0].a == last ? segments[$0].b : segments[$0].a) }
                // Where rings touch, turn as sharply right as possible: rings that touch stay apart.
                guard let next = sharpestRightTurn(from: chain[chain.count - 2], at: last, choices: choices) else { break }
                used[next] = true
                chain.append(segments[next].a == last ? segments[next].b : segments[next].a)
            }
            guard chain.count > 3, chain.first == chain.last else {
                if complete { return nil }
                continue
            }
            rings += split(chain)
        }
        return rings
    }

    /// Of the segments leaving `here` (index and far end), the one turning most sharply right after arriving from
    /// `previous`; the first when there is only one, nil when there is none.
    static func sharpestRightTurn(from previous: Location, at here: Location, choices: [(Int, Location)]) -> Int? {
        guard choices.count > 1 else { return choices.first?.0 }
        let origin = here.point, from = previous.point
        let back = atan2(from.y - origin.y, from.x - origin.x)
        func turn(_ target: Location) -> Double {
            let point = target.point
            var angle = atan2(point.y - origin.y, point.x - origin.x) - back
            while angle <= 0 { angle += 2 * .pi }
            return angle
        }
        return choices.min { turn($0.1) < turn($1.1) }?.0
    }

    /// A closed ring that visits a location twice, as simple closed rings.
    static func split(_ ring: [Location]) -> [[Location]] {
        var result: [[Location]] = []
        var stack: [Location] = []
        var positions: [Location: Int] = [:]
        for location in ring {
            if let start = positions[location] {
                let loop = Array(stack[start...]) + [location]
                if loop.count > 3 { result.append(loop) }
                for removed in stack[(start + 1)...] { positions[removed] = nil }
                stack.removeSubrange((start + 1)...)
            } else {
                positions[location] = stack.count
                stack.append(location)
            }
        }
        return result
    }

    /// Whether any two edges of the rings cross (touching at shared vertices does not count).
    static func edgesCross(_ rings: [[MapPoint]]) -> Bool {
        var edges: [(MapPoint, MapPoint)] = []
        for ring in rings { for index in 0..<(ring.count - 1) { edges.append((ring[index], ring[index + 1])) } }
        guard edges.count > 1 else { return false }
        let xs = edges.flatMap { [$0.0.x, $0.1.x] }, ys = edges.flatMap { [$0.0.y, $0.1.y] }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return false }
        let columns = max(1, Int(Double(edges.count).squareRoot()))
        let cellWidth = max((maxX - minX) / Double(columns), 1e-9), cellHeight = max((maxY - minY) / Double(columns), 1e-9)
        var grid: [Int: [Int]] = [:]
        func cells(_ edge: (MapPoint, MapPoint)) -> [Int] {
            let x0 = min(columns - 1, Int((min(edge.0.x, edge.1.x) - minX) / cellWidth)), x1 = min(columns - 1, Int((max(edge.0.x, edge.1.x) - minX) / cellWidth))
            let y0 = min(columns - 1, Int((min(edge.0.y, edge.1.y) - minY) / cellHeight)), y1 = min(columns - 1, Int((max(edge.0.y, edge.1.y) - minY) / cellHeight))
            return (x0...x1).flatMap { x in (y0...y1).map { y in y * columns + x } }
        }
        for (index, edge) in edges.enumerated() {
            var checked = Set<Int>()
            for cell in cells(edge) {
                for other in grid[cell] ?? [] where checked.insert(other).inserted && properlyCross(edge, edges[other]) { return true }
                grid[cell, default: []].append(index)
            }
        }
        return false
    }

    /// Whether two segments cross at a point inside both (not at an endpoint), or overlap along a stretch.
    static func properlyCross(_ p: (MapPoint, MapPoint), _ q: (MapPoint, MapPoint)) -> Bool {
        func orientation(_ a: MapPoint, _ b: MapPoint, _ c: MapPoint) -> Double { (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) }
        let d1 = orientation(q.0, q.1, p.0), d2 = orientation(q.0, q.1, p.1)
        let d3 = orientation(p.0, p.1, q.0), d4 = orientation(p.0, p.1, q.1)
        let scale = max(abs(p.1.x - p.0.x), abs(p.1.y - p.0.y), abs(q.1.x - q.0.x), abs(q.1.y - q.0.y), 1)
        let epsilon = 1e-9 * scale * scale
        if ((d1 > epsilon && d2 < -epsilon) || (d1 < -epsilon && d2 > epsilon)) && ((d3 > epsilon && d4 < -epsilon) || (d3 < -epsilon && d4 > epsilon)) {
            return true
        }
        // Collinear segments overlapping along a stretch (not just touching at an end).
        // One segment's end lying inside the other (rings touching without a common node).
        func strictlyInside(_ point: MapPoint, _ segment: (MapPoint, MapPoint), _ turn: Double) -> Bool {
            guard abs(turn) <= epsilon, point != segment.0, point != segment.1 else { return false }
            return min(segment.0.x, segment.1.x) <= point.x && point.x <= max(segment.0.x, segment.1.x)
                && min(segment.0.y, segment.1.y) <= point.y && point.y <= max(segment.0.y, segment.1.y)
        }
        if !(abs(d1) <= epsilon && abs(d2) <= epsilon),
           strictlyInside(p.0, q, d1) || strictlyInside(p.1, q, d2) || strictlyInside(q.0, p, d3) || strictlyInside(q.1, p, d4) {
            return true
        }
        if abs(d1) <= epsilon, abs(d2) <= epsilon {
            let horizontal = abs(p.1.x - p.0.x) >= abs(p.1.y - p.0.y)
            func key(_ point: MapPoint) -> Double { horizontal ? point.x : point.y }
            let overlap = min(max(key(p.0), key(p.1)), max(key(q.0), key(q.1))) - max(min(key(p.0), key(p.1)), min(key(q.0), key(q.1)))
            return overlap > 1e-9 * scale
        }
        return false
    }

    /// Inner rings that touch each other at two or more nodes become one region, as in osmium: its outline and, where
    /// they enclose something between them, an island (an outer ring inside the hole).
    static func mergingTouchingInners(_ rings: [[Location]]) -> [[Location]] {
        let points = rings.map { $0.map(\.point) }
        let depths = nesting(points).map(\.depth)
        let inners = rings.indices.filter { depths[$0] % 2 == 1 }
        guard inners.count > 1 else { return rings }
        let vertexSets = inners.map { Set(rings[$0]) }
        var group = Array(inners.indices)
        func root(_ index: Int) -> Int { group[index] == index ? index : root(group[index]) }
        for a in inners.indices {
            for b in inners.indices where b > a && vertexSets[a].intersection(vertexSets[b]).count >= 2 { group[root(b)] = root(a) }
        }
        var merged: [[Location]] = rings.indices.filter { depths[$0] % 2 == 0 }.map { rings[$0] }
        for members in Dictionary(grouping: inners.indices, by: root).values.sorted(by: { $0[0] < $1[0] }) {
            guard members.count > 1 else {
                merged.append(rings[inners[members[0]]])
                continue
            }
            // Each ring turned so its inside is on the left; walking with the sharpest right turn then traces the
            // union's outline (inside on the left) and the islands it encloses (inside on the right).
            var directed: [(Location, Location)] = []
            for member in members {
                var ring = rings[inners[member]]
                if RingAssembler.signedArea(ring.map(\.point)) < 0 { ring.reverse() }
                for index in 0..<(ring.count - 1) { directed.append((ring[index], ring[index + 1])) }
            }
            merged += walkDirected(directed)
        }
        return merged
    }

    /// Closed rings from directed segments, turning as sharply right as possible where several leave a location.
    static func walkDirected(_ segments: [(Location, Location)]) -> [[Location]] {
        var outgoing: [Location: [Int]] = [:]
        for (index, segment) in segments.enumerated() { outgoing[segment.0, default: []].append(index) }
        var used = [Bool](repeating: false, count: segments.count)
        var rings: [[Location]] = []
        for start in segments.indices where !used[start] {
            used[start] = true
            var chain = [segments[start].0, segments[start].1]
            while let last = chain.last, last != chain[0] {
                let choices = (outgoing[last] ?? []).filter { !used[$0] }.map { ($0, segments[$0].1) }
                guard let next = sharpestRightTurn(from: chain[chain.count - 2], at: last, choices: choices) else { break }
                used[next] = true
                chain.append(segments[next].1)
            }
            if chain.count > 3, chain.first == chain.last { rings += split(chain) }
        }
        return rings
    }

    /// For each ring, how many other rings contain a point strictly inside it (-1 when no such point is found) and
    /// the smallest of them.
    static func nesting(_ rings: [[MapPoint]]) -> [(depth: Int, parent: Int?)] {
        let boxes = rings.map(bounds)
        let areas = rings.map { abs(RingAssembler.signedArea($0)) }
        return rings.indices.map { index in
            guard let probe = interiorPoint(rings[index]) else { return (-1, nil) }
            let containing = rings.indices.filter { other in
                other != index && areas[other] > areas[index] && boxes[other].contains(probe) && RingAssembler.contains(rings[other], probe)
            }
            return (containing.count, containing.min { areas[$0] < areas[$1] })
        }
    }

    /// Outer rings with their holes, by nesting depth.
    static func nest(_ rings: [[MapPoint]]) -> [[[MapPoint]]] {
        let nesting = self.nesting(rings)
        var polygons: [[[MapPoint]]] = []
        var polygonOfRing: [Int: Int] = [:]
        for index in rings.indices where nesting[index].depth >= 0 && nesting[index].depth % 2 == 0 {
            polygonOfRing[index] = polygons.count
            polygons.append([rings[index]])
        }
        for index in rings.indices where nesting[index].depth % 2 == 1 {
            if let parent = nesting[index].parent, let polygon = polygonOfRing[parent] { polygons[polygon].append(rings[index]) }
        }
        return polygons
    }

    static func bounds(_ ring: [MapPoint]) -> MapRect {
        let xs = ring.map(\.x), ys = ring.map(\.y)
        return MapRect(corner: MapPoint(x: xs.min() ?? 0, y: ys.min() ?? 0), corner: MapPoint(x: xs.max() ?? 0, y: ys.max() ?? 0))
    }

    /// A point strictly inside the ring: the middle of the first inside stretch of a horizontal line through it.
    static func interiorPoint(_ ring: [MapPoint]) -> MapPoint? {
        let box = bounds(ring)
        for fraction in [0.5, 0.37, 0.63, 0.21, 0.79] {
            let y = box.minY + box.size.height * fraction
            var crossings: [Double] = []
            var j = ring.count - 1
            for i in ring.indices {
                let a = ring[i], b = ring[j]
                if (a.y > y) != (b.y > y) { crossings.append(a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)) }
                j = i
            }
            crossings.sort()
            var index = 0
            while index + 1 < crossings.count {
                if crossings[index + 1] - crossings[index] > 1e-9 { return MapPoint(x: (crossings[index] + crossings[index + 1]) / 2, y: y) }
                index += 2
            }
        }
        return nil
    }
}
