import OSM

/// What a transport type may use and how fast: access, one-way rules and speeds from OSM tags.
///
/// The model follows OSRM's shipped profiles (car.lua, bicycle.lua, foot.lua of OSRM 26.10), so travel times
/// agree with theirs (`Scripts/bench/compare-osrm`):
/// - **car**: base speeds by road class (motorway 90 km/h, trunk 85, primary 65, secondary 55, tertiary 40,
///   unclassified and residential 25, living street 10, service 15; links lower); a numeric `maxspeed` replaces the
///   class speed at 80 % of the limit; rough surfaces cap it (paving stones 60, sett 40, cobblestone 30, gravel 40).
///   Access by `motorcar` → `motor_vehicle` → `vehicle` → `access`: `destination`, `delivery`, `customers` and
///   `private` ways may be used only at the start or end of a route (`Access.isRestricted`); `no`, `psv`, `bus`,
///   `agricultural`, `forestry`, `emergency`, `permit`, `residents` never.
/// - **bicycle**: 15 km/h on roads and cycleways (track 12, path 13), capped by surface (paving stones 10, sett 9,
///   cobblestone 7, gravel 6); access by `bicycle` → `vehicle` → `access`, so bus lanes tagged `vehicle=no` are out.
///   Footways and pedestrian streets are cycled where `bicycle`/`vehicle`/`access` allows it (`yes`, `designated`,
///   `permissive`); where only walking is allowed (and on platforms, `bicycle=dismount`) and against one-way
///   streets, the bicycle is pushed at 4 km/h (steps 2 km/h, even where `access=permissive` is tagged: OSRM rides
///   those at 15 km/h, which no cyclist does on stairs; this is the one rule where MapSnap departs from it). Every speed is capped by the surface and by a lower
///   `maxspeed` (a 10 km/h zone is ridden at 10) (OSRM's `mode_change_penalty` only
///   weighs routes under its cyclability weighting, not the shipped duration weighting, so there is none here).
/// - **foot**: 5 km/h on every walkable way, steps and station platforms included; access by `foot` → `access`.
/// - Service tunnels with restricted access (`tunnel=yes`, `access` destination, private, delivery or no) are for
///   nobody on foot or bicycle; cars may use them as restricted ways.
/// Turn and node delays (traffic signals, stop signs) are in `TurnCosts`.
struct Profile: Sendable {
    let transport: TransportType

    /// How a way can be travelled: speeds in m/s per direction, nil where not allowed.
    struct Access {
        var forward: Double?
        var backward: Double?
        /// Usable only at the start or end of a route (car `destination`, `delivery`, `customers`, `private`).
        var isRestricted = false
    }

    static let carSpeeds: [String: Double] = [
        "motorway": 90, "motorway_link": 45, "trunk": 85, "trunk_link": 40, "primary": 65, "primary_link": 30,
        "secondary": 55, "secondary_link": 25, "tertiary": 40, "tertiary_link": 20, "unclassified": 25,
        "residential": 25, "living_street": 10, "service": 15, "road": 25,
    ]
    static let carSurfaceSpeeds: [String: Double] = [
        "cement": 80, "compacted": 80, "fine_gravel": 80, "paving_stones": 60, "metal": 60, "bricks": 60, "grass": 40, "wood": 40,
        "sett": 40, "grass_paver": 40, "gravel": 40, "unpaved": 40, "ground": 40, "dirt": 40, "pebblestone": 40, "cobblestone": 30,
        "clay": 30, "earth": 20, "stone": 20, "rocky": 20, "sand": 20, "mud": 10,
    ]
    /// Where cars' access is read, most specific first.
    static let carAccessKeys = ["motorcar", "motor_vehicle", "vehicle", "access"]
    static let carRestricted: Set<String> = ["destination", "delivery", "customers", "private"]
    static let carDenied: Set<String> = ["no", "agricultural", "forestry", "emergency", "psv", "taxi", "bus", "foot", "military", "official",
                                         "permit", "residents", "restricted"]

