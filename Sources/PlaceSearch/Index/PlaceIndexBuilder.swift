import BinaryData
import Geo
import OSM

/// Collects searchable places from an extract and the world cities.
public enum PlaceIndexBuilder {
    /// The relation types places and street lines are made from (`isArea`, multipolygon streets).
    public static let relationTypes: Set<String> = ["multipolygon", "boundary"]

    /// Items from the extract: every named point of interest (with a generic feature type where no category fits),
    /// unnamed amenities people look for (toilets, ATMs), addresses, streets (the ways of a name joined where they
    /// run close: `StreetClusters`), places and districts
    /// (also from boundary and multipolygon relations), named water and parks, each with all its names.
    public static func items(from data: OSMData) -> [MapItem] {
        items(from: data, ways: data.waysByID())
    }

    /// The items, with the extract's ways by id already at hand.
    static func items(from data: OSMData, ways: some WayLookup) -> [MapItem] {
        var items: [MapItem] = []
        forEachItem(from: data, ways: ways) { items.append($0) }
        return items
    }

    /// Gives the items one at a time, in the order `items(from:)` lists them (so they need not all be held).
    static func forEachItem(from data: OSMData, ways: some WayLookup, _ give: (MapItem) -> Void) {
        // Duplicates are weeded out as the items come (as `deduplicated` would after), the streets after them not.
        var deduplicator = Deduplicator()
        func add(_ new: [MapItem]) {
            for item in new where deduplicator.admits(item) { give(item.atStoredPrecision) }
        }
        for node in data.nodes {
            add(elementItems(tags: node.tags, coordinate: node.coordinate, id: node.id, type: "node", isArea: false))
        }
        var streets = StreetClusters()
        for way in data.ways {
            if let name = way.tags["name"], isStreet(way.tags) {
                let coordinates = data.coordinates(of: way)
                guard !coordinates.isEmpty else { continue }
                streets.add(name: name, points: coordinates, names: AlternateName.all(in: way.tags))
                continue
            }
            guard way.tags["name"] != nil || way.tags["addr:housenumber"] != nil || isWorthFindingUnnamed(way.tags) else { continue }
            let coordinates = data.coordinates(of: way)
            guard let center = way.isClosed ? AreaCenter.center(ofRing: coordinates) : AreaCenter.mean(coordinates) else { continue }
            add(elementItems(tags: way.tags, coordinate: center, id: way.id, type: "way", isArea: way.isClosed))
        }
        for relation in data.relations where relation.tags["name"] != nil && isArea(relation.tags) {
            guard let center = AreaCenter.center(of: relation, ways: ways, locations: data.locations) else { continue }
            add(elementItems(tags: relation.tags, coordinate: center, id: relation.id, type: "relation", isArea: true))
        }
        for street in streets.items() { give(street.atStoredPrecision) }
    }

    /// Every named street's line, and the outlines of streets and squares mapped as multipolygons (for reverse
    /// geocoding by the nearest street geometry).
    public static func streetLines(from data: OSMData) -> [StreetLine] {
        streetLines(from: data, ways: data.waysByID())
    }

    /// The street lines, with the extract's ways by id already at hand.
    static func streetLines(from data: OSMData, ways: some WayLookup) -> [StreetLine] {
        func isNamedStreet(_ tags: Tags) -> String? {
            guard let name = tags["name"], let highway = tags["highway"], FeatureClassifier.isStreet(highway) else { return nil }
            return name
        }
        func stretches(_ way: OSMWay, name: String) -> [StreetLine] {
            data.presentRuns(of: way) { $0 }.map { StreetLine(name: name, points: $0) }
        }
        var lines: [StreetLine] = data.ways.flatMap { way in isNamedStreet(way.tags).map { stretches(way, name: $0) } ?? [] }
        for relation in data.relations where relation.tags["type"] == "multipolygon" {
            guard let name = isNamedStreet(relation.tags) else { continue }
            for member in relation.members where member.kind == .way && member.role != "inner" {
                if let way = ways[member.ref] { lines += stretches(way, name: name) }
            }
        }
        return lines
    }

