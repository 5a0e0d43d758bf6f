import Foundation

/// A file as it is now: its identity (device, inode) and its size and modification time, so that a file rewritten in
/// place, or replaced by another of the same name, stamps differently and is read again.
struct FileStamp: Hashable, Sendable {
    let identity: FileIdentity
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    /// The stamp of the file `path` names (links followed); nil when there is no such file.
    init?(path: String) {
        var status = stat()
        guard !path.isEmpty, stat(path, &status) == 0 else { return nil }
        identity = FileIdentity(status: status)
        size = Int64(status.st_size)
        modifiedSeconds = Int(status.st_mtim.tv_sec)
        modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
    }
}

/// The stamps of a set of files as they are now (a missing file stamps as missing): equal while none of them was
/// replaced, rewritten, truncated or removed. For a long-running process that opens its data again when it changes.
public struct FileStamps: Equatable, Sendable {
    private let stamps: [FileStamp?]

    /// The files at `paths` as they are now.
    public init(paths: [String]) {
        stamps = paths.map { FileStamp(path: $0) }
    }
}
