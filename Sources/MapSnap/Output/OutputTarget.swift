import Foundation

/// What an output path names, and whether MapSnap may write there.
///
/// The rule: `-` and `/dev/stdout` mean standard output; a path that does not exist yet or is a regular file is
/// written atomically (a temporary beside it, then a rename); anything else that exists — a directory, device,
/// FIFO, socket or symbolic link — is refused, never replaced.
public enum OutputTarget: Equatable, Sendable {
    /// Standard output.
    case standardOutput
    /// A regular file (new or replaced).
    case file(String)

    /// Checks `path` for `field`; throws with the reason a path cannot be written.
    public init(path: String, field: String) throws(MapSnapError) {
        if path == "-" || path == "/dev/stdout" {
            self = .standardOutput
            return
        }
        guard !path.isEmpty else { throw MapSnapError(field: field, message: "is empty") }
        var status = stat()
        if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFLNK: throw MapSnapError(field: field, message: "\(path) is a symbolic link; name the file itself")
            case S_IFDIR: throw MapSnapError(field: field, message: "\(path) is a directory; name a file in it")
            default: throw MapSnapError(field: field, message: "\(path) is a device, pipe or socket, not a file (use - for standard output)")
            }
        }
        if path.hasSuffix("/") { throw MapSnapError(field: field, message: "\(path) names a directory; name a file in it") }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MapSnapError(field: field, message: "cannot write \(path): directory \(directory) does not exist")
        }
        self = .file(path)
    }

    /// Whether both name one file: the same file on disk, or (for files not written yet) the same name in the same
    /// folder, links and `..` resolved.
    func isSameFile(as other: OutputTarget) -> Bool {
        guard case .file(let path) = self, case .file(let otherPath) = other else { return false }
        if let identity = FileIdentity(path: path), let otherIdentity = FileIdentity(path: otherPath) { return identity == otherIdentity }
        return OutputTarget.resolved(path) == OutputTarget.resolved(otherPath)
    }

    /// The path with its folder's links and `..` resolved.
    private static func resolved(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent).path
    }
}
