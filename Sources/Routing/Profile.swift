import OSM

/// What a transport type may use and how fast: access, one-way rules and speeds from OSM tags.
struct Profile: Sendable {
    let transport: TransportType

    /// How a way can be travelled: speeds in m/s per direction, nil where not allowed.
    struct Access {
        var forward: Double?
        var backward: Double?
    }

    /// Fastest speed the profile ever uses (m/s), for the A* heuristic.
    var maximumSpeed: Double {
        switch transport {
        case .automobile: return 130 / 3.6
        case .walking: return 5 / 3.6
        case .cycling: return 20 / 3.6
        }
    }

    static let carSpeeds: [String: Double] = [
        "motorway": 100, "motorway_link": 60, "trunk": 80, "trunk_link": 50, "primary": 50, "primary_link": 40,
        "secondary": 40, "secondary_link": 35, "tertiary": 35, "tertiary_link": 30, "unclassified": 30,
        "residential": 25, "living_street": 10, "service": 15, "road": 25,
    ]

    static let walkable: Set<String> = [
        "footway", "path", "pedestrian", "steps", "living_street", "residential", "service", "unclassified", "tertiary",
        "tertiary_link", "secondary", "secondary_link", "primary", "primary_link", "track", "cycleway", "corridor", "road", "bridleway",
    ]

    static let cyclable: Set<String> = [
        "cycleway", "path", "living_street", "residential", "service", "unclassified", "tertiary", "tertiary_link", "secondary",
        "secondary_link", "primary", "primary_link", "track", "road", "trunk", "trunk_link",
    ]

    /// The access of a way with these tags, or nil when the profile may not use it at all.
    func access(_ tags: Tags) -> Access? {
        guard let highway = tags["highway"] else { return nil }
        let denied: Set<String> = ["no", "private", "agricultural", "forestry", "delivery"]
        func value(_ key: String) -> String? { tags[key] }
        switch transport {
        case .automobile:
            guard let kmh = Profile.carSpeeds[highway] else { return nil }
            let restriction = value("motorcar") ?? value("motor_vehicle") ?? value("vehicle") ?? value("access")
            if let restriction, denied.contains(restriction) { return nil }
            var speed = kmh
            if let maxspeed = value("maxspeed"), let number = Double(maxspeed.prefix { $0.isNumber || $0 == "." }) {
                speed = min(number * 0.9, kmh * 1.5)
            }
            if highway == "service", ["parking_aisle", "driveway"].contains(value("service") ?? "") { speed = 10 }
            return directed(speed / 3.6, oneway: value("oneway"), roundabout: isRoundabout(tags))
        case .walking:
            guard Profile.walkable.contains(highway) || tags["footway"] != nil else { return nil }
            let foot = value("foot")
            if let foot, denied.contains(foot) || foot == "use_sidepath" { return nil }
            if foot == nil, let access = value("access"), denied.contains(access) { return nil }
            let speed = highway == "steps" ? 3.0 : 5.0
            return Access(forward: speed / 3.6, backward: speed / 3.6)
        case .cycling:
            let bicycle = value("bicycle")
            let allowedByTag = ["yes", "designated", "permissive"].contains(bicycle ?? "")
            guard Profile.cyclable.contains(highway) || allowedByTag else { return nil }
            if let bicycle, denied.contains(bicycle) || bicycle == "use_sidepath" || bicycle == "dismount" { return nil }
            if bicycle == nil, let access = value("access"), denied.contains(access) { return nil }
            let speed = highway == "cycleway" ? 18.0 : (highway == "path" || highway == "track" ? 12.0 : 15.0)
            let oneway = value("oneway:bicycle") ?? (highway == "cycleway" ? value("oneway") : value("oneway"))
            return directed(speed / 3.6, oneway: oneway, roundabout: isRoundabout(tags))
        }
    }

    private func isRoundabout(_ tags: Tags) -> Bool {
        tags["junction"] == "roundabout" || tags["junction"] == "circular"
    }

    private func directed(_ speed: Double, oneway: String?, roundabout: Bool) -> Access {
        switch oneway {
        case "yes", "1", "true": return Access(forward: speed, backward: nil)
        case "-1", "reverse": return Access(forward: nil, backward: speed)
        case "no", "0", "false": return Access(forward: speed, backward: speed)
        default: return roundabout ? Access(forward: speed, backward: nil) : Access(forward: speed, backward: speed)
        }
    }
}
