import Testing
@testable import PlaceSearch

@Test func osmTagsMapToMapKitCategories() {
    #expect(PointOfInterestCategory(tags: ["amenity": "cafe"]) == .cafe)
    #expect(PointOfInterestCategory(tags: ["amenity": "fuel"]) == .gasStation)
    #expect(PointOfInterestCategory(tags: ["amenity": "charging_station"]) == .evCharger)
    #expect(PointOfInterestCategory(tags: ["shop": "supermarket"]) == .foodMarket)
    #expect(PointOfInterestCategory(tags: ["shop": "books"]) == .store)
    #expect(PointOfInterestCategory(tags: ["tourism": "museum"]) == .museum)
    #expect(PointOfInterestCategory(tags: ["railway": "tram_stop"]) == .publicTransport)
    #expect(PointOfInterestCategory(tags: ["name": "X"]) == nil)
    #expect(PointOfInterestCategory.cafe.iconName == "cafe")
}
