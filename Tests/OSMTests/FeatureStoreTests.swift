import Geo
import Testing
@testable import OSM
import Features

private func point(_ x: Double, _ y: Double, layer: String, id: Int64) -> MapFeature {
    MapFeature(layer: layer, attributes: [:], geometry: .point(MapPoint(x: x, y: y)), osmID: id)
}

private let store = FeatureStore(features: [
    point(10, 10, layer: "poi", id: 1), point(900, 900, layer: "poi", id: 2), point(20, 20, layer: "place", id: 3),
    MapFeature(layer: "transportation", attributes: [:], geometry: .line([MapPoint(x: -1000, y: 50), MapPoint(x: 1000, y: 50)]), osmID: 4),
], extent: nil, cellSize: 100)

private func ids(_ layer: String, _ rect: MapRect) -> [Int64] {
    store.query(layer: layer, in: rect).map { store.features[$0].osmID }
}

@Test func queriesReturnTheLayerInsideTheRectangleOnce() {
    let near = MapRect(origin: MapPoint(x: 0, y: 0), size: MapSize(width: 100, height: 100))
    #expect(ids("poi", near) == [1])
    #expect(ids("place", near) == [3])
    #expect(ids("poi", MapRect(origin: MapPoint(x: 0, y: 0), size: MapSize(width: 1000, height: 1000))) == [1, 2])
    // A long line spanning many grid cells is found once, even where only its middle is in view.
    #expect(ids("transportation", near) == [4])
    #expect(ids("water", near).isEmpty)
}

@Test func aRectangleAwayFromEverythingFindsNothing() {
    #expect(ids("poi", MapRect(origin: MapPoint(x: 400, y: 400), size: MapSize(width: 50, height: 50))).isEmpty)
}
