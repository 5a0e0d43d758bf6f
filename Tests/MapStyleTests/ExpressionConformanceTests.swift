import Foundation
import StrictJSON
import Testing
@testable import MapStyle

/// The style spec's own expression tests (`maplibre/maplibre-style-spec`, `test/integration/expression/tests`, copied
/// into Fixtures/expression-tests with its licence), run as its harness runs them: compile the expression for the
/// property spec, compare the result kind, type and constancy, then evaluate every input and compare the outputs to 6
/// significant figures. Decided differences: error messages are not compared (a case that should fail to compile, or
/// an input that should be an error, must fail; the wording is MapLibre's JavaScript). Cases that do not pass yet are
/// listed with the reason in Fixtures/expression-known-failures.txt; every other case must pass, and a listed case
/// that passes is reported so the list only shrinks.
@Test func styleSpecExpressionSuite() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    let folder = "\(root)/expression-tests"
    let known = Set(try String(contentsOfFile: "\(root)/expression-known-failures.txt", encoding: .utf8)
        .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { String($0.split(separator: " ")[0]) })
    let cases = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix("/test.json") }.sorted()
    #expect(cases.count == 577)
    var failures: [(String, String)] = []
    for name in cases {
        let fixture = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))))
        let id = String(name.dropLast("/test.json".count))
        if let problem = ExpressionFixture.check(fixture) { failures.append((id, problem)) }
    }
    let failing = Set(failures.map(\.0))
    let report = failures.map { "\($0.0) \($0.1)" }.joined(separator: "\n")
    try? FileManager.default.createDirectory(atPath: "\(root)/../../../output", withIntermediateDirectories: true)
    try? (report + "\n").write(toFile: "\(root)/../../../output/expression-failures.txt", atomically: true, encoding: .utf8)
    let unexpected = failures.filter { !known.contains($0.0) }
    let unlisted = unexpected.prefix(20).map { "\($0.0): \($0.1)" }.joined(separator: "\n")
    #expect(unexpected.isEmpty, "\(unexpected.count) cases fail that are not listed:\n\(unlisted)")
    let nowPassing = known.subtracting(failing).sorted()
    #expect(nowPassing.isEmpty, "listed as failing but passing now (remove them from the list): \(nowPassing.prefix(20))")
    print("style-spec expression suite: \(cases.count - failing.count) of \(cases.count) pass")
}

/// One fixture of the suite.
enum ExpressionFixture {
    /// Why the fixture does not pass; nil when it does.
    static func check(_ fixture: JSONValue) -> String? {
        guard case .object(let object) = fixture, let expression = object["expression"], case .object(let expected)? = object["expected"],
              case .object(let compiled)? = expected["compiled"], case .string(let result)? = compiled["result"] else { return "unreadable fixture" }
        var globalState: [String: ExpressionValue] = [:]
        if case .object(let state)? = object["globalState"] { for (key, value) in state.entries { globalState[key] = ExpressionValue(value) } }
        let parser = ExpressionParser(globalState: globalState)
        let type = propertyType(object["propertySpec"])
        let compiledExpression: StyleExpression
        do {
            compiledExpression = try parser.compile(try LegacyFunction.expression(expression, propertySpec: object["propertySpec"]), expected: type)
        } catch {
            return result == "error" ? nil : "compile error where success was expected: \(error)"
        }
        guard result == "success" else { return "compiled where an error was expected" }
        if case .string(let wanted)? = compiled["type"], wanted != compiledExpression.type.description {
            return "type \(compiledExpression.type) where \(wanted) was expected"
        }
        if case .bool(let wanted)? = compiled["isFeatureConstant"], wanted != compiledExpression.isFeatureConstant { return "isFeatureConstant \(!wanted)" }
        if case .bool(let wanted)? = compiled["isZoomConstant"], wanted != compiledExpression.isZoomConstant { return "isZoomConstant \(!wanted)" }
        guard case .array(let inputs)? = object["inputs"], case .array(let outputs)? = expected["outputs"] else { return nil }
        for (index, (input, output)) in zip(inputs, outputs).enumerated() {
            let context = self.context(input, globalState: globalState)
            let actual: JSONValue
            do {
                actual = typed(json(try compiledExpression.evaluate(context), type: compiledExpression.type), type: compiledExpression.type)
            } catch {
                if case .object(let wanted) = output, wanted["error"] != nil, wanted.keys.count == 1 { continue }
                return "input \(index): error \(error) where \(output.serialized(indent: 0)) was expected"
            }
            if case .object(let wanted) = output, wanted["error"] != nil, wanted.keys.count == 1 {
                return "input \(index): \(actual.serialized(indent: 0)) where an error was expected"
            }
            guard close(actual, output) else {
                return "input \(index): \(actual.serialized(indent: 0)) where \(output.serialized(indent: 0)) was expected"
            }
        }
        return nil
    }

