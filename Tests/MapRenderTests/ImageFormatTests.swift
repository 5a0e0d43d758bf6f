import Testing
@testable import MapRender

@Test func formatFromExtension() {
    #expect(ImageFormat(pathExtension: "out/map.PNG") == .png)
    #expect(ImageFormat(pathExtension: "a.b/map.pdf") == .pdf)
    #expect(ImageFormat(pathExtension: "map.svg") == .svg)
    #expect(ImageFormat(pathExtension: "map.jpeg") == nil)
    #expect(ImageFormat(pathExtension: "map") == nil)
}
