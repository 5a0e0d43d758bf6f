import BinaryData
import Foundation
import MapSnap
import MapStyle
import OSM
import StrictJSON

/// The parsers that read untrusted bytes, each as a fuzz target: any input must end in a value or an error, never a
/// crash, a hang or a leak.
enum FuzzTargets {
    static let names = ["pbf", "scene", "style", "geojson", "prepared"]

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
        default:
            break
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
