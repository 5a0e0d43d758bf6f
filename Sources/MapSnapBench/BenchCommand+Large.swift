import CommandLineKit
import Foundation
import Geo
import MapSnap
import PlaceSearch
import Routing

extension BenchCommand {
    /// Rows for a city-sized prepared file (`Scripts/fixtures/make-large-extract 8` then `mapsnap prepare`): each run opens the
    /// file afresh, as a new process would, and does one thing with it.
    static func largeRows(runs: Int, path: String) throws -> [BenchRow] {
        let output = FileManager.default.temporaryDirectory.path + "/mapsnap-bench-large-\(getpid()).png"
        defer { unlink(output) }
        var street = MapSnapshotter.Options()
        street.size = Size(width: 800, height: 600)
        street.region = CoordinateRegion(center: Coordinate(latitude: 60.17, longitude: 24.94), span: CoordinateSpan(latitudeDelta: 0.006, longitudeDelta: 0.01))
        let name = URL(fileURLWithPath: path).lastPathComponent
        var rows: [BenchRow] = []
        rows.append(try time("\(name): open (map, check header and tables)", target: "-", runs: runs) {
            _ = try MapData(path: path).extractFeatures()
        })
        rows.append(try time("\(name): open + 800x600 street map, PNG written", target: "-", runs: runs) {
            try MapSnapshotter(options: street, data: MapData(path: path)).write(to: output, format: .png)
        })
        for query in ["kamppi", "cafe", "pizza"] {
            rows.append(try time("\(name): open + search \"\(query)\"", target: "-", runs: runs) {
                _ = try LocalSearch(data: MapData(path: path)).run(LocalSearch.Request(naturalLanguageQuery: query))
            })
        }
        let request = Directions.Request(source: Coordinate(latitude: 60.214753, longitude: 24.991808), destination: Coordinate(latitude: 60.215753, longitude: 25.005808))
        rows.append(try time("\(name): open + car route inside the far corner copy", target: "-", runs: runs) {
            _ = try Directions(data: MapData(path: path), transport: .automobile).calculate(request)
        })
        // Corner to corner across the whole grid, when its copies are joined (`make-large-extract 8 --connect`): the
        // landmark bound at work. The graph is opened once; only the route is timed.
        let across = Directions.Request(source: Coordinate(latitude: 60.1699, longitude: 24.9410), destination: Coordinate(latitude: 60.2790, longitude: 25.0750))
        let data = try MapData(path: path)
        for transport in [TransportType.automobile, .walking, .cycling] {
            let directions = try Directions(data: data, transport: transport)
            var request = across
            request.transportType = transport
            guard (try? directions.calculate(request)) != nil else { continue }  // copies not joined
            rows.append(try time("\(name): \(transport.rawValue) route corner to corner (~20 km), graph open", target: "-", runs: runs) {
                _ = try directions.calculate(request)
            })
        }
        return rows
    }
}
