/// PNG's five row filters (PNG spec §9), chosen per row by the smallest sum of absolute residues (the spec's
/// recommended heuristic), 16 bytes at a time.
///
/// Filtering reads only unfiltered bytes (the byte `bpp` to the left, the one above and the one above-left), so
/// every byte of a row is independent and the loops run on SIMD vectors.
enum PNGRowFilter {
    /// PNG filter types.
    enum Kind: UInt8, CaseIterable {
        case none = 0, sub, up, average, paeth
    }

    private typealias Bytes = SIMD16<UInt8>
    private typealias Wide = SIMD16<Int16>

    /// Writes the best-filtered `row` (`count` bytes, `bpp` bytes per pixel) to `output`: the filter type byte,
    /// then `count` residues. `above` is the previous unfiltered row (all zeros for the first row).
    static func filterAdaptive(row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int,
                               into output: UnsafeMutablePointer<UInt8>) {
        let kind = bestKind(row: row, above: above, count: count, bpp: bpp)
        filter(kind, row: row, above: above, count: count, bpp: bpp, into: output)
    }

    /// Writes `row` filtered with `kind` (type byte first) to `output`.
    static func filter(_ kind: Kind, row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int,
                       into output: UnsafeMutablePointer<UInt8>) {
        output[0] = kind.rawValue
        let target = output + 1
        let head = min(bpp, count)
        for index in 0..<head {  // no left neighbour: a = c = 0
            target[index] = residue(kind, x: row[index], a: 0, b: above[index], c: 0)
        }
        var index = head
        while index + 16 <= count {
            let x = load(row + index), a = load(row + index - bpp), b = load(above + index), c = load(above + index - bpp)
            let value: Bytes
            switch kind {
            case .none: value = x
            case .sub: value = x &- a
            case .up: value = x &- b
            case .average: value = x &- average(a, b)
            case .paeth: value = x &- paeth(a, b, c)
            }
            UnsafeMutableRawPointer(target + index).storeBytes(of: value, as: Bytes.self)
            index += 16
        }
        while index < count {
            target[index] = residue(kind, x: row[index], a: row[index - bpp], b: above[index], c: above[index - bpp])
            index += 1
        }
    }

    /// The filter whose residues have the smallest sum of absolute values (bytes read as signed).
    static func bestKind(row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int) -> Kind {
        var sums = [Int](repeating: 0, count: 5)
        let head = min(bpp, count)
        for index in 0..<head {
            for kind in Kind.allCases {
                sums[Int(kind.rawValue)] += magnitude(residue(kind, x: row[index], a: 0, b: above[index], c: 0))
            }
        }
        var none = SIMD16<UInt16>(), sub = SIMD16<UInt16>(), up = SIMD16<UInt16>(), avg = SIMD16<UInt16>(), pae = SIMD16<UInt16>()
        var index = head, lanesFilled = 0
        func flush() {
            sums[0] += Int(none.wrappedSum()); sums[1] += Int(sub.wrappedSum()); sums[2] += Int(up.wrappedSum())
            sums[3] += Int(avg.wrappedSum()); sums[4] += Int(pae.wrappedSum())
            none = .zero; sub = .zero; up = .zero; avg = .zero; pae = .zero
            lanesFilled = 0
        }
        while index + 16 <= count {
            let x = load(row + index), a = load(row + index - bpp), b = load(above + index), c = load(above + index - bpp)
            none &+= widenedMagnitude(x)
            sub &+= widenedMagnitude(x &- a)
            up &+= widenedMagnitude(x &- b)
            avg &+= widenedMagnitude(x &- average(a, b))
            pae &+= widenedMagnitude(x &- paeth(a, b, c))
            index += 16
            lanesFilled += 1
            if lanesFilled == 256 { flush() }  // each lane gains at most 128 per step: stay below 65,536
        }
        flush()
        while index < count {
            for kind in Kind.allCases {
                sums[Int(kind.rawValue)] += magnitude(residue(kind, x: row[index], a: row[index - bpp], b: above[index], c: above[index - bpp]))
            }
            index += 1
        }
        var best = Kind.none
        for kind in Kind.allCases where sums[Int(kind.rawValue)] < sums[Int(best.rawValue)] { best = kind }
        return best
    }

    /// One residue, the scalar form of the vector code.
    @inline(__always)
    static func residue(_ kind: Kind, x: UInt8, a: UInt8, b: UInt8, c: UInt8) -> UInt8 {
        switch kind {
        case .none: return x
        case .sub: return x &- a
        case .up: return x &- b
        case .average: return x &- UInt8((UInt16(a) + UInt16(b)) >> 1)
        case .paeth:
            let p = Int(a) + Int(b) - Int(c)
            let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
            return x &- (pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
        }
    }

    @inline(__always)
    private static func magnitude(_ residue: UInt8) -> Int {
        Int(min(residue, 0 &- residue))
    }

    @inline(__always)
    private static func widenedMagnitude(_ residues: Bytes) -> SIMD16<UInt16> {
        SIMD16<UInt16>(truncatingIfNeeded: pointwiseMin(residues, Bytes.zero &- residues))
    }

    @inline(__always)
    private static func load(_ pointer: UnsafePointer<UInt8>) -> Bytes {
        UnsafeRawPointer(pointer).loadUnaligned(as: Bytes.self)
    }

    /// floor((a + b) / 2) without overflow.
    @inline(__always)
    private static func average(_ a: Bytes, _ b: Bytes) -> Bytes {
        (a & b) &+ ((a ^ b) &>> 1)
    }

    /// The Paeth predictor: whichever of a, b, c is closest to a + b - c (ties: a, then b).
    @inline(__always)
    private static func paeth(_ a: Bytes, _ b: Bytes, _ c: Bytes) -> Bytes {
        let a16 = Wide(truncatingIfNeeded: a), b16 = Wide(truncatingIfNeeded: b), c16 = Wide(truncatingIfNeeded: c)
        let pa = absolute(b16 &- c16), pb = absolute(a16 &- c16), pc = absolute(a16 &+ b16 &- c16 &- c16)
        let chooseA = (pa .<= pb) .& (pa .<= pc)
        let predictor = c16.replacing(with: b16, where: pb .<= pc).replacing(with: a16, where: chooseA)
        return Bytes(truncatingIfNeeded: predictor)
    }

    @inline(__always)
    private static func absolute(_ value: Wide) -> Wide {
        pointwiseMax(value, Wide.zero &- value)
    }
}
