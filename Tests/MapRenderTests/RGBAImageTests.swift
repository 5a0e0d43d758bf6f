import Testing
@testable import MapRender

@Test func pixelBytesMustMatchSize() {
    #expect(RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15)) == nil)
    let image = RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
    #expect(image.map { $0.pixel(x: 1, y: 0) == (5, 6, 7, 8) } == true)
}
