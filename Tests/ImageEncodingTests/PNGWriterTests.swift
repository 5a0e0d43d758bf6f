import Testing
import CairoCanvas
@testable import ImageEncoding
import MapRender

/// A seeded generator so failures reproduce.
private struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// An image like a rendered map: flat runs of a few colours with random pixels between (so every filter and
/// match path is taken).
private func mapLikeImage(width: Int, height: Int, alpha: Bool, random: inout SplitMix) -> RGBAImage {
    let palette: [(UInt8, UInt8, UInt8)] = [(243, 241, 236), (159, 208, 243), (255, 228, 154), (198, 230, 179), (74, 74, 79)]
    var pixels: [UInt8] = []
    var colour = palette[0]
    for _ in 0..<(width * height) {
        if random.below(7) == 0 { colour = palette[random.below(palette.count)] }
        let noisy = random.below(5) == 0
        let opacity: UInt8 = alpha ? (random.below(3) == 0 ? random.byte() : 255) : 255
        pixels += noisy ? [random.byte(), random.byte(), random.byte(), opacity] : [colour.0, colour.1, colour.2, opacity]
    }
    return RGBAImage(width: width, height: height, pixels: pixels) ?? RGBAImage(width: width, height: height)
}

/// The PNG spec's reconstruction (§9.4), written plainly: the reference the vector filters must invert.
private func unfilter(_ kind: PNGRowFilter.Kind, residues: [UInt8], above: [UInt8], bpp: Int) -> [UInt8] {
    var row = [UInt8](repeating: 0, count: residues.count)
    for index in residues.indices {
        let a = index >= bpp ? Int(row[index - bpp]) : 0, b = Int(above[index]), c = index >= bpp ? Int(above[index - bpp]) : 0
        let predictor: Int
        switch kind {
        case .none: predictor = 0
        case .sub: predictor = a
        case .up: predictor = b
        case .average: predictor = (a + b) / 2
        case .paeth:
            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
            predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        }
        row[index] = residues[index] &+ UInt8(truncatingIfNeeded: predictor)
    }
    return row
}

@Test func everyRowFilterIsInvertedByThePNGReconstruction() {
    var random = SplitMix(state: 7)
    for bpp in [1, 3, 4] {
        for count in [1, 2, 3, 4, 15, 16, 17, 31, 32, 33, 47, 64, 70, 255] where count >= 1 {
            let row = (0..<count).map { _ in random.byte() }, above = (0..<count).map { _ in random.byte() }
            for kind in PNGRowFilter.Kind.allCases {
                var output = [UInt8](repeating: 0xAA, count: count + 1)
                row.withUnsafeBufferPointer { rowBytes in
                    above.withUnsafeBufferPointer { aboveBytes in
                        output.withUnsafeMutableBufferPointer { target in
                            PNGRowFilter.filter(kind, row: rowBytes.baseAddress!, above: aboveBytes.baseAddress!, count: count, bpp: bpp,
                                                into: target.baseAddress!)
                        }
                    }
                }
                #expect(output[0] == kind.rawValue)
                #expect(unfilter(kind, residues: Array(output[1...]), above: above, bpp: bpp) == row, "\(kind) bpp \(bpp) count \(count)")
            }
        }
    }
}

@Test func opaqueImagesRoundTripExactlyAtEveryCompression() throws {
    var random = SplitMix(state: 11)
    for (width, height) in [(1, 1), (2, 3), (15, 4), (16, 16), (17, 9), (33, 5), (100, 37)] {
        let image = mapLikeImage(width: width, height: height, alpha: false, random: &random)
        for compression in PNGEncoding.Compression.allCases {
            let bytes = try PNGCodec.encode(image, encoding: PNGEncoding(compression: compression))
            #expect(bytes[25] == 2, "opaque images are written as RGB")
            #expect(try PNGCodec.decode(bytes) == image, "\(width)x\(height) \(compression)")
        }
    }
}

@Test func translucentImagesDecodeAsCairosOwnWriterDoes() throws {
    var random = SplitMix(state: 13)
    for (width, height) in [(1, 1), (17, 3), (40, 21)] {
        let image = mapLikeImage(width: width, height: height, alpha: true, random: &random)
        let ours = try PNGCodec.encode(image), cairos = try PNGCodec.encode(image, encoder: .cairo)
        #expect(ours[25] == 6, "images with transparency are written as RGBA")
        #expect(try PNGCodec.decode(ours) == (try PNGCodec.decode(cairos)))
    }
}

