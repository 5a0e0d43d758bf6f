import Foundation
import StrictJSON
import Testing
@testable import MapStyle

/// The OpenMapTiles styles (Positron, OSM Bright, Dark Matter, in Styles/openmaptiles): every layer's filter and every
/// paint and layout value compiles with the type the style spec (Sources/MapStyle/Spec/v8.json) gives its property,
/// legacy filters, functions and `{token}` strings converted as the spec converts them.
@Test(arguments: ["positron", "osm-bright", "dark-matter"])
func everyExpressionOfTheOpenMapTilesStylesCompiles(style name: String) throws {
    let parser = ExpressionParser()
    var compiled = 0
    var failures: [String] = []
    for value in try OpenMapTilesStyleValues.all(of: name) {
        do {
            _ = try parser.compile(try value.expression(), expected: value.type)
            compiled += 1
        } catch {
            failures.append("\(value.path): \(error)")
        }
    }
    #expect(compiled > 100)
    #expect(failures.isEmpty, "\(failures.count) of \(compiled + failures.count) do not compile:\n\(failures.prefix(15).joined(separator: "\n"))")
}

/// Every filter and every paint and layout value of one of the OpenMapTiles styles (Styles/openmaptiles), as the
/// expression the spec converts it to (legacy filters, functions and `{token}` strings too), with the type the spec
/// (Sources/MapStyle/Spec/v8.json) gives its property.
struct OpenMapTilesStyleValues {
    /// Where in the style (`layers[3].paint.line-width`).
    let path: String
    /// The value as an expression; throws when the spec does not know the property or cannot convert the value.
    let expression: () throws -> JSONValue
    /// The expression type of the property (boolean for a filter).
    let type: ExpressionType?

    static func all(of name: String) throws -> [OpenMapTilesStyleValues] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let spec = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: "\(root)/Sources/MapStyle/Spec/v8.json"))))
        let style = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: "\(root)/Styles/openmaptiles/\(name)/style.json"))))
        guard case .object(let document) = style, case .array(let layers)? = document["layers"], case .object(let reference) = spec else {
            throw ExpressionError("unreadable style or spec")
        }
        var values: [OpenMapTilesStyleValues] = []
        for (index, layer) in layers.enumerated() {
            guard case .object(let object) = layer, case .string(let type)? = object["type"] else { continue }
            if let filter = object["filter"] {
                values.append(OpenMapTilesStyleValues(path: "layers[\(index)].filter", expression: { LegacyFilter.expression(filter) }, type: .boolean))
            }
            for group in ["paint", "layout"] {
                guard case .object(let properties)? = object[group], case .object(let specs)? = reference["\(group)_\(type)"] else { continue }
                for (property, value) in properties.entries {
                    let path = "layers[\(index)].\(group).\(property)"
                    guard let propertySpec = specs[property] else {
                        values.append(OpenMapTilesStyleValues(path: path, expression: { throw ExpressionError("not in the spec") }, type: nil))
                        continue
                    }
                    values.append(OpenMapTilesStyleValues(path: path, expression: {
                        try PropertyValue.expression(value, property: property, spec: propertySpec)
                    }, type: PropertyType.of(propertySpec)))
                }
            }
        }
        return values
    }
}

/// The expression type of a property in the style spec's reference.
enum PropertyType {
    static func of(_ spec: JSONValue) -> ExpressionType? {
        ExpressionFixture.propertyType(spec)
    }
}

/// The embedded property reference is what Scripts/dev/embed-resources makes of Sources/MapStyle/Spec/v8.json.
@Test func theEmbeddedPropertyReferenceIsTheSpecs() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    guard case .object(let spec) = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: "\(root)/Sources/MapStyle/Spec/v8.json")))) else {
        Issue.record("unreadable spec")
        return
    }
    let groups = spec.keys.filter { $0.hasPrefix("paint_") || $0.hasPrefix("layout_") }
    #expect(Set(groups) == Set(StyleSpecReference.properties.keys), "run Scripts/dev/embed-resources")
    for group in groups {
        guard case .object(let properties)? = spec[group] else { continue }
        #expect(Set(properties.keys) == Set(StyleSpecReference.properties[group]?.keys.map { $0 } ?? []), "\(group): run Scripts/dev/embed-resources")
    }
}
