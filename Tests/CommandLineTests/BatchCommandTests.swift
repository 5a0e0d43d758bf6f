import Foundation
import MapSnap
import Testing

private let batchFixtures = CLI.fixtures + "/batch"

/// The report's lines as objects (output → line).
private func report(_ path: String) throws -> [String: [String: Any]] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var lines: [String: [String: Any]] = [:]
    for line in text.split(separator: "\n") {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        lines[try #require(object["output"] as? String)] = object
    }
    return lines
}

@Test func batchDrawsGoodJobsAndReportsBadOnesWithoutStopping() throws {
    let out = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = try CLI.run(["batch", batchFixtures + "/mixed.jsonl", "--out-dir", out, "--jobs", "2"])
    #expect(result.status == 1, "some jobs fail: exit 1\n\(result.stderr)")
    #expect(result.stdout.contains("batch: 6 jobs: 3 drawn, 3 failed, 0 kept"), "\(result.stdout)")
    for name in ["inline.png", "nested/from-file.svg", "nested/search.pdf"] {
        #expect(FileManager.default.fileExists(atPath: "\(out)/\(name)"), "\(name) written")
    }
    for name in ["zero-size.png", "missing-scene.png", "bad-colour.png"] {
        #expect(!FileManager.default.fileExists(atPath: "\(out)/\(name)"), "no file for the failed \(name)")
    }
    let lines = try report(out + "/report.jsonl")
    #expect(lines.count == 6)
    #expect(lines["inline.png"]?["status"] as? String == "ok" && (lines["inline.png"]?["bytes"] as? Int ?? 0) > 1000)
    #expect(lines["nested/from-file.svg"]?["line"] as? Int == 2)
    // Errors name the field and the value, in the report and on stderr.
    #expect(lines["zero-size.png"]?["field"] as? String == "size.width")
    #expect((lines["missing-scene.png"]?["error"] as? String ?? "").contains("no-such-scene.json: no such file"))
    #expect((lines["bad-colour.png"]?["error"] as? String ?? "").contains("#12345"))
    #expect(result.stderr.contains("line 3 (zero-size.png): size.width"))
    // The PNG is a real map image.
    let image = try ImageFile.readPNG(out + "/inline.png")
    #expect(image.width == 200 && image.height == 150)
}

@Test func aBadManifestIsRefusedBeforeAnyDrawing() throws {
    let out = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: out) }
    let cases: [(String, String)] = [
        ("{\"output\": \"a.png\", \"scene\": {}}\nnot json\n", "line 2: "),
        ("{\"output\": \"a.png\", \"scene\": {}}\n{\"output\": \"a.png\", \"scene\": {}}\n", "line 2: output \"a.png\" is also line 1's"),
        ("{\"output\": \"../escape.png\", \"scene\": {}}\n", "line 1: output \"../escape.png\" must stay inside the output folder"),
        ("{\"output\": \"/tmp/abs.png\", \"scene\": {}}\n", "must be relative to the output folder"),
        ("{\"output\": \"a.gif\", \"scene\": {}}\n", "has no .png, .pdf, .svg, .jpg, .jpeg or .webp extension"),
        ("{\"output\": \"a.png\", \"scene\": 5}\n", "scene: expected an object or a scene file path, got 5"),
        ("{\"output\": \"a.png\", \"scene\": {}, \"colour\": 1}\n", "colour: unknown key"),
        ("\n\n", "has no jobs"),
    ]
    for (index, (text, message)) in cases.enumerated() {
        let manifest = "\(out)/manifest-\(index).jsonl"
        try text.write(toFile: manifest, atomically: true, encoding: .utf8)
        let result = try CLI.run(["batch", manifest, "--out-dir", out + "/maps"])
        #expect(result.status == 2, "case \(index)")
        #expect(result.stderr.hasPrefix("mapsnap: error: manifest: ") && result.stderr.contains(message), "case \(index): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out + "/maps"), "nothing drawn or created")
    }
    let options: [([String], String)] = [
        (["--jobs", "0"], "--jobs: \"0\" is not a whole number in 1...256"),
        (["--shard", "3/3"], "--shard: \"3/3\" is not I/N with 0 <= I < N"),
        (["--shard", "x"], "--shard: \"x\" is not I/N"),
    ]
    for (extra, message) in options {
        let result = try CLI.run(["batch", batchFixtures + "/mixed.jsonl", "--out-dir", out + "/maps"] + extra)
        #expect(result.status == 2 && result.stderr.contains(message), "\(extra): \(result.stderr)")
    }
    let missing = try CLI.run(["batch", out + "/none.jsonl", "--out-dir", out + "/maps"])
    #expect(missing.status == 2 && missing.stderr.contains("manifest: \(out)/none.jsonl: no such file"))
}

