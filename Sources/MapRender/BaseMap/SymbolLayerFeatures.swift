import Features
import MapStyle

/// A symbol layer's features in placement order, with their labels: a text expression is evaluated once per group
/// of features whose attributes it reads alike (a street's segments share their names), and kept for both passes
/// over the features (the labels across the image's edge, then the rest).
final class SymbolLayerFeatures {
    let layer: StyleLayer
    let features: [MapFeature]
    /// Each feature's group (by position), nil when every feature is evaluated on its own (a `{token}` template).
    private let groups: [Int]?
    private let text: (MapFeature) -> String?
    private var textOfGroup: [Int: String?] = [:]

    init(layer: StyleLayer, features: [MapFeature], groups: [Int]?, text: @escaping (MapFeature) -> String?) {
        self.layer = layer
        self.features = features
        self.groups = groups
        self.text = text
    }

    /// The label of the feature at `position`, nil for none.
    func label(_ position: Int) -> String? {
        guard let groups else { return text(features[position]) }
        if let known = textOfGroup[groups[position]] { return known }
        let made = text(features[position])
        textOfGroup[groups[position]] = made
        return made
    }
}
