import Foundation
import StrictJSON
import Testing
@testable import MapStyle

/// A layer of `type` with `property` set to `value` (paint or layout by the property's group in the spec).
private func style(_ type: String, _ property: String, _ value: String) -> String {
    let group = StyleSpecReference.properties["layout_\(type)"]?[property] != nil ? "layout" : "paint"
    let extra = type == "symbol" && property != "text-field" ? #", "layout": {"text-field": "{name}"}"# : ""
    let paintOrLayout = group == "layout" ? #""layout": {\#(type == "symbol" ? #""text-field": "{name}", "# : "")"\#(property)": \#(value)}"#
        : #""paint": {"\#(property)": \#(value)}\#(extra)"#
    return #"{"version": 8, "sources": {}, "layers": [{"id": "l", "type": "\#(type)", "source-layer": "poi", \#(paintOrLayout)}]}"#
}

/// The spec's ranges, not stricter ones: each value the review found refused (MapLibre Native draws them all) parses,
/// as constants and in zoom stops; values the spec itself forbids are still one error naming the property and the
/// spec's bounds; what is drawn stays within the drawing limit.
@Test func valuesTheSpecAllowsAreAccepted() throws {
    let allowed: [(String, String, String)] = [
        ("circle", "circle-blur", "5"), ("line", "line-width", "300"), ("symbol", "text-size", "150"), ("symbol", "icon-size", "20"),
        ("symbol", "text-max-width", "0.5"), ("symbol", "text-letter-spacing", "20"), ("line", "line-offset", "2000"),
        ("line", "line-width", #"{"stops": [[10, 1], [18, 5000]]}"#), ("symbol", "text-size", "0"),
    ]
    for (type, property, value) in allowed {
        do {
            _ = try StyleParser.parse(Array(style(type, property, value).utf8), name: "t")
        } catch {
            Issue.record("\(property): \(value) refused: \(error.description)")
        }
    }
    let refused: [(String, String, String, String)] = [
        ("line", "line-width", "-1", "-1 is below the spec's minimum of 0"), ("circle", "circle-opacity", "2", "2 is above the spec's maximum of 1"),
        ("symbol", "text-size", "-3", "-3 is below the spec's minimum of 0"), ("line", "line-width", #"{"stops": [[10, 1], [18, -2]]}"#, "-2 is below"),
    ]
    for (type, property, value, message) in refused {
        do {
            _ = try StyleParser.parse(Array(style(type, property, value).utf8), name: "t")
            Issue.record("\(property): \(value) accepted")
        } catch {
            #expect(error.description.contains(property) && error.description.contains(message), "\(error.description)")
        }
    }
    let wide = try StyleParser.parse(Array(style("line", "line-width", "1e12").utf8), name: "t")
    #expect(wide.layers[0].paint.lineWidth.value(at: 14) == styleDrawingLimit)
}

/// Every number range the parser enforces is the spec's: the embedded ranges are read from Spec/v8.json.
@Test func theNumberRangesAreTheSpecs() throws {
    #expect(StyleSpecReference.circleOpacity.range == 0...1)
    #expect(StyleSpecReference.lineWidth.minimum == 0 && StyleSpecReference.lineWidth.maximum == nil)
    #expect(StyleSpecReference.circleBlur.minimum == nil && StyleSpecReference.lineOffset.maximum == nil)
    #expect(StyleSpecReference.textSize.defaultValue == .number(16) && StyleSpecDefaults.lineWidth == 1)
}

/// Every value every enum property of every drawn layer type allows in the spec parses (the lists were written by
/// hand before, and "viewport-glyph", "text-overlap" and others were refused with exit 2).
@Test func everyEnumValueTheSpecAllowsIsAccepted() throws {
    var checked = 0
    for (group, properties) in StyleSpecReference.properties {
        let type = String(group.split(separator: "_", maxSplits: 1)[1])
        guard StyleLayer.LayerType(rawValue: type) != nil else { continue }
        for (property, entry) in properties where entry.type == "enum" {
            for value in entry.values {
                // Raster and hillshade layers need their source named.
                let json = style(type, property, "\"\(value)\"").replacingOccurrences(of: #""source-layer""#, with: #""source": "s", "source-layer""#)
                #expect(throws: Never.self, "\(group).\(property): \(value)") { try StyleParser.parse(Array(json.utf8), name: "t") }
                checked += 1
            }
        }
    }
    #expect(checked > 100)
    // A value outside the spec's list is still one error naming the property and the allowed values.
    #expect(throws: JSONError.self) { try StyleParser.parse(Array(style("line", "line-cap", "\"pointy\"").utf8), name: "t") }
}

/// text-overlap, when set, decides instead of text-allow-overlap, as the spec says.
@Test func overlapModesTakeThePlaceOfAllowOverlap() throws {
    func layout(_ properties: String) throws -> StyleLayer.Layout {
        let json = #"{"version": 8, "sources": {}, "layers": [{"id": "l", "type": "symbol", "source-layer": "poi", "layout": {"text-field": "{name}", \#(properties)}}]}"#
        return try #require(try StyleParser.parse(Array(json.utf8), name: "t").layers.first).layout
    }
    #expect(try layout(#""text-overlap": "always""#).textOverlap == .constant(.always))
    #expect(try layout(#""text-overlap": "never", "text-allow-overlap": true"#).textOverlap == .constant(.never))
    #expect(try layout(#""icon-overlap": "always", "icon-allow-overlap": false"#).iconOverlap == .constant(.always))
    #expect(try layout(#""text-allow-overlap": true"#).textAllowOverlap == .constant(true))
}
