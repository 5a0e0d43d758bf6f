import Geo
import Testing
@testable import MapRender

@Test func clusterCountsAreCompact() {
    #expect(GlyphText.count(2) == "2")
    #expect(GlyphText.count(99) == "99")
    #expect(GlyphText.count(999) == "999")
    #expect(GlyphText.count(1000) == "1k")
    #expect(GlyphText.count(1234) == "1.2k")
    #expect(GlyphText.count(12_345) == "12k")
    #expect(GlyphText.count(1_500_000) == "1.5M")
}

@Test func longGlyphTextShrinksThenTruncates() {
    let measurer = FixedWidthMeasurer()
    let one = GlyphText.run("K", center: .zero, radius: 14.5, color: .white, measurer: measurer)
    let three = GlyphText.run("ABC", center: .zero, radius: 14.5, color: .white, measurer: measurer)
    let six = GlyphText.run("ABCDEF", center: .zero, radius: 14.5, color: .white, measurer: measurer)
    #expect(one.font.size == 15 && three.font.size <= 11)
    #expect(six.font.size == GlyphText.minimumSize)
    #expect(six.maxLines == 1 && six.wrapWidth == 23)
    let selected = GlyphText.run("K", center: .zero, radius: 14.5 * 1.5, color: .white, measurer: measurer)
    #expect(selected.font.size == 22.5)
}