@Test func shardsSplitAManifestWithoutOverlap() throws {
    let out = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: out) }
    var drawn: [String] = []
    for shard in 0..<3 {
        let result = try CLI.run(["batch", batchFixtures + "/thumbnails.jsonl", "--out-dir", out, "--shard", "\(shard)/3"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try report("\(out)/report.shard-\(shard)-of-3.jsonl")
        #expect(lines.count == 8)
        drawn += lines.keys
    }
    #expect(drawn.count == 24 && Set(drawn).count == 24, "every job exactly once across the shards")
}

@Test func aKilledBatchResumesAndMatchesACleanRunByteForByte() throws {
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let manifest = batchFixtures + "/thumbnails.jsonl"
    // Start, and stop it (SIGTERM) once a few outputs are written.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLI.binary)
    process.arguments = ["batch", manifest, "--out-dir", root + "/resumed", "--jobs", "1"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline {
        let finished = ((try? String(contentsOfFile: root + "/resumed/report.jsonl", encoding: .utf8)) ?? "").split(separator: "\n").count
        if finished >= 4 { break }
        usleep(20_000)
    }
    process.terminate()
    process.waitUntilExit()
    let before = try report(root + "/resumed/report.jsonl")
    #expect(before.count >= 4 && before.count < 24, "stopped part way: \(before.count) finished")
    let leftovers = try FileManager.default.subpathsOfDirectory(atPath: root + "/resumed").filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.isEmpty, "no temporaries left: \(leftovers)")

    let resumed = try CLI.run(["batch", manifest, "--out-dir", root + "/resumed", "--resume"])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stdout.contains("\(24 - before.count) drawn, 0 failed, \(before.count) kept"), "\(resumed.stdout)")
    let after = try report(root + "/resumed/report.jsonl")
    #expect(after.count == 24)
    #expect(after.values.filter { $0["status"] as? String == "skipped" }.count == before.count)

    let clean = try CLI.run(["batch", manifest, "--out-dir", root + "/clean"])
    #expect(clean.status == 0)
    for index in 0..<24 {
        let name = String(format: "thumbs/%05d.png", index)
        let a = FileManager.default.contents(atPath: "\(root)/resumed/\(name)"), b = FileManager.default.contents(atPath: "\(root)/clean/\(name)")
        #expect(a != nil && a == b, "\(name) matches the clean run")
    }

    // A changed scene is drawn again on resume; unchanged ones are kept.
    var lines = try String(contentsOfFile: manifest, encoding: .utf8).split(separator: "\n").map(String.init)
    lines[0] = lines[0].replacingOccurrences(of: "\"scale\": 2", with: "\"scale\": 1")
    let changed = root + "/changed.jsonl"
    try (lines.joined(separator: "\n") + "\n").write(toFile: changed, atomically: true, encoding: .utf8)
    let again = try CLI.run(["batch", changed, "--out-dir", root + "/clean", "--resume"])
    #expect(again.stdout.contains("1 drawn, 0 failed, 23 kept"), "\(again.stdout)")
    #expect(try ImageFile.readPNG(root + "/clean/thumbs/00000.png").width == 256)
}

/// `--cache-mb 0` keeps nothing between jobs and draws the same bytes as the default cache; a negative budget is refused
/// with exit 2, naming the option and the value, before any drawing.
@Test func aBatchWithoutACacheDrawsTheSameMaps() throws {
    let out = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: out) }
    let manifest = "\(out)/manifest.jsonl"
    let scene = #"{"size": {"width": 200, "height": 150}, "region": {"center": {"latitude": 60.17, "longitude": 24.944}, "span": {"latitudeDelta": 0.004, "longitudeDelta": 0.008}}}"#
    try "{\"output\": \"a.png\", \"scene\": \(scene)}\n{\"output\": \"b.png\", \"scene\": \(scene)}\n".write(toFile: manifest, atomically: true, encoding: .utf8)
    let none = try CLI.run(["batch", manifest, "--out-dir", out + "/none", "--cache-mb", "0"])
    let cached = try CLI.run(["batch", manifest, "--out-dir", out + "/cached"])
    #expect(none.status == 0 && cached.status == 0, "\(none.stderr)\(cached.stderr)")
    for name in ["a.png", "b.png"] {
        let drawn = FileManager.default.contents(atPath: "\(out)/none/\(name)")
        #expect(drawn != nil && drawn == FileManager.default.contents(atPath: "\(out)/cached/\(name)"), "\(name) differs without a cache")
    }
    let negative = try CLI.run(["batch", manifest, "--out-dir", out + "/negative", "--cache-mb", "-1"])
    #expect(negative.status == 2 && negative.stderr.contains("--cache-mb") && negative.stderr.contains("-1"), "\(negative.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out + "/negative/a.png"))
}
