import Geo
@testable import MapStyle
import StrictJSON
import Testing

private func parseError(_ json: String) -> String? {
    do {
        _ = try StyleParser.parse(Array(json.utf8), name: "test")
        return nil
    } catch {
        return error.description
    }
}

@Test func parsesLayersFiltersAndZoomFunctions() throws {
    let style = try StyleParser.parse(Array("""
    {"version": 8, "name": "t", "sources": {}, "layers": [
      {"id": "bg", "type": "background", "paint": {"background-color": "#fff"}},
      {"id": "roads", "type": "line", "source": "x", "source-layer": "transportation", "minzoom": 10, "maxzoom": 18,
       "filter": ["all", ["in", "class", "primary", "secondary"], ["!=", "brunnel", "tunnel"], ["<=", "layer", 1]],
       "paint": {"line-color": {"stops": [[10, "#000"], [14, "#fff"]]}, "line-width": {"base": 2, "stops": [[10, 1], [12, 5]]}},
       "layout": {"line-cap": "round", "visibility": "visible"}}
    ]}
    """.utf8), name: "fallback")
    #expect(style.name == "t" && style.layers.count == 2)
    let roads = style.layers[1]
    #expect(roads.filter?.matches(["class": "primary", "layer": "0"], geometryType: "LineString") == true)
    #expect(roads.filter?.matches(["class": "primary", "brunnel": "tunnel"], geometryType: "LineString") == false)
    // Exponential base 2 between zoom 10 (1) and 12 (5): 1 + 4 · (2¹ − 1) / (2² − 1).
    #expect(abs(roads.paint.lineWidth.value(at: 11) - (1.0 + 4.0 / 3.0)) < 1e-9)
    #expect(roads.paint.lineColor.value(at: 12).red == 0.5)
    #expect(roads.isVisible(at: 10) && !roads.isVisible(at: 18))
}

@Test func styleErrorsNameThePath() {
    #expect(parseError(#"{"layers": [{"id": "a", "type": "dots", "source-layer": "poi"}]}"#)
            == "layers[0].type: \"dots\" is not a supported layer type (background, fill, line, symbol, circle, fill-extrusion, raster, hillshade)")
    #expect(parseError(#"{"layers": [{"id": "a", "type": "fill", "source-layer": "water", "paint": {"fill-color": "wet"}}]}"#)?
            .hasPrefix("layers[0].paint.fill-color: \"wet\" is not a colour") == true)
    #expect(parseError(#"{"layers": [{"id": "a", "type": "fill", "source-layer": "water", "paint": {"fill-colour": "red"}}]}"#)?
            .hasPrefix("layers[0].paint.fill-colour: unknown key") == true)
    #expect(parseError(#"{"layers": [{"id": "a", "type": "fill"}]}"#) == "layers[0]: missing required key \"source-layer\"")
    #expect(parseError(#"{"layers": [{"id": "a", "type": "fill", "source-layer": "w", "filter": ["~=", "a", "b"]}]}"#)?
            .hasPrefix("layers[0].filter[0]: Unknown expression \"~=\"") == true)
    #expect(parseError(#"{"layers": [{"id": "a", "type": "background"}, {"id": "a", "type": "background"}]}"#) == "layers[1]: duplicate layer id \"a\"")
    #expect(parseError(#"{"layers": [{"id": "a", "type": "line", "source-layer": "w", "paint": {"line-width": {"stops": [[12, 1], [10, 2]]}}}]}"#)
            == "layers[0].paint.line-width.stops[1][0]: stops must be in ascending zoom order")
}

@Test func templatesFillFromAttributes() {
    #expect("{name} ({ref})".filledTemplate(with: ["name": "Mannerheimintie", "ref": "137"]) == "Mannerheimintie (137)")
    #expect("{missing}".filledTemplate(with: [:]) == "")
}

