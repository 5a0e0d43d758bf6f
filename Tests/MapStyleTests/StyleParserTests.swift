import StrictJSON
import Testing
@testable import MapStyle

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
    #expect(abs((roads.paint.lineWidth?.value(at: 11) ?? 0) - (1.0 + 4.0 / 3.0)) < 1e-9)
    #expect(roads.paint.lineColor?.value(at: 12).red == 0.5)
    #expect(roads.isVisible(at: 10) && !roads.isVisible(at: 18))
}

@Test func styleErrorsNameThePath() {
    #expect(parseError(#"{"layers": [{"id": "a", "type": "dots", "source-layer": "poi"}]}"#)
            == "layers[0].type: \"dots\" is not a supported layer type (background, fill, line, symbol)")
    #expect(parseError(#"{"layers": [{"id": "a", "type": "fill", "source-layer": "water", "paint": {"fill-color": "wet"}}]}"#)?
            .hasPrefix("layers[0].paint.fill-color: \"wet\" is not a colour") == true)
    #expect(parseError(#"{"layers": [{"id": "a", "type": "fill", "source-layer": "water", "paint": {"fill-colour": "red"}}]}"#)?
            .hasPrefix("layers[0].paint.fill-colour: unknown key") == true)
    #expect(parseError(#"{"layers": [{"id": "a", "type": "fill"}]}"#) == "layers[0]: missing required key \"source-layer\"")
    #expect(parseError(#"{"layers": [{"id": "a", "type": "fill", "source-layer": "w", "filter": ["~=", "a", "b"]}]}"#)?
            .hasPrefix("layers[0].filter[0]: Unknown expression \"~=\"") == true)
    #expect(parseError(#"{"layers": [{"id": "a", "type": "background"}, {"id": "a", "type": "background"}]}"#) == "layers[1]: duplicate layer id \"a\"")
    #expect(parseError(#"{"layers": [{"id": "a", "type": "line", "source-layer": "w", "paint": {"line-width": {"stops": [[12, 1], [10, 2]]}}}]}"#)
            == "layers[0].paint.line-width.stops[1][0]: stops must be in increasing zoom order")
}

@Test func templatesFillFromAttributes() {
    #expect("{name} ({ref})".filledTemplate(with: ["name": "Mannerheimintie", "ref": "137"]) == "Mannerheimintie (137)")
    #expect("{missing}".filledTemplate(with: [:]) == "")
}

/// A layer type or property of the style spec that is not drawn yet is left out and reported with its JSON path,
/// never silently ignored; a name the spec does not have is still an error.
@Test func whatIsNotDrawnIsReported() throws {
    let style = try StyleParser.parse(Array(##"{"version": 8, "sources": {}, "layers": [{"id": "dots", "type": "circle", "source-layer": "poi"}, {"id": "w", "type": "fill", "source-layer": "water", "paint": {"fill-color": ["match", ["get", "class"], "lake", "#00F", "#08F"], "fill-antialias": false}}]}"##.utf8), name: "t")
    #expect(style.layers.map(\.id) == ["w"])
    #expect(style.notDrawn == ["layers[0].type: layer type \"circle\" is not drawn yet", "layers[1].paint.fill-antialias: not drawn yet"])
    let water = try #require(style.layers.first?.paint.fillColor)
    if case .expression(let value) = water {
        #expect(value.value(at: 10, attributes: ["class": "lake"]) == Color(rgb: 0x0000FF))
        #expect(value.value(at: 10, attributes: ["class": "sea"]) == Color(rgb: 0x0088FF))
    } else {
        Issue.record("fill-color should be an expression")
    }
}
