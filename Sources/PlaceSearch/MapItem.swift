import Foundation
import Geo

/// Address parts of a place, with MapKit's `CLPlacemark` names.
public struct Placemark: Hashable, Sendable {
    /// Street name (`addr:street`).
    public var thoroughfare: String?
    /// House number (`addr:housenumber`).
    public var subThoroughfare: String?
    /// City (`addr:city`).
    public var locality: String?
    /// District or neighbourhood.
    public var subLocality: String?
    /// Postal code.
    public var postalCode: String?
    /// Region or province.
    public var administrativeArea: String?
    /// ISO country code.
    public var countryCode: String?

    /// An empty placemark.
    public init() {}

    /// "Street 1, 00100 City" from the parts present.
    public var formattedAddress: String? {
        let street = [thoroughfare, subThoroughfare].compactMap { $0 }.joined(separator: " ")
        let city = [postalCode, locality].compactMap { $0 }.joined(separator: " ")
        let parts = [street, city].filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// A place found by search or geocoding, as MapKit's `MKMapItem`.
public struct MapItem: Hashable, Sendable {
    /// What kind of thing it is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case pointOfInterest, address, street, place, water, park, city
    }

    /// Display name.
    public var name: String
    /// Where it is.
    public var coordinate: Coordinate
    /// Its kind.
    public var kind: Kind
    /// Category for points of interest.
    public var pointOfInterestCategory: PointOfInterestCategory?
    /// The OSM tag that says what it is ("amenity=embassy", "shop=books"), also where no category fits.
    public var featureType: String?
    /// Its other names: translations, alternative, official, short and old names, brand.
    public var alternateNames: [AlternateName] = []
    /// Address parts.
    public var placemark = Placemark()
    /// Phone number (`phone` / `contact:phone`).
    public var phoneNumber: String?
    /// Web site (`website` / `contact:website`).
    public var url: String?
    /// Opening hours as OSM writes them.
    public var openingHours: String?
    /// Cuisine (`cuisine`), for restaurants.
    public var cuisine: String?
    /// The OSM element (node positive; ways and relations as `w`/`r` prefixes in `osmType`), or GeoNames id for cities.
    public var sourceID: Int64
    /// "node", "way", "relation" or "geonames".
    public var sourceType: String
    /// Importance 0…1 (population, place rank, Wikipedia/Wikidata tags).
    public var prominence: Double
    /// Population, for places and cities.
    public var population: Int?
    /// True for an address position interpolated between tagged house numbers.
    public var isInterpolated = false

    /// Creates an item.
    public init(name: String, coordinate: Coordinate, kind: Kind, sourceID: Int64, sourceType: String, prominence: Double = 0) {
        self.name = name
        self.coordinate = coordinate
        self.kind = kind
        self.sourceID = sourceID
        self.sourceType = sourceType
        self.prominence = prominence
    }

    /// The item with its name in `language` ("sv" shows `name:sv`), or unchanged when the data has no such name.
    public func localized(to language: String) -> MapItem {
        guard let translation = alternateNames.first(where: { $0.key == "name:\(language)" }) else { return self }
        return showing(translation)
    }

    /// The item showing `text` (one of its alternate names) as its name; the default name moves to `alternateNames`
    /// under the key "name".
    public func showing(_ alternate: AlternateName) -> MapItem {
        guard alternate.text != name, let position = alternateNames.firstIndex(of: alternate) else { return self }
        var copy = self
        copy.alternateNames.remove(at: position)
        copy.alternateNames.insert(AlternateName(key: "name", text: name), at: 0)
        copy.name = alternate.text
        return copy
    }

    /// The data's default name (`name`), also when a translation is shown.
    public var defaultName: String {
        alternateNames.first { $0.key == "name" }?.text ?? name
    }

    /// What the item is in a word or two: its category, else its OSM feature ("embassy"), else its kind.
    public var typeDescription: String {
        if let category = pointOfInterestCategory { return category.rawValue }
        if let featureType, kind == .pointOfInterest { return MapItem.readable(featureType) }
        return kind.rawValue
    }

    /// A one-line description: category or kind, and the address or locality.
    public var subtitle: String {
        var parts: [String] = []
        if pointOfInterestCategory != nil || featureType != nil || kind != .pointOfInterest { parts.append(typeDescription) }
        if let address = placemark.formattedAddress { parts.append(address) } else if let country = placemark.countryCode { parts.append(country) }
        return parts.joined(separator: " · ")
    }

    /// "amenity=bicycle_rental" → "bicycle rental".
    static func readable(_ featureType: String) -> String {
        let value = featureType.split(separator: "=", maxSplits: 1).last.map(String.init) ?? featureType
        return value.replacingOccurrences(of: "_", with: " ")
    }

    /// The item at the position a prepared file keeps (1e-7°): items are made so, whether searched in memory or
    /// written, so both answer alike.
    var atStoredPrecision: MapItem {
        var item = self
        item.coordinate = coordinate.atFixedPointPrecision
        return item
    }
}
