import Foundation
import StrictJSON

/// A feature's shape for the geometric operators: longitude/latitude pairs in parts (the points of a multipoint, the
/// lines of a multiline, the rings of polygons).
public struct ExpressionGeometry: Sendable, Equatable {
    /// What the parts are.
    public enum Kind: Sendable, Equatable { case points, lines, polygons }
    /// What the parts are.
    public var kind: Kind
    /// The parts: each a list of (longitude, latitude).
    public var parts: [[Coordinate2]]

    /// A longitude/latitude pair.
    public struct Coordinate2: Sendable, Equatable {
        public var longitude: Double
        public var latitude: Double

        /// A pair.
        public init(longitude: Double, latitude: Double) {
            self.longitude = longitude
            self.latitude = latitude
        }
    }

    /// A shape.
    public init(kind: Kind, parts: [[Coordinate2]]) {
        self.kind = kind
        self.parts = parts
    }
}

extension ExpressionParser {
    /// `within`: whether the feature's points or lines lie wholly inside the given polygons.
    static let geometryOperators: [String: Operator] = {
        var table: [String: Operator] = [:]
        table["within"] = { parser, items, _ in
            guard items.count == 2 else {
                throw parser.error("'within' expression requires exactly one argument, but found \(items.count - 1) instead.")
            }
            guard let polygons = WithinTest.polygons(items[1]), !polygons.isEmpty else {
                throw parser.error("'within' expression requires valid geojson object that contains polygon geometry type.")
            }
            return StyleExpression(type: .boolean, children: [], featureConstant: false) { context in
                guard let geometry = context.geometry else { return .boolean(false) }
                return .boolean(WithinTest.isWithin(geometry, polygons))
            }.markedUnfoldable()
        }
        return table
    }()
}

/// Point-in-polygon and segment tests in Web Mercator (as MapLibre tests tile coordinates).
enum WithinTest {
    typealias Point = PlanarGeometry.Point
    typealias Polygon = [[Point]]

    static func project(_ coordinate: ExpressionGeometry.Coordinate2) -> Point {
        let latitude = min(max(coordinate.latitude, -85.051129), 85.051129) * .pi / 180
        return (coordinate.longitude, log(tan(.pi / 4 + latitude / 2)) * 180 / .pi)
    }

    /// The polygons of a GeoJSON Polygon, MultiPolygon, Feature or FeatureCollection; nil when it holds none.
    static func polygons(_ json: JSONValue) -> [Polygon]? {
        guard case .object(let object) = json, case .string(let type)? = object["type"] else { return nil }
        func ring(_ value: JSONValue) -> [Point]? {
            guard case .array(let positions) = value else { return nil }
            var points: [Point] = []
            for position in positions {
                guard case .array(let pair) = position, pair.count >= 2, case .number(let x) = pair[0], case .number(let y) = pair[1] else { return nil }
                points.append(project(ExpressionGeometry.Coordinate2(longitude: x, latitude: y)))
            }
            return points
        }
        func polygon(_ value: JSONValue) -> Polygon? {
            guard case .array(let rings) = value else { return nil }
            let parsed = rings.compactMap(ring)
            return parsed.count == rings.count ? parsed : nil
        }
        switch type {
        case "Polygon": return object["coordinates"].flatMap(polygon).map { [$0] }
        case "MultiPolygon":
            guard case .array(let list)? = object["coordinates"] else { return nil }
            let parsed = list.compactMap(polygon)
            return parsed.count == list.count ? parsed : nil
        case "Feature": return object["geometry"].flatMap(polygons)
        case "FeatureCollection":
            guard case .array(let features)? = object["features"] else { return nil }
            return features.compactMap(polygons).flatMap { $0 }
        default: return nil
        }
    }

    static func isWithin(_ geometry: ExpressionGeometry, _ polygons: [Polygon]) -> Bool {
        let parts = geometry.parts.map { $0.map(project) }
        switch geometry.kind {
        case .points:
            return parts.allSatisfy { $0.allSatisfy { point in polygons.contains { inside(point, $0) } } }
        case .lines:
            return parts.allSatisfy { line in polygons.contains { lineInside(line, $0) } }
        case .polygons:
            return false
        }
    }

    /// Strictly inside (points on an edge are outside).
    static func inside(_ point: Point, _ polygon: Polygon) -> Bool {
        PlanarGeometry.location(of: point, in: polygon) == .inside
    }

    private static func lineInside(_ line: [Point], _ polygon: Polygon) -> Bool {
        guard line.allSatisfy({ inside($0, polygon) }) else { return false }
        for index in line.indices.dropLast() {
            for ring in polygon {
                for edge in ring.indices where PlanarGeometry.segmentsMeet(line[index], line[index + 1], ring[edge], ring[(edge + 1) % ring.count], touching: false) { return false }
            }
        }
        return true
    }
}
