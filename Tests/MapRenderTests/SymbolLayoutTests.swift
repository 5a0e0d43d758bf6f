import Geo
import MapStyle
import Testing
@testable import MapRender

private var renderer: SymbolRenderer { SymbolRenderer(viewport: Viewport(region: CoordinateRegion(center: Coordinate(latitude: 60, longitude: 25),
                                                                                  span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01)),
                                                         size: Size(width: 100, height: 100)),
                                      measurer: FixedWidthMeasurer()) }

@Test func textGlyphWinsOverImage() {
    var style = MarkerStyle()
    style.glyphText = "K"
    style.glyphImage = BuiltinIcons.asset(named: "cafe")
    let commands = renderer.layout(.marker(style), selected: false, anchor: Point(x: 50, y: 50)).commands
    #expect(commands.contains { if case .text(let run) = $0 { return run.text == "K" } else { return false } })
    #expect(!commands.contains { if case .image = $0 { return true } else { return false } })
}

@Test func templateGlyphIsTintedAndColourGlyphIsNot() {
    var style = MarkerStyle()
    style.glyphTintColor = .black
    style.glyphImage = BuiltinIcons.asset(named: "cafe")
    let tinted = renderer.layout(.marker(style), selected: false, anchor: .zero).commands.compactMap { command -> Color?? in
        if case .image(_, _, let tint, _) = command { return tint } else { return nil }
    }
    #expect(tinted == [.some(.black)])
    style.glyphImage?.isTemplate = false
    let original = renderer.layout(.marker(style), selected: false, anchor: .zero).commands.compactMap { command -> Color?? in
        if case .image(_, _, let tint, _) = command { return tint } else { return nil }
    }
    #expect(original == [.none])
}

@Test func selectedMarkerUsesSelectedGlyph() {
    var style = MarkerStyle()
    style.glyphImage = BuiltinIcons.asset(named: "cafe")
    style.selectedGlyphImage = BuiltinIcons.asset(named: "star")
    let commands = renderer.layout(.marker(style), selected: true, anchor: .zero).commands
    #expect(commands.contains { if case .image(.svg("star", _), _, _, _) = $0 { return true } else { return false } })
}

@Test func imageAnnotationHonoursAnchorAndOffset() {
    guard let asset = BuiltinIcons.asset(named: "star") else { Issue.record("no star"); return }
    let layout = renderer.layout(.image(asset, size: Size(width: 20, height: 10), anchor: Point(x: 0.5, y: 1), centerOffset: Point(x: 3, y: -2)),
                                 selected: false, anchor: Point(x: 50, y: 50))
    #expect(layout.frame == Rect(x: 43, y: 38, width: 20, height: 10))
}

@Test func userLocationHaloScalesWithAccuracy() {
    let small = renderer.layout(.userLocation(accuracy: 0), selected: false, anchor: .zero).commands.count
    let large = renderer.layout(.userLocation(accuracy: 200), selected: false, anchor: .zero).commands.count
    #expect(large == small + 2)
}
