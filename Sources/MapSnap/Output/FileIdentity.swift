import Foundation

/// A file as the file system knows it — device and inode — so that links, hard links and `..` paths to one file
/// compare equal.
struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file `path` names (links followed); nil when there is no such file.
    init?(path: String) {
        var status = stat()
        guard !path.isEmpty, stat(path, &status) == 0 else { return nil }
        self.init(status: status)
    }

    /// The identity in a file's `stat`.
    init(status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
