import Foundation
import Geo

/// One instruction of a route, as MapKit's `MKRoute.Step`.
public struct RouteStep: Hashable, Sendable {
    /// What to do.
    public var maneuver: Maneuver
    /// The street the step follows (or turns onto), if named.
    public var streetName: String?
    /// The instruction text.
    public var instructions: String
    /// Metres covered by the step.
    public var distance: Double
    /// Seconds the step takes (its roads at the profile's speeds, and the turns and signals on the way).
    public var expectedTravelTime: Double
    /// The step's line.
    public var polyline: [Coordinate]
}

/// Turns a graph path into steps: one per street (merged across unnamed bits and name repeats), turns from
/// the change of heading, roundabouts with their exit counted, and the arrival with its side.
struct StepBuilder {
    let graph: RoadGraph
    let language: InstructionLanguage

    private struct Group {
        var key: String
        var way: Int32
        var isRoundabout: Bool
        var segments: [Int]  // indices into the path's edges
    }

    func steps(for path: GraphPath, destination: Coordinate, isFinal: Bool) -> [RouteStep] {
        let line = path.coordinates
        func segmentLength(_ index: Int) -> Double { Distance.haversine(line[index], line[index + 1]) }
        let times = graph.segmentTimes(path.edges, startFraction: path.startFraction, endFraction: path.endFraction)
        var groups: [Group] = []
        var unnamedTurns = 0
        for (index, edge) in path.edges.enumerated() {
            let way = graph.edgeWay[Int(edge)]
            let info = graph.ways[Int(way)]
            let name = graph.displayName(ofWay: way)
            // Unnamed ways (paths, cycleways, service roads) have no name to tell one step from the next: where the
            // route turns from one onto another, the step ends, or a walk along three footpaths is one "Turn left".
            if name == nil, !info.isRoundabout, index > 0, graph.edgeWay[Int(path.edges[index - 1])] != way,
               abs(turnAngle(from: bearing(line, before: index), to: bearing(line, after: index))) >= StepBuilder.unnamedTurn {
                unnamedTurns += 1
            }
            let key = info.isRoundabout ? "⟳" : (name ?? "·\(info.highway)#\(unnamedTurns)")
            if let last = groups.last, last.key == key { groups[groups.count - 1].segments.append(index) } else {
                groups.append(Group(key: key, way: way, isRoundabout: info.isRoundabout, segments: [index]))
            }
        }
        // Short stretches (a crossing, a slip lane, a few metres of a side street) belong to the street
        // before them; a near-zero first stretch (the start snapped at a corner) to the street after it.
        var merged: [Group] = []
        for group in groups {
            let length = group.segments.reduce(0) { $0 + segmentLength($1) }
            let isShort = !group.isRoundabout && (length < 15 || (group.key.hasPrefix("·") && length < 60))
            if let last = merged.last, last.key == group.key || isShort {
                merged[merged.count - 1].segments += group.segments
            } else {
                merged.append(group)
            }
        }
        if merged.count > 1, merged[0].segments.reduce(0, { $0 + segmentLength($1) }) < 1 {
            merged[1].segments = merged[0].segments + merged[1].segments
            merged.removeFirst()
        }
        var deduplicated: [Group] = []
        for group in merged {
            if let last = deduplicated.last, last.key == group.key { deduplicated[deduplicated.count - 1].segments += group.segments } else { deduplicated.append(group) }
        }
        merged = deduplicated
        var steps: [RouteStep] = []
        var index = 0
        while index < merged.count {
            var group = merged[index]
            let name = group.key.hasPrefix("·") || group.key == "⟳" ? nil : group.key
            var maneuver: Maneuver
            var stepName = name
            if index == 0 {
                let first = group.segments.first { segmentLength($0) > 0.5 } ?? group.segments[0]
                maneuver = .depart(heading: CompassDirection(bearing: bearing(line, first)))
            } else if group.isRoundabout {
                let exits = exitCount(path: path, segments: group.segments)
                maneuver = .roundabout(exit: max(1, exits))
                if index + 1 < merged.count {
                    // The road taken out of the roundabout is part of this step.
                    let after = merged[index + 1]
                    stepName = after.key.hasPrefix("·") ? nil : after.key
                    group.segments += after.segments
                    index += 1
                }
            } else {
                let previous = merged[index - 1]
                let start = group.segments[0]
                // Between two unnamed ways the turn is measured as the step was split, over a stretch either side;
                // streets meet at their centre lines' nodes, where the last and first segments tell it.
                let angle = previous.key.hasPrefix("·") && group.key.hasPrefix("·")
                    ? turnAngle(from: bearing(line, before: start), to: bearing(line, after: start))
                    : turnAngle(from: bearing(line, previous.segments.last ?? 0), to: bearing(line, start))
                maneuver = TurnModifier(angle: angle).map { .turn($0) } ?? .continue
            }
            let polyline = [line[group.segments[0]]] + group.segments.map { line[$0 + 1] }
            let distance = group.segments.reduce(0) { $0 + segmentLength($1) }
            steps.append(RouteStep(maneuver: maneuver, streetName: stepName,
                                   instructions: InstructionText.text(maneuver, street: stepName, language: language),
                                   distance: distance, expectedTravelTime: group.segments.reduce(0) { $0 + times[$1] }, polyline: polyline))
            index += 1
        }
        let arrival = Maneuver.arrive(side: side(of: destination, line: line), isFinal: isFinal)
        steps.append(RouteStep(maneuver: arrival, streetName: nil, instructions: InstructionText.text(arrival, street: nil, language: language),
                               distance: 0, expectedTravelTime: 0, polyline: [line[line.count - 1]]))
        return steps
    }

