#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file mapped read-only into memory: pages are read from disk when first touched and shared with the page cache.
public final class MappedFile: ByteStorage, @unchecked Sendable {
    /// The mapped bytes (read-only; valid until the file object is released).
    public let buffer: UnsafeRawBufferPointer

    /// Maps the regular file at `path`; throws a message naming the system error, or saying it is not a regular file.
    public init(path: String) throws(ByteReaderError) {
        let descriptor = try RegularFile.descriptor(path)
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ByteReaderError(String(cString: strerror(errno))) }
        let size = Int(status.st_size)
        guard size > 0 else {
            buffer = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        buffer = try MappedFile.map(descriptor, size: size)
    }

    /// Maps the first `size` bytes of an open file (the descriptor may be closed afterwards).
    init(descriptor: Int32, size: Int) throws(ByteReaderError) {
        buffer = try MappedFile.map(descriptor, size: size)
    }

    private static func map(_ descriptor: Int32, size: Int) throws(ByteReaderError) -> UnsafeRawBufferPointer {
        guard size > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            throw ByteReaderError(String(cString: strerror(errno)))
        }
        return UnsafeRawBufferPointer(start: address, count: size)
    }

    /// Lets go of the pages read so far: they stay in the system's page cache (the file is unchanged) and are mapped
    /// again when next touched, but no longer count in this process's resident memory. Safe while other threads read.
    public func releasePages() {
        guard let address = buffer.baseAddress else { return }
        madvise(UnsafeMutableRawPointer(mutating: address), buffer.count, MADV_DONTNEED)
    }

    deinit {
        if let address = buffer.baseAddress { munmap(UnsafeMutableRawPointer(mutating: address), buffer.count) }
    }
}
