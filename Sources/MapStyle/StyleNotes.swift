import StrictJSON

/// What a style asks for that MapSnap does not draw yet, each with its JSON path (`Style.notDrawn`).
struct StyleNotes {
    private(set) var entries: [String] = []

    mutating func add(_ path: String, _ message: String) {
        entries.append(path.isEmpty ? message : "\(path): \(message)")
    }

    /// Accepts the spec's properties of `group` that are not among `handled`, noting each as not drawn; keys that
    /// are not properties of the spec stay unread, so `finish()` reports them as unknown (a typo is still an error).
    static func acceptSpecProperties(_ object: inout JSONObjectReader, group: String, handled: Set<String>, path: String,
                                     notes: inout StyleNotes) {
        guard let known = StyleSpecReference.properties[group] else { return }
        for key in object.object.keys where known[key] != nil && !handled.contains(key) {
            object.accept(key)
            notes.add("\(path).\(key)", "not drawn yet")
        }
        // Numbers the spec allows but drawing limits (a line a billion points wide is drawn a million wide).
        for key in object.object.keys where known[key] != nil && handled.contains(key) {
            guard let value = object.object[key], beyondDrawingLimit(value) else { continue }
            notes.add("\(path).\(key)", "values beyond ±\(Int(StyleParser.drawingLimit)) points are drawn at ±\(Int(StyleParser.drawingLimit))")
        }
    }

    /// Whether a constant (a number, or numbers in an array or zoom stops) passes the drawing limit.
    private static func beyondDrawingLimit(_ value: JSONValue) -> Bool {
        switch value {
        case .number(let number): return abs(number) > StyleParser.drawingLimit
        case .array(let items):
            if case .string? = items.first { return false }
            return items.contains(where: beyondDrawingLimit)
        case .object(let object):
            guard object["property"] == nil, case .array(let stops)? = object["stops"] else { return false }
            return stops.contains { stop in if case .array(let pair) = stop, pair.count == 2 { return beyondDrawingLimit(pair[1]) } else { return false } }
        default: return false
        }
    }
}

extension StyleParser {
    /// The paint properties the parser reads.
    static let handledPaint: Set<String> = ["background-color", "fill-color", "fill-opacity", "fill-outline-color", "line-color", "line-width",
                                            "line-opacity", "line-dasharray", "text-color", "text-halo-color", "text-halo-width", "icon-color",
                                            "icon-halo-color", "icon-opacity", "text-opacity", "fill-antialias", "fill-pattern", "fill-extrusion-pattern", "text-halo-blur", "line-blur", "fill-translate", "line-translate", "text-translate",
                                            "icon-translate", "circle-translate", "fill-translate-anchor", "line-translate-anchor",
                                            "text-translate-anchor", "icon-translate-anchor", "circle-translate-anchor",
                                            "fill-extrusion-color", "fill-extrusion-opacity", "fill-extrusion-height",
                                            "fill-extrusion-base", "fill-extrusion-vertical-gradient", "circle-radius", "circle-color",
                                            "circle-opacity", "circle-stroke-width", "circle-stroke-color", "circle-stroke-opacity",
                                            "circle-pitch-scale", "circle-pitch-alignment", "raster-opacity", "raster-fade-duration", "line-offset", "line-gap-width",
                                            "icon-halo-width", "icon-halo-blur", "raster-brightness-min", "raster-brightness-max",
                                            "raster-contrast", "raster-saturation", "raster-hue-rotate", "raster-resampling", "circle-blur", "line-pattern",
                                            "hillshade-method", "hillshade-exaggeration", "hillshade-accent-color", "hillshade-illumination-anchor",
                                            "hillshade-illumination-direction", "hillshade-illumination-altitude", "hillshade-shadow-color",
                                            "hillshade-highlight-color"]
    /// The layout properties the parser reads.
    static let handledLayout: Set<String> = ["visibility", "line-cap", "line-join", "text-field", "text-size", "text-font", "text-max-width",
                                             "text-transform", "symbol-placement", "symbol-spacing", "icon-image", "icon-size",
                                             "text-anchor", "text-justify", "text-letter-spacing", "icon-rotate", "text-max-angle", "text-offset", "text-padding", "icon-padding", "text-optional",
                                             "icon-optional", "text-allow-overlap", "icon-allow-overlap", "text-ignore-placement",
                                             "icon-ignore-placement", "text-rotation-alignment", "icon-rotation-alignment",
                                             "text-pitch-alignment", "icon-pitch-alignment", "text-line-height", "text-variable-anchor",
                                             "text-radial-offset", "text-keep-upright", "text-rotate", "icon-anchor", "icon-offset",
                                             "icon-text-fit", "icon-text-fit-padding", "symbol-sort-key", "symbol-z-order", "symbol-avoid-edges",
                                             "text-overlap", "icon-overlap"]

    /// Whether `node` holds an expression or a legacy function over a property (rather than a constant or zoom stops).
    static func isExpression(_ node: JSONNode) -> Bool {
        switch node.value {
        case .array(let items):
            if case .string(let name)? = items.first { return ExpressionParser.operators[name] != nil }
            return false
        case .object(let object):
            return object["property"] != nil || object["type"] != nil
        default:
            return false
        }
    }

    /// Compiles a property value as an expression of `type`; errors name the JSON path.
    static func compiled(_ node: JSONNode, property: String, type: ExpressionType?) throws(JSONError) -> StyleExpression {
        do throws(ExpressionError) {
            // Legacy functions interpolate numbers and colours, and step everything else.
            let interpolated = type == .number || type == .color || type == nil
            var spec = JSONObject()
            if let type { spec.insert(.string(type == .formatted ? "formatted" : type.kindName), for: "type") }
            var expression = JSONObject()
            expression.insert(.bool(interpolated), for: "interpolated")
            spec.insert(.object(expression), for: "expression")
            let json = try PropertyValue.expression(node.value, property: property, spec: .object(spec))
            return try ExpressionParser().compile(json, expected: type)
        } catch {
            throw JSONError(path: node.path + error.path, message: error.message)
        }
    }
}
