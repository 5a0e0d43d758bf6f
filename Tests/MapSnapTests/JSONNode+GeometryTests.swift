import StrictJSON
import Testing
@testable import MapSnap

@Test func sizeParsesBothForms() throws {
    #expect(Size(parsing: "800x600") == Size(width: 800, height: 600))
    #expect(Size(parsing: "800X600.5") == Size(width: 800, height: 600.5))
    #expect(Size(parsing: "800") == nil)
    #expect(Size(parsing: "x600") == nil)
    #expect(try JSONNode(try JSONParser.parse(#"{"width": 3, "height": 4}"#)).size() == Size(width: 3, height: 4))
}

@Test func insetsFromNumberOrObject() throws {
    #expect(try JSONNode(.number(5)).edgeInsets() == EdgeInsets(all: 5))
    #expect(try JSONNode(try JSONParser.parse(#"{"top": 1, "right": 2}"#)).edgeInsets() == EdgeInsets(top: 1, left: 0, bottom: 0, right: 2))
    #expect(throws: JSONError(path: "p", message: "-1 is outside 0...10000")) { try JSONNode(.number(-1), path: "p").edgeInsets() }
}

@Test func coordinateArraysNeedTwoNumbers() {
    #expect(throws: JSONError(path: "c", message: "expected [latitude, longitude], got an array of 3")) {
        try JSONNode(.array([.number(1), .number(2), .number(3)]), path: "c").coordinate()
    }
}
