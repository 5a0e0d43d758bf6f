import Features
import Geo
import MapStyle

extension ZoomValue where Value: Interpolatable {
    /// The value at `zoom` for `feature` (what data-driven expressions read: its attributes and geometry type).
    func value(at zoom: Double, for feature: MapFeature) -> Value {
        value(at: zoom, attributes: feature.attributes, geometryType: feature.geometry.typeName)
    }
}

extension ExpressionValued {
    /// The value at `zoom` for `feature` (its attributes and geometry type).
    func value(at zoom: Double, for feature: MapFeature) -> Value {
        value(at: zoom, attributes: feature.attributes, geometryType: feature.geometry.typeName)
    }
}

extension StyleText {
    /// The text for `feature` at `zoom`: an expression's result, or the string as written, its `{token}`s filled from
    /// the feature's attributes when `fillingTokens` (`text-field` and `icon-image` take tokens; patterns do not).
    func value(at zoom: Double, for feature: MapFeature, fillingTokens: Bool) -> String? {
        switch self {
        case .literal(let text): return fillingTokens ? text.filledTemplate(with: feature.attributes) : text
        case .expression(let expression): return expression.value(at: zoom, for: feature)
        }
    }

    /// The feature attributes an expression reads (none for a string as written).
    var expressionReads: Set<String>? { expression?.featureReads }
}

extension Color {
    /// The colour, or nil when it is fully transparent (a halo or outline that draws nothing is left out).
    var visibleOrNil: Color? { alpha > 0 ? self : nil }
}
