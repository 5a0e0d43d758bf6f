/// What to do at a step, structured so the text can be written in any language.
public enum Maneuver: Hashable, Sendable {
    /// Start, heading in a compass direction.
    case depart(heading: CompassDirection)
    /// Turn (or bear) left or right.
    case turn(TurnModifier)
    /// Keep going as the road changes its name.
    case `continue`
    /// Enter a roundabout and leave at the given exit (1 = first).
    case roundabout(exit: Int)
    /// Reach a stop or the destination; `side` where it is, if it can be told.
    case arrive(side: Side?, isFinal: Bool)

    /// Left or right.
    public enum Side: String, Hashable, Sendable {
        case left, right
    }
}

/// How sharp a turn is and to which side.
public enum TurnModifier: String, Hashable, Sendable {
    case slightLeft, left, sharpLeft, slightRight, right, sharpRight, uTurn

    /// The modifier for a change of heading in degrees (positive: to the right), or nil when it is straight on.
    init?(angle: Double) {
        let magnitude = abs(angle)
        if magnitude < 25 { return nil }
        if magnitude > 165 { self = .uTurn; return }
        let right = angle > 0
        if magnitude < 50 { self = right ? .slightRight : .slightLeft } else if magnitude < 130 { self = right ? .right : .left } else { self = right ? .sharpRight : .sharpLeft }
    }
}

/// Eight compass directions.
public enum CompassDirection: String, Hashable, Sendable, CaseIterable {
    case north, northeast, east, southeast, south, southwest, west, northwest

    /// The direction of a bearing in degrees clockwise from north.
    init(bearing: Double) {
        let index = Int(((bearing.truncatingRemainder(dividingBy: 360) + 360 + 22.5) / 45).rounded(.down)) % 8
        self = CompassDirection.allCases[index]
    }
}
