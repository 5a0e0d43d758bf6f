import StrictJSON
import Testing
@testable import MapSnap

@Test func monochromeFilesAreTemplatesUnlessToldOtherwise() throws {
    let reference = ImageReference(access: FileAccess(baseDirectory: Fixtures.directory))
    #expect(try reference.asset(JSONNode(.string("template-glyph.png"))).isTemplate)
    #expect(try !reference.asset(JSONNode(.string("colour-glyph.png"))).isTemplate)
    #expect(try reference.asset(JSONNode(.string("colour-glyph.png")), mode: .template).isTemplate)
    #expect(try reference.asset(JSONNode(.string("cafe"))) == BuiltinIcons.asset(named: "cafe"))
}
