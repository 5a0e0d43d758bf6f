import Foundation
import StrictJSON
import Testing
@testable import MapStyle

/// The spec file's groups (`paint_fill`, `layout_symbol` …), read with Foundation, not with the code under test.
private func specGroups() throws -> [String: [String: [String: Any]]] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let data = try Data(contentsOf: root.appendingPathComponent("Sources/MapStyle/Spec/v8.json"))
    let spec = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var groups: [String: [String: [String: Any]]] = [:]
    for (key, value) in spec where key.hasPrefix("paint_") || key.hasPrefix("layout_") {
        groups[key] = try #require(value as? [String: [String: Any]])
    }
    return groups
}

/// The generated reference is the spec: every property of every group, with its type, enum values, default, range
/// and whether it interpolates, may change with zoom or with the feature (Scripts/dev/embed-resources makes it).
@Test func theGeneratedReferenceIsTheSpec() throws {
    let groups = try specGroups()
    #expect(Set(groups.keys) == Set(StyleSpecReference.properties.keys), "run Scripts/dev/embed-resources")
    for (group, properties) in groups {
        #expect(Set(properties.keys) == Set(StyleSpecReference.properties[group]?.keys.map { $0 } ?? []), "\(group): run Scripts/dev/embed-resources")
        for (name, spec) in properties {
            let entry = try #require(StyleSpecReference.properties[group]?[name])
            let type = spec["type"] as? String ?? ""
            #expect(entry.type == type || entry.type.hasPrefix("array<") && type == "array", "\(name) type")
            #expect(entry.minimum == (spec["minimum"] as? Double) && entry.maximum == (spec["maximum"] as? Double), "\(name) range")
            #expect(Set(entry.values) == Set((spec["values"] as? [String: Any])?.keys.map { $0 } ?? []), "\(name) values")
            let expression = spec["expression"] as? [String: Any]
            #expect(entry.interpolated == (expression?["interpolated"] as? Bool ?? false), "\(name) interpolated")
            let parameters = expression?["parameters"] as? [String] ?? []
            #expect(entry.zoomDependent == (parameters.contains("zoom") || spec["property-type"] as? String == "color-ramp"), "\(name) zoom")
            let propertyType = spec["property-type"] as? String ?? ""
            #expect(entry.dataDriven == (propertyType == "data-driven" || propertyType == "cross-faded-data-driven"), "\(name) data-driven")
            if let value = spec["default"] {
                let written = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
                #expect(try JSONParser.parse(Array(written)) == JSONParser.parse(Array(entry.defaultJSON.utf8)), "\(name) default")
            } else {
                #expect(entry.defaultJSON.isEmpty && entry.defaultValue == nil, "\(name) has no default")
            }
        }
    }
}

/// A layer of `type` whose `group` (paint or layout) holds `property` set to `value` (JSON text), with what the type
/// needs (its source or source layer).
private func layerJSON(_ type: StyleLayer.LayerType, group: String, property: String, value: String) -> String {
    let source = type == .raster || type == .hillshade ? #""source": "s""# : type == .background ? #""source": "s""# : #""source-layer": "t""#
    let properties = property.isEmpty ? "" : #", "\#(group)": {"\#(property)": \#(value)}"#
    return #"{"version": 8, "sources": {}, "layers": [{"id": "l", "type": "\#(type.rawValue)", \#(source)\#(properties)}]}"#
}

/// A value the spec allows for a property without a default.
private func sampleValue(_ entry: StylePropertySpec) -> String {
    switch entry.type {
    case "number": return "1"
    case "color": return ##""#123456""##
    case "resolvedImage", "string", "formatted": return #""x""#
    case "enum": return "\"\(entry.values[0])\""
    case "array<enum>": return "[\"\(entry.values[0])\"]"
    case "array<number>": return "[1, 2]"
    case "variableAnchorOffsetCollection": return #"["top", [0, 1]]"#
    default: return "null"
    }
}

/// Every property of every layer type MapSnap draws is read as the spec types it: its default written out reads as
/// the value an empty layer has (the generated default and the generic reader agree), a property without a default
/// reads a value of its type, a number outside the spec's range and a value of another type are one error naming the
/// property, and every enum value the spec lists is read. Zero defaults written by hand: each comes from the spec.
@Test func everyPropertyOfEveryDrawnLayerTypeIsReadAsTheSpecTypesIt() throws {
    var checked = 0
    for type in StyleLayer.LayerType.allCases {
        let empty = try #require(try StyleParser.parse(Array(layerJSON(type, group: "", property: "", value: "").utf8), name: "t").layers.first)
        for group in ["paint", "layout"] {
            let entries = try #require(StyleSpecReference.properties["\(group)_\(type.rawValue)"])
            for (name, entry) in entries {
                func parsed(_ value: String) throws -> StyleLayer {
                    try #require(try StyleParser.parse(Array(layerJSON(type, group: group, property: name, value: value).utf8), name: "t").layers.first)
                }
                func refused(_ value: String, _ message: String) {
                    do {
                        _ = try parsed(value)
                        Issue.record("\(type.rawValue) \(name): \(value) accepted")
                    } catch {
                        let text = "\(error)"
                        #expect(text.contains(name) && text.contains(message), "\(name): \(text)")
                    }
                }
                if entry.defaultValue != nil {
                    let layer = try parsed(entry.defaultJSON)
                    #expect(layer.paint == empty.paint && layer.layout == empty.layout, "\(type.rawValue) \(name): its default \(entry.defaultJSON) reads otherwise")
                    #expect(layer.writes(name))
                } else {
                    let layer = try parsed(sampleValue(entry))
                    #expect(layer.paint != empty.paint || layer.layout != empty.layout, "\(type.rawValue) \(name): \(sampleValue(entry)) not read")
                }
                if let minimum = entry.minimum, entry.type == "number" { refused(JSONValue.format(minimum - 1), "below the spec's minimum") }
                if let maximum = entry.maximum, entry.type == "number" { refused(JSONValue.format(maximum + 1), "above the spec's maximum") }
                switch entry.type {
                case "number": refused(#""wide""#, "expected a number")
                case "color": refused("5", "expected a string")
                case "boolean": refused(#""yes""#, "expected true or false")
                case "enum":
                    refused(#""not-a-value""#, "is not one of")
                    for value in entry.values { _ = try parsed("\"\(value)\"") }
                default: break
                }
                checked += 1
            }
        }
    }
    #expect(checked > 120)
}
