import Features
import Geo
import OSM

/// Turns one decoded tile into base-map features on the Web Mercator plane, cut to the tile's own square so that
/// neighbouring tiles meet without overlap: points in the buffer belong to the neighbour, lines end on the edge
/// where the neighbour's piece starts (at the same point, for street names to join), and polygon rings are cut
/// along the edge (the cut is recorded so outlines are not drawn along it).
public enum TileFeatures {
    /// Features by target layer; with `adapting`, in MapSnap's attributes (`OpenMapTilesAdapter`), else as in the tile.
    public static func features(_ tile: VectorTile, at coordinate: TileCoordinate, shift: Double, adapting: Bool = true) -> [String: [MapFeature]] {
        var result: [String: [MapFeature]] = [:]
        let half = WebMercator.worldWidth / 2
        let tileBounds = coordinate.bounds
        let clipBounds = MapRect(origin: MapPoint(x: tileBounds.origin.x + shift, y: tileBounds.origin.y), size: tileBounds.size)
        // Features of a layer share a few dozen attribute sets (class, subclass, …): adapt each set once.
        var adapted: [AdaptedKey: [String: String]?] = [:]
        for layer in tile.layers {
            guard let target = adapting ? OpenMapTilesAdapter.targetLayer(layer.name) : layer.name else { continue }
            let extent = Double(layer.extent)
            // Tile units to global units at this zoom (integers stay integers), and global units to metres.
            let originX = Double(coordinate.x) * extent, originY = Double(coordinate.y) * extent
            let metres = WebMercator.worldWidth / (extent * Double(coordinate.tilesPerSide))
            let square = Rect(x: originX, y: originY, width: extent, height: extent)
            func global(_ point: SIMD2<Int32>) -> Point { Point(x: originX + Double(point.x), y: originY + Double(point.y)) }
            func projected(_ point: Point) -> MapPoint { MapPoint(x: point.x * metres - half + shift, y: half - point.y * metres) }
            var features: [MapFeature] = []
            for feature in layer.features {
                let key = AdaptedKey(layer: layer.name, attributes: feature.attributes, type: feature.type)
                let known = adapted[key]
                let made = known ?? (adapting ? OpenMapTilesAdapter.attributes(layer.name, feature.attributes, type: feature.type) : feature.attributes)
                if known == nil { adapted[key] = .some(made) }
                guard let attributes = made else { continue }
                let id = feature.id.map { Int64(truncatingIfNeeded: $0) } ?? 0
                func add(_ geometry: FeatureGeometry, clipped: Bool) {
                    var made = MapFeature(layer: target, attributes: attributes, geometry: geometry, osmID: id)
                    if clipped { made.clipBounds = clipBounds }
                    features.append(made)
                }
                switch feature.type {
                case .point:
                    for part in feature.parts {
                        guard let point = part.first, point.x >= 0, point.y >= 0, Int(point.x) < layer.extent, Int(point.y) < layer.extent else { continue }
                        add(.point(projected(global(point))), clipped: false)
                    }
                case .lineString:
                    for part in feature.parts where part.count > 1 {
                        for piece in Clipping.clipPolyline(part.map(global), to: square) where piece.count > 1 {
                            // The tile's square goes with its lines too: MapLibre styles' labels are placed per tile.
                            add(.line(piece.map(projected)), clipped: true)
                        }
                    }
                case .polygon:
                    for polygon in polygons(feature.parts) {
                        let inside = polygon.allSatisfy { ring in ring.allSatisfy { $0.x >= 0 && $0.y >= 0 && Int($0.x) <= layer.extent && Int($0.y) <= layer.extent } }
                        let rings = polygon.map { ring in inside ? ring.map(global) : Clipping.clipRing(ring.map(global), to: square) }
                        guard let exterior = rings.first, exterior.count > 2 else { continue }
                        add(.polygon(rings.filter { $0.count > 2 }.map { $0.map(projected) }), clipped: !inside)
                    }
                case .unknown:
                    continue
                }
            }
            result[target, default: []] += features
        }
        return result
    }

    /// A feature's layer, attributes and type: what its adapted attributes depend on.
    struct AdaptedKey: Hashable {
        let layer: String
        let attributes: [String: String]
        let type: VectorTile.GeometryType
    }

    /// Rings grouped into polygons: each exterior ring (positive area in tile units, y down) starts a polygon and the
    /// holes after it join it. A first ring wound the other way is taken as an exterior too.
    static func polygons(_ rings: [[SIMD2<Int32>]]) -> [[[SIMD2<Int32>]]] {
        var polygons: [[[SIMD2<Int32>]]] = []
        var exteriorSign = 0
        for ring in rings where ring.count > 3 {
            var twiceArea: Int64 = 0
            for (a, b) in zip(ring, ring.dropFirst()) { twiceArea += Int64(a.x) * Int64(b.y) - Int64(b.x) * Int64(a.y) }
            guard twiceArea != 0 else { continue }
            let sign = twiceArea > 0 ? 1 : -1
            if exteriorSign == 0 { exteriorSign = sign }
            if sign == exteriorSign || polygons.isEmpty {
                polygons.append([ring])
            } else {
                polygons[polygons.count - 1].append(ring)
            }
        }
        return polygons
    }
}
