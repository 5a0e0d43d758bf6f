import Geo
import Testing
@testable import MapRender

@Test func attributionSitsInItsCorner() {
    let size = Size(width: 300, height: 200)
    for corner in Attribution.Corner.allCases {
        let commands = Attribution(corner: corner).commands(in: size, measurer: FixedWidthMeasurer())
        guard case .text(let run) = commands.last else { Issue.record("no text"); return }
        let width = Double(Attribution.openStreetMapText.count) * 9 * 0.6
        let right = corner == .bottomRight || corner == .topRight
        let bottom = corner == .bottomRight || corner == .bottomLeft
        #expect(right ? abs(run.origin.x + width + 3 - 300) < 1e-9 : run.origin.x == 3)
        #expect(bottom ? run.origin.y > 180 : run.origin.y < 5)
    }
}

@Test func hiddenOrEmptyAttributionDrawsNothing() {
    #expect(Attribution(isVisible: false).commands(in: Size(width: 100, height: 100), measurer: FixedWidthMeasurer()).isEmpty)
    #expect(Attribution(text: "").commands(in: Size(width: 100, height: 100), measurer: FixedWidthMeasurer()).isEmpty)
}