    /// The type a property spec asks for (nil: any).
    static func propertyType(_ spec: JSONValue?) -> ExpressionType? {
        guard case .object(let object)? = spec, case .string(let name)? = object["type"] else { return nil }
        let simple: [String: ExpressionType] = ["color": .color, "string": .string, "number": .number, "enum": .string, "boolean": .boolean,
                                                "formatted": .formatted, "padding": .padding, "resolvedImage": .resolvedImage,
                                                "numberArray": .numberArray, "colorArray": .colorArray,
                                                "variableAnchorOffsetCollection": .variableAnchorOffsetCollection,
                                                "projectionDefinition": .projectionDefinition]
        if name == "array" {
            var item = ExpressionType.value
            if case .string(let value)? = object["value"] { item = simple[value] ?? .value }
            var length: Int?
            if case .number(let count)? = object["length"] { length = Int(count) }
            return .array(item, length)
        }
        return simple[name]
    }

    private static func context(_ input: JSONValue, globalState: [String: ExpressionValue]) -> EvaluationContext {
        var context = EvaluationContext(globalState: globalState)
        guard case .array(let parts) = input, parts.count == 2, case .object(let globals) = parts[0], case .object(let feature) = parts[1] else { return context }
        if case .number(let zoom)? = globals["zoom"] { context.zoom = zoom }
        if case .object(let tile)? = globals["canonicalID"], case .number(let z)? = tile["z"], case .number(let x)? = tile["x"], case .number(let y)? = tile["y"] {
            context.canonicalTile = CanonicalTile(z: Int(z), x: Int(x), y: Int(y))
        }
        if case .number(let density)? = globals["heatmapDensity"] { context.heatmapDensity = density }
        if case .array(let images)? = globals["availableImages"] { context.availableImages = Set(images.compactMap { if case .string(let s) = $0 { return s }; return nil }) }
        if case .object(let properties)? = feature["properties"] { for (key, value) in properties.entries { context.properties[key] = ExpressionValue(value) } }
        if case .object(let state)? = feature["featureState"] { for (key, value) in state.entries { context.featureState[key] = ExpressionValue(value) } }
        if let id = feature["id"] { context.id = ExpressionValue(id) }
        if case .object(let geometry)? = feature["geometry"], case .string(let type)? = geometry["type"] {
            context.geometryType = type
            context.geometry = shape(type, geometry["coordinates"])
        }
        return context
    }

    /// A GeoJSON geometry as the geometric operators take it.
    private static func shape(_ type: String, _ coordinates: JSONValue?) -> ExpressionGeometry? {
        func position(_ value: JSONValue) -> ExpressionGeometry.Coordinate2? {
            guard case .array(let pair) = value, pair.count >= 2, case .number(let x) = pair[0], case .number(let y) = pair[1] else { return nil }
            return ExpressionGeometry.Coordinate2(longitude: x, latitude: y)
        }
        func list(_ value: JSONValue) -> [ExpressionGeometry.Coordinate2] {
            guard case .array(let items) = value else { return [] }
            return items.compactMap(position)
        }
        guard let coordinates else { return nil }
        switch type {
        case "Point": return position(coordinates).map { ExpressionGeometry(kind: .points, parts: [[$0]]) }
        case "MultiPoint": return ExpressionGeometry(kind: .points, parts: [list(coordinates)])
        case "LineString": return ExpressionGeometry(kind: .lines, parts: [list(coordinates)])
        case "MultiLineString", "Polygon":
            guard case .array(let lines) = coordinates else { return nil }
            return ExpressionGeometry(kind: type == "Polygon" ? .polygons : .lines, parts: lines.map(list))
        case "MultiPolygon":
            guard case .array(let polygons) = coordinates else { return nil }
            return ExpressionGeometry(kind: .polygons, parts: polygons.flatMap { polygon -> [[ExpressionGeometry.Coordinate2]] in
                guard case .array(let rings) = polygon else { return [] }
                return rings.map(list)
            })
        default: return nil
        }
    }

