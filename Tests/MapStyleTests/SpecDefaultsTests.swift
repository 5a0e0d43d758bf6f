import Foundation
import StrictJSON
import Testing
@testable import MapStyle

/// The generated defaults are the spec's: every property whose default is a number, a boolean or a string has a
/// constant of that value in Sources/MapStyle/StyleSpecDefaults.swift (made by Scripts/dev/embed-resources).
@Test func theGeneratedDefaultsAreTheSpecs() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let generated = try String(contentsOf: root.appendingPathComponent("Sources/MapStyle/StyleSpecDefaults.swift"), encoding: .utf8)
    var checked = 0
    for (group, properties) in StyleSpecReference.properties {
        for (name, entry) in properties where !entry.defaultJSON.isEmpty {
            let camel = name.split(separator: "-").enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
            let literal: String
            if entry.type == "number", let number = Double(entry.defaultJSON) {
                literal = ": Double = \(number)"
            } else if entry.type == "boolean" {
                literal = ": Bool = \(entry.defaultJSON)"
            } else if entry.type == "enum" {
                literal = ": String = \(entry.defaultJSON)"
            } else {
                continue
            }
            #expect(generated.contains("public static let \(camel)\(literal)\n"), "\(group).\(name): run Scripts/dev/embed-resources")
            checked += 1
        }
    }
    #expect(checked > 80)
}

/// A layer that sets nothing has the spec's defaults: what the parser fills in and what drawing assumes agree with
/// the spec (they were written by hand, and twice, before).
@Test func anEmptyLayerHasTheSpecsDefaults() throws {
    let style = try StyleParser.parse(Array(#"{"version": 8, "sources": {}, "layers": [{"id": "l", "type": "symbol", "source-layer": "poi", "layout": {"text-field": "{name}"}}]}"#.utf8), name: "t")
    let layout = try #require(style.layers.first).layout
    func spec(_ name: String) -> String { StyleSpecReference.properties["layout_symbol"]?[name]?.defaultJSON ?? "missing" }
    let numbers: [(String, Double)] = [("text-max-angle", layout.textMaxAngle), ("icon-rotate", layout.iconRotate),
                                       ("text-letter-spacing", layout.textLetterSpacing), ("text-padding", layout.textPadding),
                                       ("text-line-height", layout.textLineHeight), ("text-rotate", layout.textRotate)]
    for (name, value) in numbers { #expect(Double(spec(name)) == value, "\(name)") }
    let flags: [(String, Bool)] = [("text-optional", layout.textOptional), ("icon-optional", layout.iconOptional),
                                   ("text-allow-overlap", layout.textAllowOverlap), ("icon-allow-overlap", layout.iconAllowOverlap),
                                   ("text-ignore-placement", layout.textIgnorePlacement), ("icon-ignore-placement", layout.iconIgnorePlacement),
                                   ("text-keep-upright", layout.textKeepUpright)]
    for (name, value) in flags { #expect(spec(name) == String(value), "\(name)") }
    let words: [(String, String)] = [("text-justify", layout.textJustify), ("icon-anchor", layout.iconAnchor), ("icon-text-fit", layout.iconTextFit),
                                     ("symbol-z-order", layout.symbolZOrder)]
    for (name, value) in words { #expect(spec(name) == "\"\(value)\"", "\(name)") }
    #expect(spec("icon-padding") == "[\(Int(layout.iconPadding))]")
    #expect(spec("text-offset") == "[\(layout.textOffset.map { String(Int($0)) }.joined(separator: ","))]")
}
