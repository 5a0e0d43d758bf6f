import Foundation
import Geo
import MapStyle
import Testing
@testable import CairoCanvas
@testable import MapRender

private func square(_ rect: Rect) -> Path {
    Path(rings: [[rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]])
}

@Test func rasterIsSizeTimesScaleAndCrisp() throws {
    let renderer = CairoRenderer(fonts: try FontLibrary.shared.get())
    let list = DisplayList(size: Size(width: 10, height: 10), scale: 3, commands: [.fill(square(Rect(x: 2, y: 2, width: 4, height: 4)), .systemRed, .nonZero)])
    let image = try renderer.rasterize(list)
    #expect(image.width == 30 && image.height == 30)
    // Edges fall on whole device pixels: no blurred border at scale 3.
    #expect(image.pixel(x: 6, y: 6) == (255, 59, 48, 255))
    #expect(image.pixel(x: 17, y: 17) == (255, 59, 48, 255))
    #expect(image.pixel(x: 5, y: 5).3 == 0)
    #expect(image.pixel(x: 18, y: 18).3 == 0)
}

@Test func groupOpacityAppliesOnce() throws {
    let renderer = CairoRenderer(fonts: try FontLibrary.shared.get())
    let box = square(Rect(x: 0, y: 0, width: 4, height: 4))
    let list = DisplayList(size: Size(width: 4, height: 4), scale: 1, commands: [
        .beginGroup, .fill(box, .black, .nonZero), .fill(box, .black, .nonZero), .endGroup(opacity: 0.5),
    ])
    #expect(try renderer.rasterize(list).pixel(x: 1, y: 1).3 == 128)
}

@Test func textIsDrawn() throws {
    let renderer = CairoRenderer(fonts: try FontLibrary.shared.get())
    let list = DisplayList(size: Size(width: 60, height: 20), scale: 2, commands: [
        .text(TextRun(text: "Helsinki", font: FontSpec(size: 12), color: .black, origin: Point(x: 2, y: 2))),
    ])
    let image = try renderer.rasterize(list)
    let inked = stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] > 128 }.count
    #expect(inked > 100)
}

@Test func pngEncodingRoundTrips() throws {
    let renderer = CairoRenderer(fonts: try FontLibrary.shared.get())
    let list = DisplayList(size: Size(width: 8, height: 8), scale: 1, commands: [.fill(square(Rect(x: 0, y: 0, width: 4, height: 8)), .systemBlue, .nonZero)])
    let bytes = try renderer.encode(list, as: .png)
    #expect(try PNGCodec.decode(bytes) == (try renderer.rasterize(list)))
}

@Test func missingImageFileIsAnError() throws {
    let renderer = CairoRenderer(fonts: try FontLibrary.shared.get())
    let list = DisplayList(size: Size(width: 8, height: 8), scale: 1, commands: [.image(.file("/nonexistent.png"), rect: Rect(x: 0, y: 0, width: 8, height: 8), tint: nil, opacity: 1)])
    #expect(throws: CanvasError(message: "image /nonexistent.png: no such file")) { try renderer.rasterize(list) }
}

/// A blurred halo (`text-halo-blur`) reaches farther than the sharp one, half as strong there.
@Test func blurredHalosFadeBeyondTheirWidth() throws {
    let renderer = CairoRenderer(fonts: try FontLibrary.shared.get())
    func halo(blur: Double) throws -> (strong: Int, faint: Int) {
        var run = TextRun(text: "Kluuvi", font: FontSpec(size: 16), color: Color(rgb: 0x000000), haloColor: Color(rgb: 0xFF0000), haloWidth: 2,
                          origin: Point(x: 10, y: 10))
        run.haloBlur = blur
        let image = try renderer.rasterize(DisplayList(size: Size(width: 100, height: 40), scale: 2, commands: [.text(run)]))
        var strong = 0, faint = 0
        for index in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[index] > 100 && image.pixels[index + 1] < 60 {
            if image.pixels[index + 3] > 200 { strong += 1 } else if image.pixels[index + 3] > 40 { faint += 1 }
        }
        return (strong, faint)
    }
    let sharp = try halo(blur: 0), blurred = try halo(blur: 2)
    #expect(blurred.faint > sharp.faint + 200, "\(sharp) \(blurred)")
    #expect(blurred.strong + blurred.faint > sharp.strong + sharp.faint, "\(sharp) \(blurred)")
}

