import Foundation
import Testing
@testable import MapSnap

@Test func pngRoundTripsThroughFiles() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-\(getpid()).png").path
    defer { unlink(path) }
    var image = RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 255))
    image.pixels[0] = 200
    try ImageFile.writePNG(image, to: path)
    #expect(try ImageFile.readPNG(path) == image)
}

@Test func readingANonPNGNamesTheFile() throws {
    #expect(throws: MapSnapError(field: "image", message: "\(Fixtures.path("shapes.geojson")): not a PNG file (no PNG signature)")) {
        try ImageFile.readPNG(Fixtures.path("shapes.geojson"))
    }
}
