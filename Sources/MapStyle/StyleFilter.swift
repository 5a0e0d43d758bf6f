/// A layer's feature filter on attributes and the geometry type: always the spec's expression form. A legacy filter
/// (`["==", "class", "park"]`, `in`, `has`, `$type` …) is converted to the expression it stands for when the style
/// is read (`LegacyFilter`, as MapLibre converts it), so there is one way filters are read and evaluated.
public struct StyleFilter: Sendable, Equatable {
    /// The compiled expression.
    public let expression: ExpressionFilter

    /// A filter of `expression`.
    public init(_ expression: ExpressionFilter) {
        self.expression = expression
    }

    /// The attribute keys the filter reads (`$type` when it tests the geometry type, `*` for anything else).
    public var keys: Set<String> { expression.reads }

    /// Whether a feature with these attributes and geometry type passes at `zoom` (nil: a filter that reads the zoom
    /// sees zoom 0).
    public func matches(_ attributes: [String: String], geometryType: String, zoom: Double? = nil) -> Bool {
        expression.matches(attributes, geometryType: geometryType, zoom: zoom)
    }
}
