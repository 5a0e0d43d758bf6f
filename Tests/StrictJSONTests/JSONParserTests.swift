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

/// Strings without escapes take a one-pass path; with escapes, control characters or no end the careful one. Both
/// must give the same text and the same error positions.
@Test func stringsWithAndWithoutEscapesReadAlike() throws {
    let cases: [(String, String)] = [
        (#""""#, ""), (#""plain""#, "plain"), (#""Töölö 東京 😀""#, "Töölö 東京 😀"),
        (#""a\"b""#, "a\"b"), (#""tail\\""#, "tail\\"), (#""\u0041BC""#, "ABC"), (#""x\ny""#, "x\ny"),
    ]
    for (text, expected) in cases {
        #expect(try JSONParser.parse(text) == .string(expected), "\(text)")
        #expect(try JSONParser.parse("{\"k\": \(text), \(text): 1}") == .object({
            var object = JSONObject()
            object.insert(.string(expected), for: "k")
            object.insert(.number(1), for: expected)
            return object
        }()), "\(text)")
    }
    #expect(throws: JSONError(path: "", message: "malformed JSON at line 1, column 4: control character in string")) {
        try JSONParser.parse("\"ab\u{01}c\"")
    }
    #expect(throws: JSONError(path: "", message: "malformed JSON at line 1, column 6: unterminated string")) {
        try JSONParser.parse("\"abcd")
    }
}
