import OSM

/// What an OSM element is, as its main tag ("amenity=embassy", "shop=books"): kept for every place so that searches
/// for kinds MapKit has no category for ("embassy", "bookshop", "taxi") still work.
enum FeatureType {
    /// Keys that say what an element is, most telling first.
    static let keys = ["amenity", "shop", "tourism", "leisure", "office", "craft", "healthcare", "emergency", "historic",
                       "public_transport", "railway", "aeroway", "man_made", "natural", "place", "building"]

    /// The element's main tag, or nil when it has none of `keys` (a `yes` value counts only for buildings).
    static func of(_ tags: Tags) -> String? {
        for key in keys {
            guard let value = tags[key], !value.isEmpty, value != "no" else { continue }
            if value == "yes" && key != "building" { continue }
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
