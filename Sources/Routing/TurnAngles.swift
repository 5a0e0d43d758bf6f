import Geo

/// The directions a turn angle is measured between: not the very first or last segment of a road at a junction
/// (a kink of a few metres there would make a straight crossing look like a turn), but the direction towards the
/// point `lookahead` metres along the way, as OSRM's intersection analysis does.
struct SegmentBearings: Equatable {
    /// Forward edge (towards the next node of the way): direction on leaving its source, on arriving at its target.
    var forwardEntry: Float, forwardExit: Float
    /// Backward edge (towards the previous node): the same.
    var backwardEntry: Float, backwardExit: Float

    /// Metres along the way over which a direction is taken.
    static let lookahead = 10.0

    /// Bearings for each segment of a run of way nodes (one entry per consecutive pair).
    static func along(_ points: [Coordinate], lookahead: Double = SegmentBearings.lookahead) -> [SegmentBearings] {
        guard points.count > 1 else { return [] }
        var distance = [0.0]
        for index in 1..<points.count { distance.append(distance[index - 1] + Distance.haversine(points[index - 1], points[index])) }
        /// The point `lookahead` metres from node `start` walking in `step` (+1 or −1) direction, or the run's end.
        func ahead(of start: Int, step: Int) -> Coordinate {
            var index = start
            while index + step >= 0, index + step < points.count {
                let next = index + step
                let travelled = abs(distance[next] - distance[start])
                if travelled >= lookahead {
                    let segment = abs(distance[next] - distance[index])
                    let fraction = segment > 0 ? (lookahead - abs(distance[index] - distance[start])) / segment : 1
                    let a = points[index], b = points[next]
                    return Coordinate(latitude: a.latitude + (b.latitude - a.latitude) * fraction,
                                      longitude: a.longitude + (b.longitude - a.longitude) * fraction)
                }
                index = next
            }
            return points[index]
        }
        func bearing(_ a: Coordinate, _ b: Coordinate) -> Float {
            RoadGraph.bearing(from: (a.latitude, a.longitude), to: (b.latitude, b.longitude))
        }
        return (0..<points.count - 1).map { k in
            SegmentBearings(forwardEntry: bearing(points[k], ahead(of: k, step: 1)),
                            forwardExit: bearing(ahead(of: k + 1, step: -1), points[k + 1]),
                            backwardEntry: bearing(points[k + 1], ahead(of: k + 1, step: -1)),
                            backwardExit: bearing(ahead(of: k, step: 1), points[k]))
        }
    }
}
