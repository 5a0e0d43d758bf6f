import Geo
import MapStyle
import Testing
@testable import MapRender

/// Records what a display list asks a canvas to do.
private final class RecordingCanvas: Canvas {
    var calls: [String] = []
    func fill(_ path: Path, color: Color, rule: FillRule) { calls.append("fill") }
    func stroke(_ path: Path, style: StrokeStyle) { calls.append("stroke") }
    func strokeGradient(_ segments: [ColoredSegment], style: StrokeStyle) { calls.append("gradient") }
    func draw(_ text: TextRun) { calls.append("text \(text.text)") }
    func draw(_ glyphs: GlyphRun) { calls.append("glyphs \(glyphs.glyphs.count)") }
    func drawImage(_ source: ImageSource, in rect: Rect, tint: Color?, opacity: Double) throws { calls.append("image \(source)") }
    func drawImage(_ source: ImageSource, center: Point, size: Size, angle: Double, opacity: Double) throws { calls.append("rotated image \(source)") }
    func fillPattern(_ path: Path, image: ImageSource, tile: Size, origin: Point, opacity: Double) throws { calls.append("pattern \(image)") }
    func strokePattern(_ lines: [[Point]], image: ImageSource, tile: Size, width: Double, roundCaps: Bool) throws { calls.append("line pattern \(image)") }
    func beginTurn(center: Point, angle: Double) { calls.append("turn \(angle)") }
    func endTurn() { calls.append("end turn") }
    func beginGroup() { calls.append("begin") }
    func endGroup(opacity: Double) { calls.append("end \(opacity)") }
    func setAntialiasing(_ quality: Antialiasing) { calls.append("antialias \(quality)") }
}

@Test func replayCallsTheCanvasInOrder() throws {
    let list = DisplayList(size: Size(width: 1, height: 1), scale: 1, commands: [
        .beginGroup, .fill(Path(), .white, .nonZero), .stroke(Path(), StrokeStyle(color: .black, width: 1)),
        .strokeGradient([], StrokeStyle(color: .black, width: 1)),
        .text(TextRun(text: "A", font: FontSpec(size: 10), color: .black, origin: .zero)),
        .image(.file("x.png"), rect: Rect(x: 0, y: 0, width: 1, height: 1), tint: nil, opacity: 1), .endGroup(opacity: 0.5),
        .antialiasing(.fast), .antialiasing(.fine),
    ])
    let canvas = RecordingCanvas()
    try list.replay(on: canvas)
    #expect(canvas.calls == ["begin", "fill", "stroke", "gradient", "text A", "image x.png", "end 0.5", "antialias fast", "antialias fine"])
}
