import Geo
import OSM
import Testing
@testable import MapRender
import Features

private func store(_ layer: String, _ rect: MapRect, extent: MapRect?) -> FeatureStore {
    let ring = [MapPoint(x: rect.minX, y: rect.minY), MapPoint(x: rect.maxX, y: rect.minY), MapPoint(x: rect.maxX, y: rect.maxY),
                MapPoint(x: rect.minX, y: rect.minY)]
    return FeatureStore(features: [MapFeature(layer: layer, attributes: ["class": layer], geometry: .polygon([ring]), osmID: 0)], extent: extent)
}

@Test func lowerSourcesAreSkippedWhereAnUpperOneCoversEverything() {
    let world = store("world_land", MapRect(corner: MapPoint(x: -1e6, y: -1e6), corner: MapPoint(x: 1e6, y: 1e6)), extent: nil)
    let extractArea = MapRect(corner: MapPoint(x: 0, y: 0), corner: MapPoint(x: 1000, y: 1000))
    let extract = store("landuse", extractArea, extent: extractArea)
    let layered = LayeredFeatureSource([world, extract])
    let inside = MapRect(corner: MapPoint(x: 100, y: 100), corner: MapPoint(x: 200, y: 200))
    let straddling = MapRect(corner: MapPoint(x: 900, y: 900), corner: MapPoint(x: 1100, y: 1100))
    #expect(layered.features(layer: "world_land", in: inside).isEmpty)
    #expect(layered.features(layer: "world_land", in: straddling).count == 1)
    #expect(layered.features(layer: "landuse", in: inside).count == 1)
    #expect(layered.extent == extractArea)
}

/// Country and city labels of the world show over a covering source too (extracts and tiles do not label them at the
/// zooms the world's labels are drawn), while its land and borders stay hidden.
@Test func worldLabelsShowOverCoveringSources() {
    let everywhere = MapRect(corner: MapPoint(x: -1e6, y: -1e6), corner: MapPoint(x: 1e6, y: 1e6))
    let labels = FeatureStore(features: [
        MapFeature(layer: "world_place", attributes: ["name": "Helsinki"], geometry: .point(MapPoint(x: 10, y: 10)), osmID: 0),
        MapFeature(layer: "world_country_label", attributes: ["name": "Finland"], geometry: .point(MapPoint(x: 20, y: 20)), osmID: 0),
        MapFeature(layer: "world_boundary", attributes: [:], geometry: .line([MapPoint(x: 0, y: 0), MapPoint(x: 50, y: 50)]), osmID: 0),
    ], extent: nil)
    let country = store("landuse", everywhere, extent: everywhere)
    let layered = LayeredFeatureSource([labels, country], layersNeverHidden: WorldData.labelLayers)
    let view = MapRect(corner: MapPoint(x: 0, y: 0), corner: MapPoint(x: 100, y: 100))
    #expect(layered.features(layer: "world_place", in: view).map(\.name) == ["Helsinki"])
    #expect(layered.features(layer: "world_country_label", in: view).map(\.name) == ["Finland"])
    #expect(layered.features(layer: "world_boundary", in: view).isEmpty)
}