    /// A value as the suite writes it: colours as premultiplied [r, g, b, a], formatted text as sections, images as name
    /// and availability.
    static func json(_ value: ExpressionValue, type: ExpressionType) -> JSONValue {
        switch value {
        case .null: return .null
        case .boolean(let flag): return .bool(flag)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .color(let color):
            let (r, g, b, a) = color.premultiplied
            return .array([.number(r), .number(g), .number(b), .number(a)])
        case .array(let items): return .array(items.map { json($0, type: .value) })
        case .object(let fields):
            var object = JSONObject()
            for key in fields.keys.sorted() { object.insert(json(fields[key] ?? .null, type: .value), for: key) }
            return .object(object)
        case .formatted(let sections):
            var object = JSONObject()
            object.insert(.array(sections.map { section in
                var entry = JSONObject()
                entry.insert(.string(section.text), for: "text")
                entry.insert(section.image.map { name in
                    var image = JSONObject()
                    image.insert(.string(name), for: "name")
                    image.insert(.bool(false), for: "available")
                    return .object(image)
                } ?? .null, for: "image")
                entry.insert(section.scale.map(JSONValue.number) ?? .null, for: "scale")
                entry.insert(section.fontStack.map { .string($0.joined(separator: ",")) } ?? .null, for: "fontStack")
                entry.insert(section.textColor.map { json(.color($0), type: .color) } ?? .null, for: "textColor")
                entry.insert(section.verticalAlign.map(JSONValue.string) ?? .null, for: "verticalAlign")
                return .object(entry)
            }), for: "sections")
            return .object(object)
        case .image(let name, let available):
            var object = JSONObject()
            object.insert(.string(name), for: "name")
            object.insert(.bool(available), for: "available")
            return .object(object)
        case .collator(let caseSensitive, let diacriticSensitive, let locale):
            var object = JSONObject()
            object.insert(.bool(caseSensitive), for: "caseSensitive")
            object.insert(.bool(diacriticSensitive), for: "diacriticSensitive")
            object.insert(locale.map(JSONValue.string) ?? .null, for: "locale")
            return .object(object)
        }
    }

    /// Padding, number and colour arrays as the suite writes them: `{"values": […]}`, colours as `{r, g, b, a}`.
    static func typed(_ value: JSONValue, type: ExpressionType) -> JSONValue {
        guard [.padding, .numberArray, .colorArray].contains(type), case .array(let items) = value else { return value }
        var object = JSONObject()
        object.insert(.array(type == .colorArray ? items.map { item in
            guard case .array(let channels) = item, channels.count == 4 else { return item }
            var color = JSONObject()
            for (key, channel) in zip(["r", "g", "b", "a"], channels) { color.insert(channel, for: key) }
            return .object(color)
        } : items), for: "values")
        return .object(object)
    }

    /// Deep equality with numbers compared to 6 significant figures.
    static func close(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            if x == y { return true }
            let scale = max(abs(x), abs(y))
            return abs(x - y) <= scale * 2e-5 || abs(x - y) < 1e-6
        case (.array(let xs), .array(let ys)): return xs.count == ys.count && zip(xs, ys).allSatisfy { close($0, $1) }
        case (.object(let xs), .object(let ys)):
            return Set(xs.keys) == Set(ys.keys) && xs.keys.allSatisfy { close(xs[$0] ?? .null, ys[$0] ?? .null) }
        default: return a == b
        }
    }
}
