import CairoCanvas
import Foundation
import Geo
import MapRender
import Testing
import TestSupport
import Tiles

/// A style's raster source over image tiles (Fixtures/raster-tiles: central Helsinki at zooms 14 and 15, 2 x 2
/// tiles of 512 px each, drawn by MapLibre Native from Data/helsinki.mbtiles in Positron without labels; made by
/// Scripts/fixtures/make-raster-tiles) on a magenta background, so any gap between tiles shows.
private let fixtures = "\(CLI.projectRoot)/Tests/CommandLineTests/Fixtures/raster-tiles"
/// The corner the four zoom-14 tiles share, and the span of 1024 x 1024 points there at MapLibre zoom 14.
private let corner = "60.17430626192602,24.93896484375"
private let cornerSpan = "0.021856775019763575,0.0439453125"

/// The map `style` draws with `arguments`, drawn in-process.
private func drawn(_ style: String, _ arguments: [String]) throws -> InProcess.Map {
    try InProcess.render(["--style", style, "--attribution", ""] + arguments)
}

/// `mapsnap render` of `style` with `arguments`: its exit status, what it printed, and the image when it drew one.
private func render(_ style: String, _ arguments: [String], in directory: String) throws -> (status: Int32, stderr: String, image: RGBAImage?) {
    let result = try CLI.run(["render", "--style", style, "--attribution", "", "-o", "\(directory)/map.png"] + arguments)
    let image = result.status == 0 ? try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: "\(directory)/map.png")))) : nil
    return (result.status, result.stderr, image)
}

/// At the tiles' own zoom, with their corners on whole pixels, the map is the stored tiles pixel for pixel, in
/// every format and archive (PNG, JPEG and WebP MBTiles, PNG PMTiles).
@Test(arguments: ["png", "jpg", "webp", "pmtiles"])
func rasterTilesDrawAsStored(kind: String) throws {
    let map = try drawn("\(fixtures)/raster-\(kind).json", ["--center", corner, "--span", cornerSpan, "--size", "1024x1024"])
    let image = map.image
    #expect(map.warnings.isEmpty, "\(map.warnings)")
    let archive: any TileArchive = kind == "pmtiles" ? try PMTilesArchive(path: "\(fixtures)/helsinki-png.pmtiles")
        : try MBTilesArchive(path: "\(fixtures)/helsinki-\(kind).mbtiles")
    // The four tiles around the corner: columns 9326-9327, rows 4741-4742 at zoom 14.
    var differing = 0
    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
        let bytes = try #require(try archive.tile(TileCoordinate(z: 14, x: 9326 + dx, y: 4741 + dy)))
        let tile = try decodeImage(bytes)
        for y in stride(from: 0, to: 512, by: 7) {
            for x in stride(from: 0, to: 512, by: 7) where image.pixel(x: dx * 512 + x, y: dy * 512 + y) != tile.pixel(x: x, y: y) { differing += 1 }
        }
    }
    #expect(differing == 0)
}

/// The tile's pixels, decoded by the renderer itself (an image command over the whole tile).
private func decodeImage(_ bytes: [UInt8]) throws -> RGBAImage {
    let renderer = CairoRenderer(fonts: try FontLibrary.shared.get())
    let list = DisplayList(size: Size(width: 512, height: 512), scale: 1, commands: [
        .image(.encoded(EncodedImage(id: "tile-\(bytes.count)-\(bytes.hashValue)", bytes: bytes)), rect: Rect(x: 0, y: 0, width: 512, height: 512), tint: nil, opacity: 1),
    ])
    return try renderer.rasterize(list)
}

