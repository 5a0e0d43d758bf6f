import Features
import Geo
import MapStyle
import OSM
import Testing
@testable import MapRender

/// `text-variable-anchor` tries its anchors in order; `text-radial-offset` is measured to the text's edge (diagonally
/// at the corners, to the glyphs' baseline vertically, as MapLibre's 7-of-24-units baseline offset says).
@Test func variableAnchorsEachGetTheirRadialOffset() {
    var layout = StyleLayer.Layout()
    layout.textVariableAnchor = .constant([.top, .bottomLeft, .right, .center])
    layout.textRadialOffset = .constant(1)
    let placements = SymbolPointLayout.textPlacements(layout, zoom: 15)
    #expect(placements.map(\.anchor) == ["top", "bottom-left", "right", "center"])
    let diagonal = 1 / 2.squareRoot()
    #expect(abs(placements[0].offset[0]) < 1e-12 && abs(placements[0].offset[1] - (1 - 7.0 / 24)) < 1e-12)
    #expect(abs(placements[1].offset[0] - diagonal) < 1e-12 && abs(placements[1].offset[1] - (-diagonal + 7.0 / 24)) < 1e-12)
    #expect(placements[2].offset == [-1, 0])
    #expect(placements[3].offset == [0, 0])
    // Without a radial offset, `text-offset`'s sizes point away from each anchor's side.
    layout.textRadialOffset = .constant(0)
    layout.textOffset = .constant([-0.5, -2])
    let offsets = SymbolPointLayout.textPlacements(layout, zoom: 15).map(\.offset)
    #expect(offsets[0] == [0, 2 - 7.0 / 24])
    #expect(offsets[1] == [0.5, -2 + 7.0 / 24])
    #expect(offsets[2] == [-0.5, 0])
}

/// A radial offset without variable anchors moves the text away from its one `text-anchor`.
@Test func radialOffsetAppliesToTheOneAnchor() {
    var layout = StyleLayer.Layout()
    layout.textAnchor = .constant(.left)
    layout.textRadialOffset = .constant(0.8)
    #expect(SymbolPointLayout.textPlacements(layout, zoom: 15) == [.init(anchor: "left", offset: [0.8, 0])])
    layout.textRadialOffset = .constant(-3)  // negative offsets count as none
    #expect(SymbolPointLayout.textPlacements(layout, zoom: 15) == [.init(anchor: "left", offset: [0, 0])])
}

/// `text-justify: auto` aligns wrapped lines towards the anchor's side.
@Test func automaticJustificationFollowsTheAnchor() {
    #expect(SymbolPointLayout.alignment("auto", anchor: "top-left") == .left)
    #expect(SymbolPointLayout.alignment("auto", anchor: "right") == .right)
    #expect(SymbolPointLayout.alignment("auto", anchor: "bottom") == .center)
    #expect(SymbolPointLayout.alignment("right", anchor: "left") == .right)
    #expect(SymbolPointLayout.alignment("center", anchor: "left") == .center)
}

/// `icon-anchor` puts that point of the icon at the anchor.
@Test func iconAnchorPlacesTheIcon() {
    let size = Size(width: 20, height: 10)
    let anchor = Point(x: 50, y: 50)
    #expect(SymbolPointLayout.frame(size, part: "center", at: anchor) == Rect(x: 40, y: 45, width: 20, height: 10))
    #expect(SymbolPointLayout.frame(size, part: "bottom", at: anchor) == Rect(x: 40, y: 40, width: 20, height: 10))
    #expect(SymbolPointLayout.frame(size, part: "top-left", at: anchor) == Rect(x: 50, y: 50, width: 20, height: 10))
}

/// `icon-text-fit`: the icon's content box covers the text box and its padding in the fitted directions, the
/// border outside the content keeps its size; in the other direction the icon keeps its size, centred on the text.
@Test func iconsFitTheirText() {
    var image = SpriteImage(x: 0, y: 0, width: 20, height: 20)
    let icon = Rect(x: 0, y: 0, width: 20, height: 20)
    let text = Rect(x: 100, y: 50, width: 60, height: 12)
    let padding = [1.0, 2, 3, 4]
    #expect(SymbolPointLayout.fitted(icon, around: text, fit: "both", padding: padding, image: image, scale: 1)
            == Rect(x: 96, y: 49, width: 66, height: 16))
    #expect(SymbolPointLayout.fitted(icon, around: text, fit: "width", padding: padding, image: image, scale: 1)
            == Rect(x: 96, y: 46, width: 66, height: 20))
    #expect(SymbolPointLayout.fitted(icon, around: text, fit: "height", padding: padding, image: image, scale: 1)
            == Rect(x: 120, y: 49, width: 20, height: 16))
    image.content = [4, 2, 16, 18]
    #expect(SymbolPointLayout.fitted(icon, around: text, fit: "both", padding: [0, 0, 0, 0], image: image, scale: 0.5)
            == Rect(x: 98, y: 49, width: 64, height: 14))
}

