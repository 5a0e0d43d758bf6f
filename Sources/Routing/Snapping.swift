import Foundation
import Geo

/// A position on the road network: a point on an edge's segment.
public struct SnappedPoint: Sendable {
    /// The edge the point lies on.
    let edge: Int32
    /// Fraction of the way from the edge's source to its target.
    let fraction: Double
    /// The point itself.
    public let coordinate: Coordinate
    /// Distance from the asked coordinate, metres.
    public let distance: Double
}

extension RoadGraph {
    /// The farthest a start or end may be from the nearest usable road.
    public static let maximumSnapDistance = 500.0

    /// The nearest point on any usable edge (not just the nearest node), or nil beyond `maximumSnapDistance`.
    func snap(_ coordinate: Coordinate) -> SnappedPoint? {
        snaps(coordinate, count: 1).first
    }

    /// The nearest points on the `count` nearest usable edges (one per edge), nearest first.
    func snaps(_ coordinate: Coordinate, count: Int) -> [SnappedPoint] {
        // Project in a local equirectangular frame (degrees of latitude), good enough within a few hundred metres;
        // the winner's distance is then measured on the sphere.
        let scale = cos(coordinate.latitude * .pi / 180)
        let limit = RoadGraph.maximumSnapDistance / 111_195 * 1.01
        var best: [(edge: Int32, fraction: Double, squared: Double)] = []
        for radius in [100.0, RoadGraph.maximumSnapDistance] {
            for edge in candidateEdges(near: coordinate, radius: radius)
            where isMainNetwork[Int(edgeSource[Int(edge)])] && isMainNetwork[Int(edgeTarget[Int(edge)])] {
                let a = coordinates[Int(edgeSource[Int(edge)])], b = coordinates[Int(edgeTarget[Int(edge)])]
                let ax = (a.longitude - coordinate.longitude) * scale, ay = a.latitude - coordinate.latitude
                let bx = (b.longitude - coordinate.longitude) * scale, by = b.latitude - coordinate.latitude
                let dx = bx - ax, dy = by - ay
                let lengthSquared = dx * dx + dy * dy
                let t = lengthSquared > 0 ? min(1, max(0, -(ax * dx + ay * dy) / lengthSquared)) : 0
                let px = ax + t * dx, py = ay + t * dy
                let squared = px * px + py * py
                guard squared <= limit * limit, !best.contains(where: { $0.edge == edge }) else { continue }
                // Keep the `count` nearest, in order (ties: the edge met first).
                let position = best.firstIndex { squared < $0.squared } ?? best.count
                if position < count {
                    best.insert((edge, t, squared), at: position)
                    if best.count > count { best.removeLast() }
                }
            }
            if !best.isEmpty { break }
        }
        return best.compactMap { candidate in
            let a = coordinates[Int(edgeSource[Int(candidate.edge)])], b = coordinates[Int(edgeTarget[Int(candidate.edge)])]
            let point = Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * candidate.fraction,
                                   longitude: a.longitude + (b.longitude - a.longitude) * candidate.fraction)
            let distance = Distance.haversine(coordinate, point)
            guard distance <= RoadGraph.maximumSnapDistance else { return nil }
            return SnappedPoint(edge: candidate.edge, fraction: candidate.fraction, coordinate: point, distance: distance)
        }
    }
}
