import Testing
@testable import OSM

@Test func placesAndPointsOfInterest() {
    #expect(PlaceAndPOIClassifier.place(["place": "suburb", "name": "Kluuvi"])?.attributes["rank"] == "3")
    #expect(PlaceAndPOIClassifier.place(["place": "suburb"]) == nil)
    #expect(PlaceAndPOIClassifier.poi(["amenity": "cafe", "name": "X"])?.attributes["class"] == "cafe")
    #expect(PlaceAndPOIClassifier.poi(["tourism": "artwork", "name": "Statue"])?.attributes["rank"] == "6")
    #expect(PlaceAndPOIClassifier.poi(["railway": "station", "name": "Helsinki"])?.attributes["rank"] == "1")
    #expect(PlaceAndPOIClassifier.poi(["amenity": "cafe"]) == nil)
}
