import Synchronization

/// The files one scene's decoding resolved, each with the JSON path that named it, in order. Shared by the copies of
/// one `FileAccess`, so every reader a scene is decoded with adds to the same list.
final class FileReadLog: Sendable {
    private let entries = Mutex<[InputFile]>([])

    /// Notes that `field` named `path`.
    func record(_ path: String, field: String) {
        entries.withLock { $0.append(InputFile(field: field, path: path)) }
    }

    /// Everything recorded so far.
    var files: [InputFile] { entries.withLock { $0 } }
}
