import Foundation

/// All the files one run writes, committed together: each is checked first (see `OutputTarget`), none may be an
/// input of the run or another output, all are written to temporaries, and only when every write succeeded are
/// they renamed into place — a failed or interrupted run leaves no output and no temporary behind.
public struct OutputSet {
    private var outputs: [(target: OutputTarget, field: String, bytes: [UInt8])] = []
    private let inputs: [String: String]

    /// An empty set for a run that reads `inputs` (field → path: the scene, `--data`, `--geojson`, styles …).
    public init(inputs: [(field: String, path: String)]) {
        var table: [String: String] = [:]
        for (field, path) in inputs where !path.isEmpty { table[OutputTarget.identity(of: path)] = field }
        self.inputs = table
    }

    /// Adds an output; throws when its path may not be written, is an input, or is already an output.
    public mutating func add(_ path: String, field: String, bytes: [UInt8]) throws(MapSnapError) {
        let target = try OutputTarget(path: path, field: field)
        if let identity = target.identity {
            if let input = inputs[identity] {
                throw MapSnapError(field: field, message: "\(path) is also the \(input) input; write to another file")
            }
            if let other = outputs.first(where: { $0.target.identity == identity }) {
                throw MapSnapError(field: field, message: "\(path) is also the \(other.field) output; give each output its own file")
            }
        } else if outputs.contains(where: { $0.target == .standardOutput }) {
            throw MapSnapError(field: field, message: "only one output can go to standard output")
        }
        outputs.append((target, field, bytes))
    }

    /// Writes every output: temporaries first, then renames (standard output last, once the files are in place).
    public func commit() throws(MapSnapError) {
        var staged: [(temporary: String, path: String)] = []
        do throws(MapSnapError) {
            for output in outputs {
                guard case .file(let path) = output.target else { continue }
                staged.append((try AtomicFile.stage(output.bytes, for: path, field: output.field), path))
            }
            for (temporary, path) in staged where rename(temporary, path) != 0 {
                throw MapSnapError(field: "output", message: "cannot write \(path): \(String(cString: strerror(errno)))")
            }
        } catch {
            for (temporary, _) in staged { AtomicFile.discard(temporary) }
            throw error
        }
        for (temporary, _) in staged { TemporaryFiles.forget(temporary) }
        for output in outputs where output.target == .standardOutput {
            FileHandle.standardOutput.write(Data(output.bytes))
        }
    }
}
