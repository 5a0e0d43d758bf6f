import BinaryData
import Foundation
import StrictJSON

/// One map to make in a batch: a scene (inline, or a scene file) and the output it is written to.
public struct BatchJob: Sendable, Equatable {
    /// Where the scene comes from.
    public enum SceneSource: Sendable, Equatable {
        /// A scene object written in the manifest line (files it names resolve against the manifest's folder).
        case inline(JSONValue)
        /// A scene file, as given (relative paths resolve against the manifest's folder).
        case file(String)
        /// The pages of one PDF: the scenes of every line naming the same `pdf`, in manifest order.
        indirect case pages([SceneSource])
    }

    /// The manifest line (1-based), for reports and errors.
    public var line: Int
    /// The output path relative to the output folder; its extension (`.png`, `.pdf`, `.svg`) picks the format.
    public var output: String
    /// The scene.
    public var scene: SceneSource
}

/// A batch manifest: a JSON Lines file, one job per line, e.g.
/// `{"output": "thumbs/kamppi.png", "scene": {"size": "256x256", "scale": 2, "search": {"query": "Kamppi"}}}` or
/// `{"output": "report/route.pdf", "scene": "scenes/route.json"}`. Lines with `"pdf": "atlas.pdf"` instead of an
/// `output` are the pages of that one PDF, in manifest order (one job). Blank lines are skipped.
///
/// The manifest as a whole is checked before any job runs, so a broken manifest costs nothing: every line must be
/// an object with a string `output` (a relative path inside the output folder, without `..`, with an image
/// extension, not repeated) and a `scene` that is an object or a path; anything else names the line. What is
/// inside a scene is checked when its job runs, and a bad scene fails only that job.
public struct BatchManifest: Sendable {
    /// The jobs, in manifest order.
    public var jobs: [BatchJob]
    /// The manifest's folder: scene files and the files scenes name resolve against it.
    public var baseDirectory: String
    /// The manifest file, when it was read from one (no output may replace it).
    public var path: String?

    /// Reads and checks a manifest file.
    public static func load(path: String) throws(MapSnapError) -> BatchManifest {
        let bytes = try Scene.readFile(path, field: "manifest")
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var manifest = try parse(bytes, baseDirectory: directory, name: path)
        manifest.path = path
        return manifest
    }

