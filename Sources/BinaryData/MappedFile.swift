#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file mapped read-only into memory: pages are read from disk when first touched and shared with the page cache.
public final class MappedFile: ByteStorage, @unchecked Sendable {
    /// The mapped bytes (read-only; valid until the file object is released).
    public let buffer: UnsafeRawBufferPointer

    /// Maps the file at `path`; throws a message naming the system error.
    public init(path: String) throws(ByteReaderError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ByteReaderError(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ByteReaderError(String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw ByteReaderError("not a regular file") }
        let size = Int(status.st_size)
        guard size > 0 else {
            buffer = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            throw ByteReaderError(String(cString: strerror(errno)))
        }
        buffer = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit {
        if let address = buffer.baseAddress { munmap(UnsafeMutableRawPointer(mutating: address), buffer.count) }
    }
}
