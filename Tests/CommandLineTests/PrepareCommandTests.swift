import BinaryData
import Foundation
import Testing
import TestSupport

/// The Helsinki extract, prepared once by the command under test for this test process.
private let preparedHelsinki: String? = {
    guard let directory = try? CLI.temporaryDirectory() else { return nil }
    let path = "\(directory)/helsinki.mapsnap"
    guard let result = try? CLI.run(["prepare", CLI.helsinki, "-o", path]), result.status == 0 else { return nil }
    return path
}()

extension CLI {
    static let helsinki = URL(fileURLWithPath: fixtures).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/Helsinki.osm.pbf").path
}

@Test func prepareWritesASummaryAndInfoReadsItBack() throws {
    let prepared = try #require(preparedHelsinki)
    // Each phase says what it made (not a terminal: one line each, no live line).
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try CLI.run(["prepare", CLI.helsinki, "-o", "\(directory)/again.mapsnap"])
    for line in ["prepare: read 0.7 MB: 24260 nodes, 5130 ways, 169 relations used in ", "prepare: features: 4990 (", "prepare: walking graph: "] {
        #expect(run.stderr.contains(line), "\(line) in \(run.stderr)")
    }
    #expect(!run.stderr.contains("\r") && run.stderr.contains("memory "))
    let info = try CLI.run(["prepare", "--info", prepared])
    #expect(info.status == 0)
    #expect(info.stdout.contains("source: Helsinki.osm.pbf"))
    #expect(info.stdout.contains("features: 4990"))
    #expect(info.stdout.contains("automobile graph: "))
}

/// `prepare --only render,walk` writes the base map and the walking graph (and the world layer) only: a smaller file
/// whose maps and walking routes are the full file's, byte for byte, and which says what it lacks when asked for it
/// (a car route, a search: exit 2 naming the product); `--info` lists its products; a product that does not exist is
/// exit 2 before anything is read. A server over it starts (there is no place index to load) and stops on a SIGTERM
/// sent as soon as it says it listens.
@Test func preparedWithOnlySomeProducts() throws {
    let full = try #require(preparedHelsinki)
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let partial = "\(directory)/partial.mapsnap"
    let prepared = try CLI.run(["prepare", CLI.helsinki, "-o", partial, "--only", "walk,render"])
    #expect(prepared.status == 0, "\(prepared.stderr)")
    #expect(prepared.stdout.contains("products: render, walk (prepare --only)") && prepared.stdout.contains("walking graph: ")
            && !prepared.stdout.contains("automobile graph") && !prepared.stdout.contains("places:"), "\(prepared.stdout)")
    let sizes = try [full, partial].map { try #require(FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) }
    #expect(sizes[1] < sizes[0] / 2, "\(sizes)")
    for (arguments, output) in [(["render", "--center", "60.1682,24.9478", "--span", "0.004,0.008", "--size", "400x300"], "map.png"),
                                (["route", "--from", "60.1690,24.9360", "--to", "60.1700,24.9500", "--transport", "walking", "--json"], "")] {
        var results: [(CLI.Result, Data?)] = []
        for data in [full, partial] {
            let out = output.isEmpty ? [] : ["-o", "\(directory)/\(URL(fileURLWithPath: data).lastPathComponent)-\(output)"]
            let result = try CLI.run(arguments + out + ["--data", data])
            results.append((result, out.last.flatMap { FileManager.default.contents(atPath: $0) }))
        }
        #expect(results[1].0.status == 0 && results[1].0.stdout == results[0].0.stdout && results[1].1 == results[0].1, "\(arguments): \(results[1].0.stderr)")
    }
    for (arguments, product) in [(["route", "--from", "60.1690,24.9360", "--to", "60.1700,24.9500"], "car"), (["search", "cafe"], "search")] {
        let result = try CLI.run(arguments + ["--data", partial])
        #expect(result.status == 2 && result.stderr.contains("prepared file: it was prepared with --only render,walk, without \(product); prepare it again with \(product)"),
                "\(result.stderr)")
    }
    let bad = try CLI.run(["prepare", "\(directory)/missing.osm.pbf", "-o", "\(directory)/x.mapsnap", "--only", "render,boat"])
    #expect(bad.status == 2 && bad.stderr == "mapsnap: error: --only: \"boat\" is not one of render, search, car, walk, bike\n")
    let serve = Process()
    serve.executableURL = URL(fileURLWithPath: CLI.binary)
    serve.arguments = ["serve", "--port", "0", "--data", partial]
    let output = Pipe()
    serve.standardOutput = output
    serve.standardError = FileHandle.nullDevice
    try serve.run()
    let firstLine = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    serve.terminate()
    serve.waitUntilExit()
    #expect(firstLine.contains("listening on") && serve.terminationStatus == 0, "\(firstLine)")

}

