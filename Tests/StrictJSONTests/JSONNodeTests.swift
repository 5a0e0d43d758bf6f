import Testing
@testable import StrictJSON

@Test func typedAccessorsNameThePath() throws {
    let root = JSONNode(try JSONParser.parse(#"{"items": [{"latitude": 95}]}"#))
    var object = try root.object()
    let item = try object.required("items").array()[0]
    var reader = try item.object()
    #expect(throws: JSONError(path: "items[0].latitude", message: "95 is outside -90...90")) {
        try reader.required("latitude").double(in: -90...90)
    }
}

@Test func typeMismatchSaysWhatWasExpected() throws {
    let node = JSONNode(.string("wide"), path: "size.width")
    #expect(throws: JSONError(path: "size.width", message: "expected a number, got a string \"wide\"")) { try node.double() }
    #expect(throws: JSONError(path: "n", message: "expected a whole number, got a number 1.5")) { try JSONNode(.number(1.5), path: "n").int() }
    #expect(throws: JSONError(path: "cap", message: "\"flat\" is not one of \"round\", \"butt\"")) {
        try JSONNode(.string("flat"), path: "cap").oneOf(["round", "butt"])
    }
    #expect(throws: JSONError(path: "w", message: "0 must be greater than 0")) { try JSONNode(.number(0), path: "w").positiveDouble() }
}
