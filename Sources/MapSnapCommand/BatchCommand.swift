import BinaryData
import CommandLineKit
import Features
import Foundation
import Geo
import MapSnap
import Synchronization

/// `mapsnap batch`: many maps from one manifest, data opened once, jobs on every core.
enum BatchCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        guard let outputDirectory = try arguments.option("--out-dir") else {
            throw MapSnapError(field: "--out-dir", message: "missing output folder (e.g. --out-dir maps)")
        }
        let workers = try arguments.integer("--jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        // Decoded features kept between jobs are made on every worker: one heap per core, not glibc's eight, lets
        // the memory a cache frees be used again (Allocator).
        Allocator.limitHeaps(to: ProcessInfo.processInfo.activeProcessorCount)
        let shard = try arguments.option("--shard").map(BatchManifest.parseShard)
        let resume = try arguments.flag("--resume")
        let dataText = try arguments.option("--data")
        let tilesText = try arguments.option("--tiles")
        let allowedPaths = try arguments.options("--allow-path")
        let cacheMegabytes = try arguments.integer("--cache-mb", in: 0...1_000_000) ?? RenderResources.defaultDecodedTileBytes >> 20
        let positionals = try arguments.positionals()
        guard positionals.count == 1, let manifestPath = positionals.first else {
            throw MapSnapError(field: "manifest", message: "expected one JOBS.jsonl file, got \(positionals.count)")
        }
        let manifest = try BatchManifest.load(path: manifestPath)
        let data = try DataOption.resolve(dataText, tiles: tilesText).keepingDecodedTiles(cacheMegabytes << 20)
        let jobs = shard.map { manifest.shard($0.index, of: $0.count) } ?? manifest.jobs
        let runner = BatchRunner(manifest: manifest, jobs: jobs, outputDirectory: outputDirectory, data: data, workers: workers,
                                 resume: resume, shard: shard, allowedRoots: allowedPaths,
                                 resources: RenderResources(decodedTileBytes: cacheMegabytes << 20))
        // A page of a data file cut short under the run is read as zeros, not a bus error; the jobs then fail.
        MappedFileFaults.survive()
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
}
