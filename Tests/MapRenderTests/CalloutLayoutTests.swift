import Geo
import Testing
@testable import MapRender

@Test func calloutSitsAboveWithPointerAtTheAnnotation() throws {
    let bounds = Rect(x: 0, y: 0, width: 400, height: 300)
    var callout = Callout(title: "Title", subtitle: "Subtitle")
    callout.rightAccessory = BuiltinIcons.asset(named: "info")
    let layout = try #require(CalloutLayout.candidates(callout, title: nil, subtitle: nil, symbol: Rect(x: 185, y: 150, width: 30, height: 40),
                                                       above: Point(x: 200, y: 150), below: Point(x: 200, y: 190), bounds: bounds,
                                                       measurer: FixedWidthMeasurer())?.first)
    #expect(!layout.isBelow)
    #expect(layout.pointerTip == Point(x: 200, y: 150))
    #expect(layout.box.maxY == 150 - CalloutLayout.pointerSize.height)
    let center = layout.box.minX + layout.box.size.width / 2
    #expect(abs(center - 200) < 1e-9)
    #expect(layout.commands.contains { if case .image = $0 { return true } else { return false } })
}

@Test func emptyCalloutIsNotDrawn() {
    #expect(CalloutLayout.candidates(Callout(), title: nil, subtitle: nil, symbol: Rect(x: 0, y: 0, width: 1, height: 1), above: .zero,
                                     below: .zero, bounds: Rect(x: 0, y: 0, width: 10, height: 10), measurer: FixedWidthMeasurer()) == nil)
}

@Test func calloutGoesBelowWhenThereIsNoRoomAbove() throws {
    let bounds = Rect(x: 0, y: 0, width: 400, height: 300)
    let options = CalloutLayout.candidates(Callout(title: "Title"), title: nil, subtitle: nil, symbol: Rect(x: 185, y: 20, width: 30, height: 40),
                                           above: Point(x: 200, y: 20), below: Point(x: 200, y: 60), bounds: bounds,
                                           measurer: FixedWidthMeasurer())
    let layout = try #require(options?.first)
    #expect(layout.isBelow && layout.pointerTip == Point(x: 200, y: 60))
}

@Test func calloutGoesBesideTheSymbolWhenAboveAndBelowDoNotFit() throws {
    let bounds = Rect(x: 0, y: 0, width: 400, height: 70)
    let options = try #require(CalloutLayout.candidates(Callout(title: "Title"), title: nil, subtitle: nil, symbol: Rect(x: 40, y: 15, width: 30, height: 40),
                                                        above: Point(x: 55, y: 15), below: Point(x: 55, y: 55), bounds: bounds,
                                                        measurer: FixedWidthMeasurer()))
    let layout = try #require(options.first)
    #expect(layout.edge == .left && layout.pointerTip == Point(x: 70, y: 35) && layout.box.minX > 70)
    #expect(options.allSatisfy { bounds.contains($0.frame) })
}
