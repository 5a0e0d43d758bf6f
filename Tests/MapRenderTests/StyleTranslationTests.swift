import Testing
@testable import Geo
@testable import MapRender
@testable import MapStyle

/// A layer's translation (`*-translate`, any numbers the spec allows, negative too) turns with a turned map when it is
/// anchored to the map (the default) and keeps to the image's axes when anchored to the viewport; a north-up map
/// moves by the value as given. Every translate property is read with its anchor.
@Test func translationsTurnWithTheMapUnlessAnchoredToTheViewport() throws {
    let style = try StyleParser.parse(Array(#"""
        {"version": 8, "sources": {}, "layers": [
          {"id": "f", "type": "fill", "source-layer": "water", "paint": {"fill-translate": [10, -4]}},
          {"id": "l", "type": "line", "source-layer": "water", "paint": {"line-translate": [10, 0], "line-translate-anchor": "viewport"}},
          {"id": "c", "type": "circle", "source-layer": "poi", "paint": {"circle-translate": [-30000, 2], "circle-translate-anchor": "map"}},
          {"id": "s", "type": "symbol", "source-layer": "poi", "layout": {"text-field": "{name}"},
           "paint": {"text-translate": [0, 5], "icon-translate": [3, 3], "icon-translate-anchor": "viewport"}}
        ]}
        """#.utf8), name: "t")
    let fill = style.layers[0], line = style.layers[1], circle = style.layers[2], symbol = style.layers[3]
    #expect(circle.paint.circleTranslate.value(at: 10) == [-30000, 2])
    #expect(line.paint.lineTranslateAnchor == .constant(.viewport) && symbol.paint.iconTranslateAnchor == .constant(.viewport))
    #expect(fill.paint.fillTranslateAnchor == .constant(.map) && symbol.paint.textTranslateAnchor == .constant(.map))
    #expect(circle.paint.circleTranslateAnchor == .constant(.map))
    let level = Viewport(center: Coordinate(latitude: 60.17, longitude: 24.94), zoom: 15, size: Size(width: 300, height: 200))
    #expect(level.translation([10, -4], anchor: .map) == [10, -4])
    // At bearing 90 east is up: a translation of 10 points east on the map moves drawing 10 points up the image.
    let turned = level.turned(to: 90)
    let moved = turned.translation([10, 0], anchor: .map)
    #expect(abs(moved[0]) < 1e-9 && abs(moved[1] + 10) < 1e-9, "\(moved)")
    #expect(turned.translation([10, 0], anchor: .viewport) == [10, 0])
    #expect(turned.translation([3, 3], anchor: .viewport) == [3, 3])
    let text = turned.translation([0, 5], anchor: .map)
    #expect(abs(text[0] - 5) < 1e-9 && abs(text[1]) < 1e-9, "\(text)")
    // Back into the level frame, where a turned map's patterns are laid out: the value as given.
    let back = turned.levelOffset(moved)
    #expect(abs(back[0] - 10) < 1e-9 && abs(back[1]) < 1e-9)
}
