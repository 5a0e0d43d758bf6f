/// The attributes MapSnap's styles read, worked out for features of OpenMapTiles-schema vector tiles the way the
/// extract path works them out from OSM tags: POI icon classes and ranks, place ranks.
public enum OpenMapTilesClasses {
    /// OSM keys in the order a POI's value is looked up under (the first exact match wins).
    private static let poiKeys = ["amenity", "tourism", "leisure", "railway", "public_transport", "highway", "aeroway", "shop",
                                  "historic", "office", "craft"]
    /// OpenMapTiles POI classes whose values are shops, tourism or history when no exact match names them.
    private static let keyOfClass = ["shop": "shop", "clothing_store": "shop", "alcohol_shop": "shop", "grocery": "shop",
                                     "hairdresser": "shop", "jewelry": "shop", "furniture": "shop", "florist": "shop",
                                     "hardware": "shop", "mobile_phone": "shop", "shoe": "shop", "stationery": "shop",
                                     "toys": "shop", "music": "shop", "books": "shop", "gift": "shop", "bicycle": "shop",
                                     "optician": "shop", "pet": "shop", "laundry": "shop", "car": "shop", "bakery": "shop",
                                     "ice_cream": "amenity", "lodging": "tourism", "attraction": "tourism",
                                     "monument": "historic", "castle": "historic", "ruins": "historic", "memorial": "historic",
                                     "railway": "railway", "bus": "highway", "office": "office"]

    /// The built-in icon class of an OpenMapTiles POI (`class` and `subclass`, the OSM value), or nil when the
    /// extract path would not show it either.
    public static func poiIconClass(class openMapTilesClass: String, subclass: String) -> String? {
        let value = subclass.isEmpty ? openMapTilesClass : subclass
        for key in poiKeys {
            guard let kind = PlaceAndPOIClassifier.poiClass(key: key, value: value) else { continue }
            // A key that takes any value (`shop`, `historic`, …) only counts when the class says so.
            if kind != PlaceAndPOIClassifier.poiClass(key: key, value: "\u{0}") { return kind }
        }
        if let key = keyOfClass[openMapTilesClass] { return PlaceAndPOIClassifier.poiClass(key: key, value: value) }
        return nil
    }

    /// Label priority of a POI (smaller first), as the extract path ranks it.
    public static func poiRank(iconClass: String, subclass: String) -> Int {
        PlaceAndPOIClassifier.poiRank(iconClass, key: iconClass == "work" ? "office" : "", value: subclass)
    }

    /// Rank of a place class (`city` 1 … `isolated_dwelling` 9), nil for classes the extract path has no rank for.
    public static func placeRank(class placeClass: String) -> Int? {
        PlaceAndPOIClassifier.placeRanks[placeClass]
    }
}