/// A layer type or property of the style spec that is not drawn yet is left out and reported with its JSON path,
/// never silently ignored; a name the spec does not have is still an error.
@Test func whatIsNotDrawnIsReported() throws {
    let style = try StyleParser.parse(Array(##"{"version": 8, "sources": {}, "layers": [{"id": "dots", "type": "heatmap", "source-layer": "poi"}, {"id": "w", "type": "fill", "source-layer": "water", "paint": {"fill-color": ["match", ["get", "class"], "lake", "#00F", "#08F"], "fill-antialias": false}}]}"##.utf8), name: "t")
    #expect(style.layers.map(\.id) == ["w"])
    #expect(style.notDrawn == ["layers[0].type: layer type \"heatmap\" is not drawn yet"])
    let water = try #require(style.layers.first?.paint.fillColor)
    if case .expression(let value) = water {
        #expect(value.value(at: 10, attributes: ["class": "lake"]) == Color(rgb: 0x0000FF))
        #expect(value.value(at: 10, attributes: ["class": "sea"]) == Color(rgb: 0x0088FF))
    } else {
        Issue.record("fill-color should be an expression")
    }
}

/// `text-font` names are split into family, weight and style as the ecosystem writes them.
@Test func textFontNamesGiveFamilyWeightAndStyle() {
    let cases: [(String, String, Int, Bool)] = [
        ("Noto Sans Regular", "Noto Sans", 400, false), ("Open Sans Semibold", "Open Sans", 600, false),
        ("Metropolis Medium Italic", "Metropolis", 500, true), ("Roboto Condensed Light Italic", "Roboto Condensed", 300, true),
        ("PT Sans Bold", "PT Sans", 700, false), ("Noto Sans Extra Bold", "Noto Sans", 800, false), ("Helvetica", "Helvetica", 400, false),
        ("Bold", "Bold", 400, false), ("Metropolis Italic", "Metropolis", 400, true), ("Source Sans Pro Black", "Source Sans Pro", 900, false),
    ]
    for (name, family, weight, italic) in cases {
        let font = TextFontName(name)
        #expect(font.family == family && font.weight == weight && font.italic == italic, "\(name): \(font)")
    }
}

/// Sprite references: a base path or the v8 array, images of a non-default sprite named `id:name`, the @2x sheet
/// chosen above scale 1.
@Test func spriteReferencesAndSheetsChooseTheirImages() throws {
    let single = try StyleParser.parse(Array(#"{"version": 8, "sprite": "sprites/base", "sources": {}, "layers": []}"#.utf8), name: "t")
    #expect(single.sprite == [SpriteReference(id: "default", url: "sprites/base")])
    #expect(single.sprite[0].localBase(relativeTo: "/styles") == "/styles/sprites/base")
    #expect(SpriteReference(id: "default", url: "file:///abs/sprite").localBase(relativeTo: "/styles") == "/abs/sprite")
    #expect(SpriteReference(id: "default", url: "https://example.com/sprite").isRemote)
    let array = try StyleParser.parse(Array(#"{"version": 8, "sprite": [{"id": "default", "url": "a"}, {"id": "shields", "url": "b"}], "sources": {}, "layers": []}"#.utf8), name: "t")
    #expect(array.sprite.map(\.id) == ["default", "shields"])
    #expect(throws: JSONError.self) {
        try StyleParser.parse(Array(#"{"version": 8, "sprite": [{"id": "a", "url": "x"}, {"id": "a", "url": "y"}], "sources": {}, "layers": []}"#.utf8), name: "t")
    }
    let index = try SpriteSheet.parseIndex(Array(#"{"cafe": {"x": 2, "y": 4, "width": 22, "height": 22, "pixelRatio": 2}, "road": {"x": 0, "y": 0, "width": 9, "height": 9, "sdf": true}}"#.utf8))
    #expect(index["cafe"]?.pointSize.width == 11 && index["cafe"]?.pointSize.height == 11)
    #expect(index["road"]?.sdf == true && index["road"]?.pixelRatio == 1)
    var style = array
    style.spriteSheets = [SpriteSheet(imagePath: "a.png", pixelRatio: 1, images: ["cafe": SpriteImage(x: 0, y: 0, width: 11, height: 11)]),
                          SpriteSheet(imagePath: "a@2x.png", pixelRatio: 2, images: ["cafe": SpriteImage(x: 0, y: 0, width: 22, height: 22, pixelRatio: 2)]),
                          SpriteSheet(id: "shields", imagePath: "b.png", pixelRatio: 1, images: ["road_2": SpriteImage(x: 5, y: 5, width: 20, height: 14)])]
    #expect(style.spriteImage(named: "cafe", scale: 1)?.sheet.imagePath == "a.png")
    #expect(style.spriteImage(named: "cafe", scale: 2)?.sheet.imagePath == "a@2x.png")
    #expect(style.spriteImage(named: "shields:road_2", scale: 2)?.image.x == 5)
    #expect(style.spriteImage(named: "road_2", scale: 1) == nil)
    #expect(style.spriteImage(named: "shields:cafe", scale: 1) == nil)
}

/// Zoom-dependent enumerations (`symbol-placement`, `text-anchor`) step at the map's zoom; equal stop zooms are allowed.
@Test func enumeratedLayoutValuesStepWithZoom() throws {
    let style = try StyleParser.parse(Array(##"{"version": 8, "sources": {}, "layers": [{"id": "s", "type": "symbol", "source-layer": "t", "layout": {"symbol-placement": {"stops": [[7, "point"], [7, "line"], [8, "line"]]}, "text-anchor": ["step", ["zoom"], "left", 10, "top"]}}]}"##.utf8), name: "t")
    let layout = try #require(style.layers.first?.layout)
    #expect(layout.symbolPlacement.steppedValue(at: 6) == .point && layout.symbolPlacement.steppedValue(at: 7) == .line)
    #expect(layout.textAnchor.steppedValue(at: 9) == .left && layout.textAnchor.steppedValue(at: 12) == .top)
    #expect(style.notDrawn.isEmpty, "\(style.notDrawn)")
}

/// `line-dasharray` and `text-font` that change with zoom (stops or an expression of zoom, as maptiler-toner
/// writes them) are taken at the map's zoom, not reported as taken at zoom 0.
@Test func dashesAndFontsThatChangeWithZoomAreEvaluatedAtTheZoom() throws {
    let style = try StyleParser.parse(Array(#"""
    {"version": 8, "sources": {}, "layers": [
      {"id": "a", "type": "line", "source-layer": "transportation", "paint": {"line-dasharray": {"stops": [[10, [1, 1]], [14, [3, 2]]]}}},
      {"id": "b", "type": "line", "source-layer": "transportation", "paint": {"line-dasharray": ["step", ["zoom"], ["literal", [2, 2]], 15, ["literal", [4, 1]]]}},
      {"id": "c", "type": "symbol", "source-layer": "place", "layout": {"text-field": "{name}", "text-font": {"stops": [[6, ["Noto Sans Regular"]], [12, ["Noto Sans Bold"]]]}}},
      {"id": "d", "type": "line", "source-layer": "transportation", "paint": {"line-dasharray": [2, 1]}}
    ]}
    """#.utf8), name: "t")
    #expect(style.notDrawn.isEmpty, "\(style.notDrawn)")
    #expect(style.layers[0].paint.lineDasharray?.steppedValue(at: 9) == [1, 1])
    #expect(style.layers[0].paint.lineDasharray?.steppedValue(at: 15) == [3, 2])
    #expect(style.layers[1].paint.lineDasharray?.steppedValue(at: 14) == [2, 2])
    #expect(style.layers[1].paint.lineDasharray?.steppedValue(at: 16) == [4, 1])
    #expect(style.layers[2].layout.textFont.steppedValue(at: 7) == ["Noto Sans Regular"])
    #expect(style.layers[2].layout.textFont.steppedValue(at: 13) == ["Noto Sans Bold"])
    #expect(style.layers[3].paint.lineDasharray == .constant([2, 1]))
}
