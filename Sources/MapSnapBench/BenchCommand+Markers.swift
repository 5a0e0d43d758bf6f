import CommandLineKit
import Foundation
import Geo
import MapSnap

extension BenchCommand {
    /// Many clustered markers: 10,000 drawn and laid out, and 100,000 laid out (`mapsnap bench --only markers`).
    static func markerRows(runs: Int, output: String) throws -> [BenchRow] {
        var rows: [BenchRow] = []
        var manyMarkers = BenchScenes.options(overlays: [], scale: 2)
        manyMarkers.size = Size(width: 1024, height: 768)
        manyMarkers.annotations = BenchScenes.markers(10_000, clustered: true)
        rows.append(try time("1024x768@2x, 10,000 clustered markers, PNG written", target: "< 1,000 ms", runs: max(3, runs / 5)) {
            try MapSnapshotter(options: manyMarkers).write(to: output, format: .png)
        })
        let manySnapshotter = try MapSnapshotter(options: manyMarkers)
        rows.append(try time("  of which: layout (cluster + place + display list)", target: "< 50 ms", runs: max(3, runs / 5)) {
            _ = try manySnapshotter.plan()
        })
        var hundredThousand = manyMarkers
        hundredThousand.annotations = BenchScenes.markers(100_000, clustered: true)
        let hundredThousandSnapshotter = try MapSnapshotter(options: hundredThousand)
        rows.append(try time("1024x768@2x, 100,000 clustered markers: layout", target: "< 500 ms", runs: max(3, runs / 10)) {
            _ = try hundredThousandSnapshotter.plan()
        })
        return rows
    }
}
