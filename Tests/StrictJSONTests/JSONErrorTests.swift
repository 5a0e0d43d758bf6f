import Testing
@testable import StrictJSON

@Test func errorDescriptionStartsWithPath() {
    #expect(JSONError(path: "a.b[2]", message: "bad").description == "a.b[2]: bad")
    #expect(JSONError(path: "", message: "malformed").description == "malformed")
}