    /// The items one element gives: itself (when named, or an amenity worth finding unnamed) and its address.
    static func elementItems(tags: Tags, coordinate: Coordinate, id: Int64, type: String, isArea: Bool) -> [MapItem] {
        var result: [MapItem] = []
        var placemark = Placemark()
        placemark.thoroughfare = tags["addr:street"] ?? tags["addr:place"]
        placemark.subThoroughfare = tags["addr:housenumber"]
        placemark.locality = tags["addr:city"]
        placemark.postalCode = tags["addr:postcode"]
        placemark.countryCode = tags["addr:country"]
        if var item = element(tags: tags, coordinate: coordinate, id: id, type: type, isArea: isArea) {
            item.placemark = placemark
            result.append(item)
        }
        if let street = placemark.thoroughfare, let number = placemark.subThoroughfare {
            var address = MapItem(name: "\(street) \(number)", coordinate: coordinate, kind: .address, sourceID: id, sourceType: type)
            address.placemark = placemark
            address.alternateNames = StreetNameVariants.variants(of: address.name)
            result.append(address)
        }
        return result
    }

    /// The element as a place, point of interest, water or park, or nil when it is none of them.
    static func element(tags: Tags, coordinate: Coordinate, id: Int64, type: String, isArea: Bool) -> MapItem? {
        let category = PointOfInterestCategory(tags: tags)
        let featureType = FeatureType.of(tags)
        let wiki = tags["wikidata"] != nil || tags["wikipedia"] != nil ? 0.5 : 0
        guard let name = tags["name"] else {
            guard let featureType, let label = FeatureType.unnamedLabels[featureType] else { return nil }
            var item = MapItem(name: label, coordinate: coordinate, kind: .pointOfInterest, sourceID: id, sourceType: type)
            item.pointOfInterestCategory = category
            item.featureType = featureType
            return item
        }
        var kind = MapItem.Kind.pointOfInterest
        var prominence = wiki
        if let rank = placeRank(tags) {
            kind = .place
            prominence += Double(10 - rank) / 10
        } else if tags["natural"] == "water" || tags["water"] != nil || tags["waterway"] == "riverbank" {
            kind = .water
        } else if tags["leisure"] == "park" || tags["leisure"] == "garden" {
            kind = .park
        } else if category == nil {
            // Named lines that are not places (railway lines, power lines, walls) are not searched for.
            guard featureType != nil, isArea || type == "node" else { return nil }
        }
        var item = MapItem(name: name, coordinate: coordinate, kind: kind, sourceID: id, sourceType: type, prominence: prominence)
        item.pointOfInterestCategory = kind == .pointOfInterest ? category : nil
        item.featureType = featureType
        item.alternateNames = AlternateName.all(in: tags)
        item.phoneNumber = tags["phone"] ?? tags["contact:phone"]
        item.url = tags["website"] ?? tags["contact:website"] ?? tags["url"]
        item.openingHours = tags["opening_hours"]
        item.cuisine = tags["cuisine"]
        return item
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
            // Its names in other languages (Tukholma, 東京) find it and name it in a result's language.
            if fields.count >= 7 { item.alternateNames = WorldData.cityNames(fields[6]).map { AlternateName(key: "name:" + $0.language, text: $0.name) } }
            items.append(item.atStoredPrecision)
        }
        return items
    }

    /// A named highway that is a street (squares mapped as pedestrian areas are places, not streets).
    static func isStreet(_ tags: Tags) -> Bool {
        guard let highway = tags["highway"], FeatureClassifier.isStreet(highway) else { return false }
        return tags["place"] == nil && tags["area"] != "yes"
    }

    /// Relations that are areas people search for: multipolygons, and district or neighbourhood boundaries
    /// (administrative level 9 and finer; coarser ones are cities and regions the world data has).
    static func isArea(_ tags: Tags) -> Bool {
        switch tags["type"] {
        case "multipolygon": return true
        case "boundary": return tags["boundary"] == "administrative" && (Int(tags["admin_level"] ?? "") ?? 0) >= 9
        default: return false
        }
    }

    static func isWorthFindingUnnamed(_ tags: Tags) -> Bool {
        FeatureType.of(tags).map { FeatureType.unnamedLabels[$0] != nil } ?? false
    }

    /// The rank of a place (smaller is more important): by its `place` value, or a district boundary's level.
    static func placeRank(_ tags: Tags) -> Int? {
        if let place = tags["place"], let rank = PlaceRanks.table[place] { return rank }
        if tags["boundary"] == "administrative", let level = Int(tags["admin_level"] ?? ""), level >= 9 { return level <= 10 ? 3 : 5 }
        return nil
    }

    /// Drops repeats: the same place as node and area, a shop and its building. Addresses are all kept (reverse
    /// geocoding needs the nearest copy); searches show one per place.
    /// It remembers the items admitted so far and admits an item only when no admitted one of the same kind, name and
    /// type lies within its radius, so items are weeded out as they are made, never all held twice.
    struct Deduplicator {
        // Seen places by kind, name and type, in grid cells about the radius wide, so that each item is compared only
        // with those nearby (thousands of unnamed "Public toilet"s must not compare with each other). The text is
        // kept as its 64-bit FNV-1a hash and a cell's first place inline (a country has millions of places: a
        // string and an array each was the place phase's largest table).
        private struct Key: Hashable {
            let text: UInt64
            let x: Int32
            let y: Int32
        }
        private var first: [Key: Coordinate] = [:]
        private var more: [Key: [Coordinate]] = [:]

        /// Whether `item` is new (then it is remembered).
        mutating func admits(_ item: MapItem) -> Bool {
            let type = item.kind == .pointOfInterest ? item.featureType ?? "" : ""
            let text = "\(item.kind.rawValue)|\(TextNormalizer.fold(item.name))|\(type)"
            // Places of one name within 1.5 km (a district's node and its area) are one result, but that is for the
            // search to decide (`LocalSearch.sameResultRadius`): weeded out here, which ones go would depend on the
            // places beyond the extract's edge.
            let radius = item.kind == .address ? 1.0 : 40.0
            let cell = radius / 111_000
            let x = Int32(clamping: Int((item.coordinate.longitude / cell).rounded(.down)))
            let y = Int32(clamping: Int((item.coordinate.latitude / cell).rounded(.down)))
            let hash = Checksum.fnv1a64(Array(text.utf8))
            func isNear(_ seen: Coordinate) -> Bool { Distance.haversine(seen, item.coordinate) < radius }
            // A degree of longitude is at least a third of a degree of latitude below 70°: three cells each way.
            let nearby = (-3...3).contains { dx in
                (-1...1).contains { dy in
                    let key = Key(text: hash, x: x &+ Int32(dx), y: y &+ Int32(dy))
                    guard let seen = first[key] else { return false }
                    return isNear(seen) || more[key]?.contains(where: isNear) == true
                }
            }
            if nearby { return false }
            let key = Key(text: hash, x: x, y: y)
            if first[key] == nil { first[key] = item.coordinate } else { more[key, default: []].append(item.coordinate) }
            return true
        }
    }
}

/// A named street's line, for reverse geocoding.
public struct StreetLine: Hashable, Sendable {
    /// The street's name.
    public var name: String
    /// Its vertices in order.
    public var points: [Coordinate]

    /// Creates a line.
    public init(name: String, points: [Coordinate]) {
        self.name = name
        self.points = points
    }
}

/// Place ranks by OSM `place` value (smaller is more important).
enum PlaceRanks {
    static let table = ["city": 1, "town": 2, "suburb": 3, "village": 4, "quarter": 5, "neighbourhood": 6, "island": 5,
                        "islet": 7, "hamlet": 7, "square": 7, "locality": 8, "city_block": 9]
}
