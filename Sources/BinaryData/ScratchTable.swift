#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A table of fixed-width values, all zero at first, read and written anywhere while something is built: in memory
/// (zero pages the system gives only as they are written), or in a temporary file as long as the table (its blocks
/// reserved, so a full disk is an error when the table is made, not a fault while it is written), mapped for
/// reading and writing (`init(count:spillingIn:)`), whose pages the area lets go when the process should hold less. For
/// tables sized by the extract rather than by what is built from it (a road graph's number for every extract node).
/// One thread uses it at a time (hence `@unchecked Sendable`).
public final class ScratchTable<Element: BitwiseCopyable>: @unchecked Sendable {
    /// The number of values.
    public let count: Int
    @usableFromInline let base: UnsafeMutablePointer<Element>?
    private let mapping: WritableMapping?

    /// A table in memory.
    public init(count: Int) {
        self.count = max(0, count)
        base = self.count == 0 ? nil : calloc(self.count, MemoryLayout<Element>.stride)?.assumingMemoryBound(to: Element.self)
        precondition(self.count == 0 || base != nil, "cannot allocate \(self.count) values")
        mapping = nil
    }

    /// A table in a temporary file in `area`, mapped for writing, whose pages the area lets go with the rest (nil: in
    /// memory); throws when the file cannot be made or mapped.
    public convenience init(count: Int, spillingIn area: SpillArea?) throws(FileWriteError) {
        guard let area else {
            self.init(count: count)
            return
        }
        self.init(mapping: try area.writableMapping(size: max(0, count) * MemoryLayout<Element>.stride))
    }

    /// A table in `mapping`'s bytes (as many values as fit).
    private init(mapping: WritableMapping) {
        count = mapping.buffer.count / MemoryLayout<Element>.stride
        base = count == 0 ? nil : mapping.buffer.baseAddress?.assumingMemoryBound(to: Element.self)
        self.mapping = mapping
    }

    deinit { if mapping == nil { free(base) } }

    /// The value at `position` (0..<count).
    @inlinable public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "position \(position) outside a table of \(count)")
            return base.unsafelyUnwrapped[position]
        }
        set {
            precondition(position >= 0 && position < count, "position \(position) outside a table of \(count)")
            base.unsafelyUnwrapped[position] = newValue
        }
    }
}

/// A temporary file mapped for reading and writing (shared: written pages go to the file's page cache, so letting
/// them go loses nothing).
final class WritableMapping: PageReleasing, @unchecked Sendable {
    let buffer: UnsafeMutableRawBufferPointer

    /// Maps the first `size` bytes of an open file, which is made that long with its blocks reserved on the disk
    /// (they read as zeros): a write into the mapping cannot then meet a full disk, which would end the process
    /// (SIGBUS) instead of failing as a call does.
    init(descriptor: Int32, size: Int) throws(ByteReaderError) {
        guard size > 0 else {
            buffer = UnsafeMutableRawBufferPointer(start: nil, count: 0)
            return
        }
        var reserved = posix_fallocate(descriptor, 0, off_t(size))
        while reserved == EINTR { reserved = posix_fallocate(descriptor, 0, off_t(size)) }
        guard reserved == 0 else { throw ByteReaderError(String(cString: strerror(reserved))) }
        guard let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), address != MAP_FAILED else {
            throw ByteReaderError(String(cString: strerror(errno)))
        }
        buffer = UnsafeMutableRawBufferPointer(start: address, count: size)
    }

    func releasePages() {
        guard let address = buffer.baseAddress else { return }
        madvise(address, buffer.count, MADV_DONTNEED)
    }

    deinit {
        if let address = buffer.baseAddress { munmap(address, buffer.count) }
    }
}
