import Foundation
import CairoCanvas
import Testing

/// A `fill-pattern`, `line-pattern` or `icon-image` naming an image the sprite lacks draws nothing, as MapLibre Native
/// draws nothing for it — not the layer's colour (`Fixtures/missing-sprite-images.json`: red fills, outlines and lines
/// under missing patterns) — and `style check` and the render warning name each missing image with its layer, while
/// an image the sprite has (`cafe_11`) is not named.
@Test func imagesTheSpriteLacksDrawNothingAndAreNamed() throws {
    let root = CLI.projectRoot
    let style = "\(root)/Tests/CommandLineTests/Fixtures/missing-sprite-images.json"
    let check = try CLI.run(["style", "check", style])
    #expect(check.status == 1)
    for (layer, property, name) in [("building-hatch", "paint.fill-pattern", "no-such-hatch"), ("road-stripes", "paint.line-pattern", "no-such-stripes"),
                                    ("poi-icons", "layout.icon-image", "no-such-icon")] {
        #expect(check.stdout.contains("layer \"\(layer)\" \(property): \"\(name)\" is not in the sprite"), "\(check.stdout)")
    }
    #expect(!check.stdout.contains("cafe_11"))
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let output = "\(directory)/missing.png"
    // MapLibre zoom 16 over Helsinki's centre: buildings, roads and cafés in view.
    let render = try CLI.run(["render", "--data", "\(root)/Data/helsinki.mbtiles", "--center", "60.1699,24.944", "--span", "0.00320211,0.00858307",
                              "--size", "800x600", "--style", style, "--attribution", "", "-o", output])
    #expect(render.status == 0)
    #expect(render.stderr.contains("warning") && render.stderr.contains("is not in the sprite"), "\(render.stderr)")
    let image = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    let red = stride(from: 0, to: image.pixels.count, by: 4).filter { index in
        image.pixels[index] > 200 && image.pixels[index + 1] < 80 && image.pixels[index + 2] < 80
    }.count
    #expect(red == 0, "\(red) red pixels: a missing pattern drew the layer's colour")
    // The one image the sprite has is drawn: the image is not all white.
    #expect(stride(from: 0, to: image.pixels.count, by: 4).contains { image.pixels[$0] < 200 })
}
