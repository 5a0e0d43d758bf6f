import StrictJSON
import Testing
@testable import MapStyle

/// A layer's filter as the parser reads it (legacy or expression).
private func filter(_ json: String) throws -> StyleFilter {
    try StyleParser.filter(JSONNode(JSONParser.parse(Array(json.utf8))))
}

@Test func legacyFiltersCombine() throws {
    let combined = try filter(#"["any", ["==", "$type", "Polygon"], ["all", ["has", "name"], ["!in", "class", "path"]], ["none", ["has", "x"]]]"#)
    #expect(combined.matches([:], geometryType: "Polygon"))
    #expect(combined.matches(["name": "A", "class": "minor", "x": "1"], geometryType: "LineString"))
    #expect(!combined.matches(["class": "path", "x": "1"], geometryType: "LineString"))
    #expect(try filter(#"[">", "rank", 3]"#).matches(["rank": "4"], geometryType: "Point"))
    #expect(try !filter(#"[">", "rank", 3]"#).matches(["rank": "x"], geometryType: "Point"))
    // Legacy and expression forms of the same filter agree.
    for attributes in [["class": "primary"], ["class": "path"], ["ramp": "1"], [:]] {
        #expect(try filter(#"["in", "class", "primary", "secondary"]"#).matches(attributes, geometryType: "LineString")
                == filter(#"["match", ["get", "class"], ["primary", "secondary"], true, false]"#).matches(attributes, geometryType: "LineString"))
    }
}

@Test func filterKeysAreEveryAttributeRead() throws {
    let combined = try filter(#"["all", ["==", "$type", "LineString"], ["any", ["in", "class", "primary"], ["has", "ramp"]], ["none", [">", "layer", 0]]]"#)
    #expect(combined.keys == ["$type", "class", "ramp", "layer"])
    #expect(try filter(#"["!has", "brunnel"]"#).keys == ["brunnel"])
}

@Test func aBadFilterIsOneErrorNamingIt() {
    #expect(throws: JSONError.self) { try filter("[]") }
    #expect(throws: JSONError.self) { try filter(#"["nonsense", "class", 1]"#) }
}
