import Foundation
import StrictJSON
import TestSupport
import Testing
@testable import MapStyle

/// `featureReads` lets the renderer evaluate a data-driven value once per group of features that agree in the
/// attributes it reads; these tests hold it to that.

private func compiled(_ text: String) throws -> StyleExpression {
    try ExpressionParser().compile(JSONParser.parse(Array(text.utf8)), expected: nil)
}

@Test func expressionsSayWhichAttributesTheyRead() throws {
    #expect(try compiled(#"["concat", ["get", "name:latin"], " ", ["get", "name:nonlatin"]]"#).featureReads == ["name:latin", "name:nonlatin"])
    #expect(try compiled(#"["match", ["geometry-type"], "Point", 1, 2]"#).featureReads == ["$type"])
    #expect(try compiled(#"["has", "service"]"#).featureReads == ["service"])
    #expect(try compiled(#"["get", ["concat", "na", "me"]]"#).featureReads == ["name"])
    #expect(try compiled(#"["get", ["get", "which"]]"#).featureReads == ["which", "*"])
    #expect(try compiled(#"["id"]"#).featureReads == ["*"])
    #expect(try compiled(#"["get", "name", ["properties"]]"#).featureReads == ["*"])
    #expect(try compiled(#"["interpolate", ["linear"], ["zoom"], 10, 1, 16, 4]"#).featureReads.isEmpty)
    #expect(try compiled(#"["get", "name", ["literal", {"name": "x"}]]"#).featureReads.isEmpty)
}

/// Every data-driven paint and layout value and every filter of the OpenMapTiles styles, for generated features:
/// two features equal in what the value reads (and in geometry type) get the same value, however their other
/// attributes differ.
@Test(arguments: ["positron", "osm-bright", "dark-matter"])
func featuresEqualInWhatAValueReadsGetTheSameValue(style name: String) throws {
    let expressions = try OpenMapTilesStyleValues.all(of: name).map { value in
        (path: value.path, expression: try ExpressionParser().compile(try value.expression(), expected: value.type))
    }
    #expect(expressions.filter { !$0.expression.isFeatureConstant }.count > 10)
    // Keys and values the styles look for, and others.
    let keys = ["class", "subclass", "brunnel", "ramp", "oneway", "service", "admin_level", "maritime", "disputed", "rank",
                "capital", "name", "name:latin", "name:nonlatin", "name_en", "ref", "ref_length", "network", "level", "layer",
                "intermittent", "iata", "iso_a2", "mvt_id", "other"]
    let values = ["", "0", "1", "2", "4", "motorway", "primary", "minor", "service", "path", "rail", "transit", "bridge",
                  "tunnel", "city", "town", "park", "river", "Kauppatori", "Mannerheimintie", "-3", "1.5", "true"]
    var generator = SeededGenerator(seed: 28)
    var checked = 0
    for _ in 0..<300 {
        var attributes: [String: String] = [:]
        for key in keys where Bool.random(using: &generator) { attributes[key] = values.randomElement(using: &generator) }
        let type = ["Point", "LineString", "Polygon"].randomElement(using: &generator) ?? "Point"
        let zoom = Double(Int.random(in: 20...34, using: &generator)) / 2
        for (path, expression) in expressions where !expression.isFeatureConstant && !expression.featureReads.contains("*") {
            // The same feature with every attribute the value does not read changed, dropped or added.
            var other: [String: String] = [:]
            for (key, value) in attributes where expression.featureReads.contains(key) { other[key] = value }
            for key in keys where !expression.featureReads.contains(key) && Bool.random(using: &generator) {
                other[key] = values.randomElement(using: &generator)
            }
            let first = try? expression.evaluate(EvaluationContext(zoom: zoom, attributeTexts: attributes, geometryType: type))
            let second = try? expression.evaluate(EvaluationContext(zoom: zoom, attributeTexts: other, geometryType: type))
            #expect(first == second, "\(path) at zoom \(zoom): \(attributes) gives \(String(describing: first)), \(other) gives \(String(describing: second))")
            checked += 1
        }
    }
    #expect(checked > 3000)
}
