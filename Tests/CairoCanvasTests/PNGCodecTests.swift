import Testing
@testable import CairoCanvas
@testable import MapRender

@Test func decodeRejectsNonPNG() {
    #expect(throws: CanvasError(message: "not a PNG file (no PNG signature)")) { try PNGCodec.decode(Array("hello world".utf8)) }
    #expect(throws: CanvasError.self) { try PNGCodec.decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]) }
}

@Test func translucentPixelsSurviveEncoding() throws {
    let image = try #require(RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 128, 0, 0, 255, 255]))
    let decoded = try PNGCodec.decode(try PNGCodec.encode(image))
    #expect(decoded.pixel(x: 1, y: 0) == (0, 0, 255, 255))
    let red = decoded.pixel(x: 0, y: 0)
    #expect(red.0 >= 254 && red.3 == 128)
}
