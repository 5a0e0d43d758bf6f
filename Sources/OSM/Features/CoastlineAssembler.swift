import Geo

/// Builds sea polygons from `natural=coastline` ways, which have land on their left and water on their right.
///
/// Ways are cut where their nodes are missing from the extract, joined end to end, and every open
/// piece is extended from its ends straight to the nearest edge of the data bounds. Walking from a
/// piece's exit clockwise along the bounds to the next piece's entry, and so on until the walk returns,
/// encloses each sea polygon with the water on its right. Closed counter-clockwise rings are islands
/// (holes in the sea around them); closed clockwise rings are enclosed water.
enum CoastlineAssembler {
    static func seaPolygons(ways: [OSMWay], locations: NodeLocations, bounds: MapRect) -> [[[MapPoint]]] {
        // Pieces of consecutive nodes present in the extract.
        var pieces: [[Int64]] = []
        for way in ways {
            var current: [Int64] = []
            for id in way.nodeIDs {
                if locations.coordinate(of: id) != nil {
                    current.append(id)
                } else {
                    if current.count > 1 { pieces.append(current) }
                    current = []
                }
            }
            if current.count > 1 { pieces.append(current) }
        }
        let joined = RingAssembler.join(pieces)
        func project(_ ids: [Int64]) -> [MapPoint] { ids.compactMap { locations.coordinate(of: $0).map(MapPoint.init) } }
        let rings = joined.rings.map(project)
        let open = joined.open.map(project).filter { $0.count > 1 }
        return seaPolygons(openLines: open, closedRings: rings, bounds: bounds)
    }

    /// The geometric core, on projected lines (exposed for synthetic tests).
    static func seaPolygons(openLines: [[MapPoint]], closedRings: [[MapPoint]], bounds: MapRect) -> [[[MapPoint]]] {
        struct Chain {
            var points: [MapPoint]
            var entry: Double
            var exit: Double
        }
        var chains: [Chain] = []
        for line in openLines {
            guard let first = line.first, let last = line.last else { continue }
            let start = nearestBorderPoint(first, bounds: bounds), end = nearestBorderPoint(last, bounds: bounds)
            var points = line
            if start != first { points.insert(start, at: 0) }
            if end != last { points.append(end) }
            chains.append(Chain(points: points, entry: perimeter(start, bounds: bounds), exit: perimeter(end, bounds: bounds)))
        }
        var polygons: [[MapPoint]] = []
        var used = [Bool](repeating: false, count: chains.count)
        for start in chains.indices where !used[start] {
            var ring: [MapPoint] = []
            var current = start
            var steps = 0
            while steps <= chains.count {
                steps += 1
                used[current] = true
                ring += chains[current].points
                let exit = chains[current].exit
                // The next entry clockwise from this exit (the start chain closes the ring).
                var best = start
                var bestDistance = clockwiseDistance(from: exit, to: chains[start].entry)
                for candidate in chains.indices where !used[candidate] {
                    let distance = clockwiseDistance(from: exit, to: chains[candidate].entry)
                    if distance < bestDistance {
                        best = candidate
                        bestDistance = distance
                    }
                }
                ring += corners(from: exit, distance: bestDistance, bounds: bounds)
                if best == start { break }
                current = best
            }
            if ring.count > 2 { polygons.append(ring) }
        }
        var result = polygons.map { [$0] }
        for ring in closedRings where ring.count > 3 {
            if RingAssembler.signedArea(ring) > 0 {
                // Island: a hole in the sea polygon around it.
                if let owner = result.indices.first(where: { RingAssembler.contains(result[$0][0], ring[0]) }) {
                    result[owner].append(ring)
                }
            } else {
                result.append([ring])
            }
        }
        return result
    }

    /// Position along the bounds, clockwise from the north-west corner: top 0–1, right 1–2, bottom 2–3, left 3–4.
    static func perimeter(_ point: MapPoint, bounds: MapRect) -> Double {
        let fx = (point.x - bounds.minX) / max(bounds.size.width, 1e-9), fy = (bounds.maxY - point.y) / max(bounds.size.height, 1e-9)
        let distances = [fy, 1 - fx, 1 - fy, fx]  // top, right, bottom, left
        let edge = distances.indices.min { distances[$0] < distances[$1] } ?? 0
        switch edge {
        case 0: return min(max(fx, 0), 1)
        case 1: return 1 + min(max(fy, 0), 1)
        case 2: return 2 + min(max(1 - fx, 0), 1)
        default: return 3 + min(max(1 - fy, 0), 1)
        }
    }

    /// The point on the bounds' edge nearest to `point` (points on an edge stay where they are).
    static func nearestBorderPoint(_ point: MapPoint, bounds: MapRect) -> MapPoint {
        let x = min(max(point.x, bounds.minX), bounds.maxX), y = min(max(point.y, bounds.minY), bounds.maxY)
        let distances = [bounds.maxY - y, bounds.maxX - x, y - bounds.minY, x - bounds.minX]
        switch distances.indices.min(by: { distances[$0] < distances[$1] }) ?? 0 {
        case 0: return MapPoint(x: x, y: bounds.maxY)
        case 1: return MapPoint(x: bounds.maxX, y: y)
        case 2: return MapPoint(x: x, y: bounds.minY)
        default: return MapPoint(x: bounds.minX, y: y)
        }
    }

    static func clockwiseDistance(from a: Double, to b: Double) -> Double {
        let distance = (b - a).truncatingRemainder(dividingBy: 4)
        return distance < 0 ? distance + 4 : distance
    }

    /// The bounds' corners passed when walking clockwise `distance` from perimeter position `start`.
    static func corners(from start: Double, distance: Double, bounds: MapRect) -> [MapPoint] {
        let cornerPoints = [MapPoint(x: bounds.maxX, y: bounds.maxY), MapPoint(x: bounds.maxX, y: bounds.minY),
                            MapPoint(x: bounds.minX, y: bounds.minY), MapPoint(x: bounds.minX, y: bounds.maxY)]
        var result: [MapPoint] = []
        var corner = (start + 1e-12).rounded(.up)
        if corner == start { corner += 1 }
        while corner - start <= distance {
            result.append(cornerPoints[(Int(corner) + 3) % 4])
            corner += 1
        }
        return result
    }
}
