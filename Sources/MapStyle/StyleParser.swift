import StrictJSON

/// Reads MapLibre-style JSON into a `Style`, strictly: errors name the JSON path and the value.
///
/// The spec's root keys are accepted; `name`, `layers`, `sources`, `sprite` and `metadata` (`mapsnap:attributes`) are
/// used. Layers take `id`, `type`, `source`, `source-layer`, `filter`, `minzoom`, `maxzoom`, `metadata`, `paint` and
/// `layout` with the properties listed in Styles/README.md. A property or layer type the spec has that MapSnap does
/// not draw yet is left out and reported (`Style.notDrawn`, what `style check` lists); a key the spec does not have
/// is an error, so a typo never silently does nothing. Values are checked against the spec's types, enum values and
/// ranges (`StyleSpecReference`); defaults are the spec's (`StyleSpecDefaults`).
public enum StyleParser {
    /// Parses style JSON bytes.
    public static func parse(_ bytes: [UInt8], name: String) throws(JSONError) -> Style {
        try parse(JSONNode(try JSONParser.parse(bytes)), name: name)
    }

    /// Parses a style document.
    public static func parse(_ root: JSONNode, name: String) throws(JSONError) -> Style {
        var object = try root.object()
        // The spec's root keys, and those style editors add (id, owner, created, modified, draft).
        var readsMapSnapAttributes = false
        if let metadata = object.optional("metadata"), case .object(let entries) = metadata.value,
           let attributes = entries["mapsnap:attributes"] {
            guard case .string(let name) = attributes, name == "mapsnap" || name == "tiles" else {
                throw metadata.error("mapsnap:attributes is \"mapsnap\" or \"tiles\", got \(attributes.brief)")
            }
            readsMapSnapAttributes = name == "mapsnap"
        }
        for key in ["version", "metadata", "glyphs", "center", "centerAltitude", "zoom", "bearing", "pitch", "roll", "state",
                    "light", "sky", "projection", "terrain", "font-faces", "transition", "id", "owner", "created", "modified", "draft", "visibility"] {
            object.accept(key)
        }
        let styleName = try object.optional("name")?.string() ?? name
        let sprite = try object.optional("sprite").map { (node) throws(JSONError) in try SpriteReference.parse(node) } ?? []
        let sources = try object.optional("sources").map { (node) throws(JSONError) in try StyleSource.parse(node) } ?? []
        var layers: [StyleLayer] = []
        var ids = Set<String>()
        var notes = StyleNotes()
        for node in try object.required("layers").array() {
            guard let layer = try self.layer(node, notes: &notes) else { continue }
            guard ids.insert(layer.id).inserted else { throw node.error("duplicate layer id \"\(layer.id)\"") }
            layers.append(layer)
        }
        try object.finish()
        var style = Style(name: styleName, layers: layers)
        style.notDrawn = notes.entries
        style.sprite = sprite
        style.sources = sources
        style.readsMapSnapAttributes = readsMapSnapAttributes
        return style
    }