/// Every command gives the same bytes from the prepared file as from the extract.
@Test(arguments: [
    ["render", "--center", "60.1682,24.9478", "--span", "0.004,0.008", "--size", "400x300", "--scale", "2", "-o", "OUT.png"],
    ["render", "--center", "60.1699,24.9384", "--span", "0.02,0.03", "--size", "400x300", "--style", "dark", "-o", "OUT.png"],
    ["render", "--center", "64.5,26", "--span", "12,20", "--size", "300x400", "-o", "OUT.png"],
    ["render", "--center", "60.17,24.94", "--size", "300x200", "--marker", "60.17,24.94,icon=cafe,title=Here", "-o", "OUT.svg"],
    ["search", "cafe", "--near", "60.17,24.94", "--json"],
    ["search", "Tokyo"],
    ["search", "Aleksanterinkatu 24", "--json"],
    ["complete", "hotel kam", "--near", "60.17,24.94"],
    ["geocode", "Mannerheimintie 1"],
    ["reverse", "60.1699,24.9384", "--json"],
    ["route", "--from", "60.1690,24.9360", "--to", "Kauppatori", "--json"],
    ["route", "--from", "Rautatientori", "--to", "Kappeli", "--transport", "walking"],
    ["route", "--from", "60.1690,24.9360", "--to", "60.1700,24.9500", "--transport", "cycling", "--geojson"],
])
func preparedAndExtractAgree(arguments: [String]) throws {
    let prepared = try #require(preparedHelsinki)
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    func run(_ data: String, _ name: String) throws -> (CLI.Result, [UInt8]?) {
        let output = "\(directory)/\(name)" + (arguments.last.map { URL(fileURLWithPath: $0).pathExtension }.map { "." + $0 } ?? "")
        let result = try CLI.run(arguments.map { $0.hasPrefix("OUT.") ? output : $0 } + ["--data", data])
        return (result, FileManager.default.contents(atPath: output).map { [UInt8]($0) })
    }
    let (fromExtract, extractImage) = try run(CLI.helsinki, "extract")
    let (fromPrepared, preparedImage) = try run(prepared, "prepared")
    #expect(fromExtract.status == 0, "\(fromExtract.stderr)")
    #expect(fromPrepared.status == fromExtract.status)
    #expect(fromPrepared.stdout == fromExtract.stdout)
    #expect(!fromExtract.stdout.isEmpty || extractImage != nil)
    #expect(preparedImage == extractImage)
}

