import Foundation

/// All the files one run writes, committed together: each is checked first (see `OutputTarget`), none may be an
/// input of the run or another output, all are written to temporaries, and only when every write succeeded are
/// they renamed into place — a failed or interrupted run leaves no output and no temporary behind.
public struct OutputSet {
    private var outputs: [(path: String, target: OutputTarget, field: String, bytes: [UInt8])] = []
    /// Outputs written piece by piece into a temporary of their own (`staged(forField:)`), by field.
    private var staged: [String: StagedFile] = [:]
    /// The inputs by what the file system says they are (device and inode), so links and `..` paths are caught.
    private let inputs: [FileIdentity: String]

    /// An empty set for a run that reads `inputs` (the scene, `--data`, `--geojson`, styles, fonts …).
    public init(inputs: [InputFile]) {
        var table: [FileIdentity: String] = [:]
        for input in inputs {
            guard let identity = FileIdentity(path: input.path), table[identity] == nil else { continue }
            table[identity] = input.field
        }
        self.inputs = table
    }

    /// Adds an output; throws when its path may not be written, is an input, or is already an output.
    public mutating func add(_ path: String, field: String, bytes: [UInt8]) throws(MapSnapError) {
        outputs.append((path, try checked(path, field: field, among: outputs.indices), field, bytes))
    }

    /// Gives the output added under `field` (checked before drawing) its bytes, checking its path again: it may have
    /// changed while the run drew.
    public mutating func setBytes(_ bytes: [UInt8], forField field: String) throws(MapSnapError) {
        guard let index = outputs.firstIndex(where: { $0.field == field }) else {
            throw MapSnapError(field: field, message: "no output was planned for it")
        }
        let path = outputs[index].path
        outputs[index].target = try checked(path, field: field, among: outputs.indices.filter { $0 != index })
        outputs[index].bytes = bytes
    }

    /// A temporary to write the file output added under `field` into piece by piece (checking its path again), moved
    /// into place by `commit` instead of bytes; nil when that output is standard output (give it bytes instead).
    public mutating func staged(forField field: String) throws(MapSnapError) -> StagedFile? {
        guard let index = outputs.firstIndex(where: { $0.field == field }) else {
            throw MapSnapError(field: field, message: "no output was planned for it")
        }
        let path = outputs[index].path
        outputs[index].target = try checked(path, field: field, among: outputs.indices.filter { $0 != index })
        guard case .file = outputs[index].target else { return nil }
        let file = try StagedFile(for: path, field: field)
        staged[field] = file
        return file
    }

    /// The target `path` names, when it may be written: not an input, and not the same file as the outputs at `others`.
    private func checked(_ path: String, field: String, among others: some Sequence<Int>) throws(MapSnapError) -> OutputTarget {
        let target = try OutputTarget(path: path, field: field)
        if case .file = target {
            try checkNotAnInput(path, field: field)
            if let other = others.first(where: { outputs[$0].target.isSameFile(as: target) }) {
                throw MapSnapError(field: field, message: "\(path) is also the \(outputs[other].field) output; give each output its own file")
            }
        } else if others.contains(where: { outputs[$0].target == .standardOutput }) {
            throw MapSnapError(field: field, message: "only one output can go to standard output")
        }
        return target
    }

    /// Throws when `path` is one of the inputs (for outputs written outside the set, such as a batch's images).
    public func checkNotAnInput(_ path: String, field: String) throws(MapSnapError) {
        if let identity = FileIdentity(path: path), let input = inputs[identity] {
            throw MapSnapError(field: field, message: "\(path) is also the \(input) input; write to another file")
        }
    }

    /// Writes every output: temporaries first, then renames (standard output last, once the files are in place).
    public func commit() throws(MapSnapError) {
        var staged: [(temporary: String, path: String)] = []
        do throws(MapSnapError) {
            for output in outputs {
                guard case .file(let path) = output.target else { continue }
                if let file = self.staged[output.field] {
                    try file.close()
                    continue
                }
                staged.append((try AtomicFile.stage(output.bytes, for: path, field: output.field), path))
            }
            let moves = staged + outputs.compactMap { output in self.staged[output.field].map { ($0.temporary, output.path) } }
            if let (path, failure) = TemporaryFiles.moveIntoPlace(moves) {
                throw MapSnapError(field: "output", message: "cannot write \(path): \(String(cString: strerror(failure)))")
            }
            for file in self.staged.values { file.markCommitted() }
        } catch {
            for (temporary, _) in staged { AtomicFile.discard(temporary) }
            throw error
        }
        for output in outputs where output.target == .standardOutput {
            FileHandle.standardOutput.write(Data(output.bytes))
        }
    }
}
