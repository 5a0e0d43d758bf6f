import CDeflate
import Testing
import CairoCanvas
@testable import ImageEncoding
import MapRender

/// Seeded bytes of three kinds: map-like runs (long matches), text-like (short matches) and noise (stored blocks).
private func sample(count: Int, kind: Int, seed: UInt64) -> [UInt8] {
    var state = seed, bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
    var run: UInt8 = 0
    while bytes.count < count {
        switch kind {
        case 0:
            if next() % 40 == 0 { run = UInt8(truncatingIfNeeded: next()) }
            bytes.append(next() % 9 == 0 ? UInt8(truncatingIfNeeded: next()) : run)
        case 1: bytes.append(UInt8(97 + next() % 12))
        default: bytes.append(UInt8(truncatingIfNeeded: next()))
        }
    }
    return bytes
}

/// Inflates a zlib stream with libdeflate (another code path than the compressor's), nil when it is invalid.
private func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    var output = [UInt8](repeating: 0, count: count)
    var produced = 0
    let result = stream.withUnsafeBytes { input in
        output.withUnsafeMutableBytes { target in
            libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, target.baseAddress, target.count, &produced)
        }
    }
    return result == LIBDEFLATE_SUCCESS && produced == count ? output : nil
}

@Test(arguments: [0, 1, 5, 9, 12])
func piecesJoinIntoOneStreamThatInflatesToTheInput(level: Int32) throws {
    let scratch = EncodingScratch()
    for (index, size) in [1, 100, 70_000, 300_001, 1_500_000].enumerated() {
        for kind in 0..<3 {
            let input = sample(count: size, kind: kind, seed: UInt64(index * 3 + kind) + UInt64(level) * 100)
            for pieces in [2, 3, 4] where size >= pieces {
                var output: [UInt8] = []
                let length = try #require(input.withUnsafeBufferPointer {
                    ParallelDeflate.compress($0, level: level, pieces: pieces, scratch: scratch, into: &output)
                })
                #expect(inflate(Array(output[..<length]), count: size) == input, "level \(level), \(size) bytes of kind \(kind) in \(pieces) pieces")
            }
        }
    }
}

@Test func theWalkerRefusesDamagedStreams() {
    // Truncated, reserved block type, bad stored length: nil, never a crash or a wrong answer.
    let input = sample(count: 50_000, kind: 1, seed: 7)
    guard let compressor = libdeflate_alloc_compressor(6) else { return }
    defer { libdeflate_free_compressor(compressor) }
    var stream = [UInt8](repeating: 0, count: 60_000)
    let size = input.withUnsafeBytes { source in
        stream.withUnsafeMutableBytes { libdeflate_deflate_compress(compressor, source.baseAddress, source.count, $0.baseAddress, $0.count) }
    }
    let whole = Array(stream[..<size])
    #expect(whole.withUnsafeBufferPointer { DeflateBlockWalker.lastBlock(of: $0) }?.end ?? 0 > 8 * (size - 1))
    for cut in [0, 1, size / 2, size - 1] {
        #expect(Array(whole[..<cut]).withUnsafeBufferPointer { DeflateBlockWalker.lastBlock(of: $0) } == nil, "cut at \(cut)")
    }
    #expect([UInt8]([0x07]).withUnsafeBufferPointer { DeflateBlockWalker.lastBlock(of: $0) } == nil)  // BTYPE 11
    #expect([UInt8]([0x01, 0x05, 0x00, 0x00, 0x00]).withUnsafeBufferPointer { DeflateBlockWalker.lastBlock(of: $0) } == nil)  // NLEN wrong
    #expect([UInt8]([0x01, 0x01, 0x00, 0xFE, 0xFF, 0x41]).withUnsafeBufferPointer { DeflateBlockWalker.lastBlock(of: $0) }
            == DeflateBlockWalker.LastBlock(start: 0, end: 48))  // one stored byte
}

@Test func largeImagesCompressedInPiecesDecodeToTheSamePixels() throws {
    // Rows of a megabyte or more go through ParallelDeflate; Cairo's PNG reader (libpng and zlib) must read them back.
    for (width, height) in [(700, 500), (1300, 1100), (2048, 1100)] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        let bytes = sample(count: width * height * 3, kind: 0, seed: UInt64(width))
        for pixel in 0..<(width * height) { pixels += [bytes[3 * pixel], bytes[3 * pixel + 1], bytes[3 * pixel + 2], 255] }
        let image = try #require(RGBAImage(width: width, height: height, pixels: pixels))
        #expect(ParallelDeflate.pieces(forBytes: height * (width * 3 + 1)) > 1)
        for compression in PNGEncoding.Compression.allCases where compression != .small {
            var encoding = PNGEncoding(compression: compression)
            let inPieces = try PNGCodec.encode(image, encoding: encoding)
            encoding.compressesInPieces = false  // as serve and batch encode
            let whole = try PNGCodec.encode(image, encoding: encoding)
            #expect(inPieces != whole, "the pieces are another stream")
            #expect(try PNGCodec.decode(inPieces) == image && PNGCodec.decode(whole) == image, "\(width)x\(height), \(compression)")
        }
    }
}

@Test func longCodesDecodeBitByBitAsTheTableDecodesShortOnes() {
    // A complete code with one symbol of each length 1…14 and two of length 15: symbols with codes longer than
    // the 10-bit table are found by the canonical walk.
    let lengths: [UInt8] = (1...15).map { UInt8($0) } + [15]
    let table = HuffmanTable(lengths: lengths, alphabet: .codeLengths)
    var code = 0
    for (symbol, length) in lengths.enumerated().map({ ($0.offset, Int($0.element)) }) {
        if symbol > 0 { code = (code + 1) << (length - Int(lengths[symbol - 1])) }
        var streamBits = 0  // the code's bits as they arrive, first bit lowest
        for bit in 0..<length where code & (1 << (length - 1 - bit)) != 0 { streamBits |= 1 << bit }
        if length <= HuffmanTable.tableBits {
            let entry = table.entries[streamBits & ((1 << table.bits) - 1)]
            #expect(Int(entry >> 16) == symbol && Int(entry & 0xFF) == length, "symbol \(symbol)")
        } else {
            #expect(table.entries[streamBits & ((1 << table.bits) - 1)] & 0xFF == 0)
            let decoded = table.decodeLong(streamBits)
            #expect(decoded?.symbol == symbol && decoded?.length == length, "symbol \(symbol)")
        }
    }
    #expect(HuffmanTable.checked([1, 1, 1], alphabet: .codeLengths) == nil)  // over-subscribed
}
