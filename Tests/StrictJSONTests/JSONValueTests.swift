import Testing
@testable import StrictJSON

@Test func briefDescribesValuesForErrors() {
    #expect(JSONValue.number(95).brief == "95")
    #expect(JSONValue.number(0.5).brief == "0.5")
    #expect(JSONValue.string(String(repeating: "a", count: 50)).brief == "\"" + String(repeating: "a", count: 40) + "…\"")
    #expect(JSONValue.array([.null, .null]).brief == "an array of 2")
}

@Test func objectsKeepKeyOrderAndRejectDuplicates() {
    var object = JSONObject()
    let first = object.insert(.number(1), for: "b")
    let second = object.insert(.number(2), for: "a")
    let duplicate = object.insert(.number(3), for: "b")
    #expect(first && second && !duplicate)
    #expect(object.keys == ["b", "a"])
    #expect(object["b"] == .number(1))
}
