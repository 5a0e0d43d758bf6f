import Geo
@testable import MapStyle
import Testing

@Test func parsesHexForms() {
    #expect(Color(parsing: "#007AFF") == Color(rgb: 0x007AFF))
    #expect(Color(parsing: "#f00") == Color(red: 1, green: 0, blue: 0))
    #expect(Color(parsing: "#FF000080")?.alpha == 128.0 / 255)
    #expect(Color(parsing: "#0000")?.alpha == 0)
}

@Test func parsesFunctionalAndNamedForms() {
    #expect(Color(parsing: "rgb(255, 0, 0)") == Color(red: 1, green: 0, blue: 0))
    #expect(Color(parsing: "rgba(0,0,255,0.5)") == Color(red: 0, green: 0, blue: 1, alpha: 0.5))
    #expect(Color(parsing: "SteelBlue") == Color(rgb: 0x4682B4))
    #expect(Color(parsing: "systemBlue") == .systemBlue)
    #expect(Color(parsing: "transparent")?.alpha == 0)
}

@Test func rejectsWhatIsNotAColour() {
    for text in ["", "#12", "#GGGGGG", "rgb(1,2)", "rgb(300,0,0)", "rgba(0,0,0,2)", "bluish", "12345"] {
        #expect(Color(parsing: text) == nil, "\(text)")
    }
}
