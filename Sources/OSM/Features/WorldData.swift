import Features
import Foundation
import Geo
import StrictJSON

/// The world layer: country polygons, borders and labels, and cities ranked by population, for maps
/// zoomed out beyond an extract (Finland, Europe) and for everything outside the extract's bounds.
///
/// Layers: `world_land` (country polygons: `class` country, `iso`, `name`, `scale`), `world_water` (large lakes),
/// `world_boundary` (land borders), `world_country_label` (up to five candidate label points inside each country's largest polygon, best
/// first, numbered by `label_candidate`) and `world_place`
/// (cities of 50,000 or more: `name`, `country`, `population`, `rank` 1 = 5 million or more … 6 = 50,000 or more).
/// Country labels and cities carry their names in other languages as `name:xx` where the data has them.
public enum WorldData {
    /// The layers of country and city labels (shown over any data: extracts and tile files do not label these).
    public static let labelLayers: Set<String> = ["world_country_label", "world_place"]

    /// The smallest city the map labels.
    public static let minimumPopulation = 50_000

    /// The scales of the country polygons: `110m` for maps of the whole world, `50m` from `detailedFromZoom` on.
    public static let scaleAttribute = "scale"
    /// The style zoom from which the 1:50m polygons are drawn instead of the 1:110m ones (viewport zoom 3.5).
    public static let detailedFromZoom = 2.5

    /// Reads the countries GeoJSON (1:110m, and 1:50m when given) and the cities TSV (see Data/README.md) into
    /// features. Country polygons, borders and labels carry `scale` (110m or 50m): each map draws one scale.
    /// Lakes (GSHHG polygons, `class` lake) become the `world_water` layer.
    public static func features(countriesGeoJSON: [UInt8], detailedCountriesGeoJSON: [UInt8]? = nil, lakesGeoJSON: [UInt8]? = nil,
                                citiesTSV: String) throws(JSONError) -> [MapFeature] {
        var features = try countries(countriesGeoJSON, scale: "110m")
        if let detailedCountriesGeoJSON { features += try countries(detailedCountriesGeoJSON, scale: "50m") }
        if let lakesGeoJSON {
            for lake in try GeoJSONReader.features(in: JSONNode(try JSONParser.parse(lakesGeoJSON))) {
                guard case .polygon(let rings)? = lake.geometry else { continue }
                features.append(MapFeature(layer: "world_water", attributes: ["class": "lake"], geometry: .polygon(rings.map { $0.map(MapPoint.init) }), osmID: 0))
            }
        }
        // At the precision a prepared file keeps (see `MapFeature.atStoredPrecision`).
        return (features + cities(citiesTSV)).map(\.atStoredPrecision)
    }

    /// Whether a world feature belongs to the scale drawn at style zoom `zoom` (features without a scale always do).
    public static func isDrawn(_ feature: MapFeature, atZoom zoom: Double) -> Bool {
        guard let scale = feature.attributes[scaleAttribute] else { return true }
        return scale == (zoom >= detailedFromZoom ? "50m" : "110m")
    }

