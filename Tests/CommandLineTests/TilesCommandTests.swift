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
    // Resumed with another format, scale, style or data, the file would mix two pyramids: refused, the file as it was.
    let data = "\(CLI.projectRoot)/Data/helsinki.mbtiles"
    for (option, value, was) in [("--format", "webp", "png"), ("--scale", "2", "1"), ("--style", "dark", "default"), ("--tiles", data, "built-in")] {
        let mixed = try CLI.run(["tiles", "--bbox", bbox, "--zooms", "12-16", "-o", output, "--resume", option, value])
        let named = option == "--tiles" ? "--data" : option
        #expect(mixed.status == 2 && mixed.stderr.hasPrefix("mapsnap: error: -o: \(output) holds tiles drawn with \(named) \(was), not "), "\(mixed.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)
    }
    // Resumed alike with more zooms: the metadata grows to take in every tile the file holds.
    let more = try CLI.run(["tiles", "--bbox", bbox, "--zooms", "16-17", "-o", output, "--resume"])
    #expect(more.status == 0, "\(more.stderr)")
    let grown = try MBTilesArchive(path: output)
    #expect(grown.info.minZoom == 12 && grown.info.maxZoom == 17)
}

/// A folder resumed with another scale is refused (its `metadata.json` says how it was drawn); a folder another run
/// is writing (its lock held) is refused at once; temporaries a killed run left are removed when it is resumed.
@Test func aTileFolderIsResumedOnlyAsItWasDrawn() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let output = "\(directory)/tiles"
    #expect(try CLI.run(["tiles", "--bbox", bbox, "--zooms", "12-13", "-o", output]).status == 0)
    let scaled = try CLI.run(["tiles", "--bbox", bbox, "--zooms", "12-14", "--scale", "2", "-o", output, "--resume"])
    #expect(scaled.status == 2 && scaled.stderr.contains("holds tiles drawn with --scale 1, not 2"), "\(scaled.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "\(output)/14"))
    // Another run holds the lock.
    let lock = open("\(output)/.mapsnap-tiles.lock", O_RDWR)
    #expect(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0)
    let locked = try CLI.run(["tiles", "--bbox", bbox, "--zooms", "12-14", "-o", output, "--resume"])
    #expect(locked.status == 2 && locked.stderr.contains("is being written by another mapsnap tiles run"), "\(locked.stderr)")
    close(lock)
    // What a killed run leaves: a temporary of ours (its process gone) and one of Foundation's atomic writes.
    let gone = deadProcessID()
    let stale = ["\(output)/13/.4662.png.\(gone).77.tmp", "\(output)/12/.dat.nosync1a2b.Xyz"]
    for path in stale { #expect(FileManager.default.createFile(atPath: path, contents: Data([1]))) }
    let resumed = try CLI.run(["tiles", "--bbox", bbox, "--zooms", "12-14", "-o", output, "--resume"])
    #expect(resumed.status == 0, "\(resumed.stderr)")
    for path in stale { #expect(!FileManager.default.fileExists(atPath: path), "\(path) left") }
    let tiles = try FileManager.default.subpathsOfDirectory(atPath: output).filter { $0.hasSuffix(".png") }
    #expect(Set(tiles) == Set(expectedTiles(12...14).map { "\($0.z)/\($0.x)/\($0.y).png" }))
}

/// A process id that no process has now (for a temporary a killed run left).
func deadProcessID() -> Int32 {
    var candidate: Int32 = 4_000_000
    while kill(candidate, 0) == 0 || errno != ESRCH { candidate -= 1 }
    return candidate
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
    let hidden = try FileManager.default.subpathsOfDirectory(atPath: stopped).filter { URL(fileURLWithPath: $0).lastPathComponent.hasPrefix(".") }
    #expect(Set(hidden) == [".mapsnap-tiles.lock"], "temporaries left: \(hidden)")
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
