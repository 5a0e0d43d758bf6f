import ImageEncoding
import Testing
import TestSupport

/// Generated premultiplied images: smooth gradients (what maps are mostly made of) with hard-edged blocks, opaque or
/// with alpha (see-through and clear pixels among them), 1 to 300 pixels a side, rows padded or not.
private func generatedImage(_ generator: inout SeededGenerator, opaque: Bool) -> (pixels: [UInt32], width: Int, height: Int, stride: Int) {
    let width = Int.random(in: 1...300, using: &generator), height = Int.random(in: 1...300, using: &generator)
    let stride = width + Int.random(in: 0...3, using: &generator)
    var pixels = [UInt32](repeating: 0, count: stride * height)
    let block = (x: Int.random(in: 0..<width, using: &generator), y: Int.random(in: 0..<height, using: &generator))
    for y in 0..<height {
        for x in 0..<width {
            var alpha = opaque ? 255 : UInt32((x * 255) / max(1, width - 1))
            if !opaque, y % 7 == 0 { alpha = 0 }
            let inBlock = x >= block.x && y >= block.y
            let red = inBlock ? 200 : UInt32((x * 255) / max(1, width - 1)), green = inBlock ? 30 : UInt32((y * 255) / max(1, height - 1)), blue: UInt32 = 120
            pixels[y * stride + x] = alpha << 24 | (red * alpha / 255) << 16 | (green * alpha / 255) << 8 | (blue * alpha / 255)
        }
    }
    return (pixels, width, height, stride * 4)
}

/// Every generated image encodes and decodes back (with our decoders) to its own size: lossless WebP to the same
/// premultiplied pixels within one step of rounding, lossy WebP and JPEG close to them (JPEG over white; a few pixels
/// across, only roughly).
@Test func generatedImagesRoundTrip() throws {
    var generator = SeededGenerator(seed: 2909)
    for round in 0..<40 {
        let opaque = round % 2 == 0
        let image = generatedImage(&generator, opaque: opaque)
        try image.pixels.withUnsafeBytes { raw in
            let buffer = PixelBuffer(base: try #require(raw.baseAddress), width: image.width, height: image.height, stride: image.stride)
            for (name, bytes, decode, dimensions, largestMean) in [
                ("lossless WebP", try WebPCodec.encode(buffer, quality: nil), WebPCodec.decode, WebPCodec.dimensions, 0.5),
                ("WebP 90", try WebPCodec.encode(buffer, quality: 90), WebPCodec.decode, WebPCodec.dimensions, 12),
                ("JPEG 90", try JPEGCodec.encode(buffer, quality: 90), JPEGCodec.decode, JPEGCodec.dimensions, 12),
            ] as [(String, [UInt8], ([UInt8], UnsafeMutableRawPointer, Int, Int, Int) throws(ImageEncodingError) -> Void, ([UInt8]) throws(ImageEncodingError) -> (width: Int, height: Int), Double)] {
                let size = try dimensions(bytes)
                #expect(size.width == image.width && size.height == image.height, "\(name) \(image.width)x\(image.height)")
                var decoded = [UInt32](repeating: 0, count: image.width * image.height)
                try decoded.withUnsafeMutableBytes { try decode(bytes, try #require($0.baseAddress), image.width, image.height, image.width * 4) }
                var total = 0.0, largest = 0
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        var expected = image.pixels[y * image.stride / 4 + x]
                        if name.hasPrefix("JPEG") { expected = overWhite(expected) }
                        let found = decoded[y * image.width + x]
                        for shift in [0, 8, 16, 24] as [UInt32] {
                            let difference = abs(Int((expected >> shift) & 0xFF) - Int((found >> shift) & 0xFF))
                            total += Double(difference)
                            largest = max(largest, difference)
                        }
                    }
                }
                let mean = total / Double(image.width * image.height * 4)
                // Chroma is kept at half resolution: in an image a few pixels across, the hard edge's colour smears
                // over much of it.
                let bound = min(image.width, image.height) < 16 && !name.hasPrefix("lossless") ? 40 : largestMean
                #expect(mean <= bound, "\(name) \(image.width)x\(image.height) opaque \(opaque): mean difference \(mean)")
                if name.hasPrefix("lossless") { #expect(largest <= 1, "\(name) \(image.width)x\(image.height): largest difference \(largest)") }
            }
        }
    }
}

/// A premultiplied pixel laid over white, opaque.
private func overWhite(_ pixel: UInt32) -> UInt32 {
    let clear = 255 - (pixel >> 24)
    return 0xFF00_0000 | (min(255, ((pixel >> 16) & 0xFF) + clear) << 16) | (min(255, ((pixel >> 8) & 0xFF) + clear) << 8) | min(255, (pixel & 0xFF) + clear)
}

/// Qualities outside 1...100 are refused with a message naming the value; damaged bytes are an error, never a crash.
@Test func badQualitiesAndDamagedBytesAreErrors() throws {
    let pixels: [UInt32] = [0xFF00_00FF, 0xFF00_FF00, 0xFFFF_0000, 0xFFFF_FFFF]
    try pixels.withUnsafeBytes { raw in
        let buffer = PixelBuffer(base: try #require(raw.baseAddress), width: 2, height: 2, stride: 8)
        #expect(throws: ImageEncodingError("JPEG quality 0 is outside 1...100")) { try JPEGCodec.encode(buffer, quality: 0) }
        #expect(throws: ImageEncodingError("WebP quality 101 is outside 1...100")) { try WebPCodec.encode(buffer, quality: 101) }
        let jpeg = try JPEGCodec.encode(buffer, quality: 80), webp = try WebPCodec.encode(buffer, quality: 80)
        var generator = SeededGenerator(seed: 45)
        for (bytes, dimensions, decode) in [(jpeg, JPEGCodec.dimensions, JPEGCodec.decode), (webp, WebPCodec.dimensions, WebPCodec.decode)]
            as [([UInt8], ([UInt8]) throws(ImageEncodingError) -> (width: Int, height: Int), ([UInt8], UnsafeMutableRawPointer, Int, Int, Int) throws(ImageEncodingError) -> Void)] {
            for _ in 0..<200 {
                var damaged = bytes
                if Bool.random(using: &generator) { damaged = Array(damaged.prefix(Int.random(in: 0..<damaged.count, using: &generator))) }
                for _ in 0..<Int.random(in: 0...4, using: &generator) where !damaged.isEmpty {
                    damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
                guard let size = try? dimensions(damaged), size.width > 0, size.height > 0, size.width <= 64, size.height <= 64 else { continue }
                var decoded = [UInt32](repeating: 0, count: size.width * size.height)
                _ = try? decoded.withUnsafeMutableBytes { try decode(damaged, try #require($0.baseAddress), size.width, size.height, size.width * 4) }
            }
        }
    }
}