@Test func paletteOutputKeepsFewColoursExactly() throws {
    // Colours 8 apart in every channel fall in different histogram cells, so each keeps its own palette entry.
    var random = SplitMix(state: 17)
    var pixels: [UInt8] = []
    for _ in 0..<(64 * 48) {
        let index = random.below(200)
        pixels += [UInt8(index % 6 * 40), UInt8(index / 6 % 6 * 40), UInt8(index / 36 * 40), 255]
    }
    let image = try #require(RGBAImage(width: 64, height: 48, pixels: pixels))
    let bytes = try PNGCodec.encode(image, encoding: PNGEncoding(palette: true))
    #expect(bytes[25] == 3, "png8 is an indexed PNG")
    #expect(try PNGCodec.decode(bytes) == image)
}

@Test func paletteOutputOfManyColoursStaysClose() throws {
    // A smooth two-axis gradient with a translucent band: 4,096 colours in, 256 out.
    var pixels: [UInt8] = []
    for y in 0..<64 {
        for x in 0..<64 { pixels += [UInt8(x * 4), UInt8(y * 4), 128, y < 8 ? 96 : 255] }
    }
    let image = try #require(RGBAImage(width: 64, height: 64, pixels: pixels))
    let decoded = try PNGCodec.decode(try PNGCodec.encode(image, encoding: PNGEncoding(palette: true)))
    var worst = 0
    for y in 0..<64 {
        for x in 0..<64 {
            let a = image.pixel(x: x, y: y), b = decoded.pixel(x: x, y: y)
            worst = max(worst, abs(Int(a.0) - Int(b.0)), abs(Int(a.1) - Int(b.1)), abs(Int(a.2) - Int(b.2)), abs(Int(a.3) - Int(b.3)))
        }
    }
    #expect(worst <= 24, "largest channel error \(worst)")
    let straightAlpha = decoded.pixel(x: 10, y: 2).3
    #expect(abs(Int(straightAlpha) - 96) <= 16, "translucency survives in tRNS")
}

@Test func encodingNamesParse() {
    #expect(PNGEncoding(parsing: "fast") == PNGEncoding(compression: .fast))
    #expect(PNGEncoding(parsing: "png8") == PNGEncoding(palette: true))
    #expect(PNGEncoding(parsing: "png8,small") == PNGEncoding(compression: .small, palette: true))
    #expect(PNGEncoding(parsing: "SMALL,PNG8") == PNGEncoding(compression: .small, palette: true))
    for bad in ["", "png32", "fast,small", "fast,", "9"] { #expect(PNGEncoding(parsing: bad) == nil, "\(bad)") }
    for encoding in [PNGEncoding.standard, PNGEncoding(compression: .fast, palette: true)] {
        #expect(PNGEncoding(parsing: encoding.description) == encoding)
    }
}

@Test func paletteOutputFoldsRareNearBlendsIntoTheirFlatColour() throws {
    // Two flat halves; 40 pixels of a blend close to the left colour (0.4% of the image, 5 apart) and 20 of a red
    // marker far from both. The blend folds into its flat colour; the red stays exactly, as do the flat colours.
    let left: (UInt8, UInt8, UInt8) = (200, 200, 200), right: (UInt8, UInt8, UInt8) = (100, 150, 220)
    var pixels: [UInt8] = []
    for y in 0..<100 {
        for x in 0..<100 {
            let colour: (UInt8, UInt8, UInt8)
            if x == 49, y < 40 { colour = (195, 198, 203) } else if x == 10, y < 20 { colour = (230, 20, 30) } else { colour = x < 50 ? left : right }
            pixels += [colour.0, colour.1, colour.2, 255]
        }
    }
    let image = try #require(RGBAImage(width: 100, height: 100, pixels: pixels))
    let decoded = try PNGCodec.decode(try PNGCodec.encode(image, encoding: PNGEncoding(palette: true)))
    #expect(decoded.pixel(x: 49, y: 5) == (200, 200, 200, 255))
    #expect(decoded.pixel(x: 10, y: 5) == (230, 20, 30, 255))
    #expect(decoded.pixel(x: 0, y: 0) == (200, 200, 200, 255) && decoded.pixel(x: 99, y: 99) == (100, 150, 220, 255))
}
