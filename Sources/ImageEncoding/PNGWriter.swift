import CDeflate

/// MapSnap's PNG encoder: premultiplied ARGB pixels (Cairo's) straight to PNG bytes. Opaque images are written as RGB, others as RGBA
/// (straight alpha), and libdeflate compresses the image: in one call, or from a megabyte of rows on in pieces on
/// several threads at once (`ParallelDeflate`). With `palette` the image is quantised to
/// 256 colours (`PaletteQuantizer`) and written as an indexed PNG with a tRNS chunk when it has transparency.
///
/// Rows are not filtered (filter type 0): rendered maps are flat colours with antialiased edges, whose exact
/// repeats LZ77 finds, and every filter breaks them. Measured on the bench-peers scenes at the same level, the
/// adaptive filter choice the PNG spec suggests (`PNGRowFilter`) made files 17–48% larger (overlay 116 vs 99 KB,
/// 800×600 base map 311 vs 253 KB, 1600×1200 856 vs 681 KB, dark 307 vs 243 KB, a 256×256@2x thumbnail 208 vs
/// 140 KB) and took 3 ms more. `.small` still tries both and keeps the smaller.
public enum PNGWriter {
    /// libdeflate's level for each compression choice. Balanced is level 2: measured against Mapnik's png32 of the
    /// same pixels it is 0.95x on the overlay scene, 0.98x on the 800×600 base map and 0.99x on 256×256@2x thumbnails,
    /// and it compresses 27% faster than level 5 (whose files are 3% smaller); level 1 would be larger than Mapnik's.
    ///
    /// An 8-bit palette image (`palette`) compresses its indices at level 6 when balanced: they are a third of the RGB
    /// bytes, and png8 is asked for to make small files. On 200 thumbnails 256×256@2x (`Scripts/bench/make-batch-manifest
    /// 200`) level 6 made png8 36.5% of the 32-bit bytes against 40.6% at level 2, for 8% more instructions in the
    /// png8 encode (49.2 vs 45.5 million per thumbnail, callgrind; quantising is most of it).
    static func level(_ compression: PNGEncoding.Compression, palette: Bool) -> Int32 {
        switch compression {
        case .fast: return 1
        case .balanced: return palette ? 6 : 2
        case .small: return 10
        }
    }

    /// The first `count` bytes of `rows` as one zlib stream from libdeflate at `level`, written into `output`
    /// (grown as needed); returns the stream's length. A megabyte or more is compressed in pieces at once
    /// (`ParallelDeflate`) unless `inPieces` is false.
    static func compress(_ rows: [UInt8], count: Int, level: Int32, inPieces: Bool = true, scratch: EncodingScratch,
                         into output: inout [UInt8]) throws(ImageEncodingError) -> Int {
        let pieces = inPieces ? ParallelDeflate.pieces(forBytes: count) : 1
        if pieces > 1, let size = rows.withUnsafeBufferPointer({ all in
            ParallelDeflate.compress(UnsafeBufferPointer(rebasing: all[..<count]), level: level, pieces: pieces, scratch: scratch, into: &output)
        }) {
            return size
        }
        guard let compressor = scratch.compressor(level: level) else {
            throw ImageEncodingError("PNG encoding failed: libdeflate could not start (out of memory?)")
        }
        EncodingScratch.ensure(&output, count: libdeflate_zlib_compress_bound(compressor, count))
        let size = rows.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { target in
                libdeflate_zlib_compress(compressor, input.baseAddress, count, target.baseAddress, target.count)
            }
        }
        guard size > 0 else { throw ImageEncodingError("PNG encoding failed: libdeflate could not compress the image") }
        return size
    }

    /// Encodes the pixels as `encoding` asks, working in `scratch` (one per thread, reused from image to image).
    public static func encode(_ pixels: PixelBuffer, encoding: PNGEncoding, scratch: EncodingScratch) throws(ImageEncodingError) -> [UInt8] {
        guard pixels.width > 0, pixels.height > 0 else {
            throw ImageEncodingError("PNG encoding failed: empty image")
        }
        let opaque = pixels.isOpaque
        var chunks = PNGChunks(width: pixels.width, height: pixels.height)
        let level = level(encoding.compression, palette: encoding.palette)
        if encoding.palette {
            let quantized = PaletteQuantizer.quantize(pixels, opaque: opaque)
            chunks.header(colourType: 3)
            if let pixelsPerInch = encoding.pixelsPerInch { chunks.physicalSize(pixelsPerInch: pixelsPerInch) }
            chunks.palette(quantized.colours, opaque: opaque)
            let rows = quantized.filteredRows()
            let size = try compress(rows, count: rows.count, level: level, inPieces: encoding.compressesInPieces, scratch: scratch,
                                    into: &scratch.compressed)
            chunks.imageData(scratch.compressed[..<size])
        } else {
            chunks.header(colourType: opaque ? 2 : 6)
            if let pixelsPerInch = encoding.pixelsPerInch { chunks.physicalSize(pixelsPerInch: pixelsPerInch) }
            let channels = opaque ? 3 : 4
            let count = pixels.filterRows(channels: channels, adaptive: false, into: &scratch.rows)
            let size = try compress(scratch.rows, count: count, level: level, inPieces: encoding.compressesInPieces, scratch: scratch,
                                    into: &scratch.compressed)
            var body = scratch.compressed[..<size]
            if encoding.compression == .small {
                var adaptiveRows: [UInt8] = [], adaptiveOutput: [UInt8] = []
                _ = pixels.filterRows(channels: channels, adaptive: true, into: &adaptiveRows)
                let adaptiveSize = try compress(adaptiveRows, count: count, level: level, inPieces: encoding.compressesInPieces,
                                                scratch: scratch, into: &adaptiveOutput)
                if adaptiveSize < size { body = adaptiveOutput[..<adaptiveSize] }
            }
            chunks.imageData(body)
        }
        chunks.end()
        return chunks.bytes
    }
}