/// Damaged prepared files: exit 2, one line naming the file and what is wrong, nothing written.
@Test func damagedPreparedFilesExitTwo() throws {
    let prepared = try #require(preparedHelsinki)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: prepared)))
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var wrongVersion = bytes
    wrongVersion[8] = 99
    var damagedDirectory = bytes
    damagedDirectory[60] ^= 0x5A
    let cases: [(String, [UInt8], String)] = [
        ("truncated.mapsnap", Array(bytes.prefix(bytes.count / 2)), "is \(bytes.count / 2) bytes but its header says \(bytes.count): truncated or damaged"),
        ("version.mapsnap", wrongVersion, "format version 99 is not the supported version 8; prepare it again with this mapsnap"),
        ("directory.mapsnap", damagedDirectory, "damaged header (checksum mismatch)"),
        ("header-only.mapsnap", Array(bytes.prefix(20)), "not a prepared MapSnap file (no MAPSNAP header)"),
    ]
    for (name, content, message) in cases {
        let path = "\(directory)/\(name)"
        try Data(content).write(to: URL(fileURLWithPath: path))
        for command in [["render", "--center", "60.17,24.94", "-o", "\(directory)/out.png"], ["search", "cafe"], ["route", "--from", "A", "--to", "B"]] {
            let result = try CLI.run(command + ["--data", path])
            #expect(result.status == 2, "\(name) \(command[0])")
            #expect(result.stderr == "mapsnap: error: data: \(path): \(message)\n", "\(name) \(command[0])")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/out.png"))
    }
}

@Test(arguments: [
    (["prepare"], "extract: expected one .osm.pbf file, got 0 (mapsnap prepare EXTRACT.osm.pbf -o CITY.mapsnap)"),
    (["prepare", "HELSINKI"], "-o: missing output path (e.g. -o city.mapsnap)"),
    (["prepare", "/nonexistent/x.osm.pbf", "-o", "OUT"], "data: /nonexistent/x.osm.pbf: no such file"),
    (["prepare", "PREPARED", "-o", "OUT"], "data: PREPARED is already prepared"),
    (["prepare", "--info", "HELSINKI"], "extract: HELSINKI is not a prepared file"),
])
func badPrepareInputExitsTwo(arguments: [String], message: String) throws {
    let prepared = try #require(preparedHelsinki)
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    func resolve(_ text: String) -> String {
        text.replacingOccurrences(of: "HELSINKI", with: CLI.helsinki).replacingOccurrences(of: "PREPARED", with: prepared)
            .replacingOccurrences(of: "OUT", with: "\(directory)/out.mapsnap")
    }
    let result = try CLI.run(arguments.map(resolve))
    #expect(result.status == 2)
    #expect(result.stderr == "mapsnap: error: \(resolve(message))\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
}

/// `prepare --bbox` prepares what preparing osmium's own cut of the extract prepares (`osmium extract --bbox`, its
/// default complete-ways strategy): every section but the summary (which names the source) byte for byte, for a box
/// inside the data, one reaching past its corner, a thin strip across it and one touching a single street. A box
/// with no node is exit 2 saying where the data lies (latitude and longitude swapped, most often); a box that is not
/// one is exit 2 before anything is read; neither leaves a file.
@Test func preparedPartIsWhatOsmiumExtractGives() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    func sections(_ path: String) throws -> [String: [UInt8]] {
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
        // The version the file was written with (after the 8-byte magic): this test compares two files of this build.
        var header = ByteReader(ByteRegion(bytes: bytes), offset: 8)
        let file = try SectionFile(ByteRegion(bytes: bytes), expectedVersion: try header.read(UInt32.self))
        return file.sections.mapValues { Array($0.bytes) }
    }
    for box in ["24.940,60.165,24.955,60.175", "24.950,60.175,25.100,60.300", "24.900,60.1700,25.000,60.1705", "24.9450,60.1690,24.9452,60.1692"] {
        let cut = "\(directory)/osmium.osm.pbf"
        let osmium = try CLI.run(["extract", "--bbox", box, CLI.helsinki, "-o", cut, "--overwrite"], executable: "/usr/bin/osmium")
        #expect(osmium.status == 0, "\(osmium.stderr)")
        let theirs = try CLI.run(["prepare", cut, "-o", "\(directory)/theirs.mapsnap"])
        let ours = try CLI.run(["prepare", CLI.helsinki, "--bbox", box, "-o", "\(directory)/ours.mapsnap"])
        #expect(theirs.status == 0 && ours.status == 0, "\(box): \(theirs.stderr) \(ours.stderr)")
        #expect(ours.stderr.contains("prepare: cut to "), "\(ours.stderr)")
        var expected = try sections("\(directory)/theirs.mapsnap"), actual = try sections("\(directory)/ours.mapsnap")
        #expect(expected.removeValue(forKey: "META") != nil && actual.removeValue(forKey: "META") != nil)
        #expect(expected.keys.sorted() == actual.keys.sorted())
        for (tag, bytes) in expected { #expect(actual[tag] == bytes, "\(box): section \(tag)") }
    }
    let swapped = try CLI.run(["prepare", CLI.helsinki, "--bbox", "60.16,24.93,60.17,24.95", "-o", "\(directory)/swapped.mapsnap"])
    #expect(swapped.status == 2 && swapped.stderr.hasSuffix(
        "mapsnap: error: --bbox: 60.16,24.93,60.17,24.95 holds no node of Helsinki.osm.pbf (its nodes lie within 24.93518,60.16416,24.95341,60.17911)\n"),
            "\(swapped.stderr)")
    for (memory, message) in [("lots", "\"lots\" is not a memory size of at least 100M (such as 2G or 1500M)"),
                              ("50M", "\"50M\" is not a memory size of at least 100M (such as 2G or 1500M)")] {
        let bad = try CLI.run(["prepare", CLI.helsinki, "--memory", memory, "-o", "\(directory)/bad.mapsnap"])
        #expect(bad.status == 2 && bad.stderr == "mapsnap: error: --memory: \(message)\n", "\(bad.stderr)")
    }
    for (box, message) in [("24.95,60.16,24.94,60.17", "24.95,60.16,24.94,60.17 is not WEST,SOUTH,EAST,NORTH in degrees with west < east and south < north"),
                           ("24.9,60.1,25", "\"24.9,60.1,25\" is not WEST,SOUTH,EAST,NORTH (four numbers)")] {
        let bad = try CLI.run(["prepare", CLI.helsinki, "--bbox", box, "-o", "\(directory)/bad.mapsnap"])
        #expect(bad.status == 2 && bad.stderr == "mapsnap: error: --bbox: \(message)\n", "\(bad.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: "\(directory)/swapped.mapsnap") && !FileManager.default.fileExists(atPath: "\(directory)/bad.mapsnap"))
}

