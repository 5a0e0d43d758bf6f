import CDeflate
import Dispatch
import Synchronization

/// One zlib stream (RFC 1950) from pieces of the input compressed at the same time on separate threads, as pigz does.
///
/// libdeflate always ends a stream with a final block, so every piece but the last is walked
/// (`DeflateBlockWalker`) to find its last block: that block's final bit is cleared and it is followed by an empty
/// stored block (what zlib's sync flush writes), which ends on a byte boundary where the next piece begins. Each
/// piece starts without the previous piece's 32 KB window, which costs well under 1% in size at two pieces. The
/// trailer is the Adler-32 of the whole input.
enum ParallelDeflate {
    /// How many pieces `bytes` of input are compressed in: one below a megabyte (the hand-over would cost more than
    /// it saves), else one per megabyte, at least two and at most four. It depends on the size alone, not on the
    /// machine's cores, so the same image gives the same bytes everywhere.
    static func pieces(forBytes bytes: Int) -> Int {
        bytes < 1 << 20 ? 1 : min(4, max(2, bytes >> 20))
    }

    /// Compresses `input` in `pieces` pieces at `level` into `output` (grown as needed), using `scratch`'s
    /// compressors and buffers; returns the stream's length, or nil when libdeflate fails or a piece cannot be walked
    /// (the caller then compresses on one thread).
    static func compress(_ input: UnsafeBufferPointer<UInt8>, level: Int32, pieces: Int, scratch: EncodingScratch,
                         into output: inout [UInt8]) -> Int? {
        guard pieces > 1, let base = input.baseAddress else { return nil }
        let compressors = scratch.compressors(level: level, count: pieces)
        guard compressors.count == pieces else { return nil }
        // The first pieces are shorter: their threads also walk what they compressed (measured on an 800×600 map at
        // level 5: compressing took about 4 ms a piece, walking 0.8 ms).
        let shortShare = 0.8 / (0.8 * Double(pieces - 1) + 1)
        var bounds = [0]
        for index in 0..<pieces - 1 { bounds.append(bounds[index] + Int(Double(input.count) * shortShare)) }
        bounds.append(input.count)
        let outputs = scratch.pieceBuffers(sizes: (0..<pieces).map {
            libdeflate_deflate_compress_bound(compressors[$0], bounds[$0 + 1] - bounds[$0])
        })
        let results = PieceResults(count: pieces)
        let work = PieceWork(input: base, bounds: bounds, compressors: compressors, outputs: outputs)
        DispatchQueue.concurrentPerform(iterations: pieces) { index in
            let size = work.compress(piece: index)
            let target = work.outputs[index]
            let last = size > 0 && index < pieces - 1 ? DeflateBlockWalker.lastBlock(of: UnsafeBufferPointer(rebasing: target[..<size])) : nil
            results.store(index: index, size: size, lastBlock: last)
        }
        guard results.sizes.allSatisfy({ $0 > 0 }), results.lastBlocks.dropLast().allSatisfy({ $0 != nil }) else { return nil }

        let total = 2 + results.sizes.reduce(0, +) + 6 * pieces + 4
        EncodingScratch.ensure(&output, count: total)
        var length = 0
        output.withUnsafeMutableBufferPointer { stream in
            guard let stream = stream.baseAddress else { return }
            stream[0] = 0x78; stream[1] = 0x5E  // zlib header: deflate, 32 KB window, "default" level, no dictionary
            length = 2
            for index in 0..<pieces {
                let piece = outputs[index], size = results.sizes[index]
                guard let lastBlock = results.lastBlocks[index] else {  // the last piece, kept as it is
                    if let source = piece.baseAddress { (stream + length).update(from: source, count: size) }
                    length += size
                    continue
                }
                length += joinable(piece: UnsafeBufferPointer(rebasing: piece[..<size]), lastBlock: lastBlock, into: stream + length)
            }
            let checksum = libdeflate_adler32(1, base, input.count)
            for shift in [24, 16, 8, 0] {
                stream[length] = UInt8(truncatingIfNeeded: checksum >> UInt32(shift))
                length += 1
            }
        }
        return length
    }

    /// Writes `piece` with its last block's final bit cleared, cut after that block, and followed by an empty stored
    /// block (header bits 000, zero padding to the byte boundary, LEN 0, NLEN 0xFFFF); returns the bytes written
    /// (at most the piece's size plus 5).
    static func joinable(piece: UnsafeBufferPointer<UInt8>, lastBlock: DeflateBlockWalker.LastBlock,
                         into target: UnsafeMutablePointer<UInt8>) -> Int {
        let aligned = (lastBlock.end + 3 + 7) / 8
        let copied = min(aligned, piece.count)
        if let source = piece.baseAddress { target.update(from: source, count: copied) }
        for index in copied..<aligned { target[index] = 0 }
        target[lastBlock.start >> 3] &= ~(1 << UInt8(lastBlock.start & 7))
        // Everything from the end of the block on is the stored block's header and padding: zeros.
        target[lastBlock.end >> 3] &= (1 << UInt8(lastBlock.end & 7)) &- 1
        for index in (lastBlock.end >> 3) + 1..<aligned { target[index] = 0 }
        target[aligned] = 0; target[aligned + 1] = 0; target[aligned + 2] = 0xFF; target[aligned + 3] = 0xFF
        return aligned + 4
    }
}

/// The pieces' inputs, compressors and output buffers, handed to the threads. Each thread reads the shared input and
/// uses only its own piece's compressor and buffer, so nothing is written by two threads.
private struct PieceWork: @unchecked Sendable {
    let input: UnsafePointer<UInt8>
    let bounds: [Int]
    let compressors: [OpaquePointer]
    let outputs: [UnsafeMutableBufferPointer<UInt8>]

    /// Compresses piece `index` as raw DEFLATE into its buffer; returns the size, 0 on failure.
    func compress(piece index: Int) -> Int {
        libdeflate_deflate_compress(compressors[index], input + bounds[index], bounds[index + 1] - bounds[index],
                                    outputs[index].baseAddress, outputs[index].count)
    }
}

/// What each piece's thread found, each thread writing its own index.
private final class PieceResults: Sendable {
    private let state: Mutex<(sizes: [Int], lastBlocks: [DeflateBlockWalker.LastBlock?])>

    init(count: Int) {
        state = Mutex((sizes: [Int](repeating: 0, count: count), lastBlocks: [DeflateBlockWalker.LastBlock?](repeating: nil, count: count)))
    }

    var sizes: [Int] { state.withLock { $0.sizes } }
    var lastBlocks: [DeflateBlockWalker.LastBlock?] { state.withLock { $0.lastBlocks } }

    func store(index: Int, size: Int, lastBlock: DeflateBlockWalker.LastBlock?) {
        state.withLock {
            $0.sizes[index] = size
            $0.lastBlocks[index] = lastBlock
        }
    }
}
