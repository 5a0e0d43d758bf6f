import Testing
@testable import OSM

@Test func roadsRailWaterAndAreasGetTheirOpenMapTilesClasses() {
    #expect(FeatureClassifier.line(["highway": "residential", "name": "A", "bridge": "yes", "layer": "1"])?.attributes
            == ["class": "minor", "subclass": "residential", "name": "A", "brunnel": "bridge", "layer": "1"])
    #expect(FeatureClassifier.line(["railway": "tram"])?.attributes["class"] == "transit")
    #expect(FeatureClassifier.line(["waterway": "stream"])?.layer == "waterway")
    #expect(FeatureClassifier.line(["highway": "bus_stop"]) == nil)
    #expect(FeatureClassifier.area(["building": "yes"])?.layer == "building")
    #expect(FeatureClassifier.area(["leisure": "park"])?.layer == "park")
    #expect(FeatureClassifier.area(["natural": "wood"])?.attributes["class"] == "wood")
    #expect(FeatureClassifier.area(["landuse": "residential"])?.attributes["class"] == "residential")
    #expect(FeatureClassifier.area(["natural": "water"])?.layer == "water")
    #expect(FeatureClassifier.closedWayIsArea(["highway": "residential"]) == false)
    #expect(FeatureClassifier.closedWayIsArea(["highway": "pedestrian", "area": "yes"]) == true)
    #expect(FeatureClassifier.isStreet("residential") && !FeatureClassifier.isStreet("footway") && FeatureClassifier.isStreet("pedestrian"))
}
