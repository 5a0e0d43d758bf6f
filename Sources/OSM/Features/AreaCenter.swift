import Geo

/// Where to put the one point that stands for an area in search: the area centroid of its largest ring when that
/// lies inside the ring, else a point inside it.
public enum AreaCenter {
    /// The centre of a closed way's ring (open or degenerate lines: the mean of their vertices).
    public static func center(ofRing coordinates: [Coordinate]) -> Coordinate? {
        center(of: coordinates.map(MapPoint.init))?.coordinate ?? mean(coordinates)
    }

    /// The centre of a multipolygon or boundary relation's largest polygon. When no ring closes inside the extract
    /// (a district cut by the extract's edge), the mean of the member ways' vertices that are in the extract.
    public static func center(of relation: OSMRelation, ways: some WayLookup, locations: NodeLocations) -> Coordinate? {
        let polygons = MultipolygonAssembler.polygons(relation, ways: ways, locations: locations)
        let largest = polygons.compactMap(\.first).max { abs(RingAssembler.signedArea($0)) < abs(RingAssembler.signedArea($1)) }
        if let ring = largest, let point = center(of: ring) { return point.coordinate }
        let vertices = relation.members.filter { $0.kind == .way }.compactMap { ways[$0.ref] }
            .flatMap { $0.nodeIDs.compactMap(locations.coordinate(of:)) }
        return mean(vertices)
    }

    /// The ring's area centroid (`FeatureBuilder.centroid`, as the base map places area labels) when it lies inside
    /// the ring, else a point inside it.
    static func center(of ring: [MapPoint]) -> MapPoint? {
        guard ring.count >= 3, let centroid = FeatureBuilder.centroid(ring) else { return nil }
        if RingAssembler.contains(ring, centroid) { return centroid }
        return MultipolygonAssembler.interiorPoint(ring)
    }

    /// The mean of some coordinates (nil for none).
    public static func mean(_ coordinates: [Coordinate]) -> Coordinate? {
        guard !coordinates.isEmpty else { return nil }
        let count = Double(coordinates.count)
        return Coordinate(latitude: coordinates.map(\.latitude).reduce(0, +) / count,
                          longitude: coordinates.map(\.longitude).reduce(0, +) / count)
    }
}
