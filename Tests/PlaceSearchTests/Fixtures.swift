import Foundation
import Geo
import OSM
@testable import PlaceSearch

/// The Helsinki index (built once for the whole test target) and fixture paths.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    static let dataDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Data").path

    static let index: PlaceIndex = {
        var cities: [MapItem] = []
        if let table = try? String(contentsOfFile: dataDirectory + "/world-cities.tsv", encoding: .utf8) {
            cities = PlaceIndexBuilder.cities(tsv: table)
        }
        guard let data = try? PBFReader.read(path: dataDirectory + "/Helsinki.osm.pbf") else { return PlaceIndex(items: cities) }
        return PlaceIndex(data: data, adding: cities)
    }()

    /// Central Helsinki, the region every query is asked in.
    static let region = CoordinateRegion(center: Coordinate(latitude: 60.1699, longitude: 24.9410),
                                         span: CoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
}
