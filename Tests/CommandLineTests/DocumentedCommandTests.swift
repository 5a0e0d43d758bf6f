import Foundation
import Testing

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The `sh` blocks of the README and of every document in Docs/, each with the file it comes from.
private func documentedBlocks() throws -> [(file: String, script: String)] {
    let documents = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: "\(root)/Docs")).filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
    var blocks: [(String, String)] = []
    for document in documents {
        let text = try String(contentsOfFile: "\(root)/\(document)", encoding: .utf8)
        var inBlock = false
        var lines: [String] = []
        for line in text.components(separatedBy: "\n") {
            if !inBlock, line == "```sh" {
                inBlock = true
                lines = []
            } else if inBlock, line == "```" {
                inBlock = false
                blocks.append((document, lines.joined(separator: "\n")))
            } else if inBlock {
                lines.append(line)
            }
        }
    }
    return blocks
}

/// Every command the README and Docs/ show in an `sh` block runs as written, from a copy of the checkout's
/// examples and data, with the built `mapsnap` on PATH, and succeeds (the blocks of `text` are synopses).
@Test func everyDocumentedCommandRuns() throws {
    let blocks = try documentedBlocks()
    #expect(blocks.count >= 5)
    let work = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: work) }
    for folder in ["Examples", "Data", "Styles"] {
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/cp")
        copy.arguments = ["-rL", "\(root)/\(folder)", "\(work)/\(folder)"]
        try copy.run()
        copy.waitUntilExit()
    }
    try FileManager.default.createDirectory(atPath: "\(work)/output", withIntermediateDirectories: true)
    let binaries = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = binaries + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    var ran = 0
    for (file, script) in blocks {
        let result = try CLI.run(["-e", "-c", script + "\nwait 2>/dev/null || true"], executable: "/bin/bash", in: work, environment: environment)
        #expect(result.status == 0, "\(file): a block failed (status \(result.status)):\n\(script)\n\(result.stderr.suffix(600))")
        ran += script.components(separatedBy: "\n").filter { $0.hasPrefix("mapsnap ") }.count
    }
    #expect(ran >= 20, "only \(ran) documented commands ran")
}
