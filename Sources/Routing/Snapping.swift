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
        // Project in a local equirectangular frame (degrees of latitude), good enough within a few hundred metres;
        // the winner's distance is then measured on the sphere.
        let scale = cos(coordinate.latitude * .pi / 180)
        let limit = RoadGraph.maximumSnapDistance / 111_195 * 1.01
        var best: (edge: Int32, fraction: Double, squared: Double)?
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
                if squared <= limit * limit, squared < (best?.squared ?? .infinity) { best = (edge, t, squared) }
            }
            if best != nil { break }
        }
        guard let best else { return nil }
        let a = coordinates[Int(edgeSource[Int(best.edge)])], b = coordinates[Int(edgeTarget[Int(best.edge)])]
        let point = Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * best.fraction,
                               longitude: a.longitude + (b.longitude - a.longitude) * best.fraction)
        let distance = Distance.haversine(coordinate, point)
        guard distance <= RoadGraph.maximumSnapDistance else { return nil }
        return SnappedPoint(edge: best.edge, fraction: best.fraction, coordinate: point, distance: distance)
    }
}
