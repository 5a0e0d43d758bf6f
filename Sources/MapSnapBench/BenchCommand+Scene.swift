import CairoCanvas
import CommandLineKit
import Foundation
import Geo
import MapSnap

extension BenchCommand {
    /// Times one scene file in-process (`mapsnap bench --scene SCENE.json`): the whole PNG, drawing into pixels,
    /// layout alone, PNG encoding alone (and with the previous encoder, and as png8), with the PNG sizes. Data and fonts are loaded before timing starts.
    static func sceneRows(path: String, dataPath: String?, runs: Int) throws -> (rows: [BenchRow], pngBytes: Int, png8Bytes: Int, tilesRead: Int?) {
        let scene = try Scene.load(path: path, allowedRoots: [])
        let data = try (dataPath ?? scene.dataPath).map { (path) throws(MapSnapError) in try MapData(path: path) } ?? MapData.builtIn
        let snapshotter = try MapSnapshotter(options: scene.options, data: data)
        var pngBytes = 0
        let whole = try time("scene: PNG bytes (layout + draw + encode)", target: "-", runs: runs) {
            pngBytes = try snapshotter.encoded(as: .png).bytes.count
        }
        let draw = try time("  draw into pixels (layout + draw)", target: "-", runs: runs) {
            try snapshotter.drawAndDiscard()
        }
        let layout = try time("  layout (display list only)", target: "-", runs: runs) {
            _ = try snapshotter.plan()
        }
        let image = try EncodableImage(snapshotter.start().image)
        var png8 = scene.options.pngEncoding
        png8.palette = true
        var png8Bytes = 0
        // The encoders take turns, so their ratio holds while the machine's speed drifts.
        let encoders = try timeInTurns([
            ("  PNG encoding alone", "-", { _ = try image.encode(encoding: scene.options.pngEncoding) }),
            ("  PNG encoding alone, previous encoder (libpng)", "-", { _ = try image.encode(encoder: .libpng) }),
            ("  PNG encoding alone, png8", "-", { png8Bytes = try image.encode(encoding: png8).count }),
        ], runs: runs)
        let (encode, previous, palette) = (encoders[0], encoders[1], encoders[2])
        return ([whole, draw, layout, encode, previous, palette], pngBytes, png8Bytes, data.tiles?.tilesRead)
    }

    /// The rows as one JSON object (for `Scripts/bench/bench-peers`): medians and p99 in milliseconds, and the PNG sizes.
    static func json(_ rows: [BenchRow], pngBytes: Int, png8Bytes: Int, tilesRead: Int?) -> String {
        let keys = ["png", "draw", "layout", "encode", "encodePrevious", "encodePNG8"]
        let fields = zip(keys, rows).map { key, row in
            "\"\(key)\": {\"median\": \(row.percentile(0.5)), \"p99\": \(row.percentile(0.99)), \"runs\": \(row.samples.count)}"
        }
        let tiles = tilesRead.map { ["\"tilesRead\": \($0)"] } ?? []
        return "{" + (fields + ["\"pngBytes\": \(pngBytes)", "\"png8Bytes\": \(png8Bytes)"] + tiles).joined(separator: ", ") + "}"
    }
}
