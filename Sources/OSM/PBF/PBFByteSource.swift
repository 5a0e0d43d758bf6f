import BinaryData
import Foundation
import WireFormats

/// The bytes of a PBF file, taken in order.
protocol PBFByteSource {
    /// The source's size in bytes.
    var length: Int { get }
    /// Bytes taken so far.
    var offset: Int { get }
    /// The next `count` bytes (the caller checks that they exist).
    mutating func take(_ count: Int) throws(WireFormatError) -> [UInt8]
}

/// PBF bytes in memory.
struct PBFMemorySource: PBFByteSource {
    let data: Data
    private(set) var offset = 0
    var length: Int { data.count }

    init(data: Data) { self.data = data }

    mutating func take(_ count: Int) throws(WireFormatError) -> [UInt8] {
        let start = data.startIndex + offset
        offset += count
        return Array(data[start..<(start + count)])
    }
}

/// A PBF file read piece by piece with `read(2)` (so only the pieces being decoded are in memory, not the file),
/// hashing what it reads.
struct PBFFileSource: PBFByteSource {
    private let file: FileDescriptor
    let length: Int
    private(set) var offset = 0
    /// FNV-1a 64 of the bytes taken so far.
    private(set) var checksum = Checksum.fnv1a64Start

    init(path: String) throws(WireFormatError) {
        let descriptor: Int32
        do { descriptor = try RegularFile.descriptor(path) } catch { throw WireFormatError("cannot read \(path): \(error.message)") }
        file = FileDescriptor(descriptor)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw WireFormatError("cannot read \(path): \(String(cString: strerror(errno)))") }
        length = Int(status.st_size)
    }

    mutating func take(_ count: Int) throws(WireFormatError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        var failure: Int32 = 0
        bytes.withUnsafeMutableBytes { buffer in
            while filled < count, let base = buffer.baseAddress {
                let got = read(file.descriptor, base + filled, count - filled)
                if got < 0, errno == EINTR { continue }
                if got <= 0 { failure = got == 0 ? EIO : errno; return }
                filled += got
            }
        }
        guard failure == 0 else { throw WireFormatError("cannot read the file at byte \(offset + filled): \(String(cString: strerror(failure)))") }
        offset += count
        checksum = bytes.withUnsafeBytes { Checksum.fnv1a64($0, continuing: checksum) }
        return bytes
    }
}

/// An open file descriptor, closed when the last copy goes.
final class FileDescriptor {
    let descriptor: Int32
    init(_ descriptor: Int32) { self.descriptor = descriptor }
    deinit { close(descriptor) }
}