/// Image files are decoded once per thread and kept across renders, yet a file changed on disk is read again
/// (a sprite sheet edited while `mapsnap serve` runs), and drawing an image at an opacity gives that opacity.
@Test func aChangedImageFileIsReadAgain() throws {
    let renderer = CairoRenderer(fonts: try FontLibrary.shared.get())
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("image-cache-\(UInt32.random(in: 0...UInt32.max))").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = "\(directory)/sheet.png"
    func sheet(_ color: Color) throws -> [UInt8] {
        try renderer.encode(DisplayList(size: Size(width: 4, height: 4), scale: 1, commands: [.fill(square(Rect(x: 0, y: 0, width: 4, height: 4)), color, .nonZero)]), as: .png)
    }
    let draw = DisplayList(size: Size(width: 4, height: 4), scale: 1, commands: [
        .image(.spriteRegion(sheet: path, x: 0, y: 0, width: 4, height: 4), rect: Rect(x: 0, y: 0, width: 4, height: 4), tint: nil, opacity: 1),
    ])
    try Data(sheet(.systemRed)).write(to: URL(fileURLWithPath: path))
    #expect(try renderer.rasterize(draw).pixel(x: 1, y: 1) == (255, 59, 48, 255))
    try Data(sheet(.black)).write(to: URL(fileURLWithPath: path))
    #expect(try renderer.rasterize(draw).pixel(x: 1, y: 1) == (0, 0, 0, 255))
    let faded = DisplayList(size: Size(width: 4, height: 4), scale: 1, commands: [
        .rotatedImage(.spriteRegion(sheet: path, x: 0, y: 0, width: 4, height: 4), center: Point(x: 2, y: 2), size: Size(width: 4, height: 4), angle: 0, opacity: 0.5),
    ])
    #expect(try renderer.rasterize(faded).pixel(x: 2, y: 2).3 == 128)
}

/// Labels along lines are drawn from glyph layouts a thread keeps across its maps: the same list gives the same
/// pixels the first time, after the same glyphs were drawn at another scale, and on a thread that never drew them.
@Test func keptGlyphLayoutsDrawTheSamePixels() throws {
    let fonts = try FontLibrary.shared.get()
    func list(scale: Double) -> DisplayList {
        let glyphs = Array("Mannerheimintie").enumerated().map { index, character in
            PlacedGlyph(text: String(character), center: Point(x: 20 + Double(index) * 9, y: 40 + Double(index) * 2), angle: 0.2)
        }
        var run = GlyphRun(glyphs: glyphs, font: FontSpec(size: 13), color: .black, haloColor: .white, haloWidth: 1.5)
        run.haloBlur = 0.5
        return DisplayList(size: Size(width: 180, height: 80), scale: scale, commands: [
            .fill(square(Rect(x: 0, y: 0, width: 180, height: 80)), Color(rgb: 0xDDDDDD), .nonZero), .glyphs(run),
        ])
    }
    let renderer = CairoRenderer(fonts: fonts)
    let first = try renderer.rasterize(list(scale: 1))
    _ = try renderer.rasterize(list(scale: 2))
    let again = try renderer.rasterize(list(scale: 1))
    let elsewhere = try Thread.runAndWait { try renderer.rasterize(list(scale: 1)) }
    let sameAgain = first == again, sameElsewhere = first == elsewhere  // compared outside #expect (it prints every pixel)
    #expect(sameAgain)
    #expect(sameElsewhere)
    #expect(first.pixels.contains { $0 < 100 }, "the label is drawn")
}

private extension Thread {
    /// Runs `body` on a new thread and waits for its result.
    static func runAndWait<T>(_ body: @escaping () throws -> T) throws -> T {
        nonisolated(unsafe) var result: Result<T, Error>?
        nonisolated(unsafe) let work = body
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result = Result { try work() }
            done.signal()
        }
        thread.start()
        done.wait()
        guard let result else { throw CanvasError(message: "the thread gave no result") }
        return try result.get()
    }
}
