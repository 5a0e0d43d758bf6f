import Geo

/// Builds sea polygons from `natural=coastline` ways, which have land on their left and water on their right.
///
/// Ways are cut where their nodes are missing from the extract and joined end to end. An extract cut by a polygon
/// leaves the coastline's ends inside the data's bounds, and nothing says how the coast goes on from there: a
/// `CoastlineGrid` decides, by which is nearer, the sea (just right of the coastline) or the land (just left of it, and
/// every road, railway, building and land use). Each cut end is continued along the frontier the grid finds between
/// the two, to the data's bounds or to the next piece's start (a gap in the coastline); an end the grid says nothing
/// about goes straight to the nearest edge of the bounds. Walking from a piece's exit clockwise along the bounds to
/// the next piece's entry, and so on until the walk returns, encloses each sea polygon with the water on its right.
/// Closed counter-clockwise rings are islands (holes in the sea around them); closed clockwise rings are enclosed
/// water. With islands and no open coastline, the sea is the bounds around them when the grid says the bounds' edge
/// is mostly sea.
enum CoastlineAssembler {
    /// The sea from the coastline ways; `landLines` are the lines of ways on land (see `isLandEvidence`) and `seaLines`
    /// those over the sea (`isSeaEvidence`), taken one at a time (a country's roads need not all be in memory at once).
    static func seaPolygons<Land: Sequence, Sea: Sequence>(ways: [OSMWay], locations: NodeLocations, bounds: MapRect,
                                                          landLines: Land, seaLines: Sea) -> [[[MapPoint]]]
    where Land.Element == [MapPoint], Sea.Element == [MapPoint] {
        let open = presentRuns(of: ways, locations: locations)
        let joined = RingAssembler.join(open)
        func project(_ ids: [Int64]) -> [MapPoint] { ids.compactMap { locations.coordinate(of: $0).map(MapPoint.init) } }
        return seaPolygons(openLines: joined.open.map(project).filter { $0.count > 1 }, closedRings: joined.rings.map(project),
                           bounds: bounds, landLines: landLines, seaLines: seaLines)
    }

    /// The sea from the coastline ways alone.
    static func seaPolygons(ways: [OSMWay], locations: NodeLocations, bounds: MapRect) -> [[[MapPoint]]] {
        seaPolygons(ways: ways, locations: locations, bounds: bounds, landLines: [[MapPoint]](), seaLines: [[MapPoint]]())
    }

    /// Whether a way runs over the sea: ferry routes and fairways (their ends, at the terminals, are left out by the grid).
    static func isSeaEvidence(_ tags: [String: String]) -> Bool {
        tags["route"] == "ferry" || tags["waterway"] == "fairway"
    }

    /// Whether a way's nodes lie on land: roads, railways, buildings and land uses, but not on bridges, piers or
    /// breakwaters, nor land uses that take in water (harbours, basins).
    static func isLandEvidence(_ tags: [String: String]) -> Bool {
        if tags["bridge"] != nil || tags["man_made"] != nil || tags["natural"] != nil || tags["waterway"] != nil { return false }
        if let landuse = tags["landuse"] { return !["harbour", "port", "basin", "reservoir", "aquaculture", "salt_pond"].contains(landuse) }
        return tags["building"] != nil || tags["railway"] != nil || (tags["highway"] != nil && tags["highway"] != "pier")
    }

    /// Runs of consecutive nodes present in the extract.
    private static func presentRuns(of ways: [OSMWay], locations: NodeLocations) -> [[Int64]] {
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
        return pieces
    }

    /// The geometric core, on projected lines (exposed for synthetic tests).
    static func seaPolygons(openLines: [[MapPoint]], closedRings: [[MapPoint]], bounds: MapRect,
                            landLines: [[MapPoint]] = [], seaLines: [[MapPoint]] = []) -> [[[MapPoint]]] {
        seaPolygons(openLines: openLines, closedRings: closedRings, bounds: bounds, landLines: landLines[...], seaLines: seaLines[...])
    }

    static func seaPolygons<Land: Sequence, Sea: Sequence>(openLines: [[MapPoint]], closedRings: [[MapPoint]], bounds: MapRect,
                                                          landLines: Land, seaLines: Sea) -> [[[MapPoint]]]
    where Land.Element == [MapPoint], Sea.Element == [MapPoint] {
        guard !openLines.isEmpty || !closedRings.isEmpty else { return [] }  // no coastline: no grid to make
        let grid = CoastlineGrid.labelled(bounds: bounds, coastlines: openLines + closedRings, landLines: landLines, seaLines: seaLines)
        let continued = CoastlineContinuation.continue(openLines, grid: grid)
        var polygons = walkAlongBounds(continued.chains, bounds: bounds)
        let rings = closedRings + continued.rings
        if polygons.isEmpty, rings.contains(where: { $0.count > 3 && RingAssembler.signedArea($0) > 0 }), grid.edgeIsMostlySea {
            polygons = [[MapPoint(x: bounds.minX, y: bounds.minY), MapPoint(x: bounds.minX, y: bounds.maxY),
                         MapPoint(x: bounds.maxX, y: bounds.maxY), MapPoint(x: bounds.maxX, y: bounds.minY)]]
        }
        var result = polygons.map { [$0] }
        for ring in rings where ring.count > 3 {
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

    /// Sea polygons from chains that start and end on the bounds' edge: from each chain's exit clockwise along the
    /// bounds to the next chain's entry, until the walk returns.
    static func walkAlongBounds(_ lines: [[MapPoint]], bounds: MapRect) -> [[MapPoint]] {
        struct Chain {
            var points: [MapPoint]
            var entry: Double
            var exit: Double
        }
        var chains: [Chain] = []
        for line in lines {
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
        return polygons
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
