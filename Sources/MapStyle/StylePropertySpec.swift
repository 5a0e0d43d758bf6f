import StrictJSON

/// One layout or paint property as the MapLibre style spec describes it: `StyleSpecReference` has one for every property
/// (generated from Spec/v8.json), and `StylePropertyReader` reads any property from it.
public struct StylePropertySpec: Sendable {
    /// The property's name (`fill-color`).
    public let name: String
    /// The spec's type as written: `number`, `color`, `enum`, `array<number, 2>`, `padding` …
    public let type: String
    /// The type an expression for the property gives.
    let expressionType: ExpressionType
    /// An enumeration's values, in the spec's order (empty for other types).
    public let values: [String]
    /// The spec's default; nil when it has none.
    public let defaultValue: JSONValue?
    /// The default as JSON text (empty when none).
    public let defaultJSON: String
    /// The smallest number the spec allows (nil: no bound).
    public let minimum: Double?
    /// The largest number the spec allows (nil: no bound).
    public let maximum: Double?
    /// Whether a zoom function or expression blends between its stops (otherwise it steps).
    public let interpolated: Bool
    /// Whether the value may change with zoom.
    public let zoomDependent: Bool
    /// Whether the value may change with the feature (`property-type` data-driven).
    public let dataDriven: Bool

    /// The numbers the spec allows (open where it sets no bound).
    public var range: ClosedRange<Double> { (minimum ?? -.greatestFiniteMagnitude)...(maximum ?? .greatestFiniteMagnitude) }

    /// The entry as the spec's JSON has it (type, values, default, whether it interpolates), what legacy functions
    /// read (`LegacyFunction`).
    var json: JSONValue {
        var entry = JSONObject()
        let kind = type.hasPrefix("array") ? "array" : type
        entry.insert(.string(kind), for: "type")
        if !values.isEmpty {
            var named = JSONObject()
            for value in values { named.insert(.object(JSONObject()), for: value) }
            entry.insert(.object(named), for: "values")
        }
        if let defaultValue { entry.insert(defaultValue, for: "default") }
        var expression = JSONObject()
        expression.insert(.bool(interpolated), for: "interpolated")
        entry.insert(.object(expression), for: "expression")
        return .object(entry)
    }
}
