import StrictJSON

/// Reads MapLibre-style JSON into a `Style`, strictly: errors name the JSON path and the value.
///
/// The spec's root keys are accepted; `name`, `layers`, `sources`, `sprite` and `metadata` (`mapsnap:attributes`) are
/// used. Layers take `id`, `type`, `source`, `source-layer`, `filter`, `minzoom`, `maxzoom`, `metadata`, `paint` and
/// `layout`. Every paint and layout property the spec gives the layer's type is read, by one generic reader from its
/// spec entry (`StylePropertyReader`, `StyleSpecReference`), into the generated `StyleLayer.Paint` and `Layout`; each
/// property written is kept in `StyleLayer.written`, so that the drawing side can say what it does not draw
/// (`DrawnStyleProperties` in MapRender). A layer type the spec has that MapSnap does not draw yet is left out and
/// noted (`Style.notDrawn`); a key the spec does not have is an error, so a typo never silently does nothing. Values
/// are checked against the spec's types, enum values and ranges; defaults are the spec's (`StyleSpecDefaults`).
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
        var reader = StylePropertyReader()
        if let paint = object.optional("paint") {
            var properties = try paint.object()
            try layer.paint.read(&properties, type: type, reader: &reader)
            try properties.finish()
        }
        if let layout = object.optional("layout") {
            var properties = try layout.object()
            try layer.layout.read(&properties, type: type, reader: &reader)
            try properties.finish()
        }
        layer.written = reader.written
        try object.finish()
        return layer
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
