import Foundation

/// The place index's lookup tables, filled one item at a time: the postings (each name word → the items with it), the
/// spatial grid, and the items by category, cuisine, street (addresses) and feature type. An index in memory and a
/// prepared file's section are made with the same tables.
struct PlaceTables {
    var postings: [String: [Int32]] = [:]
    var grid: [PlaceIndex.GridKey: [Int32]] = [:]
    var categories: [PointOfInterestCategory: [Int32]] = [:]
    var cuisines: [String: [Int32]] = [:]
    var addressesByStreet: [String: [Int32]] = [:]
    var features: [String: [Int32]] = [:]

    /// Adds the item numbered `index`, whose names' words are `variants`.
    mutating func add(_ item: MapItem, variants: [[String]], at index: Int32) {
        for word in Set(variants.joined()) { postings[word, default: []].append(index) }
        if let feature = item.featureType { features[feature, default: []].append(index) }
        if item.kind != .city { grid[PlaceIndex.GridKey(item.coordinate), default: []].append(index) }
        if let category = item.pointOfInterestCategory { categories[category, default: []].append(index) }
        if item.kind == .address, let street = item.placemark.thoroughfare {
            addressesByStreet[TextNormalizer.fold(street), default: []].append(index)
        }
        for cuisine in (item.cuisine ?? "").split(whereSeparator: { $0 == ";" || $0 == "," }) {
            cuisines[TextNormalizer.fold(cuisine.trimmingCharacters(in: .whitespaces)), default: []].append(index)
        }
    }
}
