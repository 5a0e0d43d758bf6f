import StrictJSON

/// The one reader of style properties: any paint or layout property, from its spec entry (`StylePropertySpec`), into a
/// `ZoomValue` (a constant, legacy zoom stops, or an expression, with one evaluation API) or a `StyleText`. It notes
/// each property the style writes (with its JSON path), so that whoever draws the style can say what it does not draw.
struct StylePropertyReader {
    /// The properties the style writes, each with its JSON path, in the order read.
    private(set) var written: [StyleLayer.WrittenProperty] = []

    /// Reads `spec`'s property from `object` into `field` when the style sets it.
    mutating func read<T: StyleValue>(_ object: inout JSONObjectReader, _ spec: StylePropertySpec, into field: inout ZoomValue<T>) throws(JSONError) {
        guard let node = take(&object, spec) else { return }
        field = try Self.value(node, spec: spec)
    }

    /// Reads `spec`'s property (one without a default) from `object` into `field` when the style sets it.
    mutating func read<T: StyleValue>(_ object: inout JSONObjectReader, _ spec: StylePropertySpec, into field: inout ZoomValue<T>?) throws(JSONError) {
        guard let node = take(&object, spec) else { return }
        field = try Self.value(node, spec: spec) as ZoomValue<T>
    }

    /// Reads a text or image-name property (`text-field`, `icon-image`, `*-pattern`) into `field`.
    mutating func read(_ object: inout JSONObjectReader, _ spec: StylePropertySpec, into field: inout StyleText) throws(JSONError) {
        guard let node = take(&object, spec) else { return }
        field = try Self.text(node, spec: spec)
    }

    /// Reads a text or image-name property without a default into `field`.
    mutating func read(_ object: inout JSONObjectReader, _ spec: StylePropertySpec, into field: inout StyleText?) throws(JSONError) {
        guard let node = take(&object, spec) else { return }
        field = try Self.text(node, spec: spec)
    }

    private mutating func take(_ object: inout JSONObjectReader, _ spec: StylePropertySpec) -> JSONNode? {
        guard let node = object.optional(spec.name) else { return nil }
        written.append(StyleLayer.WrittenProperty(name: spec.name, path: node.path, value: node.value))
        return node
    }

    /// A value of `spec`'s type: an expression or a legacy function over a property (its result converted, else the
    /// spec's default), legacy zoom stops, or a constant.
    static func value<T: StyleValue>(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> ZoomValue<T> {
        if isExpression(node) {
            let fallback = spec.defaultValue.flatMap { try? T.constant(JSONNode($0), spec: spec) } ?? T.unset
            let expression = try compiled(node, spec: spec)
            return .expression(ExpressionValued(json: node.value, expression: expression, fallback: fallback) { T.converted($0, spec: spec) })
        }
        guard case .object = node.value else { return .constant(try T.constant(node, spec: spec)) }
        var object = try node.object()
        let base = try object.optional("base")?.double(in: 0.1...10) ?? 1
        var stops: [(Double, T)] = []
        for stop in try object.required("stops").array() {
            let pair = try stop.array()
            guard pair.count == 2 else { throw stop.error("a stop is [zoom, value], got an array of \(pair.count)") }
            let zoom = try pair[0].double(in: 0...24)
            if let last = stops.last, zoom < last.0 { throw pair[0].error("stops must be in ascending zoom order") }
            stops.append((zoom, try T.constant(pair[1], spec: spec)))
        }
        try object.finish()
        guard let zoomStops = ZoomStops(stops, base: base, interpolates: spec.interpolated) else { throw node.error("needs at least one stop") }
        return .stops(zoomStops)
    }

    /// A text or image-name property: a string as written (`{token}`s are filled where the spec takes them), or an
    /// expression.
    static func text(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> StyleText {
        if case .string(let text) = node.value { return .literal(text) }
        let expression = try compiled(node, spec: spec)
        return .expression(ExpressionValued(json: node.value, expression: expression, fallback: nil) { $0.labelText })
    }

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

    /// Compiles `node` as an expression of `spec`'s type (a legacy function converted as the spec's entry says, a
    /// `{token}` string where the spec takes tokens, any other constant as a literal); errors name the JSON path.
    static func compiled(_ node: JSONNode, spec: StylePropertySpec) throws(JSONError) -> StyleExpression {
        do throws(ExpressionError) {
            let json = try PropertyValue.expression(node.value, property: spec.name, spec: spec.json)
            return try ExpressionParser().compile(json, expected: spec.expressionType)
        } catch {
            throw JSONError(path: node.path + error.path, message: error.message)
        }
    }
}
