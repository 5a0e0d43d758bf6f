import Testing
@testable import CairoCanvas
@testable import MapRender

/// The glyph layout cache never releases layouts while a label's glyphs are being gathered: past its capacity it
/// keeps growing (every layout handed out stays valid and is handed out again), and only `trimIfFull()`, which the
/// canvas calls before gathering a label, starts it again. (Releasing mid-label freed layouts the label then drew:
/// Pango's PANGO_IS_LAYOUT assertion under `serve` with varied maps.)
@Test func glyphLayoutsStayValidUntilTrimmed() throws {
    let fonts = try FontLibrary.shared.get()
    let context = try #require(fonts.makeContext())
    let cache = GlyphLayouts(context: context)
    defer { fonts.withTextLock { cache.release() } }
    fonts.withTextLock {
        let font = FontSpec(size: 12)
        let first = cache.layout("A", font: font)?.layout
        for index in 0..<(GlyphLayouts.capacity + 20) {
            var sized = font
            sized.size = 6 + Double(index) / 100
            _ = cache.layout("g", font: sized)
        }
        #expect(cache.count == GlyphLayouts.capacity + 21)
        #expect(cache.layout("A", font: font)?.layout == first, "a layout handed out was released mid-label")
        cache.trimIfFull()
        #expect(cache.count == 0)
        cache.trimIfFull()
        _ = cache.layout("A", font: font)
        cache.trimIfFull()
        #expect(cache.count == 1)
    }
}
