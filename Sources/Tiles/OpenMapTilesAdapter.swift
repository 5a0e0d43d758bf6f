import OSM

/// Makes OpenMapTiles-schema tile features read like the extract path's, so the same styles draw both unchanged:
/// names from `name:latin`/`name_int` when a tiler writes no plain `name`, POI classes as built-in icon names with
/// the extract's ranks, place ranks by class, and water names (a layer of their own in the schema) as named points
/// of the `water` layer.
enum OpenMapTilesAdapter {
    /// The layer a tile layer's features go to, or nil for layers the styles never draw.
    static func targetLayer(_ tileLayer: String) -> String? {
        switch tileLayer {
        case "water_name": return "water"
        case "housenumber": return nil
        default: return tileLayer
        }
    }

    /// The attributes the styles read, or nil when the feature should not be drawn at all.
    static func attributes(_ tileLayer: String, _ attributes: [String: String], type: VectorTile.GeometryType) -> [String: String]? {
        var result = attributes
        if result["name"] == nil, let name = attributes["name:latin"] ?? attributes["name_int"] ?? attributes["name_en"] {
            result["name"] = name
        }
        switch tileLayer {
        case "poi":
            let subclass = attributes["subclass"] ?? ""
            guard let icon = OpenMapTilesClasses.poiIconClass(class: attributes["class"] ?? "", subclass: subclass),
                  result["name"] != nil else { return nil }
            result["class"] = icon
            result["subclass"] = subclass
            result["rank"] = String(OpenMapTilesClasses.poiRank(iconClass: icon, subclass: subclass))
        case "place":
            guard result["name"] != nil else { return nil }
            result["rank"] = String(OpenMapTilesClasses.placeRank(class: attributes["class"] ?? "") ?? 10)
        case "transportation", "transportation_name":
            // tilemaker writes the OSM railway value as the class; the schema (and the styles) say rail or transit.
            guard let railway = railwayClass(attributes["class"] ?? "") else { return nil }
            if railway != attributes["class"] {
                result["class"] = railway
                result["subclass"] = attributes["class"]
            }
        case "water_name":
            // Lake and bay names as points; river names along lines are not drawn by the styles.
            guard type == .point, result["name"] != nil else { return nil }
        default:
            break
        }
        return result
    }

    /// The schema's class for a transportation class as tilemaker or the schema writes it; nil for railways that are
    /// not running (abandoned, disused, platforms).
    static func railwayClass(_ value: String) -> String? {
        switch value {
        case "narrow_gauge", "preserved": return "rail"
        case "tram", "light_rail", "subway", "monorail", "funicular": return "transit"
        case "abandoned", "disused", "razed", "platform", "construction", "proposed", "miniature": return nil
        default: return value
        }
    }
}
