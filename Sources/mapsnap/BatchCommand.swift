import Foundation
import MapSnap
import Synchronization

/// `mapsnap batch`: many maps from one manifest, data opened once, jobs on every core.
enum BatchCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        if arguments.wantsHelp() {
            print(spec.helpText)
            return .success
        }
        guard let outputDirectory = try arguments.option("--out-dir") else {
            throw MapSnapError(field: "--out-dir", message: "missing output folder (e.g. --out-dir maps)")
        }
        let workers = try arguments.integer("--jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        let shard = try arguments.option("--shard").map(parseShard)
        let resume = try arguments.flag("--resume")
        let dataText = try arguments.option("--data")
        let tilesText = try arguments.option("--tiles")
        let allowedPaths = try arguments.options("--allow-path")
        let positionals = try arguments.positionals()
        guard positionals.count == 1, let manifestPath = positionals.first else {
            throw MapSnapError(field: "manifest", message: "expected one JOBS.jsonl file, got \(positionals.count)")
        }
        let manifest = try BatchManifest.load(path: manifestPath)
        let data = try DataOption.resolve(dataText, tiles: tilesText)
        let jobs = shard.map { manifest.shard($0.index, of: $0.count) } ?? manifest.jobs
        let runner = BatchRunner(manifest: manifest, jobs: jobs, outputDirectory: outputDirectory, data: data, workers: workers,
                                 resume: resume, shard: shard, allowedRoots: allowedPaths)
        let display = ProgressDisplay(isTerminal: isatty(STDERR_FILENO) == 1)
        let results = try runner.run { display.show($0) }
        display.finish()

        let failed = results.filter { $0.status == .error }
        let kept = results.filter { $0.status == .skipped }.count
        let seconds = display.seconds
        let drawn = results.count - failed.count - kept
        let rate = seconds > 0 ? Double(drawn) / seconds : 0
        print("batch: \(results.count) jobs: \(drawn) drawn, \(failed.count) failed, \(kept) kept from an earlier run; "
              + "\(String(format: "%.1f", seconds)) s, \(String(format: "%.0f", rate)) images/s; report: \(outputDirectory)/\(runner.reportName)")
        for result in failed.prefix(10) {
            FileHandle.standardError.write(Data("mapsnap: batch: line \(result.line) (\(result.output)): \(result.error?.description ?? "failed")\n".utf8))
        }
        if failed.count > 10 { FileHandle.standardError.write(Data("mapsnap: batch: … and \(failed.count - 10) more in the report\n".utf8)) }
        return failed.isEmpty ? .success : .negative
    }

    /// `I/N` with 0 ≤ I < N (Kubernetes' `JOB_COMPLETION_INDEX` is 0-based).
    static func parseShard(_ text: String) throws(MapSnapError) -> (index: Int, count: Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 100_000, (0..<count).contains(index) else {
            throw MapSnapError(field: "--shard", message: "\"\(text)\" is not I/N with 0 <= I < N (e.g. 0/4)")
        }
        return (index, count)
    }
}

/// Progress on standard error: a bar redrawn in place on a terminal, otherwise a plain line every tenth of the jobs.
final class ProgressDisplay: Sendable {
    private struct State {
        var last = BatchRunner.Progress()
        var lastDraw = 0.0
        var lastTenth = 0
    }
    private let isTerminal: Bool
    private let state = Mutex(State())

    init(isTerminal: Bool) {
        self.isTerminal = isTerminal
    }

    /// Seconds the run took so far.
    var seconds: Double { state.withLock { $0.last.seconds } }

    func show(_ progress: BatchRunner.Progress) {
        state.withLock { state in
            state.last = progress
            let line = "\(progress.done)/\(progress.total) jobs, \(progress.failed) failed, "
                + "\(String(format: "%.0f", Double(progress.done - progress.skipped - progress.failed) / max(progress.seconds, 0.001))) images/s"
            if isTerminal {
                guard progress.seconds - state.lastDraw >= 0.1 || progress.done == progress.total else { return }
                state.lastDraw = progress.seconds
                let width = 30, filled = progress.total > 0 ? width * progress.done / progress.total : width
                let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
                FileHandle.standardError.write(Data("\r[\(bar)] \(line)  ".utf8))
            } else {
                let tenth = progress.total > 0 ? 10 * progress.done / progress.total : 10
                guard tenth > state.lastTenth else { return }
                state.lastTenth = tenth
                FileHandle.standardError.write(Data("batch: \(line)\n".utf8))
            }
        }
    }

    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
