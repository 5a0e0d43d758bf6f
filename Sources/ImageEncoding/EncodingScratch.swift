import CDeflate

/// Working memory for encoding, reused from one image to the next on a thread: the PNG writer's filtered rows, the
/// compressor's output and libdeflate's compressors. Fresh megabyte-sized buffers cost page faults and zeroing on
/// every image (40% of encoding an 800×600 map, measured with perf); reused ones cost nothing after the first image
/// of a size. Not shared between threads.
public final class EncodingScratch {
    /// Filter-type bytes and row bytes, `height × (rowBytes + 1)` of them in use.
    var rows: [UInt8] = []
    /// The compressor's output (its bound in use).
    var compressed: [UInt8] = []
    /// libdeflate compressors by level: each holds hash tables of hundreds of kilobytes that malloc would map and
    /// fault in afresh for every image.
    private var compressors: [Int32: OpaquePointer] = [:]
    /// More compressors by level, for the other pieces of a parallel compression.
    private var extraCompressors: [Int32: [OpaquePointer]] = [:]
    /// Output buffers for the pieces of a parallel compression.
    private var pieces: [UnsafeMutableBufferPointer<UInt8>] = []

    /// Empty working memory.
    public init() {}

    /// The thread's compressor for `level`, made on first use; nil when libdeflate cannot allocate one.
    func compressor(level: Int32) -> OpaquePointer? {
        if let kept = compressors[level] { return kept }
        guard let made = libdeflate_alloc_compressor(level) else { return nil }
        compressors[level] = made
        return made
    }

    /// `count` compressors for `level`, one per piece of a parallel compression (the first is the thread's own);
    /// fewer when libdeflate cannot allocate them.
    func compressors(level: Int32, count: Int) -> [OpaquePointer] {
        var made = extraCompressors[level] ?? []
        while made.count < count - 1, let another = libdeflate_alloc_compressor(level) { made.append(another) }
        extraCompressors[level] = made
        guard let own = compressor(level: level) else { return [] }
        return [own] + made.prefix(count - 1)
    }

    /// Buffers of at least the given sizes, one per piece of a parallel compression, kept for the next image.
    func pieceBuffers(sizes: [Int]) -> [UnsafeMutableBufferPointer<UInt8>] {
        for index in sizes.indices {
            if index == pieces.count { pieces.append(UnsafeMutableBufferPointer(start: nil, count: 0)) }
            if pieces[index].count < sizes[index] {
                pieces[index].deallocate()
                pieces[index] = .allocate(capacity: sizes[index])
            }
        }
        return Array(pieces.prefix(sizes.count))
    }

    deinit {
        compressors.values.forEach(libdeflate_free_compressor)
        extraCompressors.values.joined().forEach(libdeflate_free_compressor)
        pieces.forEach { $0.deallocate() }
    }

    /// Makes `buffer` hold at least `count` bytes (contents unspecified).
    static func ensure(_ buffer: inout [UInt8], count: Int) {
        if buffer.count < count { buffer = [UInt8](repeating: 0, count: count) }
    }
}