    private static func countries(_ geoJSON: [UInt8], scale: String) throws(JSONError) -> [MapFeature] {
        var features: [MapFeature] = []
        var labels: [MapFeature] = []
        var outlines: [[MapPoint]] = []
        for feature in try GeoJSONReader.features(in: JSONNode(try JSONParser.parse(geoJSON))) {
            var attributes = ["class": "country", scaleAttribute: scale]
            // The names in other languages go on the labels alone (the polygons are many and never named on the map).
            var names: [String: String] = [:]
            if let properties = feature.properties, case .object(let object) = properties.value {
                if case .string(let iso)? = object["iso"] { attributes["iso"] = iso }
                if case .string(let name)? = object["name"] { attributes["name"] = name }
                for (key, value) in object.entries where key.hasPrefix("name:") {
                    if case .string(let name) = value { names[key] = name }
                }
            }
            let polygons: [[[Coordinate]]]
            switch feature.geometry {
            case .polygon(let rings)?: polygons = [rings]
            case .multiPolygon(let list)?: polygons = list
            default: polygons = []
            }
            var largest: (area: Double, ring: [MapPoint])?
            for polygon in polygons {
                let rings = polygon.map { $0.map(MapPoint.init) }
                features.append(MapFeature(layer: "world_land", attributes: attributes, geometry: .polygon(rings), osmID: 0))
                if let outer = rings.first {
                    outlines.append(outer)
                    let area = abs(RingAssembler.signedArea(outer))
                    if area > (largest?.area ?? 0) { largest = (area, outer) }
                }
            }
            if let ring = largest?.ring, attributes["name"] != nil {
                // Several places inside the country, best first: the label placer takes the first that fits.
                for (position, point) in LabelPoints.candidates(ring).enumerated() {
                    var candidate = attributes.merging(names) { first, _ in first }
                    candidate["label_candidate"] = String(position)
                    labels.append(MapFeature(layer: "world_country_label", attributes: candidate, geometry: .point(point), osmID: 0))
                }
            }
        }
        for border in borders(outlines) {
            features.append(MapFeature(layer: "world_boundary", attributes: ["class": "country", scaleAttribute: scale], geometry: .line(border), osmID: 0))
        }
        return features + labels
    }

    private static func cities(_ citiesTSV: String) -> [MapFeature] {
        var labels: [MapFeature] = []
        for line in citiesTSV.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            // The file is sorted by population: the map labels cities of 50,000 or more.
            guard fields.count >= 6, let population = Int(fields[5]) else { continue }
            if population < minimumPopulation { break }
            guard let latitude = Double(fields[2]), let longitude = Double(fields[3]) else { continue }
            let rank = population >= 5_000_000 ? 1 : population >= 1_000_000 ? 2 : population >= 500_000 ? 3
                : population >= 200_000 ? 4 : population >= 100_000 ? 5 : 6
            var attributes = ["class": "city", "name": String(fields[1]), "country": String(fields[4]),
                              "population": String(population), "rank": String(rank)]
            if fields.count >= 7 {
                for (language, name) in cityNames(fields[6]) { attributes["name:" + language] = name }
            }
            labels.append(MapFeature(layer: "world_place", attributes: attributes,
                                     geometry: .point(MapPoint(Coordinate(latitude: latitude, longitude: longitude))), osmID: 0))
        }
        return labels
    }

    /// A city's names in other languages from the cities file's seventh column, `xx=Name|yy=Name`, in its order.
    public static func cityNames(_ column: Substring) -> [(language: String, name: String)] {
        column.split(separator: "|").compactMap { pair in
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else { return nil }
            return (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
        }
    }

    /// Land borders: the stretches of country outlines that two countries share (coasts are not borders).
    static func borders(_ outlines: [[MapPoint]]) -> [[MapPoint]] {
        struct Edge: Hashable {
            let a: SIMD2<Int64>, b: SIMD2<Int64>
            init(_ p: MapPoint, _ q: MapPoint) {
                let x = SIMD2(Int64(p.x.rounded()), Int64(p.y.rounded())), y = SIMD2(Int64(q.x.rounded()), Int64(q.y.rounded()))
                (a, b) = (x.x, x.y) < (y.x, y.y) ? (x, y) : (y, x)
            }
        }
        var counts: [Edge: Int] = [:]
        for ring in outlines {
            for (p, q) in zip(ring, ring.dropFirst()) { counts[Edge(p, q), default: 0] += 1 }
        }
        var emitted = Set<Edge>()
        var lines: [[MapPoint]] = []
        for ring in outlines {
            var current: [MapPoint] = []
            for (p, q) in zip(ring, ring.dropFirst()) {
                let edge = Edge(p, q)
                if (counts[edge] ?? 0) >= 2, emitted.insert(edge).inserted {
                    if current.isEmpty { current = [p] }
                    current.append(q)
                } else if current.count > 1 {
                    lines.append(current)
                    current = []
                } else {
                    current = []
                }
            }
            if current.count > 1 { lines.append(current) }
        }
        return lines
    }
}