    static let bicycleSpeeds: [String: Double] = [
        "cycleway": 15, "primary": 15, "primary_link": 15, "secondary": 15, "secondary_link": 15, "tertiary": 15, "tertiary_link": 15,
        "residential": 15, "unclassified": 15, "living_street": 15, "service": 15, "road": 15, "track": 12, "path": 13,
        "trunk": 15, "trunk_link": 15, "parking": 10,
    ]
    static let bicycleSurfaceSpeeds: [String: Double] = [
        "wood": 10, "metal": 10, "cobblestone:flattened": 10, "paving_stones": 10, "compacted": 10, "cobblestone": 7, "unpaved": 6,
        "fine_gravel": 10, "gravel": 6, "pebblestone": 6, "grass_paver": 6, "ground": 10, "dirt": 8, "earth": 6, "grass": 6, "mud": 3,
        "sand": 3, "woodchips": 3, "sett": 9, "laterite": 5,
    ]
    static let bicycleDenied: Set<String> = ["no", "private", "agricultural", "forestry", "delivery", "use_sidepath"]
    /// Pushing speed (km/h), and on steps.
    static let pushingSpeed = 4.0, stepsPushingSpeed = 2.0

    static let walkable: Set<String> = [
        "footway", "path", "pedestrian", "steps", "living_street", "residential", "service", "unclassified", "tertiary",
        "tertiary_link", "secondary", "secondary_link", "primary", "primary_link", "track", "cycleway", "corridor", "road", "bridleway",
        "platform", "trunk", "trunk_link", "pier", "parking",
    ]
    static let footDenied: Set<String> = ["no", "private", "agricultural", "forestry", "delivery", "use_sidepath", "military", "customers"]
    static let walkingSpeed = 5.0

    /// Fastest speed (m/s) any way of this profile can have, for an admissible A* heuristic before a graph is built.
    var maximumSpeed: Double {
        switch transport {
        case .automobile: return 130 / 3.6
        case .walking: return Profile.walkingSpeed / 3.6
        case .cycling: return 15 / 3.6
        }
    }

    /// What OSRM's walking and cycling profiles route on besides highways: station platforms, piers, and the
    /// outlines of car parks (`amenity=parking`), as if their class were `platform`, `pier` and `parking`.
    static func wayClass(withoutHighway tags: Tags) -> String? {
        if tags["railway"] == "platform" || tags["public_transport"] == "platform" { return "platform" }
        if tags["man_made"] == "pier" { return "pier" }
        if tags["amenity"] == "parking" || tags["amenity"] == "parking_entrance" { return "parking" }
        return nil
    }

    /// The access of a way with these tags, or nil when the profile may not use it at all.
    func access(_ tags: Tags) -> Access? {
        guard let highway = tags["highway"] ?? Profile.wayClass(withoutHighway: tags) else { return nil }
        guard tags["area"] != "yes" || highway == "pedestrian" || highway == "platform" || highway == "footway" else { return nil }
        switch transport {
        case .automobile: return car(tags, highway: highway)
        case .walking: return foot(tags, highway: highway)
        case .cycling: return bicycle(tags, highway: highway)
        }
    }

    /// The value of the first of `keys` that is tagged.
    func first(_ tags: Tags, _ keys: [String]) -> String? {
        keys.lazy.compactMap { tags[$0] }.first
    }

    private func car(_ tags: Tags, highway: String) -> Access? {
        guard let classSpeed = Profile.carSpeeds[highway] else { return nil }
        var restricted = false
        if let access = first(tags, Profile.carAccessKeys) {
            if Profile.carDenied.contains(access) { return nil }
            restricted = Profile.carRestricted.contains(access)
        }
        var speed = classSpeed
        if let limit = Profile.speedLimit(tags["maxspeed"]) { speed = limit * 0.8 }
        if let cap = Profile.carSurfaceSpeeds[tags["surface"] ?? ""] { speed = min(speed, cap) }
        var result = directed(speed / 3.6, oneway: tags["oneway:motor_vehicle"] ?? tags["oneway"], roundabout: isRoundabout(tags),
                              impliedOneway: highway == "motorway")
        result.isRestricted = restricted
        return result
    }