    /// Exits passed in a roundabout, counting the one taken: nodes where a road leaves the roundabout.
    private func exitCount(path: GraphPath, segments: [Int]) -> Int {
        var count = 0
        for segment in segments {
            let edge = path.edges[segment]
            let node = graph.edgeTarget[Int(edge)]
            let leaves = graph.edges(from: node).contains { next in
                !graph.ways[Int(graph.edgeWay[next])].isRoundabout && graph.edgeTarget[next] != graph.edgeSource[Int(edge)]
            }
            if leaves { count += 1 }
        }
        return count
    }

    /// The smallest change of heading, in degrees, from one unnamed way onto another that ends a step.
    static let unnamedTurn = 45.0
    /// How far before and after a junction its turn is measured: footpath and cycleway lines kink at every node, and a
    /// crossing jogs a few metres sideways.
    static let turnReach = 30.0

    /// The heading of the `turnReach` metres of the route that end where segment `segment` starts.
    private func bearing(_ line: [Coordinate], before segment: Int) -> Double {
        var start = segment
        while start > 0, Distance.haversine(line[start - 1], line[segment]) < StepBuilder.turnReach { start -= 1 }
        if start == segment { start = max(0, segment - 1) }
        return bearing(from: line[start], to: line[segment])
    }

    /// The heading of the `turnReach` metres of the route from where segment `segment` starts.
    private func bearing(_ line: [Coordinate], after segment: Int) -> Double {
        var end = segment + 1
        while end < line.count - 1, Distance.haversine(line[segment], line[end]) < StepBuilder.turnReach { end += 1 }
        return bearing(from: line[segment], to: line[min(end, line.count - 1)])
    }

    private func bearing(_ line: [Coordinate], _ segment: Int) -> Double {
        bearing(from: line[segment], to: line[min(segment + 1, line.count - 1)])
    }

    private func bearing(from a: Coordinate, to b: Coordinate) -> Double {
        let phi1 = a.latitude * .pi / 180, phi2 = b.latitude * .pi / 180, deltaLambda = (b.longitude - a.longitude) * .pi / 180
        let y = sin(deltaLambda) * cos(phi2), x = cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(deltaLambda)
        return (atan2(y, x) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
    }

    private func turnAngle(from a: Double, to b: Double) -> Double {
        var angle = (b - a).truncatingRemainder(dividingBy: 360)
        if angle > 180 { angle -= 360 }
        if angle <= -180 { angle += 360 }
        return angle
    }

    /// Which side the destination lies on, seen along the last stretch of the route (nil when straight ahead or on the road).
    private func side(of destination: Coordinate, line: [Coordinate]) -> Maneuver.Side? {
        guard line.count >= 2 else { return nil }
        let end = line[line.count - 1]
        var startIndex = line.count - 2
        while startIndex > 0, Distance.haversine(line[startIndex], end) < 5 { startIndex -= 1 }
        let start = line[startIndex]
        guard Distance.haversine(destination, end) > 3 else { return nil }
        let scale = cos(end.latitude * .pi / 180)
        let dx = (end.longitude - start.longitude) * scale, dy = end.latitude - start.latitude
        let px = (destination.longitude - end.longitude) * scale, py = destination.latitude - end.latitude
        let cross = dx * py - dy * px
        return cross > 0 ? .left : .right
    }
}
