import Features
import Foundation
import OSM
import StrictJSON

/// `mapsnap data --geojson LAYER`: the base-map features of one layer as a GeoJSON FeatureCollection, from whatever
/// the data is (extract, prepared file, tiles), with their attributes as properties.
public enum FeatureExport {
    /// The features of `layer` (everywhere the data covers) as a GeoJSON FeatureCollection.
    public static func geoJSON(_ data: MapData, layer: String) throws(MapSnapError) -> JSONValue {
        let source = try data.features()
        let world = WebMercator.worldWidth / 2
        let whole = MapRect(origin: MapPoint(x: -world, y: -world), size: MapSize(width: 2 * world, height: 2 * world))
        let rect = try data.extent() ?? whole
        let features = source.features(layer: layer, in: rect)
        return .object([("type", .string("FeatureCollection")), ("features", .array(features.map(feature)))])
    }

    private static func feature(_ feature: MapFeature) -> JSONValue {
        func position(_ point: MapPoint) -> JSONValue {
            let coordinate = point.coordinate
            return .array([.number((coordinate.longitude * 1e7).rounded() / 1e7), .number((coordinate.latitude * 1e7).rounded() / 1e7)])
        }
        let geometry: JSONValue
        switch feature.geometry {
        case .point(let point): geometry = .object([("type", .string("Point")), ("coordinates", position(point))])
        case .line(let points): geometry = .object([("type", .string("LineString")), ("coordinates", .array(points.map(position)))])
        case .polygon(let rings):
            // GeoJSON rings end where they start (RFC 7946 §3.1.6).
            let closed = rings.map { ring in ring.last == ring.first ? ring : ring + ring.prefix(1) }
            geometry = .object([("type", .string("Polygon")), ("coordinates", .array(closed.map { .array($0.map(position)) }))])
        }
        let properties = feature.attributes.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }
        return .object([("type", .string("Feature")), ("properties", .object(properties)), ("geometry", geometry)])
    }
}
