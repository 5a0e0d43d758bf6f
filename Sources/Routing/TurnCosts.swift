import Foundation

/// Seconds a route loses at nodes, after OSRM's shipped profiles (process_turn of car.lua, bicycle.lua, foot.lua):
/// - **car**, at junctions (more than two roads) and U-turns: a sigmoid of the turn angle up to 7.5 s, right turns
///   cheaper than left (bias 1.075: 90° right ≈ 2.1 s, 90° left ≈ 5.4 s), plus up to 2 s for a left turn across
///   oncoming traffic and 20 s for a U-turn;
/// - **bicycle**, at junctions, where the road changes (another name or class) and at U-turns: (angle/90°)² × 6 s, divided by 1.4 for right turns and multiplied by 1.4
///   for left turns, plus 20 s for a U-turn;
/// - **foot**: 2 s for a U-turn;
/// - every profile: 2 s at traffic signals at a junction; a bicycle passing a signal between two stretches of one road
///   (a stop line before a junction) waits 19 s, as OSRM's bicycle profile charges; cars also 2 s at stop signs, 1 s at give-way signs and 60 s at gates
///   (`nodeDelay`). Nodes that cannot be passed at all are in `Barriers`.
/// Right-hand traffic; angles are −180…180° with right turns positive.
extension RoadGraph {
    /// The delay for leaving `incoming` onto `outgoing` at their shared node (not counting the edges' own times).
    func turnCost(from incoming: Int32, to outgoing: Int32) -> Double {
        let via = Int(edgeTarget[Int(incoming)])
        var cost = Double(nodeDelay[via])
        let isUTurn = edgeTarget[Int(outgoing)] == edgeSource[Int(incoming)]
        let isJunction = nodeDegree[via] > 2
        // Bicycles pay by angle wherever the way changes too (OSRM charges every turn between different ways).
        let changesWay = transport == .cycling && roadOfWay[Int(edgeWay[Int(incoming)])] != roadOfWay[Int(edgeWay[Int(outgoing)])]
        guard isJunction || isUTurn || changesWay else {
            // A signal on the approach to a junction (a node between two stretches of one road): OSRM's bicycle
            // profile charges it as a turn of 180° plus the signal, 19 s (its penalty for a signal on a compressed
            // node), about the mean wait at a red light; at the junction node itself the signal adds 2 s to the turn.
            return transport == .cycling && cost > 0 ? cost + TurnCostTable.bicycleRight[180] : cost
        }
        var angle = edgeEntryBearing[Int(outgoing)] - edgeExitBearing[Int(incoming)]
        if angle > 180 { angle -= 360 } else if angle < -180 { angle += 360 }
        // By whole degrees from a table (the search calls this on every relaxation).
        let degree = Int(min(180, max(-180, angle)).rounded())
        switch transport {
        case .automobile:
            cost += degree >= 0 ? TurnCostTable.carRight[degree] : TurnCostTable.carLeft[-degree]
            if degree < 0, !isUTurn, isJunction { cost += TurnCostTable.oncoming[-degree] }
            if isUTurn { cost += 20 }
        case .cycling:
            cost += degree >= 0 ? TurnCostTable.bicycleRight[degree] : TurnCostTable.bicycleLeft[-degree]
            if isUTurn { cost += 20 }
        case .walking:
            if isUTurn { cost += 2 }
        }
        return cost
    }

    /// Seconds lost at a node with these tags: traffic signals 2 s; for cars also stop 2 s, give way 1 s, and 60 s at a
    /// gate or lift gate without car access tags (OSRM's barrier penalty; with access tags the access decides).
    static func nodeDelay(_ tags: [String: String], transport: TransportType) -> UInt8 {
        if transport == .automobile, tags["barrier"] == "gate" || tags["barrier"] == "lift_gate",
           !Profile.carAccessKeys.contains(where: { tags[$0] != nil }) { return 60 }
        switch tags["highway"] {
        case "traffic_signals": return 2
        case "stop": return transport == .automobile ? 2 : 0
        case "give_way": return transport == .automobile ? 1 : 0
        default: return 0
        }
    }

    /// Compass bearing (degrees clockwise from north) of the segment a → b, in a local flat frame.
    static func bearing(from a: (latitude: Double, longitude: Double), to b: (latitude: Double, longitude: Double)) -> Float {
        let x = (b.longitude - a.longitude) * cos(a.latitude * .pi / 180), y = b.latitude - a.latitude
        let degrees = atan2(x, y) * 180 / .pi
        return Float(degrees < 0 ? degrees + 360 : degrees)
    }
}

/// The turn-cost curves of `RoadGraph.turnCost`, tabulated per whole degree 0…180.
enum TurnCostTable {
    /// Car, right turns: 7.5 s / (1 + e^−((13/1.075)·a/180 − 6.5·1.075)).
    static let carRight: [Double] = table { 7.5 / (1 + exp(-((13 / 1.075) * $0 / 180 - 6.5 * 1.075))) }
    /// Car, left turns: 7.5 s / (1 + e^−((13·1.075)·a/180 − 6.5/1.075)).
    static let carLeft: [Double] = table { 7.5 / (1 + exp(-((13 * 1.075) * $0 / 180 - 6.5 / 1.075))) }
    /// Car, left turns across oncoming traffic: 2 s / (1 + e^−(13·a/180 − 3.25)).
    static let oncoming: [Double] = table { 2 / (1 + exp(-(13 * $0 / 180 - 3.25))) }
    /// Bicycle, right turns: (a/90)² · 6 s / 1.4.
    static let bicycleRight: [Double] = table { ($0 / 90) * ($0 / 90) * 6 / 1.4 }
    /// Bicycle, left turns: (a/90)² · 6 s · 1.4.
    static let bicycleLeft: [Double] = table { ($0 / 90) * ($0 / 90) * 6 * 1.4 }

    private static func table(_ curve: (Double) -> Double) -> [Double] {
        (0...180).map { curve(Double($0)) }
    }
}
