import Geo
import Testing
@testable import PlaceSearch

@Test func forwardFindsTaggedAddress() throws {
    let first = try #require(try Geocoder(index: Fixtures.index).geocode("Aleksanterinkatu 52").first)
    #expect(first.name == "Aleksanterinkatu 52" && !first.isInterpolated)
}

@Test func missingNumberIsInterpolatedOnTheSameSide() throws {
    let geocoder = Geocoder(index: Fixtures.index)
    let item = try #require(geocoder.interpolate(street: "Aleksanterinkatu", number: "24"))
    #expect(item.isInterpolated)
    let twentyTwo = try #require(Fixtures.index.items.first { $0.kind == .address && $0.name == "Aleksanterinkatu 22" })
    let twentySix = try #require(Fixtures.index.items.first { $0.kind == .address && $0.name == "Aleksanterinkatu 26" })
    // Half way between 22 and 26.
    #expect(abs(item.coordinate.latitude - (twentyTwo.coordinate.latitude + twentySix.coordinate.latitude) / 2) < 1e-9)
    #expect(geocoder.interpolate(street: "Aleksanterinkatu", number: "999") == nil)
}

@Test func reverseFindsAddressStreetAndPlace() {
    let result = Geocoder(index: Fixtures.index).reverse(Coordinate(latitude: 60.1699, longitude: 24.9384))
    #expect(result.address != nil)
    #expect(result.street == "Mannerheimintie")
    #expect(result.place != nil)
    let sea = Geocoder(index: Fixtures.index).reverse(Coordinate(latitude: 59.5, longitude: 20.0))
    #expect(sea.address == nil && sea.street == nil && sea.place == nil)
}
