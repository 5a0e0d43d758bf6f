import Foundation
import MapSnap
import Testing

/// Installs the tool under test into a temporary prefix with `Scripts/install` and runs it from an unrelated folder,
/// with no MapSnap environment variables, as a user of an installed binary would.
@Test func installedBinaryFindsItsDataFromAnywhere() throws {
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let checkout = URL(fileURLWithPath: CLI.fixtures).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let buildDirectory = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path
    let install = try CLI.run([checkout + "/Scripts/install", "--build-dir", buildDirectory, root + "/prefix"], executable: "/bin/bash")
    #expect(install.status == 0, "\(install.stderr)")
    let elsewhere = root + "/elsewhere"
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    let environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("MAPSNAP") }
    let installed = root + "/prefix/bin/mapsnap"
    #expect(FileManager.default.fileExists(atPath: root + "/prefix/share/mapsnap/Helsinki.mapsnap"))

    let data = try CLI.run(["data"], executable: installed, in: elsewhere, environment: environment)
    #expect(data.stdout.hasPrefix("data: \(root)/prefix/share/mapsnap/Helsinki.mapsnap (prepared)\nworld layer: \(root)/prefix/share/mapsnap\n"
                                  + "fonts: \(root)/prefix/share/mapsnap/fonts\n"), "\(data.stdout)")
    let render = try CLI.run(["render", "--center", "64.5,26", "--span", "12,20", "--size", "300x400", "-o", "finland.png"],
                             executable: installed, in: elsewhere, environment: environment)
    #expect(render.status == 0, "\(render.stderr)")
    let image = try ImageFile.readPNG(elsewhere + "/finland.png")
    var water = 0, land = 0
    for index in stride(from: 0, to: image.pixels.count, by: 4) {
        let (red, green, blue) = (Int(image.pixels[index]), Int(image.pixels[index + 1]), Int(image.pixels[index + 2]))
        if blue > red + 40 && blue > green { water += 1 } else if red > 200 && green > 200 { land += 1 }
    }
    let total = image.width * image.height
    #expect(land > total / 3, "Finland-wide map: \(land) of \(total) pixels are land")
    #expect(water > total / 10, "Finland-wide map: \(water) of \(total) pixels are water")

    let search = try CLI.run(["search", "Tokyo", "--limit", "1"], executable: installed, in: elsewhere, environment: environment)
    #expect(search.status == 0, "\(search.stderr)")
    #expect(search.stdout.contains("Tokyo"))
    let route = try CLI.run(["route", "--from", "Rautatientori", "--to", "Kauppatori"], executable: installed, in: elsewhere, environment: environment)
    #expect(route.status == 0, "\(route.stderr)")
}

@Test func resourcesAreLookedForBesideTheProgramThenInTheInstallLayout() {
    let candidates = MapResources.candidateDirectories(executablePath: "/opt/tools/bin/mapsnap", sourceFile: "/src/MapSnap/Sources/MapSnap/DataLayer/MapResources.swift")
    #expect(candidates.first == "/opt/tools/bin/MapSnap_MapSnap.resources/Data")
    #expect(candidates.dropFirst().first == "/opt/tools/share/mapsnap")
    #expect(candidates.last == "/src/MapSnap/Sources/MapSnap/Data")
}

@Test func resourcesFolderWithoutDataIsAClearError() throws {
    let empty = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: empty) }
    var environment = ProcessInfo.processInfo.environment
    environment["MAPSNAP_RESOURCES"] = empty
    let result = try CLI.run(["search", "cafe"], environment: environment)
    #expect(result.status == 2)
    #expect(result.stderr == "mapsnap: error: MAPSNAP_RESOURCES: \(empty) does not hold Helsinki.osm.pbf, world-countries.geojson and world-cities.tsv\n")
}
