import Testing
@testable import MapRender

@Test func formatFromExtension() {
    #expect(ImageFormat(pathExtension: "out/map.PNG") == .png)
    #expect(ImageFormat(pathExtension: "a.b/map.pdf") == .pdf)
    #expect(ImageFormat(pathExtension: "map.svg") == .svg)
    #expect(ImageFormat(pathExtension: "map.jpeg") == .jpeg)
    #expect(ImageFormat(pathExtension: "map.JPG") == .jpeg)
    #expect(ImageFormat(pathExtension: "map.webp") == .webp)
    #expect(ImageFormat(pathExtension: "map.gif") == nil)
    #expect(ImageFormat(pathExtension: "map") == nil)
    #expect(ImageFormat(name: "jpg") == .jpeg && ImageFormat(name: "WEBP") == .webp && ImageFormat(name: "tiff") == nil)
    #expect(ImageFormat.allCases.map(\.mediaType) == ["image/png", "application/pdf", "image/svg+xml", "image/jpeg", "image/webp"])
}
