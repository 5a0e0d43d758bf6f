import CairoCanvas
import Foundation
import Synchronization
import Testing
@testable import MapSnap

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// A folder holding a copy of `style` (a MapLibre style over `tiles.mbtiles`, a copy of Data/helsinki.mbtiles beside
/// it) and a manifest of `count` thumbnails of central Helsinki drawn with it.
private func styledBatch(count: Int, background: String) throws -> String {
    let folder = NSTemporaryDirectory() + "mapsnap-shared-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: "\(root)/Data/helsinki.mbtiles", toPath: "\(folder)/tiles.mbtiles")
    try writeStyle(in: folder, background: background)
    let lines = (0..<count).map { index in
        #"{"output": "map-\#(index).png", "scene": {"size": "96x64", "style": "style.json", "attribution": false, "region": {"center": [\#(60.168 + Double(index) * 0.001), 24.944], "span": {"latitudeDelta": 0.004, "longitudeDelta": 0.008}}}}"#
    }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: "\(folder)/jobs.jsonl"))
    return folder
}

/// A style of a background and the tiles' water.
private func writeStyle(in folder: String, background: String) throws {
    let style = """
        {"version": 8, "sources": {"openmaptiles": {"type": "vector", "url": "mbtiles://tiles.mbtiles"}},
         "layers": [{"id": "bg", "type": "background", "paint": {"background-color": "\(background)"}},
                    {"id": "water", "type": "fill", "source": "openmaptiles", "source-layer": "water", "paint": {"fill-color": "#0000ff"}}]}
        """
    try Data(style.utf8).write(to: URL(fileURLWithPath: "\(folder)/style.json"))
}

/// The first pixel of a PNG (decoded by the renderer's codec).
private func cornerPixel(_ path: String) throws -> (UInt8, UInt8, UInt8) {
    let image = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    return (image.pixels[0], image.pixels[1], image.pixels[2])
}

/// One batch shares a style between its jobs, yet a style file rewritten between two jobs (from the progress callback,
/// jobs one at a time) draws the next job with the new style: red before, green after.
@Test func aStyleChangedMidBatchIsReadAgain() throws {
    let folder = try styledBatch(count: 4, background: "#ff0000")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let manifest = try BatchManifest.load(path: "\(folder)/jobs.jsonl")
    let runner = BatchRunner(manifest: manifest, outputDirectory: "\(folder)/out", data: .builtIn, workers: 1)
    let rewritten = Mutex(false)
    let results = try runner.run { progress in
        guard progress.done == 2 else { return }
        try? writeStyle(in: folder, background: "#00ff00")
        rewritten.withLock { $0 = true }
    }
    #expect(rewritten.withLock { $0 } && results.allSatisfy { $0.status == .ok })
    for index in 0..<4 {
        let (red, green, _) = try cornerPixel("\(folder)/out/map-\(index).png")
        #expect(index < 2 ? (red > 200 && green < 50) : (green > 200 && red < 50), "map \(index): \(red), \(green)")
    }
}

/// A tile file removed mid-batch is a clear error for the jobs after it, naming the file; the jobs before it and a
/// job of the same batch that reads other tiles are drawn.
@Test func aTileFileRemovedMidBatchFailsOnlyItsJobs() throws {
    let folder = try styledBatch(count: 3, background: "#ff0000")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A fourth job over the built-in style, which does not read the copied tiles.
    let other = #"{"output": "other.png", "scene": {"size": "96x64", "attribution": false, "region": {"center": [60.17, 24.944], "span": {"latitudeDelta": 0.004, "longitudeDelta": 0.008}}}}"#
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: "\(folder)/jobs.jsonl"))
    handle.seekToEndOfFile()
    handle.write(Data((other + "\n").utf8))
    try handle.close()
    let manifest = try BatchManifest.load(path: "\(folder)/jobs.jsonl")
    let runner = BatchRunner(manifest: manifest, outputDirectory: "\(folder)/out", data: .builtIn, workers: 1)
    let results = try runner.run { progress in
        if progress.done == 1 { try? FileManager.default.removeItem(atPath: "\(folder)/tiles.mbtiles") }
    }
    #expect(results.map(\.status) == [.ok, .error, .error, .ok], "\(results.map(\.status))")
    for failed in results where failed.status == .error {
        let message = failed.error?.description ?? ""
        #expect(message.contains("tiles.mbtiles") && message.split(separator: "\n").count == 1, "\(message)")
    }
    #expect(FileManager.default.fileExists(atPath: "\(folder)/out/other.png"))
}
