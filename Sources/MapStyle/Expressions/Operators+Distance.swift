import Foundation
import StrictJSON

/// The tile a feature comes from, for operators that work in its coordinates.
public struct CanonicalTile: Sendable, Equatable {
    public var z: Int, x: Int, y: Int

    /// A tile.
    public init(z: Int, x: Int, y: Int) {
        (self.z, self.x, self.y) = (z, x, y)
    }
}

extension ExpressionParser {
    /// `distance`: the shortest distance in metres from the feature to the given geometry.
    static let distanceOperators: [String: Operator] = {
        var table: [String: Operator] = [:]
        table["distance"] = { parser, items, _ in
            guard items.count == 2 else {
                throw parser.error("'distance' expression requires exactly one argument, but found \(items.count - 1) instead.")
            }
            guard let targets = DistanceMeasure.geometries(items[1]), !targets.isEmpty else {
                throw parser.error("'distance' expression requires valid geojson object that contains polygon geometry type.")
            }
            return StyleExpression(type: .number, children: [], featureConstant: false) { context in
                guard let geometry = context.geometry, let tile = context.canonicalTile else { return .number(.nan) }
                return .number(DistanceMeasure.distance(from: geometry, tile: tile, to: targets))
            }.markedUnfoldable()
        }
        return table
    }()
}

/// Distances as MapLibre measures them: the feature's points snapped to its tile's 8192-unit grid, then a "cheap
/// ruler" (WGS84 curvature at the feature's first latitude) between longitude/latitude points and segments.
enum DistanceMeasure {
    typealias P = PlanarGeometry.Point
    enum Shape { case points([P]), line([P]), polygon([[P]]) }

    /// The shapes of a GeoJSON geometry, feature or collection.
    static func geometries(_ json: JSONValue) -> [Shape]? {
        guard case .object(let object) = json, case .string(let type)? = object["type"] else { return nil }
        func position(_ value: JSONValue) -> P? {
            guard case .array(let pair) = value, pair.count >= 2, case .number(let x) = pair[0], case .number(let y) = pair[1] else { return nil }
            return (x, y)
        }
        func list(_ value: JSONValue?) -> [P]? {
            guard case .array(let items)? = value else { return nil }
            let points = items.compactMap(position)
            return points.count == items.count ? points : nil
        }
        func lists(_ value: JSONValue?) -> [[P]]? {
            guard case .array(let items)? = value else { return nil }
            let parsed = items.compactMap { list($0) }
            return parsed.count == items.count ? parsed : nil
        }
        switch type {
        case "Point": return object["coordinates"].flatMap(position).map { [.points([$0])] }
        case "MultiPoint": return list(object["coordinates"]).map { [.points($0)] }
        case "LineString": return list(object["coordinates"]).map { [.line($0)] }
        case "MultiLineString": return lists(object["coordinates"]).map { $0.map(Shape.line) }
        case "Polygon": return lists(object["coordinates"]).map { [.polygon($0)] }
        case "MultiPolygon":
            guard case .array(let polygons)? = object["coordinates"] else { return nil }
            let parsed = polygons.compactMap { lists($0) }
            return parsed.count == polygons.count ? parsed.map(Shape.polygon) : nil
        case "Feature": return object["geometry"].flatMap(geometries)
        case "FeatureCollection":
            guard case .array(let features)? = object["features"] else { return nil }
            return features.compactMap(geometries).flatMap { $0 }
        default: return nil
        }
    }

    /// A point through the tile grid: to the nearest of the tile's 8192 units and back to longitude/latitude.
    static func snapped(_ point: ExpressionGeometry.Coordinate2, tile: CanonicalTile) -> P {
        let tiles = pow(2, Double(tile.z)), extent = 8192.0
        let mx = (180 + point.longitude) / 360
        let my = (180 - (180 / .pi) * log(tan(.pi / 4 + point.latitude * .pi / 360))) / 360
        let x = (mx * tiles * extent).rounded(.toNearestOrAwayFromZero) - Double(tile.x) * extent
        let y = (my * tiles * extent).rounded(.toNearestOrAwayFromZero) - Double(tile.y) * extent
        let backX = (x / extent + Double(tile.x)) / tiles, backY = (y / extent + Double(tile.y)) / tiles
        return (backX * 360 - 180, 360 / .pi * atan(exp((180 - backY * 360) * .pi / 180)) - 90)
    }

    static func distance(from geometry: ExpressionGeometry, tile: CanonicalTile, to targets: [Shape]) -> Double {
        let parts = geometry.parts.map { $0.map { snapped($0, tile: tile) } }
        guard let first = parts.first?.first else { return .nan }
        let ruler = Ruler(latitude: first.y)
        let source: [Shape]
        switch geometry.kind {
        case .points: source = [.points(parts.flatMap { $0 })]
        case .lines: source = parts.map(Shape.line)
        case .polygons: source = [.polygon(parts)]
        }
        var best = Double.infinity
        for a in source { for b in targets { best = min(best, ruler.distance(a, b)) } }
        return best
    }

