import Geo
import Testing
@testable import MapRender

@Test func titleBlockIsCentredUnderItsTop() throws {
    let block = try #require(TitleBlock.make(title: "Kamppi", subtitle: "Shopping centre", top: Point(x: 100, y: 50), measurer: FixedWidthMeasurer()))
    #expect(block.runs.count == 2)
    #expect(abs(block.frame.minX + block.frame.size.width / 2 - 100) < 1e-9)
    #expect(block.frame.minY == 50)
    #expect(TitleBlock.make(title: nil, subtitle: "", top: .zero, measurer: FixedWidthMeasurer()) == nil)
}

@Test func longTitlesWrapToTwoLines() throws {
    let block = try #require(TitleBlock.make(title: String(repeating: "word ", count: 20), subtitle: nil, top: .zero, measurer: FixedWidthMeasurer()))
    #expect(block.runs[0].wrapWidth == TitleBlock.wrapWidth && block.runs[0].maxLines == 2)
}
