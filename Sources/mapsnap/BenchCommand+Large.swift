import Foundation
import MapSnap

extension BenchCommand {
    /// Rows for a city-sized prepared file (`Scripts/make-large-extract 8` then `mapsnap prepare`): each run opens the
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
        return rows
    }
}
