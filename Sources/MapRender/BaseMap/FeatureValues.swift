import Features
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
