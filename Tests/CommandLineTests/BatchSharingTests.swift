import Foundation
import Testing
import TestSupport

/// Jobs that share styles, tile files and decoded tiles draw the same bytes as each scene drawn alone: a generated
/// manifest mixing the built-in styles and two MapLibre styles over the Helsinki tiles, sizes, scales, places and
/// formats, run with 1 and with 2 jobs and in reverse order; every output equals `mapsnap render` of its scene.
@Test func sharedJobsDrawTheBytesOfScenesAlone() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let root = CLI.projectRoot
    var generator = SeededGenerator(seed: 4646)
    let styles = ["default", "dark", "\(root)/Styles/openmaptiles/positron/style.json", "\(root)/Styles/openmaptiles/osm-bright/style.json"]
    var scenes: [(name: String, json: String)] = []
    for index in 0..<10 {
        let style = styles[index % styles.count]
        let sources = style.hasSuffix(".json") ? #", "sources": {"openmaptiles": "\#(root)/Data/helsinki.mbtiles"}"# : ""
        let width = Int.random(in: 64...320, using: &generator), height = Int.random(in: 64...240, using: &generator)
        let scale = [1, 2][index % 2]
        let latitude = Double.random(in: 60.164...60.178, using: &generator), longitude = Double.random(in: 24.936...24.952, using: &generator)
        let span = Double.random(in: 0.002...0.02, using: &generator)
        let bearing = index % 3 == 0 ? Double.random(in: 0..<360, using: &generator) : 0
        let json = #"{"size": "\#(width)x\#(height)", "scale": \#(scale), "style": "\#(style)"\#(sources), "bearing": \#(bearing), "region": {"center": [\#(latitude), \#(longitude)], "span": {"latitudeDelta": \#(span / 2), "longitudeDelta": \#(span)}}}"#
        scenes.append(("map-\(index).\(index % 4 == 3 ? "jpg" : "png")", json))
    }
    // Each scene alone.
    var alone: [String: Data] = [:]
    for scene in scenes {
        let path = "\(directory)/scene.json"
        try Data(scene.json.utf8).write(to: URL(fileURLWithPath: path))
        let result = try CLI.run(["render", path, "--allow-path", root, "-o", "\(directory)/alone-\(scene.name)"])
        #expect(result.status == 0, "\(scene.json): \(result.stderr)")
        alone[scene.name] = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/alone-\(scene.name)"))
    }
    for (jobs, order) in [(1, scenes), (2, scenes), (2, Array(scenes.reversed()))] {
        let manifest = order.map { #"{"output": "\#($0.name)", "scene": \#($0.json)}"# }.joined(separator: "\n") + "\n"
        let manifestPath = "\(directory)/jobs.jsonl", out = "\(directory)/out-\(jobs)-\(order[0].name)"
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: manifestPath))
        let result = try CLI.run(["batch", manifestPath, "--out-dir", out, "--jobs", "\(jobs)", "--allow-path", root])
        #expect(result.status == 0, "\(result.stderr)")
        for scene in scenes {
            let drawn = try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(scene.name)"))
            #expect(drawn == alone[scene.name], "\(jobs) jobs: \(scene.name) differs from the scene drawn alone (\(scene.json))")
        }
    }
}
