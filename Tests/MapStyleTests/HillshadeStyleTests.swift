import StrictJSON
import Testing
@testable import MapStyle

private func parse(_ json: String) throws(JSONError) -> Style { try StyleParser.parse(Array(json.utf8), name: "test") }

private func parseError(_ json: String) -> String? {
    do {
        _ = try parse(json)
        return nil
    } catch {
        return error.description
    }
}

/// A raster-dem source's encoding (the spec's three) and a hillshade layer's paint, one value or one per light.
@Test func hillshadeLayersAndDEMSourcesAreRead() throws {
    let style = try parse("""
    {"version": 8, "sources": {
       "a": {"type": "raster-dem", "url": "mbtiles://a.mbtiles"},
       "b": {"type": "raster-dem", "url": "mbtiles://b.mbtiles", "encoding": "terrarium", "tileSize": 256},
       "c": {"type": "raster-dem", "url": "mbtiles://c.mbtiles", "encoding": "custom", "redFactor": 2, "greenFactor": 0.5, "blueFactor": 0.25, "baseShift": 100}},
     "layers": [
       {"id": "plain", "type": "hillshade", "source": "a"},
       {"id": "lights", "type": "hillshade", "source": "b", "paint": {
         "hillshade-method": "multidirectional", "hillshade-exaggeration": {"stops": [[10, 0.2], [14, 0.6]]},
         "hillshade-illumination-direction": [270, 315, 0], "hillshade-illumination-altitude": 30,
         "hillshade-shadow-color": ["#f00", "hsl(120, 100%, 50%)"], "hillshade-highlight-color": ["interpolate", ["linear"], ["zoom"], 10, "#fff", 14, "#000"],
         "hillshade-accent-color": "rgba(10, 20, 30, 0.5)", "hillshade-illumination-anchor": "map"}}]}
    """)
    let sources = Dictionary(uniqueKeysWithValues: style.sources.map { ($0.name, $0) })
    #expect(sources["a"]?.encoding == .mapbox && sources["a"]?.tileSize == 512)
    #expect(sources["b"]?.encoding == .terrarium && sources["b"]?.tileSize == 256)
    #expect(sources["c"]?.encoding == DEMEncoding(red: 2, green: 0.5, blue: 0.25, baseShift: 100))
    #expect(abs((sources["c"]?.encoding.elevation(red: 100, green: 10, blue: 4) ?? 0) - (200 + 5 + 1 - 100)) < 1e-9)
    let plain = style.layers[0], lights = style.layers[1]
    #expect(plain.type == .hillshade && plain.source == "a" && plain.paint.hillshadeMethod == .constant(.standard)
            && !plain.writes("hillshade-illumination-direction"))
    #expect(lights.paint.hillshadeMethod == .constant(.multidirectional) && lights.paint.hillshadeIlluminationAnchor == .constant(.map))
    #expect(abs(lights.paint.hillshadeExaggeration.value(at: 12) - 0.4) < 1e-9)
    #expect(lights.paint.hillshadeIlluminationDirection.value(at: 12) == [270, 315, 0])
    #expect(lights.paint.hillshadeIlluminationAltitude.value(at: 12) == [30])
    #expect(lights.paint.hillshadeShadowColor.value(at: 12).map(\.hexString) == ["#FF0000", "#00FF00"])
    #expect(lights.paint.hillshadeHighlightColor.value(at: 12).first?.red == 0.5)
    #expect(lights.paint.hillshadeAccentColor.value(at: 12).alpha == 0.5)
    #expect(style.notDrawn.isEmpty, "\(style.notDrawn)")
}

@Test func hillshadeErrorsNameThePathAndValue() {
    let layer = #"{"version": 8, "sources": {"d": {"type": "raster-dem", "url": "mbtiles://d.mbtiles"}}, "layers": [{"id": "h", "type": "hillshade", "source": "d", "paint": {PAINT}}]}"#
    func error(_ paint: String) -> String? { parseError(layer.replacingOccurrences(of: "PAINT", with: paint)) }
    #expect(error(#""hillshade-method": "shiny""#)?.hasPrefix("layers[0].paint.hillshade-method: \"shiny\"") == true)
    #expect(error(#""hillshade-exaggeration": 2"#)?.hasPrefix("layers[0].paint.hillshade-exaggeration: 2") == true)
    #expect(error(#""hillshade-illumination-direction": [1, 2, 3, 4, 5]"#)?
            .hasPrefix("layers[0].paint.hillshade-illumination-direction: an array of 1 to 4 values was expected, got 5") == true)
    #expect(error(##""hillshade-shadow-color": ["#000", "dark"]"##)?.hasPrefix("layers[0].paint.hillshade-shadow-color[1]: \"dark\" is not a colour") == true)
    #expect(parseError(#"{"version": 8, "layers": [{"id": "h", "type": "hillshade"}]}"#)?.contains("missing required key \"source\" (the raster-dem source)") == true)
    #expect(parseError(#"{"version": 8, "sources": {"d": {"type": "raster-dem", "encoding": "rgb"}}, "layers": []}"#)?
            .hasPrefix("sources.d.encoding: \"rgb\"") == true)
}
