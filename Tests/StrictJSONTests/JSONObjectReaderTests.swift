import Testing
@testable import StrictJSON

@Test func unknownKeysAreRejectedWithTheAcceptedOnes() throws {
    var reader = try JSONNode(try JSONParser.parse(#"{"width": 1, "colour": "red"}"#), path: "overlays[2]").object()
    _ = reader.optional("width")
    _ = reader.optional("color")
    #expect(throws: JSONError(path: "overlays[2].colour", message: "unknown key (accepted here: color, width)")) { try reader.finish() }
}

@Test func missingRequiredKeyIsNamed() throws {
    var reader = try JSONNode(try JSONParser.parse("{}"), path: "region").object()
    #expect(throws: JSONError(path: "region", message: "missing required key \"center\"")) { try reader.required("center") }
}

@Test func nullCountsAsAbsent() throws {
    var reader = try JSONNode(try JSONParser.parse(#"{"title": null}"#)).object()
    #expect(reader.optional("title") == nil)
    try reader.finish()
}
