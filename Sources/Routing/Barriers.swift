import OSM

/// Nodes a transport type cannot pass (after OSRM's `process_node` in car.lua, bicycle.lua and foot.lua): a route may
/// reach such a node and turn back, but not go through it.
/// - An access tag on the node decides first (`motorcar` → `motor_vehicle` → `vehicle` → `access` for cars,
///   `bicycle` → `vehicle` → `access` for bicycles, `foot` → `access` on foot): a denied value closes it (for bicycles
///   not on a crossing node, whose access tags are about the crossing traffic).
/// - Otherwise the barrier: cars pass only `cattle_grid`, `border_control`, `toll_booth`, `sally_port`, `entrance`,
///   `height_restrictor`, `arch`, `no`, gates and lift gates (60 s, in `nodeDelay`), rising bollards and lowered
///   kerbs; bicycles and walkers are stopped only by `yes`, `wall` and `fence` (not an audible livestock fence).
extension Profile {
    /// Whether a node with these tags cannot be passed.
    func isBarrier(_ tags: Tags) -> Bool {
        switch transport {
        case .automobile:
            if let access = first(tags, Profile.carAccessKeys) {
                return Profile.carDenied.contains(access)
            }
            guard let barrier = tags["barrier"] else { return false }
            if Profile.carPassableBarriers.contains(barrier) || tags["bollard"] == "rising" || isAudibleFence(tags) { return false }
            if barrier == "kerb", tags["kerb"] == "lowered" || tags["kerb"] == "flush" || tags["highway"] == "crossing" { return false }
            return true
        case .cycling:
            if let access = first(tags, ["bicycle", "vehicle", "access"]) {
                return Profile.bicycleDenied.contains(access) && tags["highway"] != "crossing"
            }
            return blocksEveryone(tags)
        case .walking:
            if let access = first(tags, ["foot", "access"]) { return Profile.footDenied.contains(access) }
            return blocksEveryone(tags) && tags["bollard"] != "rising"
        }
    }

    static let carPassableBarriers: Set<String> = [
        "cattle_grid", "border_control", "toll_booth", "sally_port", "no", "entrance", "height_restrictor", "arch", "gate", "lift_gate",
    ]

    private func blocksEveryone(_ tags: Tags) -> Bool {
        guard let barrier = tags["barrier"] else { return false }
        return ["yes", "wall", "fence"].contains(barrier) && !isAudibleFence(tags)
    }

    private func isAudibleFence(_ tags: Tags) -> Bool {
        tags["barrier"] == "fence" && (tags["sensory"] == "audible" || tags["sensory"] == "audio")
    }
}
