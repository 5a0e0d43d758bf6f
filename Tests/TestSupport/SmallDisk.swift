import Foundation

/// A tmpfs of a few megabytes mounted on a new directory, for what a full disk does.
public struct SmallDisk {
    /// Where it is mounted.
    public let path: String

    /// Mounts one of `megabytes` (root only).
    public init(megabytes: Int) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("small-disk-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", path]
        try mount.run()
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    }

    /// Unmounts it and removes the directory.
    public func remove() {
        let unmount = Process()
        unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
        unmount.arguments = [path]
        try? unmount.run()
        unmount.waitUntilExit()
        try? FileManager.default.removeItem(atPath: path)
    }
}
