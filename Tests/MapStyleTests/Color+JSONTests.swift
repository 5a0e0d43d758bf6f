import StrictJSON
import Testing
@testable import MapStyle

@Test func badColourNamesPathAndValue() {
    let node = JSONNode(.string("bluish"), path: "overlays[0].strokeColor")
    #expect(throws: JSONError(path: "overlays[0].strokeColor",
                              message: "\"bluish\" is not a colour (use #RRGGBB, #RRGGBBAA, rgb(), rgba() or a CSS name)")) {
        try node.color()
    }
}
