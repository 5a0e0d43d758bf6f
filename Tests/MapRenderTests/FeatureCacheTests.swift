import Geo
import MapStyle
import OSM
import Testing
@testable import MapRender
import Features

private func road(_ attributes: [String: String], _ id: Int64) -> MapFeature {
    MapFeature(layer: "transportation", attributes: attributes,
               geometry: .line([MapPoint(x: 0, y: 0), MapPoint(x: 10, y: 10)]), osmID: id)
}

private let features = [
    road(["class": "primary", "name": "A"], 1), road(["class": "minor", "name": "B"], 2),
    road(["class": "primary", "name": "C", "brunnel": "bridge"], 3), road(["class": "primary", "name": "D"], 4),
    MapFeature(layer: "transportation", attributes: ["class": "primary"], geometry: .polygon([[MapPoint(x: 0, y: 0),
               MapPoint(x: 5, y: 0), MapPoint(x: 5, y: 5), MapPoint(x: 0, y: 0)]]), osmID: 5),
]

@Test func featuresWithTheSameFilteredValuesShareAGroup() {
    let groups = AttributeGroups(features, keys: ["$type", "brunnel", "class"])
    #expect(groups.groupOfFeature == [0, 1, 2, 0, 3])
    #expect(groups.representatives[2].attributes == ["class": "primary", "brunnel": "bridge"])
    #expect(groups.representatives[3].geometryType == "Polygon")
}

@Test func groupedMatchingEqualsFilteringEveryFeature() throws {
    let style = try StyleParser.parse(Array(#"""
    {"layers": [
      {"id": "a", "type": "line", "source-layer": "transportation", "filter": ["all", ["==", "class", "primary"], ["!has", "brunnel"]]},
      {"id": "b", "type": "line", "source-layer": "transportation", "filter": ["==", "$type", "LineString"]},
      {"id": "c", "type": "line", "source-layer": "transportation"}
    ]}
    """#.utf8), name: "t")
    let world = MapRect(origin: MapPoint(x: -100, y: -100), size: MapSize(width: 200, height: 200))
    let cache = FeatureCache(source: FeatureStore(features: features, extent: nil), rect: world, zoom: 15, style: style)
    let found = cache.features("transportation")
    for layer in style.layers {
        let expected = found.indices.filter { layer.filter?.matches(found[$0].attributes, geometryType: found[$0].geometry.typeName) ?? true }
        #expect(cache.matching(layer, "transportation") == expected, "layer \(layer.id)")
    }
    #expect(cache.matching(style.layers[0], "transportation").map { found[$0].osmID }.sorted() == [1, 4, 5])
}
