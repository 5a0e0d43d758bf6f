import Testing
@testable import MapRender

@Test func identicalImagesMatch() {
    let image = RGBAImage(width: 4, height: 4, fill: (10, 20, 30, 255))
    let diff = ImageDiff(expected: image, actual: image)
    #expect(diff.matches && diff.differingPixels == 0)
}

@Test func toleranceAllowsSmallChannelDifferences() {
    let a = RGBAImage(width: 2, height: 2, fill: (100, 100, 100, 255))
    var b = a
    b.pixels[0] = 102
    #expect(!ImageDiff(expected: a, actual: b).matches)
    #expect(ImageDiff(expected: a, actual: b, tolerance: ImageDiff.Tolerance(channel: 2)).matches)
    #expect(ImageDiff(expected: a, actual: b, tolerance: ImageDiff.Tolerance(channel: 0, pixelFraction: 0.25)).matches)
}

@Test func diffImageMarksDifferingPixelsRed() throws {
    let a = RGBAImage(width: 2, height: 1, fill: (255, 255, 255, 255))
    var b = a
    b.pixels[4] = 0
    let diff = ImageDiff(expected: a, actual: b)
    let image = try #require(diff.diffImage)
    #expect(image.pixel(x: 1, y: 0) == (255, 0, 0, 255))
    #expect(image.pixel(x: 0, y: 0).1 > 200)
    #expect(diff.summary == "1 of 2 pixels differ (50.0%), largest channel difference 255")
}

@Test func differentSizesNeverMatch() {
    let diff = ImageDiff(expected: RGBAImage(width: 2, height: 2), actual: RGBAImage(width: 2, height: 3))
    #expect(diff.sizeMismatch && !diff.matches && diff.diffImage == nil)
}
