import Geo
import OSM
import Testing
@testable import MapRender

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
