import Foundation

/// Which files a scene may name: paths resolve against the scene's folder and may not leave it (no absolute paths,
/// no `..` out of it) unless they fall inside one of the allowed roots (`--allow-path`). A scene decoded without a
/// folder (as a server would) may name no files at all. One neutral error covers "not allowed", "not found" and
/// "not readable", so a scene cannot probe the file system.
///
/// Every file it lets a scene read is noted (see `Scene.inputFiles`), so that no output of the run can replace it.
public struct FileAccess: Sendable, Equatable {
    /// The scene's folder; nil allows no files.
    public var baseDirectory: String?
    /// Other folders whose files a scene may name.
    public var allowedRoots: [String]
    /// The files resolved so far (one log per decoded scene).
    var log = FileReadLog()

    /// Access to `baseDirectory` (and `allowedRoots`).
    public init(baseDirectory: String?, allowedRoots: [String] = []) {
        self.baseDirectory = baseDirectory.map(FileAccess.standardized)
        self.allowedRoots = allowedRoots.map(FileAccess.standardized)
    }

    /// No file access at all.
    public static let none = FileAccess(baseDirectory: nil)

    /// Two accesses are equal when they allow the same files.
    public static func == (left: FileAccess, right: FileAccess) -> Bool {
        left.baseDirectory == right.baseDirectory && left.allowedRoots == right.allowedRoots
    }

    /// The absolute path `reference` names, when it is allowed and is a readable regular file; nil otherwise.
    /// `field` (the JSON path that names the file) is noted with the path as one of the scene's inputs.
    public func path(for reference: String, field: String) -> String? {
        guard let baseDirectory, !reference.isEmpty, !reference.contains("\0") else { return nil }
        let absolute = FileAccess.standardized(reference.hasPrefix("/") ? reference : "\(baseDirectory)/\(reference)")
        // Resolve links too, so a link inside the folder cannot point outside it.
        let real = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
        let roots = [baseDirectory] + allowedRoots
        let inside = roots.contains { root in
            let resolvedRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
            return (absolute == root || absolute.hasPrefix(root + "/")) && (real == resolvedRoot || real.hasPrefix(resolvedRoot + "/"))
        }
        var isDirectory: ObjCBool = false
        guard inside, FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue,
              FileManager.default.isReadableFile(atPath: real) else { return nil }
        log.record(real, field: field)
        return real
    }

    /// The one message for a file a scene may not read, whatever the reason.
    public static func refusal(_ reference: String) -> String {
        "\"\(reference)\" is not a readable file inside the scene's folder (another folder needs --allow-path)"
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