/// No seam and no gap: over generated views inside the tiles' area (any centre, MapLibre zoom 13.5 to 17.5 — past the
/// deepest zoom the tiles are enlarged, where a zoom-15 tile is missing its zoom-14 parent stands in —, sizes and
/// scales) no pixel shows the magenta background.
@Test func rasterTilesLeaveNoGapOverGeneratedViews() throws {
    var generator = SeededGenerator(seed: 1511)
    for index in 0..<12 {
        let zoom = Double.random(in: 13.5...17.5, using: &generator)
        let scale = [1.0, 2.0, 1.5][index % 3]
        let width = Int.random(in: 64...400, using: &generator), height = Int.random(in: 64...300, using: &generator)
        // Points per degree at this zoom (512-px tiles); the view stays inside the tiles' 0.044° x 0.022° square.
        let lonSpan = Double(width) / (256 * pow(2, zoom + 1)) * 360
        let latSpan = lonSpan * Double(height) / Double(width) * 0.497
        let latitude = 60.17430626192602 + Double.random(in: -(0.0105 - latSpan / 2)...(0.0105 - latSpan / 2), using: &generator)
        let longitude = 24.93896484375 + Double.random(in: -(0.0215 - lonSpan / 2)...(0.0215 - lonSpan / 2), using: &generator)
        let image = try drawn("\(fixtures)/raster-png.json", ["--center", "\(latitude),\(longitude)", "--span", "\(latSpan),\(lonSpan)",
                                                                "--size", "\(width)x\(height)", "--scale", "\(scale)"]).image
        let magenta = magentaPixels(image)
        #expect(magenta == 0, "view \(index): zoom \(zoom), \(width)x\(height)@\(scale) at \(latitude),\(longitude): \(magenta) background pixels")
    }
}

/// Raster tiles turned with the map leave no seam and no gap: over generated turned views inside the tiles' area
/// (any bearing, MapLibre zoom 14–17, sizes, scales) no pixel shows the magenta background under the tiles.
@Test func turnedRasterTilesLeaveNoGap() throws {
    var generator = SeededGenerator(seed: 4417)
    for index in 0..<6 {
        let zoom = Double.random(in: 14...17, using: &generator)
        let scale = [1.0, 2.0, 1.5][index % 3]
        let width = Int.random(in: 64...300, using: &generator), height = Int.random(in: 64...300, using: &generator)
        let bearing = Double.random(in: 0..<360, using: &generator)
        // As above; the turned view's circle stays inside the tiles' square.
        let lonSpan = Double(width) / (256 * pow(2, zoom + 1)) * 360
        let latSpan = lonSpan * Double(height) / Double(width) * 0.497
        let reach = hypot(lonSpan, latSpan / 0.497) / 2
        let latitude = 60.17430626192602 + Double.random(in: -(0.0105 - reach * 0.497)...(0.0105 - reach * 0.497), using: &generator)
        let longitude = 24.93896484375 + Double.random(in: -(0.0215 - reach)...(0.0215 - reach), using: &generator)
        let image = try drawn("\(fixtures)/raster-png.json", ["--center", "\(latitude),\(longitude)", "--span", "\(latSpan),\(lonSpan)",
                                                                "--size", "\(width)x\(height)", "--scale", "\(scale)", "--bearing", "\(bearing)"]).image
        let magenta = magentaPixels(image)
        #expect(magenta == 0, "view \(index): bearing \(bearing), zoom \(zoom), \(width)x\(height)@\(scale): \(magenta) background pixels")
    }
}

/// How many pixels show the fixtures' magenta background.
private func magentaPixels(_ image: RGBAImage) -> Int {
    var magenta = 0
    for y in 0..<image.height {
        for x in 0..<image.width {
            let (red, green, blue, _) = image.pixel(x: x, y: y)
            if Int(red) - Int(green) > 40, Int(blue) - Int(green) > 40 { magenta += 1 }
        }
    }
    return magenta
}

