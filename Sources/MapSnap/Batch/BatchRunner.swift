import BinaryData
import Foundation
import Synchronization

/// Runs a batch: every job of a manifest (or of one shard) drawn on `workers` threads over data opened once, each
/// output written atomically into the output folder, a report line per job, and a failing job never stopping the
/// others.
public struct BatchRunner: Sendable {
    /// Counts so far, for progress displays.
    public struct Progress: Sendable, Equatable {
        /// Jobs finished (drawn, failed or kept).
        public var done = 0
        /// Jobs that failed.
        public var failed = 0
        /// Jobs kept from an earlier run.
        public var skipped = 0
        /// Jobs in this run.
        public var total = 0
        /// Seconds since the run started.
        public var seconds = 0.0

        /// Counts of a run that has not started.
        public init(done: Int = 0, failed: Int = 0, skipped: Int = 0, total: Int = 0, seconds: Double = 0) {
            (self.done, self.failed, self.skipped, self.total, self.seconds) = (done, failed, skipped, total, seconds)
        }
    }

    /// The manifest.
    public var manifest: BatchManifest
    /// The jobs to run (the manifest's, or a shard's).
    public var jobs: [BatchJob]
    /// The output folder.
    public var outputDirectory: String
    /// The data scenes without their own `data` use.
    public var data: MapData
    /// Threads drawing at once.
    public var workers: Int
    /// Keep outputs from an earlier run whose scene hash still matches.
    public var resume: Bool
    /// The report file's name inside the output folder.
    public var reportName: String
    /// Folders besides the manifest's whose files scenes may name.
    public var allowedRoots: [String]
    /// What the jobs share: styles, tile files and their decoded tiles (read again when a file changes on disk).
    public var resources: RenderResources

    /// A runner for `jobs` of `manifest` (default: all of them), its jobs sharing `resources` (default: a new set).
    public init(manifest: BatchManifest, jobs: [BatchJob]? = nil, outputDirectory: String, data: MapData, workers: Int,
                resume: Bool = false, shard: (index: Int, count: Int)? = nil, allowedRoots: [String] = [],
                resources: RenderResources = RenderResources()) {
        self.resources = resources
        self.manifest = manifest
        self.jobs = jobs ?? manifest.jobs
        self.outputDirectory = outputDirectory
        self.data = data
        self.workers = max(1, workers)
        self.resume = resume
        reportName = BatchReport.name(shard: shard)
        self.allowedRoots = allowedRoots
    }

