import Foundation
import StrictJSON
import Testing
@testable import MapStyle

private let stylesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Styles")

@Test func embeddedStylesMatchTheFilesAndParse() throws {
    for name in ["default", "dark", "muted"] {
        let file = try [UInt8](Data(contentsOf: stylesDirectory.appendingPathComponent("\(name).json")))
        let embedded = try #require(BuiltinStyles.sources[name])
        #expect(try JSONParser.parse(file) == JSONParser.parse(embedded), "run Scripts/dev/embed-resources for \(name)")
        let style = try #require(BuiltinStyles.style(named: name))
        #expect(style.layers.count > 50)
        #expect(style.backgroundColor(at: 15) != nil)
    }
    #expect(BuiltinStyles.style(named: "sepia") == nil)
}
