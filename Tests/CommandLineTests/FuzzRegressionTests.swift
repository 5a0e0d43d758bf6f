import Foundation
import Testing

/// Every input a fuzzer ever found (Tests/FuzzRegressions/TARGET/), the seed inputs of every target
/// (`Scripts/dev/fuzz-regression-seeds`: real inputs, cut short and with bytes flipped) and the hostile fixtures,
/// replayed through the parsers: each must end normally. Every target has at least three inputs to replay.
@Test(arguments: ["pbf", "scene", "style", "geojson", "prepared", "sections", "mvt", "pmtiles"])
func fuzzRegressionsStayFixed(target: String) throws {
    let root = URL(fileURLWithPath: CLI.fixtures).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("FuzzRegressions/\(target)").path
    var files = try FileManager.default.contentsOfDirectory(atPath: root).filter { !$0.hasPrefix(".") }.map { "\(root)/\($0)" }
    #expect(files.count >= 3, "Tests/FuzzRegressions/\(target) holds \(files.count) inputs")
    if target == "pbf" {
        files += try FileManager.default.contentsOfDirectory(atPath: "\(CLI.fixtures)/hostile").map { "\(CLI.fixtures)/hostile/\($0)" }
        files += ["\(CLI.fixtures)/truncated.osm.pbf", "\(CLI.fixtures)/not-pbf.osm.pbf", "\(CLI.fixtures)/huge-blob.osm.pbf"]
    }
    if target == "pmtiles" {
        let damaged = URL(fileURLWithPath: CLI.fixtures).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("TilesTests/Fixtures").path
        files += try FileManager.default.contentsOfDirectory(atPath: damaged).filter { $0.hasSuffix(".pmtiles") }.map { "\(damaged)/\($0)" }
    }
    let replay = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().appendingPathComponent("mapsnap-fuzz").path
    let result = try CLI.run([target] + files.sorted(), executable: replay)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "replayed \(files.count) inputs through \(target)\n")
}
