import Geo
import MapRender
import OSM
import Testing
@testable import Tiles

@Suite struct TileFeatureSourceTests {
    static let source: TileFeatureSource = {
        // The fixture is committed; a failure to open it fails every test below on their first expectation.
        TileFeatureSource(archive: (try? MBTilesArchive(path: TileFixtures.mbtiles)) ?? EmptyArchive())
    }()

    /// An 800×600 street map at style zoom 15.2 reads the zoom-15 tiles' stand-ins: the zoom-14 tiles covering it.
    @Test func aStreetMapReadsOnlyTheTilesCoveringIt() {
        let viewport = Viewport(region: CoordinateRegion(center: Coordinate(latitude: 60.1699, longitude: 24.944),
                                                         span: CoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.014)),
                                size: Size(width: 800, height: 600))
        let rect = viewport.visibleMapRect
        #expect(Self.source.tileZoom(for: BaseMap.styleZoom(viewport)) == 14)
        #expect(Self.source.tileCount(rect, zoom: BaseMap.styleZoom(viewport)) <= 4)
        #expect(Self.source.tileZoom(for: 3.7) == 3)
        #expect(Self.source.tileZoom(for: 20) == 14)
    }

    /// Lines cut at a tile edge end exactly where the neighbouring tile's piece begins, and every point feature
    /// comes from one tile only.
    @Test func tilesMeetWithoutGapsOrRepeats() throws {
        let bounds = try #require(Self.source.extent)
        let lines = Self.source.features(layer: "transportation", in: bounds, zoom: 14)
        var ends: [MapPoint: Int] = [:]
        for feature in lines {
            guard case .line(let points) = feature.geometry, let first = points.first, let last = points.last else { continue }
            ends[first, default: 0] += 1
            ends[last, default: 0] += 1
        }
        let edges = try #require(TileCoordinate.covering(bounds, zoom: 14, limit: 16)).map(\.tile.bounds)
        func onInnerEdge(_ point: MapPoint) -> Bool {
            edges.contains { tile in
                (abs(point.x - tile.minX) < 1e-6 || abs(point.x - tile.maxX) < 1e-6 || abs(point.y - tile.minY) < 1e-6 || abs(point.y - tile.maxY) < 1e-6)
                    && tile.contains(point)
            } && bounds.contains(point) && edges.filter { $0.contains(point) }.count > 1
        }
        let cutEnds = ends.filter { onInnerEdge($0.key) }
        #expect(cutEnds.count > 20)
        #expect(cutEnds.allSatisfy { $0.value % 2 == 0 }, "line ends on tile edges without a partner")

        let pois = Self.source.features(layer: "poi", in: bounds, zoom: 14)
        let keys = pois.map { "\($0.name ?? "")@\($0.bounds.center)" }
        #expect(pois.count > 100)
        #expect(Set(keys).count == keys.count)
    }

    /// Features read like the extract path's: POI classes are icon names with ranks, tilemaker's names become `name`.
    @Test func featuresCarryTheAttributesTheStylesRead() throws {
        let bounds = try #require(Self.source.extent)
        let pois = Self.source.features(layer: "poi", in: bounds, zoom: 14)
        #expect(pois.allSatisfy { BuiltinIcons.asset(named: $0.featureClass) != nil && Int($0.attributes["rank"] ?? "") != nil })
        #expect(pois.contains { $0.featureClass == "museum" && $0.name == "Ateneum" })
        let water = Self.source.features(layer: "water", in: bounds, zoom: 14)
        #expect(water.contains { $0.featureClass == "ocean" })
        let rails = Self.source.features(layer: "transportation", in: bounds, zoom: 14).map(\.featureClass)
        #expect(rails.contains("transit") && rails.contains("rail") && !rails.contains("tram"))
        #expect(Self.source.features(layer: "extent", in: bounds, zoom: 14).count == 1)
    }

    @Test func buildingsCutByATileRememberTheCut() throws {
        let bounds = try #require(Self.source.extent)
        let buildings = Self.source.features(layer: "building", in: bounds, zoom: 14)
        let cut = buildings.filter { $0.clipBounds != nil }
        #expect(!cut.isEmpty && cut.count < buildings.count / 4)
        for feature in cut {
            let clip = try #require(feature.clipBounds)
            #expect(clip.insetBy(-0.01).contains(feature.bounds))
        }
    }
}

/// An archive without tiles.
private struct EmptyArchive: TileArchive {
    var path: String { "empty" }
    var info: TileArchiveInfo { TileArchiveInfo(minZoom: 0, maxZoom: 0, bounds: nil, name: nil) }
    func storedTile(_ coordinate: TileCoordinate) throws(TileError) -> [UInt8]? { nil }
}

extension MapRect {
    fileprivate func insetBy(_ amount: Double) -> MapRect {
        MapRect(origin: MapPoint(x: minX + amount, y: minY + amount), size: MapSize(width: size.width - 2 * amount, height: size.height - 2 * amount))
    }
}
