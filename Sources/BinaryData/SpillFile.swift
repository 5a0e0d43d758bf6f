import Foundation

/// Where a section's largest part goes while the section is made: bytes in memory (`ByteWriter`), or a temporary file
/// (`SpillFile`) when the part may be larger than the memory a run should use.
public protocol ByteSink {
    /// Appends bytes.
    mutating func append(_ bytes: [UInt8])
    /// Appends the bytes of memory (a large table's, without copying it into an array first).
    mutating func append(_ bytes: UnsafeRawBufferPointer)
    /// Bytes appended so far.
    var count: Int { get }
}

extension ByteWriter: ByteSink {
    public mutating func append(_ bytes: [UInt8]) { write(bytes: bytes) }
    public mutating func append(_ bytes: UnsafeRawBufferPointer) { write(bytes: bytes) }
}

extension ByteSink {
    /// Appends a column as `ByteWriter.write(column:sectionOffset:)` writes it, its values straight from their memory
    /// (so a graph's largest tables are never copied on their way to the file); `sectionStart` is where the section
    /// began in this sink.
    public mutating func append<Element>(column values: Column<Element>, sectionStart: Int) {
        var head = ByteWriter()
        while (count - sectionStart + head.count) % 8 != 0 { head.write(UInt8(0)) }
        head.write(UInt64(values.count))
        append(head.bytes)
        values.withLittleEndianBytes { append($0) }
    }
}

/// An append-only temporary file with no name (it goes when closed, whatever ends the process), written through a
/// small buffer and read back in pieces: for bytes made one after another that must not all be in memory at once.
/// A failed write is kept and reported by `copy` (so appending needs no error handling on every call). One thread
/// uses it at a time: it may be handed to another once written (hence `@unchecked Sendable`), never shared while
/// being written.
public final class SpillFile: ByteSink, @unchecked Sendable {
    private let descriptor: Int32
    /// Where the file is (for messages).
    private let directory: String
    private var buffer: [UInt8] = []
    private var written = 0
    private var failure: Int32 = 0
    private static let bufferSize = 1 << 20

    /// A new temporary in `directory` (the output's, so it goes on the disk the output goes on).
    public init(directory: String) throws(FileWriteError) {
        // O_TMPFILE (Linux 3.11; a macro Swift does not import): __O_TMPFILE, 0o20000000 on every Linux port, with O_DIRECTORY.
        var descriptor = open(directory, 0o20000000 | O_DIRECTORY | O_RDWR | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            // File systems without O_TMPFILE: a named file, unlinked at once.
            var template = Array("\(directory)/.mapsnap-spill-XXXXXX".utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            if descriptor >= 0 { template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) } }
        }
        guard descriptor >= 0 else { throw FileWriteError("cannot make a temporary file in \(directory): \(String(cString: strerror(errno)))") }
        self.descriptor = descriptor
        self.directory = directory
        buffer.reserveCapacity(SpillFile.bufferSize)
    }

    deinit { close(descriptor) }

    public var count: Int { written + buffer.count }

    public func append(_ bytes: [UInt8]) {
        if buffer.count + bytes.count < SpillFile.bufferSize {
            buffer.append(contentsOf: bytes)
            return
        }
        flush()
        // A large piece is written as it is, not copied into the buffer.
        bytes.withUnsafeBytes { writeOut($0) }
    }

    /// Appends the bytes of `bytes` (values' memory as it is: this machine's byte order, for `mapped`).
    public func append(_ bytes: UnsafeRawBufferPointer) {
        if buffer.count + bytes.count < SpillFile.bufferSize {
            buffer.append(contentsOf: bytes)
            return
        }
        flush()
        writeOut(bytes)
    }

    /// Every byte appended, mapped read-only (the mapping keeps the file while it lives); throws the first failed
    /// write, or a failed mapping.
    public func mapped() throws(FileWriteError) -> MappedFile {
        flush()
        guard failure == 0 else { throw FileWriteError("cannot write a temporary file in \(directory): \(String(cString: strerror(failure)))") }
        do { return try MappedFile(descriptor: descriptor, size: written) } catch {
            throw FileWriteError("cannot map a temporary file in \(directory): \(error.message)")
        }
    }

    /// The file made `size` bytes long (unwritten bytes read as zeros) and mapped for reading and writing, for a table
    /// written in place (`ScratchTable`); nothing may be appended then.
    func mappedForWriting(size: Int) throws(FileWriteError) -> WritableMapping {
        precondition(count == 0, "a temporary file mapped for writing must be empty")
        do { return try WritableMapping(descriptor: descriptor, size: size) } catch {
            throw FileWriteError("cannot map a temporary file in \(directory) for writing: \(error.message)")
        }
    }

    private func flush() {
        buffer.withUnsafeBytes { writeOut($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeOut(_ bytes: UnsafeRawBufferPointer) {
        guard failure == 0 else { return }
        failure = FileWriting.write(bytes, to: descriptor, at: written)
        if failure == 0 { written += bytes.count }
    }

    /// Hands every byte appended, in order, to `body` in pieces of at most 4 MiB; throws the first failed write or read.
    public func copy(_ body: (UnsafeRawBufferPointer) throws(FileWriteError) -> Void) throws(FileWriteError) {
        flush()
        guard failure == 0 else { throw FileWriteError("cannot write a temporary file in \(directory): \(String(cString: strerror(failure)))") }
        var piece = [UInt8](repeating: 0, count: 4 << 20)
        var offset = 0
        while offset < written {
            let wanted = min(piece.count, written - offset)
            let got = piece.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, wanted, off_t(offset)) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { throw FileWriteError("cannot read a temporary file in \(directory) back: \(String(cString: strerror(got == 0 ? EIO : errno)))") }
            let result = piece.withUnsafeBytes { bytes in Result { () throws(FileWriteError) in try body(UnsafeRawBufferPointer(rebasing: bytes[0..<got])) } }
            try result.get()
            offset += got
        }
    }
}

/// A file could not be written (or read back); the message says which and why.
public struct FileWriteError: Error, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
