#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening a file named by a user for reading, only when it is a regular file (links followed): a FIFO, device or
/// socket is refused at once instead of blocking the open or the read for ever, and a directory is refused too.
public enum RegularFile {
    /// An open descriptor of the regular file at `path` (blocking reads; closed by the caller), or an error saying
    /// why not: the system's reason, "a directory" or "not a regular file (a FIFO, device or socket)".
    public static func descriptor(_ path: String) throws(ByteReaderError) -> Int32 {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw ByteReaderError(String(cString: strerror(errno))) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = errno
            close(descriptor)
            throw ByteReaderError(String(cString: strerror(failure)))
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(descriptor)
            throw ByteReaderError(kind == S_IFDIR ? "a directory" : "not a regular file (a FIFO, device or socket)")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return descriptor
    }

    /// The whole regular file at `path`, or its first `limit` bytes.
    public static func bytes(_ path: String, limit: Int = Int.max) throws(ByteReaderError) -> [UInt8] {
        let descriptor = try RegularFile.descriptor(path)
        defer { close(descriptor) }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        var bytes = [UInt8](repeating: 0, count: min(limit, max(size, 0)))
        var filled = 0
        var failure: Int32 = 0
        bytes.withUnsafeMutableBytes { buffer in
            while filled < buffer.count, let base = buffer.baseAddress {
                let got = read(descriptor, base + filled, buffer.count - filled)
                if got < 0, errno == EINTR { continue }
                if got < 0 { failure = errno }
                if got <= 0 { return }
                filled += got
            }
        }
        guard failure == 0 else { throw ByteReaderError(String(cString: strerror(failure))) }
        // A file that shrank while read is what was there; one that grew is read to its size when opened.
        return filled == bytes.count ? bytes : Array(bytes[0..<filled])
    }
}
