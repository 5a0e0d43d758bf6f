/// Finds where the last block of a raw DEFLATE stream (RFC 1951) starts and where it ends, by decoding every block's
/// symbols without producing output. `ParallelDeflate` needs both to join streams compressed separately: it clears
/// the last block's final-block bit and follows the block with an empty stored block, so the next stream can start
/// on a byte boundary.
///
/// Only streams MapSnap itself compressed (libdeflate's output) are walked; anything malformed gives nil.
struct DeflateBlockWalker {
    /// Bit offsets from the start of the stream.
    struct LastBlock: Equatable {
        /// The last block's first header bit (BFINAL).
        var start: Int
        /// The bit after its end-of-block code (or its stored bytes).
        var end: Int
    }

    private var reader: BitReader

    /// Bits consumed so far.
    private var bitPosition: Int { reader.position }

    /// Walks `bytes` from the first block to the one marked final; nil when the stream is malformed or runs out.
    static func lastBlock(of bytes: UnsafeBufferPointer<UInt8>) -> LastBlock? {
        var walker = DeflateBlockWalker(bytes: bytes)
        return walker.walk()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        reader = BitReader(bytes: bytes)
    }

    @inline(__always)
    private mutating func walk() -> LastBlock? {
        while true {
            let start = bitPosition
            guard let isFinal = bits(1), let type = bits(2) else { return nil }
            switch type {
            case 0: guard skipStoredBlock() else { return nil }
            case 1: guard skipCodedBlock(literals: HuffmanTable.fixedLiterals, distances: HuffmanTable.fixedDistances) else { return nil }
            case 2:
                guard let (literals, distances) = readDynamicTables(),
                      skipCodedBlock(literals: literals, distances: distances) else { return nil }
            default: return nil
            }
            if isFinal == 1 { return LastBlock(start: start, end: bitPosition) }
        }
    }

    /// The next `count` (≤ 24) bits, least significant first; nil past the end of the stream.
    @inline(__always)
    private mutating func bits(_ count: Int) -> Int? {
        let value = peek(count)
        return consume(count) ? value : nil
    }

    /// The next `count` (≤ 24) bits without consuming them (zeros past the end).
    @inline(__always)
    private mutating func peek(_ count: Int) -> Int {
        _ = reader.refill(below: 32)  // far past the end nothing is loaded, and `consume` reports it
        return Int(truncatingIfNeeded: reader.buffer & ((1 << UInt64(count)) - 1))
    }

    /// Drops `count` bits; false when that goes past the end of the stream.
    @inline(__always)
    private mutating func consume(_ count: Int) -> Bool {
        reader.drop(count)
        return !reader.isPastEnd
    }

    private mutating func skipStoredBlock() -> Bool {
        guard consume(reader.buffered & 7), let length = bits(16), let complement = bits(16), length ^ complement == 0xFFFF else { return false }
        return reader.skip(toByte: bitPosition / 8 + length)
    }

    /// Reads one symbol with `table`; nil when no code matches or the stream ends.
    @inline(__always)
    private mutating func symbol(_ table: HuffmanTable) -> Int? {
        let entry = table.entries[peek(table.bits)]
        guard entry & 0xFF != 0 else {
            guard let (symbol, length) = table.decodeLong(peek(15)), consume(length) else { return nil }
            return symbol
        }
        guard consume(Int(entry & 0xFF)) else { return nil }
        return Int(entry >> 16)
    }

