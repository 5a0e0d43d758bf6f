/// Maps OSM tags to OpenMapTiles-schema layers and classes.
///
/// The tables follow the OpenMapTiles schema's documented class values (transportation classes
/// motorway … path, rail; landcover wood/grass/sand/rock/wetland/farmland; landuse residential,
/// commercial, …; park; water; waterway; building; place with rank; poi with class; boundary).
public enum FeatureClassifier {
    /// One classification: layer plus attributes.
    struct Result {
        var layer: String
        var attributes: [String: String]
    }

    /// Line classifications for a way (roads, rail, waterways, boundaries) — nil when none applies.
    static func line(_ tags: Tags) -> Result? {
        if let highway = tags["highway"], let kind = roadClass(highway) {
            if tags["area"] == "yes" { return nil }
            var attributes = ["class": kind, "subclass": highway]
            addCommon(tags, to: &attributes)
            if tags["oneway"] == "yes" || tags["oneway"] == "1" { attributes["oneway"] = "1" }
            return Result(layer: "transportation", attributes: attributes)
        }
        if let railway = tags["railway"], ["rail", "light_rail", "subway", "tram", "narrow_gauge", "monorail", "funicular"].contains(railway) {
            var attributes = ["class": railway == "rail" || railway == "narrow_gauge" ? "rail" : "transit", "subclass": railway]
            addCommon(tags, to: &attributes)
            return Result(layer: "transportation", attributes: attributes)
        }
        if tags["route"] == "ferry" {
            var attributes = ["class": "ferry"]
            addCommon(tags, to: &attributes)
            return Result(layer: "transportation", attributes: attributes)
        }
        if let waterway = tags["waterway"], ["river", "stream", "canal", "drain", "ditch"].contains(waterway) {
            var attributes = ["class": waterway]
            addCommon(tags, to: &attributes)
            return Result(layer: "waterway", attributes: attributes)
        }
        return nil
    }

    /// Area classification for a closed way or multipolygon — nil when none applies.
    static func area(_ tags: Tags) -> Result? {
        func result(_ layer: String, _ kind: String, subclass: String? = nil) -> Result {
            var attributes = ["class": kind]
            if let subclass { attributes["subclass"] = subclass }
            addCommon(tags, to: &attributes)
            return Result(layer: layer, attributes: attributes)
        }
        if let building = tags["building"], building != "no" { return result("building", "building", subclass: building) }
        if tags["building:part"] != nil { return nil }
        if tags["natural"] == "water" || tags["waterway"] == "riverbank" || ["reservoir", "basin"].contains(tags["landuse"] ?? "") {
            return result("water", tags["water"] == "river" || tags["waterway"] == "riverbank" ? "river" : "lake")
        }
        if tags["natural"] == "bay" { return result("water", "ocean") }
        if let leisure = tags["leisure"], ["park", "garden", "nature_reserve", "dog_park"].contains(leisure) { return result("park", "park", subclass: leisure) }
        if tags["boundary"] == "national_park" || tags["boundary"] == "protected_area" { return result("park", "park", subclass: "protected_area") }
        if let cover = landcoverClass(tags) { return result("landcover", cover.0, subclass: cover.1) }
        if let use = landuseClass(tags) { return result("landuse", use) }
        if tags["highway"] == "pedestrian" || (tags["area"] == "yes" && ["footway", "pedestrian", "service"].contains(tags["highway"] ?? "")) {
            return result("landuse", "pedestrian")
        }
        if tags["aeroway"] != nil { return result("aeroway", tags["aeroway"] ?? "") }
        return nil
    }

    /// Whether a closed way should be an area rather than a line.
    static func closedWayIsArea(_ tags: Tags) -> Bool {
        if tags["area"] == "yes" { return true }
        if tags["area"] == "no" { return false }
        if tags["highway"] != nil || tags["railway"] != nil || tags["barrier"] != nil { return false }
        return area(tags) != nil
    }

    /// Whether a `highway` value is a street people search by name (not a path, platform or crossing).
    public static func isStreet(_ highway: String) -> Bool {
        guard let kind = roadClass(highway) else { return highway == "pedestrian" }
        return kind != "path" || highway == "pedestrian"
    }

    static func roadClass(_ highway: String) -> String? {
        switch highway {
        case "motorway", "motorway_link": return "motorway"
        case "trunk", "trunk_link": return "trunk"
        case "primary", "primary_link": return "primary"
        case "secondary", "secondary_link": return "secondary"
        case "tertiary", "tertiary_link": return "tertiary"
        case "unclassified", "residential", "living_street", "road": return "minor"
        case "service": return "service"
        case "pedestrian", "footway", "path", "cycleway", "steps", "bridleway", "track", "corridor": return "path"
        default: return nil
        }
    }

    private static func landcoverClass(_ tags: Tags) -> (String, String)? {
        let natural = tags["natural"] ?? "", landuse = tags["landuse"] ?? ""
        switch (natural, landuse) {
        case ("wood", _), (_, "forest"): return ("wood", natural.isEmpty ? landuse : natural)
        case ("grassland", _), ("heath", _), ("scrub", _), (_, "grass"), (_, "meadow"), (_, "village_green"), (_, "recreation_ground"):
            return ("grass", natural.isEmpty ? landuse : natural)
        case ("sand", _), ("beach", _): return ("sand", natural)
        case ("bare_rock", _), ("scree", _), ("rock", _): return ("rock", natural)
        case ("wetland", _): return ("wetland", natural)
        case (_, "farmland"), (_, "orchard"), (_, "allotments"): return ("farmland", landuse)
        default: return nil
        }
    }

    private static func landuseClass(_ tags: Tags) -> String? {
        if let landuse = tags["landuse"], ["residential", "commercial", "industrial", "retail", "railway", "cemetery", "military",
                                            "construction", "garages", "brownfield", "religious"].contains(landuse) {
            return landuse
        }
        if let amenity = tags["amenity"], ["school", "university", "college", "kindergarten", "hospital", "library", "parking", "grave_yard"].contains(amenity) {
            return amenity == "grave_yard" ? "cemetery" : amenity
        }
        if let leisure = tags["leisure"], ["pitch", "playground", "stadium", "track", "sports_centre", "marina"].contains(leisure) { return leisure }
        if tags["tourism"] == "zoo" || tags["tourism"] == "theme_park" { return tags["tourism"] }
        if tags["place"] == "square" || tags["place"] == "plaza" { return "square" }
        return nil
    }

    /// Attributes every feature may carry: name (local, then English fallback) and its other languages (`name:sv`,
    /// `name:en`, … as OpenMapTiles carries them, where they differ from the name), ref, brunnel, layer.
    static func addCommon(_ tags: Tags, to attributes: inout [String: String]) {
        if let name = tags["name"] ?? tags["name:en"] {
            attributes["name"] = name
            for (key, value) in tags where key.hasPrefix("name:") && value != name && NameLanguages.isLanguageCode(key.dropFirst("name:".count)) { attributes[key] = value }
        }
        if let ref = tags["ref"] { attributes["ref"] = ref }
        if tags["bridge"] != nil, tags["bridge"] != "no" { attributes["brunnel"] = "bridge" }
        else if tags["tunnel"] != nil, tags["tunnel"] != "no" { attributes["brunnel"] = "tunnel" }
        if let layer = tags["layer"], let value = Int(layer) { attributes["layer"] = String(value) }
        if tags["intermittent"] == "yes" { attributes["intermittent"] = "1" }
    }
}
