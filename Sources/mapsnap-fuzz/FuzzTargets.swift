import BinaryData
import Foundation
import Geo
import MapSnap
import MapStyle
import OSM
import PlaceSearch
import Routing
import StrictJSON
import Tiles

/// The parsers that read untrusted bytes, each as a fuzz target: any input must end in a value or an error, never a
/// crash, a hang or a leak.
enum FuzzTargets {
    static let names = ["pbf", "scene", "style", "geojson", "prepared", "sections", "mvt", "pmtiles"]

    static func run(_ target: String, _ bytes: [UInt8]) {
        switch target {
        case "pbf":
            _ = try? PBFReader.read(Data(bytes))
        case "scene":
            if let scene = try? Scene.decode(bytes, access: .none) { _ = try? scene.options.validate() }
        case "style":
            _ = try? StyleParser.parse(bytes, name: "fuzz")
        case "geojson":
            if let root = try? JSONParser.parse(bytes) { _ = try? GeoJSONReader.features(in: JSONNode(root)) }
        case "prepared":
            prepared(bytes)
        case "sections":
            sections(bytes)
        case "mvt":
            // The first byte picks the tile's zoom (0…14), so features are made at every scale.
            guard let zoom = bytes.first.map({ Int($0 % 15) }), let tile = try? VectorTileDecoder.decode(Array(bytes.dropFirst())) else { return }
            _ = TileFeatures.features(tile, at: TileCoordinate(z: zoom, x: (1 << zoom) / 2, y: (1 << zoom) / 3), shift: 0)
        case "pmtiles":
            pmtiles(bytes)
        default:
            break
        }
    }

    /// A PMTiles image: open it, then read and decode every tile its zoom range has around Helsinki.
    private static func pmtiles(_ bytes: [UInt8]) {
        guard let archive = try? PMTilesArchive(storage: OwnedBytes(bytes), path: "fuzz") else { return }
        let source = TileFeatureSource(archive: archive)
        let helsinki = MapRect(origin: MapPoint(Coordinate(latitude: 60.16, longitude: 24.93)), size: MapSize(width: 3000, height: 3000))
        for zoom in archive.info.minZoom...min(archive.info.maxZoom, 16) {
            try? source.load(helsinki, zoom: Double(zoom))
            _ = source.features(layer: "transportation", in: helsinki, zoom: Double(zoom))
        }
    }

    /// The three section decoders of prepared files on their own (fast, small inputs): the first byte picks the
    /// features, place-index or road-graph decoder, the rest is the section.
    private static func sections(_ bytes: [UInt8]) {
        guard let kind = bytes.first else { return }
        let region = ByteRegion(bytes: Array(bytes.dropFirst()))
        switch kind % 3 {
        case 0:
            guard let store = try? MappedFeatureStore(section: region) else { return }
            let everything = MapRect(origin: MapPoint(x: -2e7, y: -2e7), size: MapSize(width: 4e7, height: 4e7))
            for layer in ["transportation", "building", "water", "poi"] { _ = store.query(layer: layer, in: everything).map(store.feature(at:)) }
        case 1:
            guard let index = try? PlaceIndex(preparedSection: region) else { return }
            for query in ["kamppi", "cafe", "tokyo", "aleksanterinkatu 24", "stokman"] {
                _ = try? LocalSearch(index: index).start(LocalSearch.Request(naturalLanguageQuery: query))
            }
            _ = LocalSearchCompleter(index: index).completions(for: "ka")
            _ = Geocoder(index: index).reverse(Coordinate(latitude: 60.17, longitude: 24.94))
        default:
            guard let graph = try? RoadGraph(preparedSection: region) else { return }
            _ = try? Directions(graph: graph).calculate(
                Directions.Request(source: Coordinate(latitude: 60.17, longitude: 24.94), destination: Coordinate(latitude: 60.171, longitude: 24.945)))
        }
    }

    /// Seeds for the `sections` target from an extract: its features, a place index without world cities, and its
    /// car graph, each prefixed with the byte that selects its decoder.
    static func writeSectionSeeds(extract: String, to folder: String) throws {
        let data = try PBFReader.read(path: extract)
        let seeds: [(String, UInt8, [UInt8])] = [
            ("features", 0, FeatureStore(data: data).preparedSection()),
            ("places", 1, PlaceIndex(data: data).preparedSection()),
            ("graph", 2, RoadGraph(data: data, transport: .automobile).preparedSection()),
        ]
        for (name, kind, section) in seeds {
            try Data([kind] + section).write(to: URL(fileURLWithPath: "\(folder)/\(name).section"))
        }
    }

    /// A prepared file image: open it, then query features, search and route.
    private static func prepared(_ bytes: [UInt8]) {
        guard let data = try? MapData(preparedImage: bytes, name: "fuzz") else { return }
        let rect = MapRect(origin: MapPoint(x: 2_776_000, y: 8_438_000), size: MapSize(width: 2_000, height: 2_000))
        if let features = try? data.features() {
            for layer in ["transportation", "building", "water", "poi", "transportation_name", "world_land"] { _ = features.features(layer: layer, in: rect) }
        }
        _ = try? LocalSearch(data: data).run(LocalSearch.Request(naturalLanguageQuery: "kamppi"))
        _ = try? Directions(data: data, transport: .automobile).calculate(
            Directions.Request(source: Coordinate(latitude: 60.169, longitude: 24.936), destination: Coordinate(latitude: 60.17, longitude: 24.95)))
    }
}
