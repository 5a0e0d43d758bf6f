import OSM

/// What an OSM element is, as its main tag ("amenity=embassy", "shop=books"): kept for every place so that searches
/// for kinds MapKit has no category for ("embassy", "bookshop", "taxi") still work.
enum FeatureType {
    /// Keys that say what an element is, most telling first.
    static let keys = ["amenity", "shop", "tourism", "leisure", "office", "craft", "healthcare", "emergency", "historic",
                       "financial", "club", "sport", "public_transport", "railway", "aeroway", "man_made", "natural", "place", "building"]

    /// Keys that describe rather than classify an element (never its feature type).
    static let descriptiveKeys: Set<String> = ["name", "addr", "source", "note", "fixme", "description", "wikidata", "wikipedia",
        "website", "url", "contact", "phone", "email", "opening_hours", "wheelchair", "ref", "operator", "brand", "level", "layer",
        "entrance", "check_date", "image", "start_date", "height", "ele", "created_by", "highway", "barrier", "crossing", "power",
        "alt_name", "official_name", "short_name", "old_name", "loc_name", "int_name", "is_in", "access", "fee", "toilets",
        "internet_access", "survey", "type", "area", "surface", "lit", "indoor", "building:levels", "roof", "architect", "mapillary"]

    /// The element's main tag: the first of `keys` it has (a `yes` value counts only for buildings), else for a
    /// named element its first other classifying tag ("financial=stock_exchange"), else nil.
    static func of(_ tags: Tags) -> String? {
        for key in keys {
            guard let value = tags[key], !value.isEmpty, value != "no" else { continue }
            if value == "yes" && key != "building" { continue }
            return "\(key)=\(value)"
        }
        guard tags["name"] != nil else { return nil }
        for key in tags.keys.sorted() {
            let base = String(key.prefix { $0 != ":" })
            guard !descriptiveKeys.contains(base), !descriptiveKeys.contains(key), let value = tags[key], value != "no", value != "yes" else { continue }
            return "\(key)=\(value)"
        }
        return nil
    }

    /// Amenities worth finding even without a name, and the label they are listed under.
    static let unnamedLabels: [String: String] = [
        "amenity=toilets": "Public toilet", "amenity=atm": "ATM", "amenity=post_box": "Post box",
        "amenity=drinking_water": "Drinking water", "amenity=taxi": "Taxi stand", "amenity=bicycle_rental": "Bike rental",
        "amenity=charging_station": "Charging station", "amenity=fuel": "Fuel", "amenity=telephone": "Telephone",
        "amenity=bureau_de_change": "Currency exchange", "amenity=defibrillator": "Defibrillator",
        "emergency=defibrillator": "Defibrillator", "amenity=recycling": "Recycling",
    ]
}