    /// Runs the jobs; `progress` is called (one call at a time) after each job. Returns every job's result in
    /// manifest order. Throws only when the output folder or the report cannot be written.
    public func run(progress: @Sendable (Progress) -> Void = { _ in }) throws(MapSnapError) -> [BatchResult] {
        let start = Date()
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw MapSnapError(field: "--out-dir", message: "cannot create \(outputDirectory): \(error.localizedDescription)")
        }
        let reportPath = "\(outputDirectory)/\(reportName)"
        try OutputSet(inputs: manifestInputs(nil)).checkNotAnInput(reportPath, field: "--out-dir")
        // What an earlier run finished and still holds: same output, same scene hash, file still there.
        var kept: [Int: BatchResult] = [:]
        if resume {
            let earlier = Dictionary(BatchReport.read(path: reportPath).filter { $0.status != .error }.map { ($0.output, $0) },
                                     uniquingKeysWith: { _, last in last })
            for (position, job) in jobs.enumerated() {
                guard let result = earlier[job.output], FileManager.default.fileExists(atPath: outputPath(job)),
                      let bytes = try? manifest.sceneBytes(of: job), hash(job, bytes) == result.sceneHash else { continue }
                kept[position] = BatchResult(line: job.line, output: job.output, status: .skipped, error: nil, milliseconds: 0,
                                             bytes: result.bytes, sceneHash: result.sceneHash)
            }
        }
        let report = try BatchReport(path: reportPath, kept: kept.keys.sorted().compactMap { kept[$0] })
        let pending = jobs.indices.filter { kept[$0] == nil }
        let results = Mutex<[Int: BatchResult]>(kept)
        let counts = Mutex(Progress(done: kept.count, failed: 0, skipped: kept.count, total: jobs.count, seconds: 0))
        let next = Atomic<Int>(0)
        let dataFiles = OpenedDataFiles(resources: resources)
        let faultsAtStart = MappedFileFaults.count
        DispatchQueue.concurrentPerform(iterations: min(workers, max(pending.count, 1))) { _ in
            while true {
                let slot = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard slot < pending.count else { return }
                let position = pending[slot]
                let result = draw(jobs[position], dataFiles: dataFiles, faultsAtStart: faultsAtStart)
                report.append(result)
                results.withLock { $0[position] = result }
                counts.withLock { counts in
                    counts.done += 1
                    if result.status == .error { counts.failed += 1 }
                    counts.seconds = Date().timeIntervalSince(start)
                    progress(counts)
                }
            }
        }
        return results.withLock { all in jobs.indices.compactMap { all[$0] } }
    }

    /// The manifest file and, for `job`, its scene file.
    private func manifestInputs(_ job: BatchJob?) -> [InputFile] {
        var files = manifest.path.map { [InputFile(field: "manifest", path: $0)] } ?? []
        if let job {
            let sources: [BatchJob.SceneSource]
            if case .pages(let pages) = job.scene { sources = pages } else { sources = [job.scene] }
            for case .file(let path) in sources { files.append(InputFile(field: "line \(job.line) scene", path: manifest.resolve(path))) }
        }
        return files
    }

    private func outputPath(_ job: BatchJob) -> String {
        "\(outputDirectory)/\(job.output)"
    }

    private func hash(_ job: BatchJob, _ sceneBytes: [UInt8]) -> String {
        BatchManifest.hash(scene: sceneBytes, output: job.output, dataPath: data.path + (data.tiles.map { "\u{0}" + $0.archive.path } ?? ""))
    }

    /// A scene source read and checked, its files resolving against its folder.
    private func decode(_ source: BatchJob.SceneSource) throws(MapSnapError) -> Scene {
        let folder: String
        switch source {
        case .file(let path): folder = URL(fileURLWithPath: manifest.resolve(path)).deletingLastPathComponent().path
        case .inline, .pages: folder = manifest.baseDirectory
        }
        return try Scene.decode(try manifest.sceneBytes(of: source), access: FileAccess(baseDirectory: folder, allowedRoots: allowedRoots))
    }

    /// Draws one job and writes its output; any failure becomes the result's error.
    /// Draws one job. Once a data file mapped by the run has been cut short under it (`MappedFileFaults`), what the
    /// run reads from it may be zeros, so every job finishing after that fails rather than writes a wrong map
    /// (`--resume` draws them again over the new file).
    private func draw(_ job: BatchJob, dataFiles: OpenedDataFiles, faultsAtStart: Int) -> BatchResult {
        let start = Date()
        var hashText = ""
        do throws(MapSnapError) {
            let bytes = try manifest.sceneBytes(of: job)
            hashText = hash(job, bytes)
            var scene: Scene
            if case .pages(let pages) = job.scene {
                // A PDF of the lines naming it: each line's scene a page (files resolve against each scene's folder).
                var scenes: [Scene] = []
                for page in pages { scenes.append(try decode(page)) }
                scene = scenes[0]
                scene.pages = scenes.flatMap { $0.pages.isEmpty ? [$0] : $0.pages }
                scene.routeAtlas = nil
                scene.inputFiles = scenes.flatMap(\.inputFiles)
            } else {
                scene = try decode(job.scene)
            }
            let jobData = try dataFiles.data(path: scene.dataPath, tiles: scene.tilesPath, default: data)
            // The output may replace none of the job's inputs: the manifest, its scene file and what the scene reads.
            let inputs = manifestInputs(job) + RunInputs.files(scene: scene, data: jobData, dataField: "--data", tilesField: "--tiles", resources: resources)
            try OutputSet(inputs: inputs).checkNotAnInput(outputPath(job), field: "output")
            let format = ImageFormat(pathExtension: job.output) ?? .png
            var options = scene.options
            options.pngEncoding.compressesInPieces = workers < 2  // with a worker per core, every core is drawing
            options.drawsOnSeveralCores = workers < 2
            let image: [UInt8]
            if let pages = try Atlas.pages(of: scene, data: jobData) {
                // An atlas: one PDF, a page per scene.
                guard format == .pdf else { throw Atlas.notPDF(field: "output") }
                image = try Atlas.pdf(try pages.map { (page) throws(MapSnapError) in
                    var page = page
                    page.drawsOnSeveralCores = options.drawsOnSeveralCores
                    return try MapSnapshotter(options: page, data: jobData, resources: resources)
                }).bytes
            } else {
                image = try MapSnapshotter(options: options, data: jobData, resources: resources).encoded(as: format).bytes
            }
            let path = outputPath(job)
            let folderOfOutput = URL(fileURLWithPath: path).deletingLastPathComponent().path
            do {
                try FileManager.default.createDirectory(atPath: folderOfOutput, withIntermediateDirectories: true)
            } catch {
                throw MapSnapError(field: "output", message: "cannot create \(folderOfOutput): \(error.localizedDescription)")
            }
            guard MappedFileFaults.count == faultsAtStart else {
                throw MapSnapError(field: "data", message: "a data file was cut short on disk while the batch read it; run it again with --resume")
            }
            var outputs = OutputSet(inputs: inputs)
            try outputs.add(path, field: "output", bytes: image)
            try outputs.commit()
            return BatchResult(line: job.line, output: job.output, status: .ok, error: nil,
                               milliseconds: Date().timeIntervalSince(start) * 1000, bytes: image.count, sceneHash: hashText)
        } catch {
            return BatchResult(line: job.line, output: job.output, status: .error, error: error,
                               milliseconds: Date().timeIntervalSince(start) * 1000, bytes: 0, sceneHash: hashText)
        }
    }
}

/// Data and tile files named by scenes, each opened once per run and shared by every job that names it.
final class OpenedDataFiles: Sendable {
    private let files = Mutex<[String: MapData]>([:])
    /// Where tile files are opened (shared with the run's styles).
    private let resources: RenderResources

    init(resources: RenderResources) {
        self.resources = resources
    }

    /// The data a scene names (`data`, drawn from `tiles` when it names those), else `base`.
    func data(path: String?, tiles: String?, default base: MapData) throws(MapSnapError) -> MapData {
        guard path != nil || tiles != nil else { return base }
        let key = (path ?? "") + "\u{0}" + (tiles ?? "")
        return try files.withLock { (files: inout [String: MapData]) throws(MapSnapError) -> MapData in
            if let open = files[key] { return open }
            var opened = try path.map { (path) throws(MapSnapError) in try MapData(path: path) } ?? base
            if let tiles { opened = try opened.drawingTiles(from: tiles, field: "tiles", resources: resources) }
            files[key] = opened
            return opened
        }
    }
}
