import Features
import Geo

/// Turns OSM elements into base-map features: lines, areas (closed ways and multipolygons), the sea
/// from coastlines, places and points of interest.
public enum FeatureBuilder {
    /// The relation types the features are made from (multipolygon areas, administrative boundaries).
    public static let relationTypes: Set<String> = ["multipolygon", "boundary"]

    /// All features of the data, in a stable order (by element type and id).
    public static func features(from data: OSMData) -> [MapFeature] {
        var features: [MapFeature] = []
        forEachFeature(from: data) { features.append($0) }
        return features
    }

    /// Gives every feature of the data to `body` as it is made, in the order of `features(from:)` (the sea and the
    /// extent first, then by element type and id), so they need not all be in memory at once; returns the extent
    /// (`extentBounds`, found once for the sea and the caller).
    @discardableResult
    public static func forEachFeature(from data: OSMData, _ give: (MapFeature) -> Void) -> MapRect? {
        // At the precision a prepared file keeps, so a map drawn from memory is the map drawn from the file.
        func body(_ feature: MapFeature) { give(feature.atStoredPrecision) }
        let extent = extentBounds(data)
        if let bounds = extent {
            let coastlines = data.ways.filter { $0.tags["natural"] == "coastline" }
            // The lines of ways on land and over the sea, made one way at a time as the grid takes them.
            let land = data.ways.lazy.filter { !coastlines.isEmpty && CoastlineAssembler.isLandEvidence($0.tags) }
                .flatMap { presentRuns($0, data: data) }
            let sea = data.ways.lazy.filter { !coastlines.isEmpty && CoastlineAssembler.isSeaEvidence($0.tags) }
                .flatMap { presentRuns($0, data: data) }
            for polygon in CoastlineAssembler.seaPolygons(ways: coastlines, locations: data.locations, bounds: bounds,
                                                          landLines: land, seaLines: sea).reversed() {
                body(MapFeature(layer: "water", attributes: ["class": "ocean"], geometry: .polygon(polygon), osmID: 0))
            }
            body(MapFeature.extent(bounds))
        }
        func project(_ way: OSMWay) -> [MapPoint] { data.coordinates(of: way).map(MapPoint.init) }

        for way in data.ways {
            let tags = way.tags
            guard !tags.isEmpty else { continue }
            if way.isClosed, FeatureClassifier.closedWayIsArea(tags) {
                let ring = project(way)
                if ring.count == way.nodeIDs.count, let result = FeatureClassifier.area(tags) {
                    body(MapFeature(layer: result.layer, attributes: result.attributes, geometry: .polygon([ring]), osmID: way.id))
                    if let poi = PlaceAndPOIClassifier.poi(tags) ?? PlaceAndPOIClassifier.place(tags), let center = centroid(ring) {
                        body(MapFeature(layer: poi.layer, attributes: poi.attributes, geometry: .point(center), osmID: way.id))
                    }
                } else if let poi = PlaceAndPOIClassifier.poi(tags), let center = centroid(ring) {
                    body(MapFeature(layer: poi.layer, attributes: poi.attributes, geometry: .point(center), osmID: way.id))
                }
                continue
            }
            if let result = FeatureClassifier.line(tags) {
                // Lines with nodes missing from the extract are split where the data ends.
                for part in presentRuns(way, data: data) where part.count > 1 {
                    body(MapFeature(layer: result.layer, attributes: result.attributes, geometry: .line(part), osmID: way.id))
                }
            }
        }

        let waysByID = data.waysByID()
        for relation in data.relations {
            let type = relation.tags["type"]
            if type == "multipolygon", let result = FeatureClassifier.area(relation.tags) {
                for polygon in MultipolygonAssembler.polygons(relation, ways: waysByID, locations: data.locations) {
                    body(MapFeature(layer: result.layer, attributes: result.attributes, geometry: .polygon(polygon), osmID: -relation.id))
                }
            } else if type == "boundary", relation.tags["boundary"] == "administrative", let level = relation.tags["admin_level"] {
                for member in relation.members where member.kind == .way {
                    guard let way = waysByID[member.ref] else { continue }
                    for part in presentRuns(way, data: data) where part.count > 1 {
                        body(MapFeature(layer: "boundary", attributes: ["class": "administrative", "admin_level": level],
                                        geometry: .line(part), osmID: way.id))
                    }
                }
            }
        }

        for node in data.nodes {
            let point = MapPoint(node.coordinate)
            if let place = PlaceAndPOIClassifier.place(node.tags) {
                body(MapFeature(layer: place.layer, attributes: place.attributes, geometry: .point(point), osmID: node.id))
            } else if let poi = PlaceAndPOIClassifier.poi(node.tags) {
                body(MapFeature(layer: poi.layer, attributes: poi.attributes, geometry: .point(point), osmID: node.id))
            }
        }
        return extent
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
