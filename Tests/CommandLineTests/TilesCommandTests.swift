import CairoCanvas
import Foundation
import Testing
import Tiles

/// The area of the built-in Helsinki data, and the tiles it touches at zooms 12–16, counted here from the XYZ
/// formula (not from MapSnap's code).
private let bbox = "24.935,60.164,24.953,60.179"
private func expectedTiles(_ zooms: ClosedRange<Int>) -> Set<TileCoordinate> {
    var tiles = Set<TileCoordinate>()
    for z in zooms {
        let n = Double(1 << z)
        func column(_ longitude: Double) -> Int { Int(((longitude + 180) / 360 * n).rounded(.down)) }
        func row(_ latitude: Double) -> Int {
            let radians = latitude * .pi / 180
            return Int(((1 - log(tan(radians) + 1 / cos(radians)) / .pi) / 2 * n).rounded(.down))
        }
        for x in column(24.935)...column(24.953) {
            for y in row(60.179)...row(60.164) { tiles.insert(TileCoordinate(z: z, x: x, y: y)) }
        }
    }
    return tiles
}

/// `mapsnap tiles` into MBTiles: every tile of the area at each zoom, 256-pixel PNGs, with the metadata GDAL reads
/// (`gdalinfo` opens it with its MBTiles driver and finds the zooms' pyramid and the area); a second run without
/// --resume, or resumed with another format or scale, is an error that leaves the file as it was.
@Test func tilesIntoMBTiles() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let output = "\(directory)/helsinki.mbtiles"
    let result = try CLI.run(["tiles", "--bbox", bbox, "--zooms", "12-16", "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    let expected = expectedTiles(12...16)
    #expect(result.stdout.contains("tiles: \(expected.count) tiles in"), "\(result.stdout)")
    let archive = try MBTilesArchive(path: output)
    #expect(archive.info.minZoom == 12 && archive.info.maxZoom == 16)
    for tile in expected {
        let bytes = try #require(try archive.storedTile(tile), "tile \(tile) is missing")
        let image = try PNGCodec.decode(bytes)
        #expect(image.width == 256 && image.height == 256)
    }
    #expect(try archive.storedTile(TileCoordinate(z: 16, x: 0, y: 0)) == nil)
    let gdal = try CLI.run([output], executable: "/usr/bin/gdalinfo")
    #expect(gdal.status == 0 && gdal.stdout.contains("Driver: MBTiles/MBTiles"), "\(gdal.stderr)")
    // GDAL's MBTiles driver lists the lower zooms as overviews of the deepest one.
    #expect(gdal.stdout.contains("Overviews:"), "\(gdal.stdout.suffix(600))")
    let before = try Data(contentsOf: URL(fileURLWithPath: output))
    let again = try CLI.run(["tiles", "--bbox", bbox, "--zooms", "12-16", "-o", output])
    #expect(again.status == 2 && again.stderr == "mapsnap: error: -o: \(output) exists; --resume continues it, or name a new one\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)
    // Resumed with another format or scale, the file would mix two kinds of tiles.
    for (option, value) in [("--format", "webp"), ("--scale", "2")] {
        let mixed = try CLI.run(["tiles", "--bbox", bbox, "--zooms", "12-16", "-o", output, "--resume", option, value])
        #expect(mixed.status == 2 && mixed.stderr == "mapsnap: error: -o: \(output) holds PNG images at scale 1; resume it with the same --format and --scale, or name a new output\n",
                "\(mixed.stderr)")
    }
}

/// A folder of z/x/y.png tiles, stopped partway (killed) and resumed: the resumed run draws only the blocks not
/// written, and the folder ends with every tile, each the same bytes an uninterrupted run writes.
@Test func aStoppedRunIsResumed() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let whole = "\(directory)/whole", stopped = "\(directory)/stopped"
    let first = try CLI.run(["tiles", "--bbox", bbox, "--zooms", "14-17", "-o", whole, "--jobs", "1"])
    #expect(first.status == 0, "\(first.stderr)")
    // The same run, killed after its first blocks are written.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLI.binary)
    process.arguments = ["tiles", "--bbox", bbox, "--zooms", "14-17", "-o", stopped, "--jobs", "1"]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning, Date() < deadline, (try? FileManager.default.subpathsOfDirectory(atPath: stopped).filter { $0.hasSuffix(".png") }.count) ?? 0 < 20 {
        usleep(20_000)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let resumed = try CLI.run(["tiles", "--bbox", bbox, "--zooms", "14-17", "-o", stopped, "--resume"])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stdout.range(of: #"[1-9][0-9]* blocks kept from an earlier run"#, options: .regularExpression) != nil, "\(resumed.stdout)")
    for tile in expectedTiles(14...17) {
        let path = "\(tile.z)/\(tile.x)/\(tile.y).png"
        let a = FileManager.default.contents(atPath: "\(whole)/\(path)"), b = FileManager.default.contents(atPath: "\(stopped)/\(path)")
        #expect(a != nil && a == b, "\(path)")
    }
}

/// Bad input: exit 2, one line naming the option and value, nothing written.
@Test(arguments: [
    (["--bbox", "24.9,60.1,25.0", "--zooms", "12"], "--bbox: \"24.9,60.1,25.0\" is not WEST,SOUTH,EAST,NORTH (four numbers)"),
    (["--bbox", "25.0,60.1,24.9,60.2", "--zooms", "12"], "--bbox: 25.0,60.1,24.9,60.2 is not WEST,SOUTH,EAST,NORTH in degrees with west < east and south < north (latitudes within ±85.05)"),
    (["--bbox", bbox, "--zooms", "16-12"], "--zooms: \"16-12\" is not a zoom or a range such as 0-16"),
    (["--bbox", bbox, "--zooms", "12-30"], "--zooms: 12-30 is outside 0-22"),
    (["--bbox", bbox, "--zooms", "12", "--format", "gif"], "--format: \"gif\" is not png, jpg or webp"),
    (["--bbox", bbox, "--zooms", "12", "--scale", "5"], "--scale: \"5\" is not a whole number in 1...4"),
    (["--zooms", "12"], "--bbox: missing area (e.g. --bbox 24.93,60.16,24.96,60.18)"),
])
func badTilesInputIsOneError(arguments: [String], message: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try CLI.run(["tiles"] + arguments + ["-o", "\(directory)/out.mbtiles"])
    #expect(result.status == 2)
    #expect(result.stderr == "mapsnap: error: \(message)\n")
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/out.mbtiles"))
}

/// A style file that does not read is an error before anything is written.
@Test func aMissingStyleWritesNothing() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try CLI.run(["tiles", "--bbox", bbox, "--zooms", "12", "--style", "\(directory)/no-such-style.json", "-o", "\(directory)/out"])
    #expect(result.status == 2 && result.stderr.contains("no-such-style.json"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/out"))
}
