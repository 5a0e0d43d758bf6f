import Foundation
import Testing

/// Outputs never replace what is not a regular file, never an input, never each other; `-` is standard output.
@Test func outputsThatWouldClobberAreRefused() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let scene = "\(directory)/scene.json"
    try FileManager.default.copyItem(atPath: "\(CLI.fixtures)/small.json", toPath: scene)
    let sceneBytes = try Data(contentsOf: URL(fileURLWithPath: scene))
    let extract = "\(directory)/roads.osm.pbf"
    try FileManager.default.copyItem(atPath: "\(CLI.fixtures)/long-road.osm.pbf", toPath: extract)
    let extractBytes = try Data(contentsOf: URL(fileURLWithPath: extract))
    try FileManager.default.createSymbolicLink(atPath: "\(directory)/link.png", withDestinationPath: "\(directory)/target.png")
    try FileManager.default.createDirectory(atPath: "\(directory)/folder.png", withIntermediateDirectories: false)
    let cases: [([String], String)] = [
        ([scene, "-o", scene, "--format", "png"], "-o: \(scene) is also the scene input; write to another file"),
        ([scene, "-o", "\(directory)/a.png", "--layout-json", scene], "--layout-json: \(scene) is also the scene input; write to another file"),
        ([scene, "-o", "\(directory)/same.png", "--layout-json", "\(directory)/same.png"],
         "--layout-json: \(directory)/same.png is also the -o output; give each output its own file"),
        ([scene, "--data", extract, "-o", extract, "--format", "png"], "-o: \(extract) is also the --data input; write to another file"),
        ([scene, "-o", "\(directory)/link.png"], "-o: \(directory)/link.png is a symbolic link; name the file itself"),
        ([scene, "-o", "\(directory)/folder.png"], "-o: \(directory)/folder.png is a directory; name a file in it"),
        ([scene, "-o", "/dev/null", "--format", "png"], "-o: /dev/null is a device, pipe or socket, not a file (use - for standard output)"),
        ([scene, "-o", "\(directory)/missing/x.png", "--layout-json", "\(directory)/l.json"],
         "-o: cannot write \(directory)/missing/x.png: directory \(directory)/missing does not exist"),
    ]
    for (arguments, message) in cases {
        let result = try CLI.run(["render"] + arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stderr == "mapsnap: error: \(message)\n", "\(arguments)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: scene)) == sceneBytes)
    #expect(try Data(contentsOf: URL(fileURLWithPath: extract)) == extractBytes)
    let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(left == ["folder.png", "link.png", "roads.osm.pbf", "scene.json"], "\(left)")
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/target.png"))
}

@Test func dashWritesToStandardOutput() throws {
    let result = try CLI.run(["render", "\(CLI.fixtures)/small.json", "-o", "-", "--format", "png"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutBytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
}

/// SIGTERM, SIGINT or SIGHUP at any moment — also the instant the temporaries appear, while they are written and
/// renamed — leaves no temporary and no partial output, and the run ends by the signal (or, when it had already
/// finished, with both outputs in place and status 0), never with a spurious error.
@Test(arguments: [SIGTERM, SIGINT, SIGHUP])
func interruptedRunsLeaveNoTemporaries(signal number: Int32) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // Fixed moments, then "as soon as a temporary exists" a few times (the race the fixed moments rarely hit).
    let moments: [Double?] = [0.05, 0.3, 0.6, nil, nil, nil, nil, nil, nil]
    for delay in moments {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["render", "--center", "60.17,24.94", "--span", "0.05,0.05", "--size", "3000x3000", "--style", "none",
                             "-o", "\(directory)/big.png", "--layout-json", "\(directory)/big.json"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        if let delay {
            Thread.sleep(forTimeInterval: delay)
        } else {
            let deadline = Date().addingTimeInterval(60)
            while process.isRunning, Date() < deadline,
                  !((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).contains(where: { $0.hasSuffix(".tmp") }) {}
        }
        kill(process.processIdentifier, number)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        let moment = delay.map { "after \($0) s" } ?? "when the temporaries appeared"
        #expect(!files.contains { $0.hasSuffix(".tmp") }, "\(moment): \(files)")
        // Either both outputs or neither.
        #expect(files.contains("big.png") == files.contains("big.json"), "\(moment): \(files)")
        let bySignal = process.terminationReason == .uncaughtSignal && process.terminationStatus == number
        let finished = process.terminationReason == .exit && process.terminationStatus == 0 && files.contains("big.png")
        #expect(bySignal || finished, "\(moment): status \(process.terminationStatus) \(process.terminationReason) \(stderr)")
        #expect(stderr.isEmpty, "\(moment): \(stderr)")
        for file in files { try FileManager.default.removeItem(atPath: "\(directory)/\(file)") }
    }
}

@Test func directoryLikeOutputsAndBrokenSVGsGiveOneLine() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let slash = try CLI.run(["render", "\(CLI.fixtures)/small.json", "-o", "\(directory)/", "--format", "png"])
    #expect(slash.status == 2 && slash.stderr == "mapsnap: error: -o: \(directory)/ is a directory; name a file in it\n")
    try Data("<svg xmlns='http://www.w3.org/2000/svg'><g>".utf8).write(to: URL(fileURLWithPath: "\(directory)/broken.svg"))
    try Data(#"{"region": {"center": [60.17, 24.94], "span": {"latitudeDelta": 0.01, "longitudeDelta": 0.01}}, "style": "none", "annotations": [{"type": "marker", "coordinate": [60.17, 24.94], "glyphImage": "broken.svg"}]}"#.utf8)
        .write(to: URL(fileURLWithPath: "\(directory)/scene.json"))
    let broken = try CLI.run(["render", "\(directory)/scene.json", "-o", "\(directory)/out.png"])
    #expect(broken.status == 2)
    #expect(broken.stderr.hasPrefix("mapsnap: error: annotations[0].glyphImage: image \(directory)/broken.svg: not a readable SVG file ("))
    #expect(broken.stderr.filter { $0 == "\n" }.count == 1, "\(broken.stderr)")
}
