/// Classification of point features: places (with rank) and points of interest (with an icon class).
enum PlaceAndPOIClassifier {
    /// Place classes by rank (smaller is more important).
    static let placeRanks = ["city": 1, "town": 2, "suburb": 3, "village": 4, "quarter": 5, "neighbourhood": 6,
                             "island": 5, "islet": 7, "hamlet": 7, "locality": 8, "isolated_dwelling": 9]

    /// A place classification for a tagged element with a name.
    static func place(_ tags: Tags) -> FeatureClassifier.Result? {
        guard let place = tags["place"], let rank = placeRanks[place], tags["name"] != nil else { return nil }
        var attributes = ["class": place, "rank": String(rank)]
        FeatureClassifier.addCommon(tags, to: &attributes)
        return FeatureClassifier.Result(layer: "place", attributes: attributes)
    }

    /// A POI classification: `class` is the built-in icon name that fits (or a generic class), `subclass` the OSM value.
    static func poi(_ tags: Tags) -> FeatureClassifier.Result? {
        guard tags["name"] != nil else { return nil }
        for key in ["amenity", "shop", "tourism", "leisure", "historic", "railway", "public_transport", "highway", "office", "craft", "aeroway"] {
            guard let value = tags[key], let kind = poiClass(key: key, value: value) else { continue }
            var attributes = ["class": kind, "subclass": value, "key": key]
            FeatureClassifier.addCommon(tags, to: &attributes)
            attributes["rank"] = String(poiRank(kind, key: key, value: value))
            return FeatureClassifier.Result(layer: "poi", attributes: attributes)
        }
        return nil
    }

    static func poiClass(key: String, value: String) -> String? {
        switch (key, value) {
        case ("amenity", "restaurant"), ("amenity", "fast_food"), ("amenity", "food_court"): return "restaurant"
        case ("amenity", "cafe"), ("amenity", "ice_cream"): return "cafe"
        case ("amenity", "bar"), ("amenity", "pub"), ("amenity", "nightclub"), ("amenity", "biergarten"): return "bar"
        case ("shop", "bakery"), ("shop", "pastry"): return "bakery"
        case ("shop", "supermarket"), ("shop", "convenience"), ("shop", "greengrocer"), ("shop", "deli"): return "grocery"
        case ("shop", _): return "shop"
        case ("tourism", "hotel"), ("tourism", "hostel"), ("tourism", "guest_house"), ("tourism", "motel"), ("tourism", "apartment"): return "hotel"
        case ("tourism", "museum"), ("tourism", "gallery"), ("amenity", "arts_centre"): return "museum"
        case ("tourism", "attraction"), ("tourism", "viewpoint"), ("tourism", "artwork"), ("historic", _): return "star"
        case ("tourism", "information"): return "info"
        case ("leisure", "park"), ("leisure", "garden"): return "park"
        case ("leisure", "beach_resort"), ("natural", "beach"): return "beach"
        case ("amenity", "hospital"), ("amenity", "clinic"), ("amenity", "doctors"), ("amenity", "dentist"): return "hospital"
        case ("amenity", "pharmacy"), ("shop", "chemist"): return "pharmacy"
        case ("amenity", "school"), ("amenity", "kindergarten"): return "school"
        case ("amenity", "university"), ("amenity", "college"): return "university"
        case ("amenity", "library"): return "library"
        case ("amenity", "bank"), ("amenity", "bureau_de_change"): return "bank"
        case ("amenity", "atm"): return "atm"
        case ("amenity", "fuel"): return "fuel"
        case ("amenity", "charging_station"): return "charging-station"
        case ("amenity", "parking"), ("amenity", "bicycle_parking"): return "parking"
        case ("amenity", "bus_station"), ("highway", "bus_stop"), ("public_transport", "platform"): return "bus"
        case ("railway", "station"), ("railway", "halt"), ("railway", "tram_stop"), ("public_transport", "station"): return "train"
        case ("aeroway", "aerodrome"), ("aeroway", "terminal"): return "airport"
        case ("amenity", "police"): return "police"
        case ("amenity", "post_office"): return "post-office"
        case ("amenity", "toilets"): return "toilet"
        case ("amenity", "cinema"): return "cinema"
        case ("amenity", "theatre"), ("amenity", "concert_hall"): return "theatre"
        case ("amenity", "car_rental"), ("amenity", "car_sharing"), ("shop", "car"): return "car"
        case ("office", _), ("craft", _): return "work"
        case ("amenity", "place_of_worship"), ("amenity", "townhall"), ("amenity", "courthouse"), ("amenity", "embassy"): return "star"
        case ("leisure", "sports_centre"), ("leisure", "fitness_centre"), ("leisure", "stadium"): return "star"
        default: return nil
        }
    }

    /// POI importance for label placement (smaller first): transport and landmarks before shops; statues,
    /// memorials, embassies and offices last.
    static func poiRank(_ kind: String, key: String = "", value: String = "") -> Int {
        if ["artwork", "memorial", "monument", "embassy", "plaque", "stone"].contains(value) || key == "office" || key == "craft" { return 6 }
        if key == "highway" || key == "public_transport" { return 5 }
        switch kind {
        case "train", "airport": return 1
        case "museum", "star", "theatre", "university", "hospital": return 2
        case "hotel", "library", "cinema", "park": return 3
        case "restaurant", "cafe", "bar", "bakery", "grocery", "pharmacy", "bank", "post-office", "police": return 4
        default: return 5
        }
    }
}
