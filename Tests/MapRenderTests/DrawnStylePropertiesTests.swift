import MapStyle
import Testing
@testable import MapRender

/// A style of one layer of `type` writing `property` (in `group`) as `value`.
private func style(_ type: StyleLayer.LayerType, _ group: String, _ property: String, _ value: String) throws -> Style {
    let source = type == .raster || type == .hillshade || type == .background ? #""source": "s""# : #""source-layer": "t""#
    let json = #"{"version": 8, "sources": {}, "layers": [{"id": "l", "type": "\#(type.rawValue)", \#(source), "\#(group)": {"\#(property)": \#(value)}}]}"#
    return try StyleParser.parse(Array(json.utf8), name: "t")
}

/// Every property of every layer type MapSnap draws is either drawn or reported by `style check` as not drawn yet,
/// with its JSON path; every name the drawing code claims is a property of the spec.
@Test func everySpecPropertyIsDrawnOrReported() throws {
    var all = Set<String>()
    for type in StyleLayer.LayerType.allCases {
        for group in ["paint", "layout"] {
            for (name, entry) in StyleSpecReference.properties["\(group)_\(type.rawValue)"] ?? [:] {
                all.insert(name)
                let value = entry.defaultJSON.isEmpty ? (entry.type == "number" ? "1" : entry.type == "color" ? #""red""# : #""x""#) : entry.defaultJSON
                guard let parsed = try? style(type, group, name, value) else { continue }
                let notes = DrawnStyleProperties.notes(for: parsed)
                if DrawnStyleProperties.names.contains(name) {
                    #expect(!notes.contains { $0.hasSuffix("not drawn yet") }, "\(name): \(notes)")
                } else {
                    #expect(notes == ["layers[0].\(group).\(name): not drawn yet"], "\(name): \(notes)")
                }
            }
        }
    }
    #expect(DrawnStyleProperties.names.subtracting(all).isEmpty, "not spec properties: \(DrawnStyleProperties.names.subtracting(all))")
    #expect(all.subtracting(DrawnStyleProperties.names).count < 40)
}

/// Values drawn otherwise than written are said, with the JSON path: numbers past the drawing limit, `line-center`,
/// `cooperative` and `viewport-glyph`; values drawn as written say nothing.
@Test func valuesDrawnOtherwiseAreReported() throws {
    #expect(try DrawnStyleProperties.notes(for: style(.line, "paint", "line-width", "1e12"))
            == ["layers[0].paint.line-width: values beyond ±1000000 points are drawn at ±1000000"])
    #expect(try DrawnStyleProperties.notes(for: style(.line, "paint", "line-offset", #"{"stops": [[10, 0], [18, -2e7]]}"#)).count == 1)
    #expect(try DrawnStyleProperties.notes(for: style(.line, "paint", "line-width", "300")).isEmpty)
    #expect(try DrawnStyleProperties.notes(for: style(.symbol, "layout", "symbol-placement", #""line-center""#))
            == ["layers[0].layout.symbol-placement: line-center is drawn as line"])
    #expect(try DrawnStyleProperties.notes(for: style(.symbol, "layout", "text-overlap", #""cooperative""#))
            == ["layers[0].layout.text-overlap: cooperative is drawn as never"])
    #expect(try DrawnStyleProperties.notes(for: style(.symbol, "layout", "text-rotation-alignment", #""viewport-glyph""#))
            == ["layers[0].layout.text-rotation-alignment: viewport-glyph is drawn as map (glyphs follow the line)"])
    #expect(try DrawnStyleProperties.notes(for: style(.symbol, "layout", "text-overlap", #""always""#)).isEmpty)
}
