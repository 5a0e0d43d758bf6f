import Geo
import StrictJSON

/// Reads RFC 7946 GeoJSON: a FeatureCollection, a Feature or a bare geometry, validating as it goes.
///
/// Foreign members are allowed, as the RFC says; structural errors name the JSON path.
public enum GeoJSONReader {
    /// The features of a document (a bare geometry becomes one feature without properties).
    public static func features(in root: JSONNode) throws(JSONError) -> [GeoJSONFeature] {
        var object = try root.object()
        let type = try object.required("type").string()
        switch type {
        case "FeatureCollection":
            return try object.required("features").array().map { (node) throws(JSONError) -> GeoJSONFeature in try feature(node) }
        case "Feature":
            return [try feature(root)]
        default:
            return [GeoJSONFeature(geometry: try geometry(root), properties: nil)]
        }
    }

    /// Parses a GeoJSON text.
    public static func features(inText text: String) throws(JSONError) -> [GeoJSONFeature] {
        try features(in: JSONNode(try JSONParser.parse(text)))
    }

    static func feature(_ node: JSONNode) throws(JSONError) -> GeoJSONFeature {
        var object = try node.object()
        let type = try object.required("type")
        guard try type.string() == "Feature" else { throw type.error("\(type.value.brief) is not \"Feature\"") }
        let geometryNode = object.optional("geometry")
        let properties = object.optional("properties")
        if let properties { _ = try properties.object() }
        return GeoJSONFeature(geometry: try geometryNode.map { (node) throws(JSONError) in try geometry(node) }, properties: properties)
    }

    /// Parses one geometry object.
    public static func geometry(_ node: JSONNode) throws(JSONError) -> GeoJSONGeometry {
        var object = try node.object()
        let typeNode = try object.required("type")
        let type = try typeNode.string()
        if type == "GeometryCollection" {
            return .geometryCollection(try object.required("geometries").array().map { (child) throws(JSONError) in try geometry(child) })
        }
        let coordinates = try object.required("coordinates")
        switch type {
        case "Point": return .point(try position(coordinates))
        case "MultiPoint": return .multiPoint(try positions(coordinates))
        case "LineString": return .lineString(try lineString(coordinates))
        case "MultiLineString": return .multiLineString(try coordinates.array().map { (line) throws(JSONError) in try lineString(line) })
        case "Polygon": return .polygon(try polygon(coordinates))
        case "MultiPolygon": return .multiPolygon(try coordinates.array().map { (rings) throws(JSONError) in try polygon(rings) })
        default:
            throw typeNode.error("\(typeNode.value.brief) is not a GeoJSON geometry type (Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon, GeometryCollection)")
        }
    }

    /// A position: [longitude, latitude] or [longitude, latitude, altitude].
    static func position(_ node: JSONNode) throws(JSONError) -> Coordinate {
        let items = try node.array()
        guard (2...3).contains(items.count) else {
            throw node.error("a position needs [longitude, latitude], got \(items.count) numbers")
        }
        let longitude = try items[0].double(in: -180...180)
        let latitude = try items[1].double(in: -90...90)
        if items.count == 3 { _ = try items[2].double() }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    static func positions(_ node: JSONNode) throws(JSONError) -> [Coordinate] {
        try node.array().map { (item) throws(JSONError) in try position(item) }
    }

    static func lineString(_ node: JSONNode) throws(JSONError) -> [Coordinate] {
        let line = try positions(node)
        guard line.count >= 2 else { throw node.error("a LineString needs at least 2 positions, got \(line.count)") }
        return line
    }

    static func polygon(_ node: JSONNode) throws(JSONError) -> [[Coordinate]] {
        let rings = try node.array()
        guard !rings.isEmpty else { throw node.error("a Polygon needs at least one ring") }
        return try rings.map { (ringNode) throws(JSONError) -> [Coordinate] in
            let ring = try positions(ringNode)
            guard ring.count >= 4 else { throw ringNode.error("a linear ring needs at least 4 positions, got \(ring.count)") }
            guard ring.first == ring.last else { throw ringNode.error("a linear ring must end where it starts") }
            return ring
        }
    }
}
