import Features
import Geo

/// Turns OSM elements into base-map features: lines, areas (closed ways and multipolygons), the sea
/// from coastlines, places and points of interest.
public enum FeatureBuilder {
    /// All features of the data, in a stable order (by element type and id).
    public static func features(from data: OSMData) -> [MapFeature] {
        var features: [MapFeature] = []
        func project(_ way: OSMWay) -> [MapPoint] { data.coordinates(of: way).map(MapPoint.init) }

        for way in data.ways {
            let tags = way.tags
            guard !tags.isEmpty else { continue }
            if way.isClosed, FeatureClassifier.closedWayIsArea(tags) {
                let ring = project(way)
                if ring.count == way.nodeIDs.count, let result = FeatureClassifier.area(tags) {
                    features.append(MapFeature(layer: result.layer, attributes: result.attributes, geometry: .polygon([ring]), osmID: way.id))
                    if let poi = PlaceAndPOIClassifier.poi(tags) ?? PlaceAndPOIClassifier.place(tags), let center = centroid(ring) {
                        features.append(MapFeature(layer: poi.layer, attributes: poi.attributes, geometry: .point(center), osmID: way.id))
                    }
                } else if let poi = PlaceAndPOIClassifier.poi(tags), let center = centroid(ring) {
                    features.append(MapFeature(layer: poi.layer, attributes: poi.attributes, geometry: .point(center), osmID: way.id))
                }
                continue
            }
            if let result = FeatureClassifier.line(tags) {
                // Lines with nodes missing from the extract are split where the data ends.
                for part in presentRuns(way, data: data) where part.count > 1 {
                    features.append(MapFeature(layer: result.layer, attributes: result.attributes, geometry: .line(part), osmID: way.id))
                }
            }
        }

        let waysByID = data.waysByID()
        for relation in data.relations {
            let type = relation.tags["type"]
            if type == "multipolygon", let result = FeatureClassifier.area(relation.tags) {
                for polygon in MultipolygonAssembler.polygons(relation, ways: waysByID, locations: data.locations) {
                    features.append(MapFeature(layer: result.layer, attributes: result.attributes, geometry: .polygon(polygon), osmID: -relation.id))
                }
            } else if type == "boundary", relation.tags["boundary"] == "administrative", let level = relation.tags["admin_level"] {
                for member in relation.members where member.kind == .way {
                    guard let way = waysByID[member.ref] else { continue }
                    for part in presentRuns(way, data: data) where part.count > 1 {
                        features.append(MapFeature(layer: "boundary", attributes: ["class": "administrative", "admin_level": level],
                                                   geometry: .line(part), osmID: way.id))
                    }
                }
            }
        }

        for node in data.nodes {
            let point = MapPoint(node.coordinate)
            if let place = PlaceAndPOIClassifier.place(node.tags) {
                features.append(MapFeature(layer: place.layer, attributes: place.attributes, geometry: .point(point), osmID: node.id))
            } else if let poi = PlaceAndPOIClassifier.poi(node.tags) {
                features.append(MapFeature(layer: poi.layer, attributes: poi.attributes, geometry: .point(point), osmID: node.id))
            }
        }

        if let bounds = extentBounds(data) {
            features.insert(MapFeature.extent(bounds), at: 0)
            let coastlines = data.ways.filter { $0.tags["natural"] == "coastline" }
            for polygon in CoastlineAssembler.seaPolygons(ways: coastlines, locations: data.locations, bounds: bounds) {
                features.insert(MapFeature(layer: "water", attributes: ["class": "ocean"], geometry: .polygon(polygon), osmID: 0), at: 0)
            }
        }
        return features
    }

    /// The area the extract covers, projected: declared bounds grown to include every node.
    static func extentBounds(_ data: OSMData) -> MapRect? {
        guard let bounds = data.dataBounds else { return nil }
        var rect = bounds.mapRect
        for index in 0..<data.locations.count {
            let point = MapPoint(Coordinate(latitude: Double(data.locations.latitudes[index]) / 1e7,
                                            longitude: Double(data.locations.longitudes[index]) / 1e7))
            if !rect.contains(point) {
                rect = MapRect(corner: MapPoint(x: min(rect.minX, point.x), y: min(rect.minY, point.y)),
                               corner: MapPoint(x: max(rect.maxX, point.x), y: max(rect.maxY, point.y)))
            }
        }
        return rect
    }

    /// Runs of consecutive nodes present in the extract, projected.
    static func presentRuns(_ way: OSMWay, data: OSMData) -> [[MapPoint]] {
        data.presentRuns(of: way, MapPoint.init)
    }

    /// The area centroid of a ring (its vertex mean when the area is degenerate).
    static func centroid(_ ring: [MapPoint]) -> MapPoint? {
        guard !ring.isEmpty else { return nil }
        var area = 0.0, cx = 0.0, cy = 0.0
        let origin = ring[0]
        for i in ring.indices {
            let a = ring[i], b = ring[(i + 1) % ring.count]
            let ax = a.x - origin.x, ay = a.y - origin.y, bx = b.x - origin.x, by = b.y - origin.y
            let cross = ax * by - bx * ay
            area += cross
            cx += (ax + bx) * cross
            cy += (ay + by) * cross
        }
        guard abs(area) > 1e-9 else {
            return MapPoint(x: ring.map(\.x).reduce(0, +) / Double(ring.count), y: ring.map(\.y).reduce(0, +) / Double(ring.count))
        }
        return MapPoint(x: origin.x + cx / (3 * area), y: origin.y + cy / (3 * area))
    }
}
