import Foundation
import Geo
import Testing
@testable import OSM

/// Extracts no one here made, whole and cut by slanted polygons with osmium (`Fixtures/coast/*.geojson`, strategies as
/// the file names say): the sea assembled from their coastlines covers none of their own roads, railways and buildings
/// farther than `onTheWater` from the coastline. Nearer, the data has things that do stand on the water (boathouses,
/// slipways, wooden walkways, a bar on a pier in Kiel). The old assembler (each cut end straight to the nearest edge of
/// the bounds) covered Monaco's railway to Roquebrune and, in the simple cut of Kiel, the town on both shores.
@Test(arguments: ["Data:corpus/monaco.osm.pbf", "Data:corpus/kiel.osm.pbf", "coast/monaco-simple.osm.pbf",
                  "coast/kiel-simple.osm.pbf", "coast/kiel-complete-ways.osm.pbf"])
func theSeaOfARealExtractCoversNoneOfItsLand(_ name: String) throws {
    let path = name.hasPrefix("Data:") ? Fixtures.data(String(name.dropFirst(5))) : Fixtures.path(name)
    let data = try PBFReader.read(path: path)
    let sea: [[[MapPoint]]] = FeatureBuilder.features(from: data).compactMap { feature in
        guard feature.layer == "water", feature.attributes["class"] == "ocean", case .polygon(let rings) = feature.geometry else { return nil }
        return rings
    }
    #expect(!sea.isEmpty, "no sea at all")
    let boxes = sea.map { polygon in
        polygon[0].reduce(into: (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)) {
            $0 = (min($0.minX, $1.x), min($0.minY, $1.y), max($0.maxX, $1.x), max($0.maxY, $1.y))
        }
    }
    func inSea(_ point: MapPoint) -> Bool {
        sea.indices.contains { index in
            let box = boxes[index]
            guard point.x >= box.minX, point.x <= box.maxX, point.y >= box.minY, point.y <= box.maxY else { return false }
            return RingAssembler.contains(sea[index][0], point) && !sea[index].dropFirst().contains { RingAssembler.contains($0, point) }
        }
    }
    // Nodes on the coastline itself are on the sea's edge: neither in nor out.
    let coastlines = data.ways.filter { $0.tags["natural"] == "coastline" }
    let coastNodes = Set(coastlines.flatMap(\.nodeIDs))
    let coastSegments = coastlines.flatMap { way in
        let points = data.coordinates(of: way).map(MapPoint.init)
        return zip(points, points.dropFirst()).map { ($0, $1) }
    }
    func groundDistanceToCoast(_ point: MapPoint) -> Double {
        let projected = coastSegments.map { a, b in
            let dx = b.x - a.x, dy = b.y - a.y, lengthSquared = dx * dx + dy * dy
            let t = lengthSquared > 0 ? min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared, 0), 1) : 0
            let x = a.x + dx * t - point.x, y = a.y + dy * t - point.y
            return (x * x + y * y).squareRoot()
        }.min() ?? .infinity
        return projected * cos(point.coordinate.latitude * .pi / 180)
    }
    let onTheWater = 120.0
    var checked = 0
    var deep: [Int64: Double] = [:]
    for way in data.ways where CoastlineAssembler.isLandEvidence(way.tags) {
        for id in way.nodeIDs where !coastNodes.contains(id) {
            guard let coordinate = data.locations.coordinate(of: id) else { continue }
            checked += 1
            let point = MapPoint(coordinate)
            guard inSea(point) else { continue }
            let distance = groundDistanceToCoast(point)
            if distance > onTheWater { deep[way.id] = max(deep[way.id] ?? 0, distance) }
        }
    }
    #expect(checked > 1_000)
    #expect(deep.isEmpty, "sea over ways, metres from the coastline: \(deep.sorted { $0.key < $1.key }.prefix(20))")
}
