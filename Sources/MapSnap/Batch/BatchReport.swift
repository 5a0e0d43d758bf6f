import BinaryData
import Foundation
import StrictJSON
import Synchronization

/// What became of one batch job: a line of the report file.
public struct BatchResult: Sendable, Equatable {
    /// The job's outcome.
    public enum Status: String, Sendable {
        /// Drawn and written.
        case ok
        /// Not drawn: the error names the field and the value.
        case error
        /// Kept from an earlier run (`--resume`): the output exists and its scene hash matches.
        case skipped
    }

    /// The manifest line.
    public var line: Int
    /// The output path, relative to the output folder.
    public var output: String
    /// The outcome.
    public var status: Status
    /// For `error`: the field and what is wrong with its value.
    public var error: MapSnapError?
    /// Milliseconds spent on the job.
    public var milliseconds: Double
    /// Bytes written.
    public var bytes: Int
    /// Hash of the scene, output name and data (see `BatchManifest`).
    public var sceneHash: String

    /// The result as one JSON line.
    public var jsonLine: String {
        var pairs: [(String, JSONValue)] = [("line", .number(Double(line))), ("output", .string(output)), ("status", .string(status.rawValue))]
        if let error {
            pairs.append(("error", .string(error.description)))
            pairs.append(("field", .string(error.field)))
        }
        pairs += [("ms", .number((milliseconds * 10).rounded() / 10)), ("bytes", .number(Double(bytes))), ("sceneHash", .string(sceneHash))]
        return JSONValue.object(pairs).serialized(indent: 0)
    }

    /// Reads a report line back (nil for anything that is not one).
    init?(jsonLine: Substring) {
        guard let value = try? JSONParser.parse(Array(jsonLine.utf8)), case .object(let object) = value,
              case .number(let line)? = object["line"], case .string(let output)? = object["output"],
              case .string(let statusText)? = object["status"], let status = Status(rawValue: statusText),
              case .string(let hash)? = object["sceneHash"] else { return nil }
        var bytes = 0.0, milliseconds = 0.0
        if case .number(let value)? = object["bytes"] { bytes = value }
        if case .number(let value)? = object["ms"] { milliseconds = value }
        self.init(line: Int(line), output: output, status: status, error: nil, milliseconds: milliseconds, bytes: Int(bytes), sceneHash: hash)
    }

    init(line: Int, output: String, status: Status, error: MapSnapError?, milliseconds: Double, bytes: Int, sceneHash: String) {
        self.line = line
        self.output = output
        self.status = status
        self.error = error
        self.milliseconds = milliseconds
        self.bytes = bytes
        self.sceneHash = sceneHash
    }
}

/// The report file of a batch run, `report.jsonl` in the output folder (`report.shard-I-of-N.jsonl` for a shard):
/// one line per finished job, appended and flushed as each job ends, so a run that is killed still leaves an
/// accurate record of what it finished.
final class BatchReport: Sendable {
    static let fileName = "report.jsonl"
    private let descriptor: Mutex<Int32>

    /// The report's file name for a shard (nil: the whole manifest).
    static func name(shard: (index: Int, count: Int)?) -> String {
        guard let shard, shard.count > 1 else { return fileName }
        return "report.shard-\(shard.index)-of-\(shard.count).jsonl"
    }

    /// Earlier results in a report file (empty when there is none).
    static func read(path: String) -> [BatchResult] {
        guard let data = try? RegularFile.bytes(path), let text = String(validating: data, as: UTF8.self) else { return [] }
        return text.split(separator: "\n").compactMap { BatchResult(jsonLine: $0) }
    }

    /// Starts the report at `path` with `kept` results (lines from an earlier run that still hold), replacing any
    /// earlier report.
    init(path: String, kept: [BatchResult]) throws(MapSnapError) {
        let text = kept.map { $0.jsonLine + "\n" }.joined()
        try AtomicFile.write(Array(text.utf8), to: path, field: "--out-dir")
        let opened = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard opened >= 0 else { throw MapSnapError(field: "--out-dir", message: "cannot write \(path): \(String(cString: strerror(errno)))") }
        descriptor = Mutex(opened)
    }

    /// Appends one result (one `write` of a whole line, so lines never interleave).
    func append(_ result: BatchResult) {
        let bytes = Array((result.jsonLine + "\n").utf8)
        descriptor.withLock { descriptor in
            _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        }
    }

    deinit {
        descriptor.withLock { _ = close($0) }
    }
}
