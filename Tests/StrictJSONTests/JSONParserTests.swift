import Testing
@testable import StrictJSON

@Test func parsesAllValueKinds() throws {
    let value = try JSONParser.parse(#"{"a": [1, -2.5e2, true, false, null], "b": "x\n\u00e9\ud83d\ude00", "c": {}}"#)
    guard case .object(let object) = value else { Issue.record("not an object"); return }
    #expect(object.keys == ["a", "b", "c"])
    #expect(object["a"] == .array([.number(1), .number(-250), .bool(true), .bool(false), .null]))
    #expect(object["b"] == .string("x\né😀"))
}

@Test func malformedJSONReportsLineAndColumn() {
    #expect(throws: JSONError(path: "", message: "malformed JSON at line 2, column 3: expected ',' or '}' in object")) {
        try JSONParser.parse("{\"a\": 1\n  \"b\": 2}")
    }
}

@Test func rejectsWhatRFC8259Rejects() {
    for text in ["", "{", "[1,]", "{\"a\":1,}", "01", "1.", "'a'", "{\"a\" 1}", "\"tab\there\"", "[1] 2", "nul", "{\"a\":1,\"a\":2}"] {
        #expect(throws: JSONError.self, "\(text)") { try JSONParser.parse(text) }
    }
}

@Test func deepNestingIsRejectedNotCrashing() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: JSONError.self) { try JSONParser.parse(deep) }
}