extension PixelBuffer {
    /// Writes every row as RGB (3 channels) or straight RGBA (4) into `output` (grown as needed), each preceded by
    /// its filter type byte: unfiltered, or with the filter `PNGRowFilter` finds best when `adaptive`. Returns the
    /// number of bytes written.
    func filterRows(channels: Int, adaptive: Bool, into output: inout [UInt8]) -> Int {
        let rowBytes = width * channels
        EncodingScratch.ensure(&output, count: height * (rowBytes + 1))
        var current = [UInt8](repeating: 0, count: adaptive ? rowBytes : 0), previous = current
        output.withUnsafeMutableBufferPointer { target in
            guard let target = target.baseAddress else { return }
            for y in 0..<height {
                let start = target + y * (rowBytes + 1)
                guard adaptive else {
                    start[0] = PNGRowFilter.Kind.none.rawValue
                    convert(row: y, channels: channels, into: start + 1)
                    continue
                }
                current.withUnsafeMutableBufferPointer { bytes in
                    if let bytes = bytes.baseAddress { convert(row: y, channels: channels, into: bytes) }
                }
                current.withUnsafeBufferPointer { row in
                    previous.withUnsafeBufferPointer { above in
                        guard let row = row.baseAddress, let above = above.baseAddress else { return }
                        PNGRowFilter.filterAdaptive(row: row, above: above, count: rowBytes, bpp: channels, into: start)
                    }
                }
                swap(&current, &previous)
            }
        }
        return height * (rowBytes + 1)
    }

    /// Row `y` as RGB bytes (3 channels, opaque images) or straight RGBA (4).
    private func convert(row y: Int, channels: Int, into bytes: UnsafeMutablePointer<UInt8>) {
        let source = row(y)
        if channels == 3 {
            for x in 0..<width {
                let pixel = source[x], offset = x * 3
                bytes[offset] = UInt8(truncatingIfNeeded: pixel >> 16)
                bytes[offset + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                bytes[offset + 2] = UInt8(truncatingIfNeeded: pixel)
            }
        } else {
            for x in 0..<width {
                let (red, green, blue, alpha) = PixelBuffer.straight(source[x])
                let offset = x * 4
                bytes[offset] = red
                bytes[offset + 1] = green
                bytes[offset + 2] = blue
                bytes[offset + 3] = alpha
            }
        }
    }
}

/// PNG chunks written in order into one byte array (PNG spec §5).
struct PNGChunks {
    let width: Int
    let height: Int
    private(set) var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// IHDR: 8-bit samples of `colourType` (2 RGB, 3 indexed, 6 RGBA), no interlacing.
    mutating func header(colourType: UInt8) {
        var body: [UInt8] = []
        body.appendBigEndian(UInt32(width))
        body.appendBigEndian(UInt32(height))
        body += [8, colourType, 0, 0, 0]
        append("IHDR", body)
    }

    /// pHYs: square pixels, `pixelsPerInch` as pixels per metre.
    mutating func physicalSize(pixelsPerInch: Double) {
        let perMetre = UInt32(max(1, min(Double(UInt32.max), (pixelsPerInch / 0.0254).rounded())))
        var body: [UInt8] = []
        body.appendBigEndian(perMetre)
        body.appendBigEndian(perMetre)
        body.append(1)  // unit: metre
        append("pHYs", body)
    }

    /// PLTE, and tRNS with each entry's alpha unless the image is opaque.
    mutating func palette(_ colours: [(UInt8, UInt8, UInt8, UInt8)], opaque: Bool) {
        append("PLTE", colours.flatMap { [$0.0, $0.1, $0.2] })
        if !opaque {
            var alphas = colours.map(\.3)
            while let last = alphas.last, last == 255 { alphas.removeLast() }  // trailing entries default to opaque
            if !alphas.isEmpty { append("tRNS", alphas) }
        }
    }

    /// IDAT: the compressed rows.
    mutating func imageData(_ compressed: ArraySlice<UInt8>) {
        append("IDAT", compressed)
    }

    /// IEND.
    mutating func end() {
        append("IEND", [UInt8]())
    }

    private mutating func append(_ type: String, _ body: some Collection<UInt8>) {
        bytes.appendBigEndian(UInt32(body.count))
        let start = bytes.count
        bytes += Array(type.utf8)
        bytes += body
        let crc = bytes.withUnsafeBytes { all in
            libdeflate_crc32(0, all.baseAddress.map { $0 + start }, all.count - start)
        }
        bytes.appendBigEndian(crc)
    }
}

extension Array where Element == UInt8 {
    /// Appends a 32-bit big-endian integer.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }
}
