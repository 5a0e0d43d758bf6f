import Geo
import OSM

/// Collects searchable places from an extract and the world cities.
public enum PlaceIndexBuilder {
    /// Items from the extract: named POIs, addresses, streets (merged by name), places, named water and parks.
    public static func items(from data: OSMData) -> [MapItem] {
        var items: [MapItem] = []
        func add(tags: Tags, coordinate: Coordinate, id: Int64, type: String, isArea: Bool) {
            let name = tags["name"]
            let category = PointOfInterestCategory(tags: tags)
            var placemark = Placemark()
            placemark.thoroughfare = tags["addr:street"]
            placemark.subThoroughfare = tags["addr:housenumber"]
            placemark.locality = tags["addr:city"]
            placemark.postalCode = tags["addr:postcode"]
            placemark.countryCode = tags["addr:country"]
            let wiki = tags["wikidata"] != nil || tags["wikipedia"] != nil ? 0.3 : 0
            if let name {
                var kind = MapItem.Kind.pointOfInterest
                var prominence = wiki
                if let place = tags["place"], let rank = placeRank[place] {
                    kind = .place
                    prominence += Double(10 - rank) / 10
                } else if tags["natural"] == "water" || tags["water"] != nil || tags["waterway"] == "riverbank" {
                    kind = .water
                } else if tags["leisure"] == "park" || tags["leisure"] == "garden" {
                    kind = .park
                } else if category == nil && tags["building"] == nil && tags["shop"] == nil && tags["office"] == nil {
                    if !isArea { return }  // unnamed-purpose lines (streets are handled separately)
                }
                if category != nil || kind != .pointOfInterest || tags["office"] != nil || tags["building"] != nil || tags["historic"] != nil {
                    var item = MapItem(name: name, coordinate: coordinate, kind: kind, sourceID: id, sourceType: type, prominence: prominence)
                    item.pointOfInterestCategory = kind == .pointOfInterest ? category : nil
                    item.placemark = placemark
                    item.phoneNumber = tags["phone"] ?? tags["contact:phone"]
                    item.url = tags["website"] ?? tags["contact:website"] ?? tags["url"]
                    item.openingHours = tags["opening_hours"]
                    item.cuisine = tags["cuisine"]
                    items.append(item)
                }
            }
            if let street = placemark.thoroughfare, let number = placemark.subThoroughfare {
                var address = MapItem(name: "\(street) \(number)", coordinate: coordinate, kind: .address, sourceID: id, sourceType: type)
                address.placemark = placemark
                items.append(address)
            }
        }
        for node in data.nodes {
            add(tags: node.tags, coordinate: node.coordinate, id: node.id, type: "node", isArea: false)
        }
        var streets: [String: [Coordinate]] = [:]
        for way in data.ways {
            let coordinates = data.coordinates(of: way)
            guard !coordinates.isEmpty else { continue }
            if let highway = way.tags["highway"], let name = way.tags["name"], FeatureClassifier.isStreet(highway) {
                streets[name, default: []].append(contentsOf: coordinates)
                continue
            }
            guard way.tags["name"] != nil || way.tags["addr:housenumber"] != nil else { continue }
            let center = centerOf(coordinates)
            add(tags: way.tags, coordinate: center, id: way.id, type: "way", isArea: way.isClosed)
        }
        items = deduplicated(items)
        for (name, points) in streets.sorted(by: { $0.key < $1.key }) {
            // The vertex nearest the middle of the street's extent: a point on the street itself.
            let middle = centerOf(points)
            let anchor = points.min { Distance.haversine($0, middle) < Distance.haversine($1, middle) } ?? middle
            var street = MapItem(name: name, coordinate: anchor, kind: .street, sourceID: 0, sourceType: "way", prominence: 0.1)
            street.placemark.thoroughfare = name
            items.append(street)
        }
        return items
    }

    /// Items from the GeoNames cities TSV (geonameid, name, latitude, longitude, country, population).
    public static func cities(tsv: String) -> [MapItem] {
        var items: [MapItem] = []
        for line in tsv.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 6, let id = Int64(fields[0]), let latitude = Double(fields[2]), let longitude = Double(fields[3]),
                  let population = Int(fields[5]) else { continue }
            // log10 of population: 15,000 → 0.6, 1 million → 0.86, 10 million → 1.
            let prominence = min(1, Double(population).squareRoot().squareRoot().squareRoot() / 7.5)
            var item = MapItem(name: String(fields[1]), coordinate: Coordinate(latitude: latitude, longitude: longitude), kind: .city,
                               sourceID: id, sourceType: "geonames", prominence: prominence)
            item.population = population
            item.placemark.countryCode = String(fields[4])
            items.append(item)
        }
        return items
    }

    static let placeRank = PlaceRanks.table

    /// Drops repeats: the same address tagged on a building and its shops, the same place as node and area.
    static func deduplicated(_ items: [MapItem]) -> [MapItem] {
        var seen: [String: [Coordinate]] = [:]
        var result: [MapItem] = []
        for item in items {
            let key = "\(item.kind.rawValue)|\(TextNormalizer.fold(item.name))"
            let radius = item.kind == .address ? 150.0 : 40.0
            if let previous = seen[key], previous.contains(where: { Distance.haversine($0, item.coordinate) < radius }) { continue }
            seen[key, default: []].append(item.coordinate)
            result.append(item)
        }
        return result
    }

    static func centerOf(_ coordinates: [Coordinate]) -> Coordinate {
        let count = Double(max(coordinates.count, 1))
        return Coordinate(latitude: coordinates.map(\.latitude).reduce(0, +) / count,
                          longitude: coordinates.map(\.longitude).reduce(0, +) / count)
    }
}

/// Place ranks by OSM `place` value (smaller is more important).
enum PlaceRanks {
    static let table = ["city": 1, "town": 2, "suburb": 3, "village": 4, "quarter": 5, "neighbourhood": 6, "island": 5,
                        "islet": 7, "hamlet": 7, "square": 7, "locality": 8, "city_block": 9]
}