    /// The cheap ruler: metres per degree of longitude and latitude at one latitude on the WGS84 ellipsoid.
    struct Ruler {
        let kx: Double, ky: Double

        init(latitude: Double) {
            let equatorialRadius = 6378.137, flattening = 1 / 298.257223563
            let e2 = flattening * (2 - flattening)
            let m = .pi / 180 * equatorialRadius * 1000
            let cosine = cos(latitude * .pi / 180)
            let w2 = 1 / (1 - e2 * (1 - cosine * cosine)), w = w2.squareRoot()
            kx = m * w * cosine
            ky = m * w * w2 * (1 - e2)
        }

        private func wrap(_ degrees: Double) -> Double {
            var value = degrees
            while value < -180 { value += 360 }
            while value > 180 { value -= 360 }
            return value
        }

        func distance(_ a: P, _ b: P) -> Double {
            let dx = wrap(a.x - b.x) * kx, dy = (a.y - b.y) * ky
            return (dx * dx + dy * dy).squareRoot()
        }

        /// From a point to the nearest point of segment a–b.
        func distance(_ p: P, segment a: P, _ b: P) -> Double {
            var x = a.x, y = a.y
            let dx = wrap(b.x - x) * kx, dy = (b.y - y) * ky
            if dx != 0 || dy != 0 {
                let t = (wrap(p.x - x) * kx * dx + (p.y - y) * ky * dy) / (dx * dx + dy * dy)
                if t > 1 { x = b.x; y = b.y } else if t > 0 { x += dx / kx * t; y += dy / ky * t }
            }
            return distance(p, (x, y))
        }

        func distance(_ a: Shape, _ b: Shape) -> Double {
            switch (a, b) {
            case (.points(let ps), .points(let qs)): return ps.flatMap { p in qs.map { distance(p, $0) } }.min() ?? .infinity
            case (.points(let ps), .line(let line)), (.line(let line), .points(let ps)):
                return ps.map { pointToLine($0, line) }.min() ?? .infinity
            case (.points(let ps), .polygon(let rings)), (.polygon(let rings), .points(let ps)):
                return ps.map { pointToPolygon($0, rings) }.min() ?? .infinity
            case (.line(let l1), .line(let l2)): return lineToLine(l1, l2)
            case (.line(let line), .polygon(let rings)), (.polygon(let rings), .line(let line)):
                if line.contains(where: { DistanceMeasure.inside($0, rings) }) { return 0 }
                return rings.map { lineToLine(line, $0) }.min() ?? .infinity
            case (.polygon(let r1), .polygon(let r2)):
                if r1.flatMap({ $0 }).contains(where: { DistanceMeasure.inside($0, r2) }) || r2.flatMap({ $0 }).contains(where: { DistanceMeasure.inside($0, r1) }) { return 0 }
                return r1.flatMap { a in r2.map { lineToLine(a, $0) } }.min() ?? .infinity
            }
        }

        private func pointToLine(_ p: P, _ line: [P]) -> Double {
            guard line.count > 1 else { return line.first.map { distance(p, $0) } ?? .infinity }
            return line.indices.dropLast().map { distance(p, segment: line[$0], line[$0 + 1]) }.min() ?? .infinity
        }

        private func pointToPolygon(_ p: P, _ rings: [[P]]) -> Double {
            if DistanceMeasure.inside(p, rings) { return 0 }
            return rings.map { ring in pointToLine(p, ring + (ring.first.map { [$0] } ?? [])) }.min() ?? .infinity
        }

        private func lineToLine(_ a: [P], _ b: [P]) -> Double {
            var best = Double.infinity
            for i in a.indices.dropLast() {
                for j in b.indices.dropLast() {
                    if DistanceMeasure.crosses(a[i], a[i + 1], b[j], b[j + 1]) { return 0 }
                    best = min(best, distance(a[i], segment: b[j], b[j + 1]), distance(a[i + 1], segment: b[j], b[j + 1]),
                               distance(b[j], segment: a[i], a[i + 1]), distance(b[j + 1], segment: a[i], a[i + 1]))
                }
            }
            if a.count == 1 || b.count == 1 { best = min(best, pointToLine(a[0], b), pointToLine(b[0], a)) }
            return best
        }
    }

    /// Inside or on the edge of polygon `rings`.
    static func inside(_ p: P, _ rings: [[P]]) -> Bool {
        PlanarGeometry.location(of: p, in: rings) != .outside
    }

    /// Whether segments a–b and c–d meet (touching counts).
    static func crosses(_ a: P, _ b: P, _ c: P, _ d: P) -> Bool {
        PlanarGeometry.segmentsMeet(a, b, c, d, touching: true)
    }
}
