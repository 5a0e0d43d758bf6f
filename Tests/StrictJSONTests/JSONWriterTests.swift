import Testing
@testable import StrictJSON

@Test func writesAndParsesBack() throws {
    let value = JSONValue.object([("b", .array([.number(1), .number(2.5), .null, .bool(true)])), ("a", .string("q\"\\\n\u{1}é"))])
    let compact = value.serialized(indent: 0)
    #expect(compact == #"{"b":[1,2.5,null,true],"a":"q\"\\\n\u0001é"}"#)
    #expect(try JSONParser.parse(compact) == value)
    #expect(try JSONParser.parse(value.serialized()) == value)
    #expect(JSONValue.array([]).serialized() == "[]")
}