    private static func layer(_ node: JSONNode, notes: inout StyleNotes) throws(JSONError) -> StyleLayer? {
        var object = try node.object()
        let id = try object.required("id").nonEmptyString()
        let typeNode = try object.required("type")
        let typeName = try typeNode.string()
        guard let type = StyleLayer.LayerType(rawValue: typeName) else {
            // A layer type of the spec that MapSnap does not draw yet is left out and reported; anything else is an error.
            if StyleSpecReference.properties["paint_\(typeName)"] != nil {
                notes.add(typeNode.path, "layer type \"\(typeName)\" is not drawn yet")
                return nil
            }
            throw typeNode.error("\(typeNode.value.brief) is not a supported layer type (\(StyleLayer.LayerType.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        var layer = StyleLayer(id: id, type: type)
        layer.source = try object.optional("source")?.string()
        object.accept("metadata")
        layer.sourceLayer = try object.optional("source-layer")?.string()
        if type != .background, type != .raster, type != .hillshade, layer.sourceLayer == nil { throw node.error("missing required key \"source-layer\"") }
        if type == .raster, layer.source == nil { throw node.error("missing required key \"source\" (the raster source)") }
        if type == .hillshade, layer.source == nil { throw node.error("missing required key \"source\" (the raster-dem source)") }
        if let filter = object.optional("filter") { layer.filter = try self.filter(filter) }
        if let zoom = object.optional("minzoom") { layer.minZoom = try zoom.double(in: 0...24) }
        if let zoom = object.optional("maxzoom") { layer.maxZoom = try zoom.double(in: 0...24) }
        if let paint = object.optional("paint") { layer.paint = try self.paint(paint, type: typeName, notes: &notes) }
        if let layout = object.optional("layout") { layer.layout = try self.layout(layout, type: typeName, notes: &notes) }
        try object.finish()
        return layer
    }

    private static func paint(_ node: JSONNode, type: String, notes: inout StyleNotes) throws(JSONError) -> StyleLayer.Paint {
        var object = try node.object()
        StyleNotes.acceptSpecProperties(&object, group: "paint_\(type)", handled: handledPaint, path: node.path, notes: &notes)
        var paint = StyleLayer.Paint()
        paint.backgroundColor = try object.optional("background-color").map(color)
        paint.fillColor = try object.optional("fill-color").map(color)
        paint.fillOpacity = try object.optional("fill-opacity").map { (n) throws(JSONError) in try number(n, key: "fill-opacity") }
        paint.fillOutlineColor = try object.optional("fill-outline-color").map(color)
        if let pattern = object.optional("fill-pattern") ?? object.optional("fill-extrusion-pattern") {
            (paint.fillPattern, paint.fillPatternExpression) = try text(pattern, property: pattern.path, type: .resolvedImage)
        }
        if let pattern = object.optional("line-pattern") {
            (paint.linePattern, paint.linePatternExpression) = try text(pattern, property: pattern.path, type: .resolvedImage)
        }
        if type == "fill-extrusion" {
            paint.fillColor = try object.optional("fill-extrusion-color").map(color) ?? .constant(Color(rgb: 0))
            paint.fillOpacity = try object.optional("fill-extrusion-opacity").map { (n) throws(JSONError) in try number(n, key: "fill-extrusion-opacity") }
            // Height, base and the vertical gradient shape the walls, which a map seen from straight above does not show.
            for key in ["fill-extrusion-height", "fill-extrusion-base", "fill-extrusion-vertical-gradient"] { object.accept(key) }
        }
        paint.rasterOpacity = try object.optional("raster-opacity").map { (n) throws(JSONError) in try number(n, key: "raster-opacity") }
        // A static image shows the tiles once drawn: there is nothing to fade in.
        object.accept("raster-fade-duration")
        paint.rasterBrightnessMin = try object.optional("raster-brightness-min").map { (n) throws(JSONError) in try number(n, key: "raster-brightness-min") }
        paint.rasterBrightnessMax = try object.optional("raster-brightness-max").map { (n) throws(JSONError) in try number(n, key: "raster-brightness-max") }
        paint.rasterContrast = try object.optional("raster-contrast").map { (n) throws(JSONError) in try number(n, key: "raster-contrast") }
        paint.rasterSaturation = try object.optional("raster-saturation").map { (n) throws(JSONError) in try number(n, key: "raster-saturation") }
        paint.rasterHueRotate = try object.optional("raster-hue-rotate").map { (n) throws(JSONError) in try number(n, key: "raster-hue-rotate") }
        if let node = object.optional("raster-resampling") {
            paint.rasterResampling = try constant(node, type: .string, notes: &notes).oneOf(specValues("raster-resampling"))
        }
        try hillshade(&object, into: &paint, notes: &notes)
        paint.circleBlur = try object.optional("circle-blur").map { (n) throws(JSONError) in try number(n, key: "circle-blur") }
        paint.circleRadius = try object.optional("circle-radius").map { (n) throws(JSONError) in try number(n, key: "circle-radius") }
        paint.circleColor = try object.optional("circle-color").map(color)
        paint.circleOpacity = try object.optional("circle-opacity").map { (n) throws(JSONError) in try number(n, key: "circle-opacity") }
        paint.circleStrokeWidth = try object.optional("circle-stroke-width").map { (n) throws(JSONError) in try number(n, key: "circle-stroke-width") }
        paint.circleStrokeColor = try object.optional("circle-stroke-color").map(color)
        paint.circleStrokeOpacity = try object.optional("circle-stroke-opacity").map { (n) throws(JSONError) in try number(n, key: "circle-stroke-opacity") }
        // At pitch 0 the pitch scale and alignment do not change a circle.
        for key in ["circle-pitch-scale", "circle-pitch-alignment"] {
            if let node = object.optional(key) { _ = try constant(node, type: .string, notes: &notes).oneOf(specValues(key)) }
        }
        paint.lineColor = try object.optional("line-color").map(color)
        paint.lineWidth = try object.optional("line-width").map { (n) throws(JSONError) in try number(n, key: "line-width") }
        paint.lineOpacity = try object.optional("line-opacity").map { (n) throws(JSONError) in try number(n, key: "line-opacity") }
        paint.lineDasharray = try object.optional("line-dasharray").map { (node) throws(JSONError) in
            try value(node, type: .array(.number, nil), fallback: [], convert: { value in
                guard case .array(let items) = value else { return nil }
                let numbers = items.compactMap { item -> Double? in if case .number(let number) = item, number >= 0 { return drawn(number) } else { return nil } }
                return numbers.count == items.count ? numbers : nil
            }) { (item) throws(JSONError) in try item.array().map { (entry) throws(JSONError) in try drawn(specNumber(entry, key: "line-dasharray")) } }
        }
        if let given = object.optional("fill-antialias") { paint.fillAntialias = try flag(given) }
        paint.fillTranslate = try object.optional("fill-translate").map(offset)
        paint.lineTranslate = try object.optional("line-translate").map(offset)
        paint.textTranslate = try object.optional("text-translate").map(offset)
        paint.iconTranslate = try object.optional("icon-translate").map(offset)
        paint.circleTranslate = try object.optional("circle-translate").map(offset)
        // Translations are anchored to the map (they turn with a turned map) or to the viewport.
        for property in ["fill-translate", "line-translate", "text-translate", "icon-translate", "circle-translate"] {
            if let node = object.optional(property + "-anchor"), try constant(node, type: .string, notes: &notes).oneOf(specValues(property + "-anchor")) == "viewport" {
                paint.viewportTranslations.insert(property)
            }
        }
        paint.textColor = try object.optional("text-color").map(color)
        paint.textHaloColor = try object.optional("text-halo-color").map(color)
        paint.textHaloWidth = try object.optional("text-halo-width").map { (n) throws(JSONError) in try number(n, key: "text-halo-width") }
        paint.textHaloBlur = try object.optional("text-halo-blur").map { (n) throws(JSONError) in try number(n, key: "text-halo-blur") }
        paint.lineBlur = try object.optional("line-blur").map { (n) throws(JSONError) in try number(n, key: "line-blur") }
        paint.lineOffset = try object.optional("line-offset").map { (n) throws(JSONError) in try number(n, key: "line-offset") }
        paint.lineGapWidth = try object.optional("line-gap-width").map { (n) throws(JSONError) in try number(n, key: "line-gap-width") }
        paint.iconColor = try object.optional("icon-color").map(color)
        paint.iconHaloColor = try object.optional("icon-halo-color").map(color)
        paint.iconOpacity = try object.optional("icon-opacity").map { (n) throws(JSONError) in try number(n, key: "icon-opacity") }
        paint.textOpacity = try object.optional("text-opacity").map { (n) throws(JSONError) in try number(n, key: "text-opacity") }
        paint.iconHaloWidth = try object.optional("icon-halo-width").map { (n) throws(JSONError) in try number(n, key: "icon-halo-width") }
        paint.iconHaloBlur = try object.optional("icon-halo-blur").map { (n) throws(JSONError) in try number(n, key: "icon-halo-blur") }
        try object.finish()
        return paint
    }

    private static func layout(_ node: JSONNode, type: String, notes: inout StyleNotes) throws(JSONError) -> StyleLayer.Layout {
        var object = try node.object()
        StyleNotes.acceptSpecProperties(&object, group: "layout_\(type)", handled: handledLayout, path: node.path, notes: &notes)
        var layout = StyleLayer.Layout()
        if let visibility = object.optional("visibility") { layout.visible = try visibility.oneOf(specValues("visibility")) == "visible" }
        layout.lineCap = try object.optional("line-cap").map { (node) throws(JSONError) in try constant(node, type: .string, notes: &notes) }?.oneOf(specValues("line-cap"))
        layout.lineJoin = try object.optional("line-join").map { (node) throws(JSONError) in try constant(node, type: .string, notes: &notes) }?.oneOf(specValues("line-join"))
        if let field = object.optional("text-field") { (layout.textField, layout.textFieldExpression) = try text(field, property: "text-field", type: .formatted) }
        layout.textSize = try object.optional("text-size").map { (n) throws(JSONError) in try number(n, key: "text-size") }
        if let given = object.optional("text-font") {
            let fonts = try value(given, type: .array(.string, nil), fallback: [], convert: { value in
                guard case .array(let items) = value else { return nil }
                let names = items.compactMap { item -> String? in if case .string(let name) = item { return name } else { return nil } }
                return names.count == items.count ? names : nil
            }) { (item) throws(JSONError) in try item.array().map { (entry) throws(JSONError) in try entry.string() } }
            if case .constant = fonts {} else {
                if fonts.isDataDriven { notes.add(given.path, "a value that changes with the feature is taken at its value without one") }
                layout.textFontByZoom = fonts
            }
            let names = fonts.steppedValue(at: 0)
            layout.textBold = names.contains { $0.lowercased().contains("bold") }
            layout.textFont = names
        }
        func string(_ key: String, _ allowed: [String]) throws(JSONError) -> String? {
            try object.optional(key).map { (node) throws(JSONError) in try constant(node, type: .string, notes: &notes) }?.oneOf(allowed)
        }
        func flag(_ key: String) throws(JSONError) -> Bool? {
            try object.optional(key).map { (node) throws(JSONError) in try constant(node, type: .boolean, notes: &notes) }?.bool()
        }
        /// A constant number in the spec's range, drawn within `drawingLimit`.
        func scalar(_ key: String) throws(JSONError) -> Double? {
            try object.optional(key).map { (node) throws(JSONError) in try constant(node, type: .number, notes: &notes) }.map { (node) throws(JSONError) in
                try StyleParser.drawn(StyleParser.specNumber(node, key: key))
            }
        }
        /// A constant array of `count` numbers, written as `shape` in its error (`[x, y]`).
        func numbers(_ key: String, shape: String, count: Int) throws(JSONError) -> [Double]? {
            guard let given = object.optional(key) else { return nil }
            let items = try constant(given, type: .array(.number, count), notes: &notes).array()
            guard items.count == count else { throw given.error("\(key) is \(shape), got an array of \(items.count)") }
            return try items.map { (item) throws(JSONError) in try StyleParser.drawn(StyleParser.specNumber(item, key: key)) }
        }
        let anchors = specValues("text-anchor")
        if let node = object.optional("text-anchor") { layout.textAnchor = try choice(node, anchors) }
        layout.textJustify = try string("text-justify", specValues("text-justify")) ?? layout.textJustify
        layout.textOffset = try numbers("text-offset", shape: "[x, y]", count: 2) ?? layout.textOffset
        layout.textPadding = try scalar("text-padding") ?? layout.textPadding
        layout.textMaxAngle = try scalar("text-max-angle") ?? layout.textMaxAngle
        layout.iconRotate = try scalar("icon-rotate") ?? layout.iconRotate
        layout.textLetterSpacing = try scalar("text-letter-spacing") ?? layout.textLetterSpacing
        layout.iconPadding = try scalar("icon-padding") ?? layout.iconPadding
        layout.textOptional = try flag("text-optional") ?? layout.textOptional
        layout.iconOptional = try flag("icon-optional") ?? layout.iconOptional
        layout.textAllowOverlap = try flag("text-allow-overlap") ?? layout.textAllowOverlap
        layout.iconAllowOverlap = try flag("icon-allow-overlap") ?? layout.iconAllowOverlap
        layout.textIgnorePlacement = try flag("text-ignore-placement") ?? layout.textIgnorePlacement
        layout.iconIgnorePlacement = try flag("icon-ignore-placement") ?? layout.iconIgnorePlacement
        // text-overlap and icon-overlap, when set, take the place of *-allow-overlap (the spec's rule): "always" draws
        // over what was placed before, "never" does not; "cooperative" (over symbols placed with always or
        // cooperative only) is drawn as "never" and noted.
        for (key, symbol) in [("text-overlap", "text"), ("icon-overlap", "icon")] {
            guard let mode = try string(key, specValues(key)) else { continue }
            if mode == "cooperative", let node = object.optional(key) { notes.add(node.path, "cooperative is drawn as never") }
            if symbol == "text" { layout.textAllowOverlap = mode == "always" } else { layout.iconAllowOverlap = mode == "always" }
        }
        // At pitch 0 "map" and "viewport" pitch alignments draw the same; rotation alignments are drawn as "map" (labels
        // along lines follow them, point labels stay upright), so a line label's viewport-glyph is noted.
        for key in ["text-rotation-alignment", "icon-rotation-alignment", "text-pitch-alignment", "icon-pitch-alignment"] {
            if try string(key, specValues(key)) == "viewport-glyph", let node = object.optional(key) {
                notes.add(node.path, "viewport-glyph is drawn as map (glyphs follow the line)")
            }
        }
        layout.textMaxWidth = try scalar("text-max-width")
        layout.textTransform = try object.optional("text-transform").map { (node) throws(JSONError) in try constant(node, type: .string, notes: &notes) }?.oneOf(specValues("text-transform"))
        if let placement = object.optional("symbol-placement") {
            if case .string("line-center") = placement.value { notes.add(placement.path, "line-center is drawn as line") }
            layout.symbolPlacement = try choice(placement, specValues("symbol-placement"))
        }
        layout.symbolSpacing = try scalar("symbol-spacing")
        if let image = object.optional("icon-image") { (layout.iconImage, layout.iconImageExpression) = try text(image, property: "icon-image", type: .resolvedImage) }
        layout.iconSize = try object.optional("icon-size").map { (n) throws(JSONError) in try number(n, key: "icon-size") }
        layout.textLineHeight = try scalar("text-line-height") ?? layout.textLineHeight
        if let given = object.optional("text-variable-anchor") {
            let items = try constant(given, type: .array(.string, nil), notes: &notes).array()
            layout.textVariableAnchor = try items.map { (item) throws(JSONError) in try item.oneOf(anchors) }
        }
        layout.textRadialOffset = try scalar("text-radial-offset")
        if let given = object.optional("text-keep-upright") { layout.textKeepUpright = try constant(given, type: .boolean, notes: &notes).bool() }
        layout.textRotate = try scalar("text-rotate") ?? layout.textRotate
        layout.iconAnchor = try string("icon-anchor", specValues("icon-anchor")) ?? layout.iconAnchor
        layout.iconOffset = try numbers("icon-offset", shape: "[x, y]", count: 2) ?? layout.iconOffset
        layout.iconTextFit = try string("icon-text-fit", specValues("icon-text-fit")) ?? layout.iconTextFit
        layout.iconTextFitPadding = try numbers("icon-text-fit-padding", shape: "[top, right, bottom, left]", count: 4)
            ?? layout.iconTextFitPadding
        layout.symbolSortKey = try object.optional("symbol-sort-key").map { (n) throws(JSONError) in try number(n, key: "symbol-sort-key") }
        layout.symbolZOrder = try string("symbol-z-order", specValues("symbol-z-order")) ?? layout.symbolZOrder
        // A snapshot never cuts a symbol at a tile's edge (labels are placed once for the whole image).
        _ = try object.optional("symbol-avoid-edges").map { (node) throws(JSONError) in try constant(node, type: .boolean, notes: &notes).bool() }
        try object.finish()
        return layout
    }

    /// The `hillshade-*` paint properties.
    private static func hillshade(_ object: inout JSONObjectReader, into paint: inout StyleLayer.Paint, notes: inout StyleNotes) throws(JSONError) {
        if let node = object.optional("hillshade-method") {
            paint.hillshadeMethod = try constant(node, type: .string, notes: &notes).oneOf(specValues("hillshade-method"))
        }
        paint.hillshadeExaggeration = try object.optional("hillshade-exaggeration").map { (n) throws(JSONError) in try number(n, key: "hillshade-exaggeration") }
        paint.hillshadeAccentColor = try object.optional("hillshade-accent-color").map(color)
        if let node = object.optional("hillshade-illumination-anchor") {
            paint.hillshadeIlluminationAnchor = try constant(node, type: .string, notes: &notes).oneOf(specValues("hillshade-illumination-anchor"))
        }
        /// A value per light: a literal array of them, or one value.
        func perLight<T>(_ key: String, _ read: (JSONNode) throws(JSONError) -> ZoomValue<T>) throws(JSONError) -> [ZoomValue<T>] {
            guard let node = object.optional(key) else { return [] }
            if case .array = node.value, !isExpression(node) {
                let items = try node.array()
                guard !items.isEmpty, items.count <= 4 else { throw node.error("an array of 1 to 4 values (one per light) was expected, got \(items.count)") }
                return try items.map(read)
            }
            return [try read(node)]
        }
        paint.hillshadeDirections = try perLight("hillshade-illumination-direction") { (n) throws(JSONError) in try number(n, range: 0...359) }
        paint.hillshadeAltitudes = try perLight("hillshade-illumination-altitude") { (n) throws(JSONError) in try number(n, range: 0...90) }
        paint.hillshadeShadowColors = try perLight("hillshade-shadow-color", color)
        paint.hillshadeHighlightColors = try perLight("hillshade-highlight-color", color)
    }

    private static func color(_ node: JSONNode) throws(JSONError) -> ZoomValue<Color> {
        try value(node, type: .color, fallback: Color(rgb: 0), convert: { $0.colorValue }) { (item) throws(JSONError) in try item.color() }
    }

    private static func number(_ node: JSONNode, range: ClosedRange<Double>) throws(JSONError) -> ZoomValue<Double> {
        try value(node, type: .number, fallback: range.lowerBound, convert: { value in
            value.numberValue.map { min(max($0, range.lowerBound), range.upperBound) }
        }) { (item) throws(JSONError) in try item.double(in: range) }
    }

    /// A number property `key` as the spec allows it: a value outside the spec's `minimum`/`maximum` is an error, any
    /// value inside is accepted and drawn within `drawingLimit`; an expression that gives no number falls back to the
    /// spec's default.
    private static func number(_ node: JSONNode, key: String) throws(JSONError) -> ZoomValue<Double> {
        let range = allowed(key)
        let fallback = drawn(StyleSpecReference.defaultNumber(key) ?? max(range.lowerBound, min(0, range.upperBound)))
        return try value(node, type: .number, fallback: fallback, convert: { value in
            value.numberValue.map { drawn(min(max($0, range.lowerBound), range.upperBound)) }
        }) { (item) throws(JSONError) in try drawn(specNumber(item, key: key)) }
    }

    /// Numbers past this are drawn at it: a line, halo or offset of a million points already reaches past any image,
    /// and larger ones would overflow the drawing (`style check` names a value it limits).
    static let drawingLimit = 1_000_000.0

    /// The range the spec allows number property `key` (open where the spec sets no bound).
    static func allowed(_ key: String) -> ClosedRange<Double> {
        StyleSpecReference.numberRanges[key] ?? -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    }

    /// The number `node` holds, refused (naming the spec's bound) when the spec does not allow it for `key`.
    static func specNumber(_ node: JSONNode, key: String) throws(JSONError) -> Double {
        let number = try node.double()
        let range = allowed(key)
        if number < range.lowerBound { throw node.error("\(JSONValue.format(number)) is below the spec's minimum of \(JSONValue.format(range.lowerBound))") }
        if number > range.upperBound { throw node.error("\(JSONValue.format(number)) is above the spec's maximum of \(JSONValue.format(range.upperBound))") }
        return number
    }

    /// `value` as it is drawn: within ±`drawingLimit`.
    static func drawn(_ value: Double) -> Double {
        min(max(value, -drawingLimit), drawingLimit)
    }

    /// A value of `type`: an expression (its result taken by `convert`, else `fallback`), or a constant or legacy zoom
    /// stops read by `read`.
    private static func value<T: Sendable & Equatable>(_ node: JSONNode, type: ExpressionType, fallback: T,
                                                       convert: @escaping @Sendable (ExpressionValue) -> T?,
                                                       read: (JSONNode) throws(JSONError) -> T) throws(JSONError) -> ZoomValue<T> {
        guard isExpression(node) else { return try zoomValue(node, read) }
        let expression = try compiled(node, property: node.path, type: type)
        return .expression(ExpressionValued(json: node.value, expression: expression, fallback: fallback, convert: convert))
    }

    /// A text property (`text-field`, `icon-image`): a `{token}` template as before, or an expression.
    private static func text(_ node: JSONNode, property: String, type: ExpressionType) throws(JSONError) -> (String?, ExpressionValued<String?>?) {
        if case .string(let template) = node.value { return (template, nil) }
        let expression = try compiled(node, property: property, type: type)
        return (nil, ExpressionValued(json: node.value, expression: expression, fallback: nil) { $0.labelText })
    }

    /// An offset [x, y] in points: a constant, legacy zoom stops (interpolated), or an expression.
    private static func offset(_ node: JSONNode) throws(JSONError) -> ZoomValue<[Double]> {
        try value(node, type: .array(.number, 2), fallback: [0, 0], convert: { value in
            guard case .array(let items) = value else { return nil }
            let numbers = items.compactMap(\.numberValue).map(drawn)
            return numbers.count == 2 ? numbers : nil
        }) { (item) throws(JSONError) in
            // Any numbers, as the spec allows, drawn within the drawing limit.
            let pair = try item.array().map { (number) throws(JSONError) in drawn(try number.double()) }
            guard pair.count == 2 else { throw item.error("an offset is [x, y], got an array of \(pair.count)") }
            return pair
        }
    }

    /// A boolean paint value: a constant, legacy zoom stops (steps), or an expression.
    private static func flag(_ node: JSONNode) throws(JSONError) -> ZoomValue<Bool> {
        try value(node, type: .boolean, fallback: true, convert: { value in
            if case .boolean(let flag) = value { return flag }
            return nil
        }) { (item) throws(JSONError) in try item.bool() }
    }

    /// The values the spec allows enum property `key` (`StyleSpecReference.enumValues`).
    static func specValues(_ key: String) -> [String] {
        StyleSpecReference.enumValues[key] ?? []
    }

    /// An enumerated layout value (one of `allowed`, the first its fallback): a constant, legacy zoom stops (steps),
    /// or an expression of zoom evaluated at the map's zoom.
    private static func choice(_ node: JSONNode, _ allowed: [String]) throws(JSONError) -> ZoomValue<String> {
        try value(node, type: .string, fallback: allowed.first ?? "", convert: { value in
            if case .string(let text) = value, allowed.contains(text) { return text }
            return nil
        }) { (item) throws(JSONError) in try item.oneOf(allowed) }
    }

    /// A constant that may be written as an expression: evaluated once (at zoom 0, without a feature).
    private static func constant(_ node: JSONNode, type: ExpressionType, notes: inout StyleNotes) throws(JSONError) -> JSONNode {
        var isFunction = false
        if case .object = node.value { isFunction = true }
        guard isFunction || isExpression(node) else { return node }
        let expression = try compiled(node, property: node.path, type: type)
        if !expression.isZoomConstant || !expression.isFeatureConstant { notes.add(node.path, "a value that changes with zoom or feature is taken at zoom 0") }
        let value = (try? expression.evaluate(EvaluationContext(zoom: 0))) ?? .null
        return JSONNode(ExpressionValueJSON.json(value), path: node.path)
    }

    /// A constant, or `{"stops": [[zoom, value], …], "base": b}`.
    private static func zoomValue<T>(_ node: JSONNode, _ read: (JSONNode) throws(JSONError) -> T) throws(JSONError) -> ZoomValue<T> {
        guard case .object = node.value else { return .constant(try read(node)) }
        var object = try node.object()
        let base = try object.optional("base")?.double(in: 0.1...10) ?? 1
        var stops: [(Double, T)] = []
        for stop in try object.required("stops").array() {
            let pair = try stop.array()
            guard pair.count == 2 else { throw stop.error("a stop is [zoom, value], got an array of \(pair.count)") }
            let zoom = try pair[0].double(in: 0...24)
            if let last = stops.last, zoom < last.0 { throw pair[0].error("stops must be in ascending zoom order") }
            stops.append((zoom, try read(pair[1])))
        }
        try object.finish()
        guard let zoomStops = ZoomStops(stops, base: base) else { throw node.error("needs at least one stop") }
        return .stops(zoomStops)
    }

    /// A layer's filter: an expression, or a legacy filter (`["==", "class", "park"]`, `in`, `!in`, `has`, `!has`,
    /// `<` … `>=`, `all`, `any`, `none`, `$type`, `$id`) converted to the expression it stands for (`LegacyFilter`, as
    /// MapLibre converts it), then compiled.
    static func filter(_ node: JSONNode) throws(JSONError) -> StyleFilter {
        if case .array(let items) = node.value, items.isEmpty { throw node.error("an empty filter") }
        do throws(ExpressionError) {
            return StyleFilter(try ExpressionFilter(LegacyFilter.expression(node.value)))
        } catch {
            throw JSONError(path: node.path + error.path, message: error.message)
        }
    }
}