    /// Skips a Huffman-coded block's symbols up to its end-of-block code. The hot loop of the walk: the bit state is
    /// kept in locals, each literal/length code is read with its extra bits in one step (the table entry carries
    /// both lengths), and the buffer is topped up to 48 bits, enough for a length and a distance with theirs.
    @inline(__always)
    private mutating func skipCodedBlock(literals: HuffmanTable, distances: HuffmanTable) -> Bool {
        var reader = self.reader
        defer { self.reader = reader }
        let literalMask = UInt64(1) << UInt64(literals.bits) - 1, distanceMask = UInt64(1) << UInt64(distances.bits) - 1
        return literals.entries.withUnsafeBufferPointer { literalEntries in
            distances.entries.withUnsafeBufferPointer { distanceEntries in
                while true {
                    guard reader.refill(below: 48) else { return false }
                    var entry = literalEntries[Int(truncatingIfNeeded: reader.buffer & literalMask)]
                    if entry & 0xFF == 0 {
                        guard let (symbol, length) = literals.decodeLong(Int(truncatingIfNeeded: reader.buffer & 0x7FFF)) else { return false }
                        entry = HuffmanTable.entry(symbol: symbol, length: length, alphabet: .literalsAndLengths)
                    }
                    let symbol = entry >> 16
                    reader.drop(Int(entry & 0xFF) + Int((entry >> 8) & 0xFF))
                    if symbol < 256 { continue }
                    if symbol == 256 { return !reader.isPastEnd }
                    guard symbol <= 285 else { return false }
                    var distance = distanceEntries[Int(truncatingIfNeeded: reader.buffer & distanceMask)]
                    if distance & 0xFF == 0 {
                        guard let (symbol, length) = distances.decodeLong(Int(truncatingIfNeeded: reader.buffer & 0x7FFF)) else { return false }
                        distance = HuffmanTable.entry(symbol: symbol, length: length, alphabet: .distances)
                    }
                    guard distance >> 16 < 30 else { return false }
                    reader.drop(Int(distance & 0xFF) + Int((distance >> 8) & 0xFF))
                }
            }
        }
    }

    private mutating func readDynamicTables() -> (HuffmanTable, HuffmanTable)? {
        guard let literalCount = bits(5).map({ $0 + 257 }), let distanceCount = bits(5).map({ $0 + 1 }),
              let lengthCodeCount = bits(4).map({ $0 + 4 }) else { return nil }
        var lengthCodeLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<lengthCodeCount {
            guard let length = bits(3) else { return nil }
            lengthCodeLengths[HuffmanTable.lengthCodeOrder[index]] = UInt8(length)
        }
        guard let lengthCodes = HuffmanTable.checked(lengthCodeLengths, alphabet: .codeLengths) else { return nil }
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            guard let code = symbol(lengthCodes) else { return nil }
            switch code {
            case 0...15: lengths.append(UInt8(code))
            case 16:
                guard let previous = lengths.last, let repeats = bits(2) else { return nil }
                lengths += repeatElement(previous, count: 3 + repeats)
            case 17:
                guard let repeats = bits(3) else { return nil }
                lengths += repeatElement(0, count: 3 + repeats)
            default:
                guard let repeats = bits(7) else { return nil }
                lengths += repeatElement(0, count: 11 + repeats)
            }
        }
        guard lengths.count == literalCount + distanceCount, lengths[256] > 0,
              let literals = HuffmanTable.checked(Array(lengths[..<literalCount]), alphabet: .literalsAndLengths),
              let distances = HuffmanTable.checked(Array(lengths[literalCount...]), alphabet: .distances) else { return nil }
        return (literals, distances)
    }
}

/// The bits of a byte buffer, least significant first, read ahead up to 64 at a time; past the end, zeros.
private struct BitReader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Bits read ahead, and how many of them there are.
    private(set) var buffer: UInt64 = 0
    private(set) var buffered = 0
    /// The next byte to load into `buffer`.
    private var nextByte = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Bits consumed so far.
    var position: Int { nextByte * 8 - buffered }
    /// Whether more bits were consumed than the buffer holds.
    var isPastEnd: Bool { position > 8 * bytes.count }

    /// When fewer than `minimum` bits are buffered, tops the buffer up to at least 56: eight bytes at once away from
    /// the end, then zeros. False, loading nothing, once far past the end (zeros could decode forever).
    @inline(__always)
    mutating func refill(below minimum: Int) -> Bool {
        guard buffered < minimum else { return true }
        if nextByte + 8 <= bytes.count, let base = bytes.baseAddress {
            buffer |= UInt64(littleEndian: UnsafeRawPointer(base + nextByte).loadUnaligned(as: UInt64.self)) << UInt64(buffered)
            let taken = (63 - buffered) >> 3
            nextByte += taken
            buffered += taken * 8
            return true
        }
        guard nextByte < bytes.count + 16 else { return false }
        while buffered <= 56 {
            buffer |= UInt64(nextByte < bytes.count ? bytes[nextByte] : 0) << UInt64(buffered)
            nextByte += 1
            buffered += 8
        }
        return true
    }

    /// Drops `count` buffered bits.
    @inline(__always)
    mutating func drop(_ count: Int) {
        buffer >>= UInt64(count)
        buffered -= count
    }

    /// Drops what is buffered and continues at byte `next`; false when that is past the end.
    mutating func skip(toByte next: Int) -> Bool {
        guard next <= bytes.count else { return false }
        buffer = 0
        buffered = 0
        nextByte = next
        return true
    }
}

