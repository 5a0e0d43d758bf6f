import BinaryData
import Foundation

/// Writes files so that readers see either the old file or the complete new one, never a partial file.
public enum AtomicFile {
    /// Writes `bytes` to `path` (checked as an `OutputTarget`: `-` is standard output; directories, devices, pipes
    /// and links are refused) through a temporary file beside it and a rename.
    public static func write(_ bytes: [UInt8], to path: String, field: String = "output") throws(MapSnapError) {
        var set = OutputSet(inputs: [])
        try set.add(path, field: field, bytes: bytes)
        try set.commit()
    }

    /// Writes `bytes` to a new temporary beside `path` (registered for removal on signals) and returns its path.
    static func stage(_ bytes: [UInt8], for path: String, field: String) throws(MapSnapError) -> String {
        let temporary = temporaryPath(for: path)
        let (descriptor, creation) = TemporaryFiles.create(temporary)
        guard descriptor >= 0 else {
            throw MapSnapError(field: field, message: "cannot write \(path): \(String(cString: strerror(creation)))")
        }
        var failure = bytes.withUnsafeBytes { FileWriting.write($0, to: descriptor, at: 0) }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            discard(temporary)
            throw MapSnapError(field: field, message: "cannot write \(path): \(String(cString: strerror(failure)))")
        }
        return temporary
    }

    /// A new hidden name beside `path` for its temporary.
    static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return "\(url.deletingLastPathComponent().path)/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    /// Removes the temporaries beside `path` that a killed run left (`.NAME.PID.N.tmp` of `path`'s name, whose process
    /// is gone): a run that is stopped by a signal removes its own, SIGKILL leaves them.
    static func removeStaleTemporaries(for path: String) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where isStaleTemporary(name, of: url.lastPathComponent) {
            unlink("\(folder)/\(name)")
        }
    }

    /// Removes every stale temporary in the folders under `folder` (a tile folder a killed run wrote into), and those
    /// Foundation's atomic writes left (`.dat.nosync…`, as earlier versions wrote tiles).
    static func removeStaleTemporaries(under folder: String) {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return }
        while let relative = walker.nextObject() as? String {
            let name = URL(fileURLWithPath: relative).lastPathComponent
            if name.hasPrefix(".dat.nosync") || isStaleTemporary(name, of: nil) { unlink("\(folder)/\(relative)") }
        }
    }

    /// Whether `name` is a temporary of `temporaryPath`'s form (of the file named `destination`, when given) whose
    /// process is no longer running.
    static func isStaleTemporary(_ name: String, of destination: String?) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let pid = Int32(parts[parts.count - 2]), pid > 0, UInt32(parts[parts.count - 1]) != nil else { return false }
        if let destination, parts.dropLast(2).joined(separator: ".") != destination { return false }
        return pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes a temporary.
    static func discard(_ temporary: String) {
        unlink(temporary)
        TemporaryFiles.forget(temporary)
    }
}
