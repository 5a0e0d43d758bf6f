import Testing
@testable import CairoCanvas
@testable import MapRender

@Test func everyScriptHasGlyphs() throws {
    let measurer = try PangoTextMeasurer(fonts: try FontLibrary.shared.get())
    for text in ["Helsinki", "Hämeentie", "東京", "القاهرة", "Москва", "Αθήνα", "תל אביב", "मुंबई", "กรุงเทพ", "🍕☕️"] {
        #expect(measurer.missingGlyphCount(in: text, font: FontSpec(size: 14)) == 0, "\(text)")
    }
}

@Test func measuringIsProportionalToSize() throws {
    let measurer = try PangoTextMeasurer(fonts: try FontLibrary.shared.get())
    let small = measurer.measure("Helsinki", font: FontSpec(size: 10), wrapWidth: nil)
    let large = measurer.measure("Helsinki", font: FontSpec(size: 20), wrapWidth: nil)
    #expect(small.width > 20 && small.width < 60)
    #expect(abs(large.width / small.width - 2) < 0.05)
    let wrapped = measurer.measure("Helsinki Central Railway Station", font: FontSpec(size: 12), wrapWidth: 80)
    #expect(wrapped.width <= 80.5)
    #expect(wrapped.height > small.height * 2)
}
