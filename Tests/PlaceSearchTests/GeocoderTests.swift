import Geo
import Testing
@testable import PlaceSearch

@Test func forwardFindsTaggedAddress() throws {
    let first = try #require(try Geocoder(index: Fixtures.index).geocode("Aleksanterinkatu 52").first)
    #expect(first.name == "Aleksanterinkatu 52" && !first.isInterpolated)
}

@Test func missingNumberIsInterpolatedOnTheSameSide() throws {
    let geocoder = Geocoder(index: Fixtures.index)
    let street = try #require(Fixtures.index.items.first { $0.kind == .street && $0.name == "Aleksanterinkatu" })
    let item = try #require(geocoder.interpolate(street: "Aleksanterinkatu", number: "24", near: street.coordinate))
    #expect(item.isInterpolated)
    let twentyTwo = try #require(Fixtures.index.items.first { $0.kind == .address && $0.name == "Aleksanterinkatu 22" })
    let twentySix = try #require(Fixtures.index.items.first { $0.kind == .address && $0.name == "Aleksanterinkatu 26" })
    // Half way between 22 and 26.
    #expect(abs(item.coordinate.latitude - (twentyTwo.coordinate.latitude + twentySix.coordinate.latitude) / 2) < 1e-9)
    #expect(geocoder.interpolate(street: "Aleksanterinkatu", number: "999", near: street.coordinate) == nil)
}

/// A country has many streets of one name: a number is interpolated between the numbers of the street found, not
/// of a namesake in another town (two towns 50 km apart with the same numbers, and a third with only a 5).
@Test func interpolationStaysOnTheStreetFound() throws {
    func address(_ number: Int, _ latitude: Double, _ longitude: Double) -> MapItem {
        var item = MapItem(name: "Kirkkokatu \(number)", coordinate: Coordinate(latitude: latitude, longitude: longitude), kind: .address,
                           sourceID: Int64(latitude * 1000 + Double(number)), sourceType: "node")
        item.placemark.thoroughfare = "Kirkkokatu"
        item.placemark.subThoroughfare = "\(number)"
        return item
    }
    let index = PlaceIndex(items: [address(2, 60.0, 25.0), address(6, 60.001, 25.0), address(2, 60.5, 25.0), address(6, 60.501, 25.0),
                                   address(5, 60.2, 25.0)])
    let geocoder = Geocoder(index: index)
    for town in [60.0, 60.5] {
        let item = try #require(geocoder.interpolate(street: "Kirkkokatu", number: "4", near: Coordinate(latitude: town, longitude: 25.0)))
        #expect(abs(item.coordinate.latitude - (town + 0.0005)) < 1e-9, "\(item.coordinate)")
    }
    #expect(geocoder.interpolate(street: "Kirkkokatu", number: "4", near: Coordinate(latitude: 60.2, longitude: 25.0)) == nil)
}

@Test func reverseFindsAddressStreetAndPlace() {
    let result = Geocoder(index: Fixtures.index).reverse(Coordinate(latitude: 60.1699, longitude: 24.9384))
    #expect(result.address != nil)
    #expect(result.street != nil && result.streetDistance ?? 999 < 60)
    #expect(result.place != nil)
    let sea = Geocoder(index: Fixtures.index).reverse(Coordinate(latitude: 59.5, longitude: 20.0))
    #expect(sea.address == nil && sea.street == nil && sea.place == nil)
}

/// One line of Fixtures/reverse.tsv (made by Scripts/fixtures/make-reverse-fixture from osmium's export of the extract).
private struct ReverseCase {
    let coordinate: Coordinate
    let street: String?
    let address: String?
}

private let reverseCases: [ReverseCase] = {
    let text = (try? String(contentsOfFile: Fixtures.directory + "/reverse.tsv", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 6, let latitude = Double(fields[0]), let longitude = Double(fields[1]) else { return nil }
        return ReverseCase(coordinate: Coordinate(latitude: latitude, longitude: longitude), street: fields[2].isEmpty ? nil : fields[2],
                           address: fields[4].isEmpty ? nil : fields[4])
    }
}()

/// Reverse geocoding agrees with the geometry: the nearest street line within 200 m and the nearest address point
/// within 100 m, for at least 95% of 200 seeded random points (each kind counted on its own).
@Test func reverseAgreesWithTheGeometryForRandomPoints() {
    #expect(reverseCases.count >= 200)
    let geocoder = Geocoder(index: Fixtures.index)
    var streetsRight = 0, addressesRight = 0
    var misses: [String] = []
    for point in reverseCases {
        let result = geocoder.reverse(point.coordinate)
        if result.street == point.street { streetsRight += 1 } else {
            misses.append("street at \(point.coordinate): \(result.street ?? "none") (want \(point.street ?? "none"))")
        }
        if result.address?.name == point.address { addressesRight += 1 } else {
            misses.append("address at \(point.coordinate): \(result.address?.name ?? "none") (want \(point.address ?? "none"))")
        }
    }
    let streets = Double(streetsRight) / Double(reverseCases.count), addresses = Double(addressesRight) / Double(reverseCases.count)
    print("reverse: street right \(streetsRight)/\(reverseCases.count), address right \(addressesRight)/\(reverseCases.count)")
    for miss in misses { print("  miss: \(miss)") }
    #expect(streets >= 0.95 && addresses >= 0.95, "\(misses)")
}