/// `raster-opacity` lays the tiles over what is beneath at that opacity.
@Test func rasterOpacityBlendsOverTheBackground() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let style = try String(contentsOfFile: "\(fixtures)/raster-png.json", encoding: .utf8)
        .replacingOccurrences(of: "\"raster-opacity\": 1", with: "\"raster-opacity\": 0.5")
        .replacingOccurrences(of: "mbtiles://helsinki-png.mbtiles", with: "mbtiles://\(fixtures)/helsinki-png.mbtiles")
    try style.write(toFile: "\(directory)/half.json", atomically: true, encoding: .utf8)
    let view = ["--center", corner, "--span", cornerSpan, "--size", "1024x1024"]
    let full = try drawn("\(fixtures)/raster-png.json", view).image
    let half = try drawn("\(directory)/half.json", view).image
    for (x, y) in [(100, 100), (700, 300), (512, 512), (1000, 900)] {
        let tile = full.pixel(x: x, y: y), blended = half.pixel(x: x, y: y)
        // Half the tile over magenta (255, 0, 255).
        let expected = [(Double(tile.0) + 255) / 2, Double(tile.1) / 2, (Double(tile.2) + 255) / 2]
        let got = [Double(blended.0), Double(blended.1), Double(blended.2)]
        #expect(zip(expected, got).allSatisfy { abs($0 - $1) <= 2 }, "pixel \(x),\(y): \(got) for \(expected)")
    }
}

/// A raster source on vector tiles, a vector source on images, a remote raster source and a damaged image are each
/// one error naming the source; no file is written.
@Test func rasterSourceErrorsNameTheSource() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let style = try String(contentsOfFile: "\(fixtures)/raster-png.json", encoding: .utf8)
    // 200 x 200 points at MapLibre zoom 14 around the corner: all four zoom-14 tiles.
    let view = ["--center", corner, "--span", "0.004268901371047573,0.00858306884765625", "--size", "200x200"]
    func attempt(_ text: String, _ arguments: [String] = []) throws -> (status: Int32, stderr: String) {
        try text.write(toFile: "\(directory)/style.json", atomically: true, encoding: .utf8)
        let result = try render("\(directory)/style.json", view + arguments, in: directory)
        if result.status != 0 { #expect(!FileManager.default.fileExists(atPath: "\(directory)/map.png")) }
        return (result.status, result.stderr)
    }
    let onVectors = try attempt(style.replacingOccurrences(of: "mbtiles://helsinki-png.mbtiles", with: "mbtiles://\(CLI.projectRoot)/Data/helsinki.mbtiles"))
    #expect(onVectors.status == 2 && onVectors.stderr.contains("sources.positron") && onVectors.stderr.contains("holds vector tiles, not images"), "\(onVectors.stderr)")
    let remote = try attempt(style.replacingOccurrences(of: "mbtiles://helsinki-png.mbtiles", with: "https://tiles.example/raster.json"))
    #expect(remote.status == 2 && remote.stderr.contains("sources.positron: https://tiles.example/raster.json is remote") && remote.stderr.contains("--source positron=FILE"), "\(remote.stderr)")
    let mapped = try attempt(style.replacingOccurrences(of: "mbtiles://helsinki-png.mbtiles", with: "https://tiles.example/raster.json"),
                             ["--source", "positron=\(fixtures)/helsinki-webp.mbtiles"])
    #expect(mapped.status == 0, "\(mapped.stderr)")
    try? FileManager.default.removeItem(atPath: "\(directory)/map.png")
    // A vector style naming the images as its vector source.
    let positron = "\(CLI.projectRoot)/Styles/openmaptiles/positron/style.json"
    let imagesAsVectors = try CLI.run(["render", "--style", positron, "--source", "openmaptiles=\(fixtures)/helsinki-png.mbtiles", "-o", "\(directory)/map.png"] + view)
    #expect(imagesAsVectors.status == 2 && imagesAsVectors.stderr.contains("holds PNG images, not vector tiles"), "\(imagesAsVectors.stderr)")
    // A damaged tile (Fixtures/raster-tiles/helsinki-damaged.mbtiles: one zoom-14 tile cut to 100 bytes).
    let damaged = try attempt(style.replacingOccurrences(of: "mbtiles://helsinki-png.mbtiles", with: "mbtiles://\(fixtures)/helsinki-damaged.mbtiles"))
    #expect(damaged.status == 2 && damaged.stderr.contains("not a readable PNG image"), "\(damaged.stderr)")
}