    private func bicycle(_ tags: Tags, highway: String) -> Access? {
        if isRestrictedTunnel(tags) { return nil }
        let access = first(tags, ["bicycle", "vehicle", "access"])
        // Allowed by the first of bicycle, vehicle, access that is tagged (a permissive footway may be cycled, as OSRM does).
        let explicitlyAllowed = ["yes", "designated", "permissive"].contains(access ?? "")
        // OSRM pushes wherever `foot` is not `no` (and the way is one a bicycle may be walked along).
        let footAllowed = tags["foot"] != "no" && (foot(tags, highway: highway) != nil || Profile.bicycleSpeeds[highway] != nil)
        let pushing = (highway == "steps" ? Profile.stepsPushingSpeed : Profile.pushingSpeed) / 3.6
        if let access, Profile.bicycleDenied.contains(access) {
            return nil
        }
        var result: Access
        if let speed = Profile.bicycleSpeeds[highway], tags["bicycle"] != "dismount" {
            let oneway = tags["oneway:bicycle"] ?? tags["oneway"]
            result = directed(speed / 3.6, oneway: oneway, roundabout: isRoundabout(tags), impliedOneway: false)
            // Against a one-way street the bicycle is pushed, as on a pavement (not round a roundabout the wrong way).
            let roundabout = isRoundabout(tags)
            if result.forward == nil, footAllowed, !roundabout { result.forward = pushing }
            if result.backward == nil, footAllowed, !roundabout { result.backward = pushing }
        } else if explicitlyAllowed, highway != "steps" {
            // Footways and pedestrian streets signed for bicycles are cycled.
            result = Access(forward: 15 / 3.6, backward: 15 / 3.6)
        } else if footAllowed {
            // Footways, pedestrian streets, platforms, steps: pushed where walking is allowed.
            result = Access(forward: pushing, backward: pushing)
        } else {
            return nil
        }
        // Every speed, pushing included, is capped by the surface and by a lower speed limit (OSRM's surface and
        // maxspeed handlers run last).
        let cap = min(Profile.bicycleSurfaceSpeeds[tags["surface"] ?? ""] ?? .infinity, Profile.speedLimit(tags["maxspeed"]) ?? .infinity) / 3.6
        result.forward = result.forward.map { min($0, cap) }
        result.backward = result.backward.map { min($0, cap) }
        return result
    }

    private func foot(_ tags: Tags, highway: String) -> Access? {
        guard Profile.walkable.contains(highway) || tags["footway"] != nil || tags["sidewalk"] != nil else { return nil }
        if isRestrictedTunnel(tags) { return nil }
        if let access = first(tags, ["foot", "access"]), Profile.footDenied.contains(access) { return nil }
        if highway == "trunk" || highway == "trunk_link", tags["foot"] == nil { return nil }
        let speed = Profile.walkingSpeed / 3.6
        return Access(forward: speed, backward: speed)
    }

    /// A service tunnel closed to the public (the underground maintenance tunnels under city centres).
    private func isRestrictedTunnel(_ tags: Tags) -> Bool {
        guard tags["highway"] == "service", tags["tunnel"] == "yes" else { return false }
        return ["destination", "private", "delivery", "no"].contains(tags["access"] ?? "")
    }

    /// A numeric `maxspeed` in km/h ("50", "30 mph"), or nil.
    static func speedLimit(_ text: String?) -> Double? {
        guard let text, let number = Double(text.prefix { $0.isNumber || $0 == "." }), number > 0 else { return nil }
        return text.contains("mph") ? number * 1.609 : number
    }

    private func isRoundabout(_ tags: Tags) -> Bool {
        tags["junction"] == "roundabout" || tags["junction"] == "circular"
    }

    private func directed(_ speed: Double, oneway: String?, roundabout: Bool, impliedOneway: Bool) -> Access {
        switch oneway {
        case "yes", "1", "true": return Access(forward: speed, backward: nil)
        case "-1", "reverse": return Access(forward: nil, backward: speed)
        case "no", "0", "false": return Access(forward: speed, backward: speed)
        default: return roundabout || impliedOneway ? Access(forward: speed, backward: nil) : Access(forward: speed, backward: speed)
        }
    }
}