/// A canonical Huffman code: a lookup table indexed by the next `bits` stream bits (least significant first) for
/// codes up to 10 bits, and the canonical ordering for the rare longer ones (decoded a bit at a time). A small table
/// matters: a new one is built for every block.
struct HuffmanTable {
    /// What the symbols are, which says how many extra bits follow each.
    enum Alphabet {
        case literalsAndLengths, distances, codeLengths
    }

    /// Symbol in bits 16 and up, extra bits after the code in bits 8…15, code length in bits 0…7 (0: no code of at
    /// most `bits` bits starts so).
    let entries: [UInt32]
    let bits: Int
    let alphabet: Alphabet
    /// Codes per length 0…15, and the symbols in canonical order (by length, then value).
    private let counts: [Int]
    private let sortedSymbols: [UInt16]

    /// The longest code found by table lookup.
    static let tableBits = 10

    /// The code the lengths define, or nil when it is over-subscribed (more codes of some length than fit). An
    /// empty or incomplete code is allowed (a distance code may have one symbol or none).
    static func checked(_ lengths: [UInt8], alphabet: Alphabet) -> HuffmanTable? {
        var counts = [Int](repeating: 0, count: 16), available = 1
        for length in lengths where length > 0 { counts[Int(length)] += 1 }
        for length in 1..<16 {
            available = available * 2 - counts[length]
            if available < 0 { return nil }
        }
        return HuffmanTable(lengths: lengths, alphabet: alphabet)
    }

    /// The canonical code the lengths (each 0…15, 0 for unused symbols) define (RFC 1951 §3.2.2); the code must not
    /// be over-subscribed (`checked` makes sure).
    init(lengths: [UInt8], alphabet: Alphabet) {
        self.alphabet = alphabet
        bits = min(max(Int(lengths.max() ?? 0), 1), HuffmanTable.tableBits)
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: 16), code = 0
        for length in 1..<16 {
            code = (code + counts[length - 1]) << 1
            nextCode[length] = code
        }
        var table = [UInt32](repeating: 0, count: 1 << bits)
        var sorted: [UInt16] = []
        sorted.reserveCapacity(lengths.count)
        for length in 1..<16 {
            for (symbol, symbolLength) in lengths.enumerated() where Int(symbolLength) == length { sorted.append(UInt16(symbol)) }
        }
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let length = Int(length)
            let code = nextCode[length]
            nextCode[length] += 1
            guard length <= bits else { continue }
            // Stream bits arrive least significant first, codes are packed most significant first: reverse.
            var reversed = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            var index = reversed
            while index < table.count {
                table[index] = HuffmanTable.entry(symbol: symbol, length: length, alphabet: alphabet)
                index += 1 << length
            }
        }
        entries = table
        self.counts = counts
        sortedSymbols = sorted
    }

    /// A table entry: the symbol, the extra bits that follow its code, the code's length.
    static func entry(symbol: Int, length: Int, alphabet: Alphabet) -> UInt32 {
        let extra: Int
        switch alphabet {
        case .literalsAndLengths: extra = (257...285).contains(symbol) ? HuffmanTable.lengthExtraBits[symbol - 257] : 0
        case .distances: extra = symbol < 30 ? HuffmanTable.distanceExtraBits[symbol] : 0
        case .codeLengths: extra = 0
        }
        return UInt32(symbol) << 16 | UInt32(extra) << 8 | UInt32(length)
    }

    /// Decodes a code longer than the table from `window` (the next 15 stream bits), a bit at a time in canonical
    /// order; returns the symbol and the code's length, nil when no code matches.
    func decodeLong(_ window: Int) -> (symbol: Int, length: Int)? {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= (window >> (length - 1)) & 1
            let count = counts[length]
            if code - first < count { return (Int(sortedSymbols[index + code - first]), length) }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        return nil
    }

    /// Extra bits after length codes 257…285.
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// Extra bits after distance codes 0…29.
    static let distanceExtraBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order in which code-length code lengths are stored.
    static let lengthCodeOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed codes of block type 1.
    static let fixedLiterals = HuffmanTable(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }, alphabet: .literalsAndLengths)
    static let fixedDistances = HuffmanTable(lengths: [UInt8](repeating: 5, count: 30), alphabet: .distances)
}
