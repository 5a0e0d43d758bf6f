import Testing
@testable import MapStyle

@Test func filtersCombine() {
    let filter = StyleFilter.any([.equals("$type", "Polygon"), .all([.has("name"), .notIn("class", ["path"])]), .none([.has("x")])])
    #expect(filter.matches([:], geometryType: "Polygon"))
    #expect(filter.matches(["name": "A", "class": "minor", "x": "1"], geometryType: "LineString"))
    #expect(!filter.matches(["class": "path", "x": "1"], geometryType: "LineString"))
    #expect(StyleFilter.compare("rank", ">", 3).matches(["rank": "4"], geometryType: "Point"))
    #expect(!StyleFilter.compare("rank", ">", 3).matches(["rank": "x"], geometryType: "Point"))
}

@Test func filterKeysAreEveryAttributeRead() {
    let filter = StyleFilter.all([.equals("$type", "LineString"), .any([.isIn("class", ["primary"]), .has("ramp")]), .none([.compare("layer", ">", 0)])])
    #expect(filter.keys == ["$type", "class", "ramp", "layer"])
    #expect(StyleFilter.notHas("brunnel").keys == ["brunnel"])
}
