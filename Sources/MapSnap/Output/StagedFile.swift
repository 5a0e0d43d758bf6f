import BinaryData
import Foundation

/// A new temporary file beside its destination, written piece by piece (at any offset) and then either moved into
/// place by an `OutputSet`'s commit or removed: for an output too large to hold in memory, such as a prepared file.
/// It is registered for removal on signals like every temporary; a staged file never committed is removed when
/// its last reference goes.
public final class StagedFile {
    /// The temporary's path.
    let temporary: String
    private let destination: String
    private let field: String
    private var descriptor: Int32
    private var committed = false

    init(for path: String, field: String) throws(MapSnapError) {
        AtomicFile.removeStaleTemporaries(for: path)
        temporary = AtomicFile.temporaryPath(for: path)
        destination = path
        self.field = field
        let (descriptor, failure) = TemporaryFiles.create(temporary)
        guard descriptor >= 0 else { throw MapSnapError(field: field, message: "cannot write \(path): \(String(cString: strerror(failure)))") }
        self.descriptor = descriptor
    }

    /// The directory the file is made in (for other temporaries on the same disk).
    public var directory: String { URL(fileURLWithPath: temporary).deletingLastPathComponent().path }

    /// Writes `bytes` at `offset` (past the end grows the file; gaps read as zeros).
    public func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(MapSnapError) {
        let code = FileWriting.write(bytes, to: descriptor, at: offset)
        if code != 0 { throw failure(code) }
    }

    private func failure(_ code: Int32) -> MapSnapError {
        MapSnapError(field: field, message: "cannot write \(destination): \(String(cString: strerror(code)))")
    }

    /// Writes an array at `offset`.
    public func write(_ bytes: [UInt8], at offset: Int) throws(MapSnapError) {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(MapSnapError) in try write(buffer, at: offset) } }
        try result.get()
    }

    /// Closes the file for the commit to move it.
    func close() throws(MapSnapError) {
        guard descriptor >= 0 else { return }
        let result = Foundation.close(descriptor)
        descriptor = -1
        if result != 0 { throw MapSnapError(field: field, message: "cannot write \(destination): \(String(cString: strerror(errno)))") }
    }

    /// Marks it moved into place (nothing to remove).
    func markCommitted() { committed = true }

    deinit {
        if descriptor >= 0 { Foundation.close(descriptor) }
        if !committed { AtomicFile.discard(temporary) }
    }
}
