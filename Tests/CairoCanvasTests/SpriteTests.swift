import Geo
import MapStyle
import Testing
@testable import CairoCanvas
@testable import MapRender

/// Marker-like sprite commands: shadow, body, rim, a tinted SVG glyph and a text glyph.
private func markerCommands(tint: Color, label: String) -> [DrawCommand] {
    var body = Path()
    body.addMove(Point(x: 0, y: 0))
    body.addCircle(center: Point(x: 0, y: -25), radius: 14.5)
    let glyph = ImageSource.svg(name: "test-square", data: """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20"><path d="M3 3h14v14H3z"/></svg>
        """)
    return [
        .fill(body.offsetBy(dx: 0, dy: 1.5), Color.black.withOpacity(0.12), .nonZero),
        .fill(body, tint, .nonZero),
        .stroke(body, StrokeStyle(color: tint.mixed(with: .black, fraction: 0.22), width: 0.75)),
        .image(glyph, rect: Rect(x: -6.3, y: -31.3, width: 12.6, height: 12.6), tint: .white, opacity: 1),
        .text(TextRun(text: label, font: FontSpec(size: 9, bold: true), color: .white, origin: Point(x: -8, y: -12))),
    ]
}

/// Compositing a sprite's cached raster gives the pixels drawing its commands in place gives, wherever it lands on
/// whole pixels (as annotation sprites always do), at every scale, over a background and over other sprites: at most
/// one pixel in 10,000 differs, by 8 of 255 at most (8-bit rounding where a translucent shadow is composited twice).
@Test(arguments: [1.0, 2.0, 3.0])
func spritesOnWholePixelsMatchDrawingInPlace(scale: Double) throws {
    let renderer = CairoRenderer(fonts: try FontLibrary.shared.get())
    var state: UInt64 = 99
    func random() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
    let looks = [markerCommands(tint: .systemRed, label: "12"), markerCommands(tint: .systemBlue, label: "3k")]
    var background = Path()
    background.addLines([Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 150), Point(x: 0, y: 150)], closed: true)
    var sprites: [DrawCommand] = [.fill(background, Color(rgb: 0xF3F1EC), .nonZero)]
    var inPlace = sprites
    for index in 0..<60 {
        let origin = Point(x: (random() * 220 * scale).rounded() / scale - 10, y: (random() * 190 * scale).rounded() / scale)
        let sprite = Sprite(origin: origin, bounds: Rect(x: -18.5, y: -43.5, width: 37, height: 49), commands: looks[index % 2])
        sprites.append(.sprite(sprite))
        inPlace += sprite.placedCommands
    }
    let size = Size(width: 200, height: 150)
    let composited = try renderer.rasterize(DisplayList(size: size, scale: scale, commands: sprites))
    let drawn = try renderer.rasterize(DisplayList(size: size, scale: scale, commands: inPlace))
    let diff = ImageDiff(expected: drawn, actual: composited, tolerance: ImageDiff.Tolerance(channel: 8, pixelFraction: 0.0001))
    #expect(diff.matches, "\(diff.differingPixels) pixels differ, by up to \(diff.maximumChannelDifference)")
}

/// Off whole pixels a sprite lands within a quarter pixel of its place: its body's ink is where drawing puts it.
@Test func spritesOffWholePixelsLandClose() throws {
    let renderer = CairoRenderer(fonts: try FontLibrary.shared.get())
    var body = Path()
    body.addCircle(center: .zero, radius: 10)
    let sprite = Sprite(origin: Point(x: 20.37, y: 20.81), bounds: Rect(x: -12, y: -12, width: 24, height: 24),
                        commands: [.fill(body, .black, .nonZero)])
    let size = Size(width: 40, height: 40)
    let composited = try renderer.rasterize(DisplayList(size: size, scale: 2, commands: [.sprite(sprite)]))
    let drawn = try renderer.rasterize(DisplayList(size: size, scale: 2, commands: sprite.placedCommands))
    func inkCentre(_ image: RGBAImage) -> (Double, Double) {
        var total = 0.0, x = 0.0, y = 0.0
        for row in 0..<image.height {
            for column in 0..<image.width {
                let alpha = Double(image.pixel(x: column, y: row).3)
                total += alpha; x += alpha * Double(column); y += alpha * Double(row)
            }
        }
        return (x / total, y / total)
    }
    let (a, b) = (inkCentre(composited), inkCentre(drawn))
    #expect(abs(a.0 - b.0) <= 0.125 + 1e-6 && abs(a.1 - b.1) <= 0.125 + 1e-6, "\(a) vs \(b)")
}

/// PDF and SVG keep sprites as vectors: the commands are written where the sprite is, not an image.
@Test func vectorOutputDrawsSpriteCommands() throws {
    let renderer = CairoRenderer(fonts: try FontLibrary.shared.get())
    var body = Path()
    body.addCircle(center: .zero, radius: 10)
    let sprite = Sprite(origin: Point(x: 50, y: 40), bounds: Rect(x: -12, y: -12, width: 24, height: 24), commands: [.fill(body, .systemRed, .nonZero)])
    let svg = String(decoding: try renderer.encode(DisplayList(size: Size(width: 100, height: 80), scale: 2, commands: [.sprite(sprite)]), as: .svg),
                     as: UTF8.self)
    #expect(!svg.contains("<image"))
    #expect(svg.contains("rgb(100%, 23.137255%, 18.823529%)") || svg.contains("rgb(100%,23.137255%,18.823529%)"))
}