/// A stretched icon: the stretch ranges share the extra size in proportion; the rest keeps its size; every piece
/// together covers the target exactly, for many generated images and sizes.
@Test func stretchedIconsCoverTheirRectangle() {
    let spans = StretchedIcon.spans(length: 20, stretch: [4...8, 12...16], target: 60, scale: 1)
    #expect(spans.map(\.pixels) == [0..<4, 4..<8, 8..<12, 12..<16, 16..<20])
    #expect(spans.map(\.points) == [4, 24, 4, 24, 4])
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
        let length = Int.random(in: 1...64, using: &generator)
        let a = Double.random(in: 0...Double(length), using: &generator), b = Double.random(in: 0...Double(length), using: &generator)
        let target = Double.random(in: 0...400, using: &generator), scale = Double.random(in: 0.25...3, using: &generator)
        let spans = StretchedIcon.spans(length: length, stretch: [min(a, b)...max(a, b)], target: target, scale: scale)
        #expect(abs(spans.map(\.points).reduce(0, +) - target) < 1e-9)
        #expect(spans.map(\.pixels.count).reduce(0, +) == length)
        #expect(spans.allSatisfy { $0.points >= 0 })
    }
}

/// `symbol-z-order`: symbols that may overlap are drawn by their height on the image unless a sort key orders them.
@Test func overlappingSymbolsAreDrawnByViewportY() {
    var layout = StyleLayer.Layout()
    #expect(!BaseMapLabels.drawsByViewportY(layout, zoom: 15))
    layout.iconAllowOverlap = .constant(true)
    #expect(BaseMapLabels.drawsByViewportY(layout, zoom: 15))
    layout.symbolSortKey = .constant(1)
    #expect(!BaseMapLabels.drawsByViewportY(layout, zoom: 15))
    layout.symbolZOrder = .constant(.viewportY)
    #expect(BaseMapLabels.drawsByViewportY(layout, zoom: 15))
    layout.symbolZOrder = .constant(.source)
    layout.symbolSortKey = nil
    #expect(!BaseMapLabels.drawsByViewportY(layout, zoom: 15))
}

/// Places of one spot, each label in the way of the others.
private func crowdedLabels(layout: String) throws -> [TextRun] {
    let viewport = Viewport(center: Coordinate(latitude: 60.17, longitude: 24.94), zoom: 16, size: Size(width: 300, height: 200))
    let point = MapPoint(Coordinate(latitude: 60.17, longitude: 24.94))
    let features = [("Alpha", "3"), ("Beta", "1"), ("Gamma", "2")].enumerated().map { index, item in
        MapFeature(layer: "place", attributes: ["name": item.0, "order": item.1], geometry: .point(point), osmID: Int64(index + 1))
    }
    let json = #"{"layers": [{"id": "p", "type": "symbol", "source-layer": "place", "layout": {"text-field": "{name}", "text-size": 10, "#
        + layout + "}}]}"
    let style = try StyleParser.parse(Array(json.utf8), name: "t")
    var grid = CollisionGrid(size: viewport.size)
    return BaseMapLabels(baseMap: BaseMap(style: style, source: FeatureStore(features: features, extent: nil)), viewport: viewport,
                         measurer: FixedWidthMeasurer()).place(into: &grid).compactMap { command in
        if case .text(let run) = command { return run }
        return nil
    }
}

/// `symbol-sort-key`: of labels in each other's way, the lowest key is placed (without one, the first feature).
@Test func theLowestSortKeyIsPlacedFirst() throws {
    #expect(try crowdedLabels(layout: #""text-padding": 0"#).map(\.text) == ["Alpha"])
    #expect(try crowdedLabels(layout: #""symbol-sort-key": ["to-number", ["get", "order"]]"#).map(\.text) == ["Beta"])
    #expect(try crowdedLabels(layout: #""symbol-sort-key": ["-", ["to-number", ["get", "order"]]]"#).map(\.text) == ["Alpha"])
}

/// `text-variable-anchor`: a label whose first anchor is taken goes to the next free one, so the three names of
/// one spot are all drawn, around it, and none over another.
@Test func variableAnchorsMoveCrowdedLabelsAside() throws {
    let runs = try crowdedLabels(layout: #""text-variable-anchor": ["center", "top", "bottom"], "text-radial-offset": 1.5"#)
    #expect(runs.map(\.text) == ["Alpha", "Beta", "Gamma"])
    let tops = runs.map(\.origin.y)
    #expect(Set(tops).count == 3)
    // Below the spot (top anchor), then above it (bottom anchor).
    #expect(tops[1] > tops[0] && tops[2] < tops[0])
}

/// `text-keep-upright: false`: a label on a line drawn right to left reads right to left (turned half round).
@Test func labelsMayReadUpsideDownWhenAsked() {
    let placer = LinePathText(measurer: FixedWidthMeasurer())
    let line = [Point(x: 200, y: 50), Point(x: 0, y: 50)]
    let font = FontSpec(size: 10)
    let upright = placer.runs("Katu", along: line, font: font, at: [100])
    let asDrawn = placer.runs("Katu", along: line, font: font, at: [100], keepUpright: false)
    #expect(upright.first?.allSatisfy { abs($0.angle.truncatingRemainder(dividingBy: 2 * .pi)) < 1e-9 || abs(abs($0.angle) - 2 * .pi) < 1e-9 } == true)
    #expect(asDrawn.first?.allSatisfy { abs(abs($0.angle) - .pi) < 1e-9 } == true)
    // Read in the line's direction: the first letter is the rightmost.
    #expect((asDrawn.first?.first?.center.x ?? 0) > (asDrawn.first?.last?.center.x ?? 0))
}