    /// Parses manifest bytes (`name` appears in errors).
    public static func parse(_ bytes: [UInt8], baseDirectory: String, name: String) throws(MapSnapError) -> BatchManifest {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw MapSnapError(field: "manifest", message: "\(name) is not UTF-8 text")
        }
        var jobs: [BatchJob] = []
        var seen: [String: Int] = [:]
        // Where each PDF of pages is in `jobs`.
        var atlases: [String: Int] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            guard !line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else { continue }
            let (job, isPage) = try parseLine(Array(line.utf8), number: number, name: name)
            if isPage, let position = atlases[job.output], case .pages(let pages) = jobs[position].scene {
                jobs[position].scene = .pages(pages + [job.scene])
                continue
            }
            if let first = seen[job.output] {
                throw MapSnapError(field: "manifest", message: "\(name) line \(number): output \"\(job.output)\" is also line \(first)'s")
            }
            seen[job.output] = number
            if isPage {
                atlases[job.output] = jobs.count
                jobs.append(BatchJob(line: job.line, output: job.output, scene: .pages([job.scene])))
            } else {
                jobs.append(job)
            }
        }
        guard !jobs.isEmpty else { throw MapSnapError(field: "manifest", message: "\(name) has no jobs") }
        return BatchManifest(jobs: jobs, baseDirectory: baseDirectory)
    }

    /// One line: its job, and whether it is a page of a PDF (`pdf`) rather than a map of its own (`output`).
    private static func parseLine(_ bytes: [UInt8], number: Int, name: String) throws(MapSnapError) -> (BatchJob, Bool) {
        func failure(_ message: String) -> MapSnapError {
            MapSnapError(field: "manifest", message: "\(name) line \(number): \(message)")
        }
        do {
            var reader = try JSONNode(try JSONParser.parse(bytes)).object()
            let pdf = try reader.optional("pdf")?.nonEmptyString()
            let output = try pdf ?? reader.required("output").nonEmptyString()
            if pdf != nil, reader.optional("output") != nil { throw failure("give output or pdf, not both") }
            let sceneNode = try reader.required("scene")
            try reader.finish()
            if let problem = outputProblem(output) { throw failure("\(pdf == nil ? "output" : "pdf") \"\(output.prefix(80))\" \(problem)") }
            if pdf != nil, ImageFormat(pathExtension: output) != .pdf { throw failure("pdf \"\(output.prefix(80))\" has no .pdf extension") }
            switch sceneNode.value {
            case .object: return (BatchJob(line: number, output: output, scene: .inline(sceneNode.value)), pdf != nil)
            case .string(let path) where !path.isEmpty: return (BatchJob(line: number, output: output, scene: .file(path)), pdf != nil)
            default: throw failure("scene: expected an object or a scene file path, got \(sceneNode.value.brief)")
            }
        } catch let error as JSONError {
            throw failure(error.description)
        } catch let error as MapSnapError {
            throw error
        } catch {
            throw failure("\(error)")
        }
    }

    /// Why an output path is not allowed, or nil.
    static func outputProblem(_ output: String) -> String? {
        if output.hasPrefix("/") { return "must be relative to the output folder" }
        if output.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) { return "must stay inside the output folder" }
        if output.contains("\0") || output.hasSuffix("/") { return "is not a file name" }
        if ImageFormat(pathExtension: output) == nil { return "has no \(ImageFormat.extensionsText) extension" }
        if output == BatchReport.fileName || output.hasPrefix("report.") { return "is the batch report's name" }
        return nil
    }

    /// The jobs of shard `index` of `count` (every `count`-th job, starting at `index`), so that `count` machines
    /// given the same manifest split it without overlap.
    public func shard(_ index: Int, of count: Int) -> [BatchJob] {
        jobs.enumerated().filter { $0.offset % count == index }.map(\.element)
    }

    /// The scene bytes a job renders from, and a hash of everything that decides its output (scene bytes, output
    /// name, data), so `--resume` can tell whether an existing output is still the one the manifest asks for.
    func sceneBytes(of job: BatchJob) throws(MapSnapError) -> [UInt8] {
        try sceneBytes(of: job.scene)
    }

    /// The bytes of a scene source (a PDF's pages: each page's, a zero byte apart).
    func sceneBytes(of source: BatchJob.SceneSource) throws(MapSnapError) -> [UInt8] {
        switch source {
        case .inline(let value): return Array(value.serialized(indent: 0).utf8)
        case .file(let path): return try Scene.readFile(resolve(path), field: "scene")
        case .pages(let pages):
            var bytes: [UInt8] = []
            for page in pages { bytes += try sceneBytes(of: page) + [0] }
            return bytes
        }
    }

    /// A manifest-relative path made absolute.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : "\(baseDirectory)/\(path)"
    }

    static func hash(scene: [UInt8], output: String, dataPath: String) -> String {
        let key = scene + [0] + Array(output.utf8) + [0] + Array(dataPath.utf8)
        return String(key.withUnsafeBytes { Checksum.fnv1a64($0) }, radix: 16)
    }
}

extension BatchManifest {
    /// `I/N` with 0 ≤ I < N (Kubernetes' `JOB_COMPLETION_INDEX` is 0-based).
    public static func parseShard(_ text: String) throws(MapSnapError) -> (index: Int, count: Int) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 100_000, (0..<count).contains(index) else {
            throw MapSnapError(field: "--shard", message: "\"\(text)\" is not I/N with 0 <= I < N (e.g. 0/4)")
        }
        return (index, count)
    }
}
