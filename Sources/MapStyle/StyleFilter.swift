/// A MapLibre (legacy syntax) feature filter on attributes and the geometry type (`$type`).
public indirect enum StyleFilter: Sendable, Equatable {
    case all([StyleFilter])
    case any([StyleFilter])
    case none([StyleFilter])
    case equals(String, String)
    case notEquals(String, String)
    case isIn(String, [String])
    case notIn(String, [String])
    case has(String)
    case notHas(String)
    /// Numeric comparison: `<`, `<=`, `>`, `>=`.
    case compare(String, String, Double)
    /// A filter written as an expression.
    case expression(ExpressionFilter)

    /// The attribute keys the filter reads (`$type` included when it tests the geometry type).
    public var keys: Set<String> {
        switch self {
        case .all(let filters), .any(let filters), .none(let filters): return filters.reduce(into: []) { $0.formUnion($1.keys) }
        case .equals(let key, _), .notEquals(let key, _), .isIn(let key, _), .notIn(let key, _), .has(let key), .notHas(let key),
             .compare(let key, _, _):
            return [key]
        case .expression(let filter): return filter.reads
        }
    }

    /// Whether a feature with these attributes and geometry type passes at `zoom` (nil: a filter that reads the zoom
    /// sees zoom 0).
    public func matches(_ attributes: [String: String], geometryType: String, zoom: Double? = nil) -> Bool {
        func value(_ key: String) -> String? { key == "$type" ? geometryType : attributes[key] }
        switch self {
        case .all(let filters): return filters.allSatisfy { $0.matches(attributes, geometryType: geometryType, zoom: zoom) }
        case .any(let filters): return filters.contains { $0.matches(attributes, geometryType: geometryType, zoom: zoom) }
        case .none(let filters): return !filters.contains { $0.matches(attributes, geometryType: geometryType, zoom: zoom) }
        case .expression(let filter): return filter.matches(attributes, geometryType: geometryType, zoom: zoom)
        case .equals(let key, let expected): return value(key) == expected
        case .notEquals(let key, let expected): return value(key) != expected
        case .isIn(let key, let options): return value(key).map(options.contains) ?? false
        case .notIn(let key, let options): return !(value(key).map(options.contains) ?? false)
        case .has(let key): return value(key) != nil
        case .notHas(let key): return value(key) == nil
        case .compare(let key, let op, let number):
            guard let text = value(key), let actual = Double(text) else { return false }
            switch op {
            case "<": return actual < number
            case "<=": return actual <= number
            case ">": return actual > number
            default: return actual >= number
            }
        }
    }
}
