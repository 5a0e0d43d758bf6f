import Foundation
import MapSnapTesting
import Testing
@testable import MapSnap

/// Maps beyond any extract or tile file, from the built-in world only: Natural Earth 1:50m countries and GSHHG lakes
/// from zoom 4, 1:110m below, GeoNames cities. Looked at: Finland with its lakes and Lake Ladoga, Japan with Tokyo
/// Bay and the Inland Sea, the Pacific across ±180° with Russia whole, Alaska and California.
private func worldScene(center: Coordinate, zoom: Double, size: Size = Size(width: 400, height: 300)) -> MapSnapshotter.Options {
    var options = MapSnapshotter.Options()
    options.size = size
    options.region = Viewport(center: center, zoom: zoom, size: size).visibleRegion
    return options
}

private let sanFrancisco = Coordinate(latitude: 37.7749, longitude: -122.4194)

@Test(arguments: [("finland", Coordinate(latitude: 64, longitude: 26), [4.0, 7.0]),
                  ("japan", Coordinate(latitude: 36, longitude: 138), [5.0, 8.0]),
                  ("tokyo-bay", Coordinate(latitude: 35.45, longitude: 139.85), [10.0])])
func worldMapsAtEachZoom(name: String, center: Coordinate, zooms: [Double]) {
    for zoom in zooms {
        assertSnapshot(of: worldScene(center: center, zoom: zoom), named: "\(name)-z\(Int(zoom))")
    }
}

@Test func thePacificAcrossTheAntimeridian() {
    var options = worldScene(center: Coordinate(latitude: 45, longitude: -170), zoom: 3, size: Size(width: 800, height: 400))
    options.annotations = [Annotation(coordinate: sanFrancisco, title: "San Francisco"),
                           Annotation(coordinate: Coordinate(latitude: 35.68, longitude: 139.69), title: "Tokyo")]
    assertSnapshot(of: options, named: "pacific-z3")
}

/// Land where land is, on whichever side of ±180° the map's centre puts it: San Francisco and both ends of Russia
/// on Pacific maps centred east and west of the antimeridian.
@Test(arguments: [179.0, -179.0, 170.0, -150.0])
func landIsDrawnOnTheRightWorldCopy(centerLongitude: Double) throws {
    var options = MapSnapshotter.Options()
    options.size = Size(width: 800, height: 600)
    options.region = CoordinateRegion(center: Coordinate(latitude: 50, longitude: centerLongitude), span: CoordinateSpan(latitudeDelta: 60, longitudeDelta: 110))
    let snapshot = try MapSnapshotter(options: options).start()
    let land = try #require(StyleLibrary.style("default").layers.first { $0.id == "world-land" }?.paint.fillColor.value(at: 3))
    let sea = try #require(StyleLibrary.style("default").layers.first { $0.id == "background" }?.paint.backgroundColor.value(at: 3))
    func color(at coordinate: Coordinate) -> (r: Int, g: Int, b: Int) {
        let point = snapshot.point(for: coordinate)
        let (r, g, b, _) = snapshot.image.pixel(x: Int(point.x), y: Int(point.y))
        return (Int(r), Int(g), Int(b))
    }
    func isColor(_ found: (r: Int, g: Int, b: Int), _ expected: Color) -> Bool {
        abs(found.r - Int(expected.red * 255)) < 6 && abs(found.g - Int(expected.green * 255)) < 6 && abs(found.b - Int(expected.blue * 255)) < 6
    }
    for place in [Coordinate(latitude: 38.5, longitude: -121.5),   // inland from San Francisco
                  Coordinate(latitude: 66, longitude: 175),        // Chukotka west of 180°
                  Coordinate(latitude: 66.5, longitude: -174),     // Chukotka east of 180°
                  Coordinate(latitude: 64, longitude: -150)] {     // Alaska
        let point = snapshot.point(for: place)
        guard snapshot.image.width > Int(point.x), point.x >= 0 else { continue }
        #expect(isColor(color(at: place), land), "\(place) on a map centred at \(centerLongitude)")
    }
    #expect(isColor(color(at: Coordinate(latitude: 30, longitude: -140)), sea))
}

/// The binary world file shipped in the resources was made from the GeoJSON and TSV beside it
/// (`mapsnap prepare --world`, run by Scripts/fixtures/make-world-data).
@Test func theWorldFileMatchesItsSources() {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/MapSnap/Data").path
    #expect(MapResources(directory: sources).worldFileIsCurrent, "run: mapsnap prepare --world -o Sources/MapSnap/Data/world.mapsnap")
}

/// The prepared Helsinki file shipped in the resources (so the built-in data is fast in every layout: a plain
/// `swift build`, a downstream package, an install) is exactly what `mapsnap prepare` makes of the extract beside it
/// today; a change to the prepared format or to what is prepared must re-make it.
@Test func theShippedPreparedFileIsWhatPrepareMakes() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/MapSnap/Data").path
    let resources = MapResources(directory: sources)
    let shipped = try Data(contentsOf: URL(fileURLWithPath: resources.preparedPath))
    let made = try MapData(path: resources.extractPath, resources: resources).prepared()
    #expect(shipped.count == made.count && shipped.elementsEqual(made),
            "run: mapsnap prepare Sources/MapSnap/Data/Helsinki.osm.pbf -o Sources/MapSnap/Data/Helsinki.mapsnap")
    #expect(MapData(resources: resources).source == .prepared(path: resources.preparedPath))
}

/// The world layer's names follow the label language (CLDR's country names and time-zone cities, added by
/// Scripts/fixtures/add-world-names): Japan at zoom 5 in Japanese labels 日本 and 東京, in Finnish Japani and Tokio;
/// southern Finland at zoom 6 in Swedish labels Helsingfors; in English (no language) the data's names stand. A
/// reference image of the Japanese map, looked at.
@Test func worldNamesFollowTheLabelLanguage() throws {
    func labels(_ center: Coordinate, zoom: Double, language: String?) throws -> Set<String> {
        var options = worldScene(center: center, zoom: zoom, size: Size(width: 600, height: 500))
        options.language = language
        return Set(try MapSnapshotter(options: options).plan().report.labels.compactMap(\.text))
    }
    let japan = Coordinate(latitude: 36.5, longitude: 138)
    let japanese = try labels(japan, zoom: 5, language: "ja")
    #expect(japanese.isSuperset(of: ["日本", "東京"]) && !japanese.contains("Tokyo"), "\(japanese.sorted())")
    let finnish = try labels(japan, zoom: 5, language: "fi")
    #expect(finnish.isSuperset(of: ["JAPANI", "Tokio"]) || finnish.isSuperset(of: ["Japani", "Tokio"]), "\(finnish.sorted())")
    let english = try labels(japan, zoom: 5, language: nil)
    #expect(english.contains("Tokyo") && !english.contains("東京"), "\(english.sorted())")
    let swedish = try labels(Coordinate(latitude: 61, longitude: 25), zoom: 6, language: "sv")
    #expect(swedish.contains("Helsingfors") && !swedish.contains("Helsinki"), "\(swedish.sorted())")
    var options = worldScene(center: japan, zoom: 5, size: Size(width: 600, height: 500))
    options.language = "ja"
    assertSnapshot(of: options, named: "japan-z5-ja")
}