/// `prepare` onto a disk too small for its output and temporaries (a 2 MB tmpfs) ends with one error naming `-o` and
/// the directory, exit 2, and leaves nothing behind: no bus error from a table mapped past the free space, no staged
/// output.
@Test(.enabled(if: getuid() == 0, "mounting a small tmpfs needs root"))
func prepareOntoAFullDiskSaysSoAndLeavesNothing() throws {
    let disk = try SmallDisk(megabytes: 2)
    defer { disk.remove() }
    let result = try CLI.run(["prepare", CLI.helsinki, "-o", "\(disk.path)/x.mapsnap"])
    #expect(result.status == 2, "\(result.status): \(result.stderr.suffix(300))")
    let last = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasPrefix("mapsnap: error: -o: ") && last.contains(disk.path) && last.contains("No space left"), "\(last)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path).isEmpty)
}

/// A temporary a killed `prepare` left beside its output (`.NAME.PID.N.tmp`, its process gone) is removed by the next
/// run into the same place; one of a process still running, or of another file, is left alone.
@Test func prepareRemovesTheTemporariesOfKilledRuns() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let stale = "\(directory)/.x.mapsnap.\(deadProcessID()).12345.tmp"
    let running = "\(directory)/.x.mapsnap.\(getpid()).12345.tmp", other = "\(directory)/.y.mapsnap.\(deadProcessID()).1.tmp"
    for path in [stale, running, other] { #expect(FileManager.default.createFile(atPath: path, contents: Data([1]))) }
    let result = try CLI.run(["prepare", CLI.helsinki, "-o", "\(directory)/x.mapsnap", "--only", "render"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(FileManager.default.fileExists(atPath: running) && FileManager.default.fileExists(atPath: other))
}
