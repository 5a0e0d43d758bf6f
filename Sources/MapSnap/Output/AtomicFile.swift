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

    /// Removes a temporary.
    static func discard(_ temporary: String) {
        unlink(temporary)
        TemporaryFiles.forget(temporary)
    }
}
