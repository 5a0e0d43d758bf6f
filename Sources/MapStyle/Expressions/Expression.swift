/// What an expression is evaluated against: the map's zoom and one feature.
public struct EvaluationContext: Sendable {
    /// The style zoom (nil where none applies).
    public var zoom: Double?
    /// The feature's attributes as values (these win over `attributeTexts` of the same name).
    public var properties: [String: ExpressionValue]
    /// The feature's attributes as a vector tile or extract stores them, as text: each is read as a value (a number,
    /// a boolean or a string, `ExpressionFilter.value(of:)`) only when an expression asks for it.
    public var attributeTexts: [String: String] = [:]
    /// `Point`, `LineString` or `Polygon` (`Multi…` where the feature has several parts); nil when unknown.
    public var geometryType: String?
    /// The feature's id, `.null` when it has none.
    public var id: ExpressionValue
    /// Feature state (always empty for static maps).
    public var featureState: [String: ExpressionValue]
    /// The style's global state (`global-state`).
    public var globalState: [String: ExpressionValue]
    /// The images the style has, for `image`.
    public var availableImages: Set<String>
    /// For heatmap layers.
    public var heatmapDensity: Double?
    /// The feature's shape, for `within` and `distance` (nil when not given).
    public var geometry: ExpressionGeometry?
    /// The tile the feature comes from, for `distance` (nil when not known).
    public var canonicalTile: CanonicalTile?

    /// A context.
    public init(zoom: Double? = nil, properties: [String: ExpressionValue] = [:], geometryType: String? = nil, id: ExpressionValue = .null,
                featureState: [String: ExpressionValue] = [:], globalState: [String: ExpressionValue] = [:], availableImages: Set<String> = [],
                heatmapDensity: Double? = nil) {
        self.zoom = zoom
        self.properties = properties
        self.geometryType = geometryType
        self.id = id
        self.featureState = featureState
        self.globalState = globalState
        self.availableImages = availableImages
        self.heatmapDensity = heatmapDensity
    }

    /// A context for a feature whose attributes are text (read as values when asked for).
    public init(zoom: Double?, attributeTexts: [String: String], geometryType: String?) {
        self.init(zoom: zoom, geometryType: geometryType)
        self.attributeTexts = attributeTexts
    }

    /// The feature's attribute `name`, nil when it has none.
    func property(_ name: String) -> ExpressionValue? {
        if let value = properties[name] { return value }
        return attributeTexts[name].map(ExpressionFilter.value(of:))
    }

    /// Every attribute of the feature (`properties`).
    var allProperties: [String: ExpressionValue] {
        guard !attributeTexts.isEmpty else { return properties }
        var all = properties
        for (key, text) in attributeTexts where all[key] == nil { all[key] = ExpressionFilter.value(of: text) }
        return all
    }
}

/// A problem in an expression: when it is read (unknown operator, wrong type) or when it is evaluated for a feature
/// (a value of the wrong type, a colour that does not parse).
public struct ExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where in the expression, as a path suffix (`[2]`), or empty.
    public var path: String
    /// What is wrong.
    public var message: String

    /// An error at `path`.
    public init(_ message: String, path: String = "") {
        self.message = message
        self.path = path
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// A compiled expression: its type, what it depends on, and how to evaluate it.
public struct StyleExpression: Sendable {
    /// The type of its result.
    public var type: ExpressionType
    /// Whether it reads no feature data (properties, id, geometry type, feature state).
    public let isFeatureConstant: Bool
    /// Whether it does not read the zoom.
    public let isZoomConstant: Bool
    /// Whether it reads `global-state`.
    let readsGlobalState: Bool
    /// Whether it is `["zoom"]`-driven at its top (a `step` or `interpolate` whose input is the zoom).
    let isZoomCurve: Bool
    /// A constant value, when the expression is a literal.
    let constant: ExpressionValue?
    /// The feature attributes it reads: keys, `$type` for the geometry type, `*` for anything else about the
    /// feature (all its properties, its id, its shape, its state). Features equal in these evaluate alike.
    public let featureReads: Set<String>
    /// Whether an operator that may not be evaluated while reading is inside.
    var containsUnfoldable = false
    /// How many operators one evaluation runs at most: itself and its children's, a `let` variable's bound expression
    /// counted at each use (saturating at `Int.max`).
    public let evaluationCost: Int
    private let body: @Sendable (EvaluationContext) throws -> ExpressionValue

    init(type: ExpressionType, children: [StyleExpression], featureConstant: Bool = true, zoomConstant: Bool = true,
         reads: Set<String>? = nil, readsGlobalState: Bool = false, isZoomCurve: Bool = false, constant: ExpressionValue? = nil,
         _ body: @escaping @Sendable (EvaluationContext) throws -> ExpressionValue) {
        self.type = type
        isFeatureConstant = featureConstant && children.allSatisfy(\.isFeatureConstant)
        // A node reading the feature says what it reads; one that does not say reads anything.
        featureReads = children.reduce(featureConstant ? [] : reads ?? ["*"]) { $0.union($1.featureReads) }
        isZoomConstant = zoomConstant && children.allSatisfy(\.isZoomConstant)
        self.readsGlobalState = readsGlobalState || children.contains { $0.readsGlobalState }
        self.isZoomCurve = isZoomCurve
        self.constant = constant
        self.body = body
        containsUnfoldable = children.contains { $0.containsUnfoldable }
        evaluationCost = children.reduce(1) { ExpressionLimits.adding($0, $1.evaluationCost) }
    }

    /// The same expression, marked as holding an operator that is not folded.
    func markedUnfoldable() -> StyleExpression {
        var copy = self
        copy.containsUnfoldable = true
        return copy
    }

    /// A literal.
    static func literal(_ value: ExpressionValue, type: ExpressionType? = nil) -> StyleExpression {
        StyleExpression(type: type ?? value.type, children: [], constant: value) { _ in value }
    }

    /// Evaluates the expression for `context`.
    public func evaluate(_ context: EvaluationContext) throws(ExpressionError) -> ExpressionValue {
        do {
            return try body(context)
        } catch let error as ExpressionError {
            throw error
        } catch {
            throw ExpressionError("\(error)")
        }
    }
}
