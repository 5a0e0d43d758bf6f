import Geo

/// Assembles multipolygon relations: outer and inner ways joined into rings, holes put in their outers.
enum MultipolygonAssembler {
    /// Polygons (exterior first, then holes) of a relation; rings with nodes missing from the extract are dropped.
    static func polygons(_ relation: OSMRelation, ways: [Int64: OSMWay], locations: NodeLocations) -> [[[MapPoint]]] {
        var outerPieces: [[Int64]] = [], innerPieces: [[Int64]] = []
        for member in relation.members where member.kind == .way {
            guard let way = ways[member.ref] else { continue }
            if member.role == "inner" { innerPieces.append(way.nodeIDs) } else { outerPieces.append(way.nodeIDs) }
        }
        func project(_ ring: [Int64]) -> [MapPoint]? {
            var points: [MapPoint] = []
            points.reserveCapacity(ring.count)
            for id in ring {
                guard let coordinate = locations.coordinate(of: id) else { return nil }
                points.append(MapPoint(coordinate))
            }
            return points
        }
        let outers = RingAssembler.join(outerPieces).rings.compactMap(project)
        let inners = RingAssembler.join(innerPieces).rings.compactMap(project)
        var polygons = outers.map { [$0] }
        let areas = outers.map { abs(RingAssembler.signedArea($0)) }
        for inner in inners {
            guard let probe = inner.first else { continue }
            // The smallest outer containing the hole.
            let candidates = outers.indices.filter { RingAssembler.contains(outers[$0], probe) }
            if let owner = candidates.min(by: { areas[$0] < areas[$1] }) { polygons[owner].append(inner) }
        }
        return polygons
    }
}
