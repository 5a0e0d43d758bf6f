import Geo
import Testing
@testable import OSM

private func seaContains(_ store: FeatureStore, _ coordinate: Coordinate) -> Bool {
    let point = MapPoint(coordinate)
    return store.features.contains { feature in
        guard feature.layer == "water", feature.featureClass == "ocean", case .polygon(let rings) = feature.geometry else { return false }
        return RingAssembler.contains(rings[0], point) && !rings.dropFirst().contains { RingAssembler.contains($0, point) }
    }
}

@Test func helsinkiHarbourIsSeaAndTheCityIsLand() throws {
    let store = FeatureStore(data: try PBFReader.read(path: Fixtures.data("Helsinki.osm.pbf")))
    let sea = seaContains(store, Coordinate(latitude: 60.1657, longitude: 24.95338))  // South Harbour, by the Market Square
    let station = seaContains(store, Coordinate(latitude: 60.1699, longitude: 24.9384))
    let esplanadi = seaContains(store, Coordinate(latitude: 60.1675, longitude: 24.9500))
    #expect(sea && !station && !esplanadi)
}

@Test func helsinkiHasEveryLayer() throws {
    let store = FeatureStore(data: try PBFReader.read(path: Fixtures.data("Helsinki.osm.pbf")))
    for layer in ["water", "landuse", "park", "building", "transportation", "poi", "place"] {
        #expect(store.layers.contains(layer), "\(layer)")
    }
    let roads = store.features.filter { $0.layer == "transportation" }
    #expect(Set(roads.map(\.featureClass)).isSuperset(of: ["primary", "secondary", "minor", "path", "transit"]))
    #expect(store.features.contains { $0.layer == "transportation" && $0.name == "Mannerheimintie" })
    #expect(store.features.contains { $0.layer == "poi" && $0.featureClass == "cafe" })
}

@Test func storeQueriesByBox() throws {
    let store = FeatureStore(data: try PBFReader.read(path: Fixtures.data("Helsinki.osm.pbf")))
    let station = MapPoint(Coordinate(latitude: 60.1710, longitude: 24.9410))
    let box = MapRect(corner: MapPoint(x: station.x - 100, y: station.y - 100), corner: MapPoint(x: station.x + 100, y: station.y + 100))
    let found = store.query(layer: "building", in: box)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { store.features[$0].bounds.intersects(box) })
    let all = store.features.indices.filter { store.features[$0].layer == "building" && store.features[$0].bounds.intersects(box) }
    #expect(found == all)
}
