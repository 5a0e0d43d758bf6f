import Foundation
import Testing

/// The demo scene's alt text, sentence by sentence, checked against the layout report it is made from: the city and
/// country of the world layer, the data's nearest place, the width on the ground, the cafés and their clusters, the
/// titled markers drawn; the PDF carries it as its title (pdfinfo), and the layout report carries it when asked.
@Test func theDemoSaysWhatItShows() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let demo = "\(CLI.projectRoot)/Examples/demo.json"
    let result = try CLI.run(["render", demo, "-o", "\(directory)/demo.pdf", "--alt-text", "\(directory)/alt.txt", "--layout-json", "\(directory)/layout.json"])
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOfFile: "\(directory)/alt.txt", encoding: .utf8)
    #expect(text == "Map of Helsinki, Finland, around Rautatientori, about 950 m across. It shows 7 cafes in 2 clusters, "
        + "markers for Kappeli, Central Station, Market Square, Ateneum and Start, 2 outlined areas and 2 lines.\n")
    // The facts it states are the layout report's.
    let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/layout.json"))) as? [String: Any])
    let summaries = try #require(report["clusteringIdentifiers"] as? [[String: Any]])
    #expect(summaries.first?["clusteringIdentifier"] as? String == "cafes" && summaries.first?["inside"] as? Int == 7)
    #expect((report["clusters"] as? [[String: Any]])?.filter { ($0["count"] as? Int ?? 0) > 1 }.count == 2)
    let titled = (report["annotations"] as? [[String: Any]] ?? []).filter { $0["status"] as? String == "drawn" && $0["cluster"] == nil }
        .compactMap { $0["title"] as? String }.filter { !$0.hasPrefix("Café") }
    #expect(Set(titled) == ["Kappeli", "Central Station", "Market Square", "Ateneum", "Start"])
    let info = try CLI.run(["\(directory)/demo.pdf"], executable: "/usr/bin/pdfinfo")
    #expect(info.stdout.contains("Title:           " + text.trimmingCharacters(in: .newlines)), "\(info.stdout)")
    // A scene that asks for it gets it in its layout report.
    var scene = try String(contentsOfFile: demo, encoding: .utf8)
    scene = scene.replacingOccurrences(of: "\"style\": \"default\",", with: "\"style\": \"default\", \"altText\": true,")
    try scene.write(toFile: "\(directory)/scene.json", atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(atPath: "\(CLI.projectRoot)/Examples/esplanadi.geojson", toPath: "\(directory)/esplanadi.geojson")
    #expect(try CLI.run(["render", "\(directory)/scene.json", "-o", "\(directory)/scene.png", "--layout-json", "\(directory)/scene.json.out"]).status == 0)
    let withText = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/scene.json.out"))) as? [String: Any])
    #expect(withText["altText"] as? String == text.trimmingCharacters(in: .newlines))
}

/// A route's length and ends, from the route the command finds; a map elsewhere names the city the world layer
/// knows there (the largest near the centre), or its coordinates.
@Test func routesAndPlacesAreNamed() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let route = try CLI.run(["route", "--from", "Kiasma", "--to", "Kauppatori", "--transport", "walking", "--json"])
    let found = try #require((try JSONSerialization.jsonObject(with: Data(route.stdout.utf8)) as? [[String: Any]])?.first)
    let kilometres = String(format: "%.1f", (found["distance"] as? Double ?? 0) / 1000)
    let scene = #"{"size": {"width": 400, "height": 300}, "route": {"from": "Kiasma", "to": "Kauppatori", "transport": "walking"}}"#
    try scene.write(toFile: "\(directory)/route.json", atomically: true, encoding: .utf8)
    #expect(try CLI.run(["render", "\(directory)/route.json", "-o", "\(directory)/route.png", "--alt-text", "\(directory)/route.txt"]).status == 0)
    let text = try String(contentsOfFile: "\(directory)/route.txt", encoding: .utf8)
    #expect(text.contains("It shows a \(kilometres) km walking route from Kiasma to Kauppatori and markers for Start and Destination."), "\(text)")
    for (center, expected) in [("35.68,139.76", "Map of Tokyo, Japan, about 74 km across.\n"), ("48.85,2.35", "Map of Paris, France, about 74 km across.\n"),
                               ("0,-30", "Map of 0.000° N, 30.000° W, about 74 km across.\n")] {
        let result = try CLI.run(["render", "--center", center, "--span", "0.5,0.5", "-o", "\(directory)/world.png", "--alt-text", "\(directory)/world.txt"])
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: "\(directory)/world.txt", encoding: .utf8) == expected)
    }
}

/// A turned map says how it is turned and which way it faces: the compass point at its top, to the nearest sixteenth
/// of a turn (left out when that is still north).
@Test func aTurnedMapSaysWhichWayIsUp() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (bearing, words) in [("30", "turned 30° anticlockwise, with north-north-east at the top"), ("-90", "turned 90° clockwise, with west at the top"),
                             ("180", "turned 180°, with south at the top"), ("350", "turned 10° clockwise")] {
        let result = try CLI.run(["render", "--center", "60.1699,24.944", "--span", "0.004,0.008", "--size", "300x200", "--bearing", bearing,
                                  "-o", "\(directory)/map.png", "--alt-text", "\(directory)/alt.txt"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: "\(directory)/alt.txt", encoding: .utf8)
        #expect(text.contains("across, \(words)."), "\(text)")
    }
}

/// Untitled markers are said too, counted by what they are: twelve markers with the built-in shop glyph and a pin
/// are "12 shop markers and a pin" (before: the alt text left them out and said only where the map is).
@Test func untitledMarkersAreCountedByWhatTheyAre() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let shops = (0..<12).map { #"{"type": "marker", "coordinate": {"latitude": \#(60.168 + 0.001 * Double($0 % 4)), "longitude": \#(24.938 + 0.002 * Double($0 / 4))}, "glyphImage": "shop"}"# }
    let pin = #"{"type": "pin", "coordinate": {"latitude": 60.1695, "longitude": 24.946}}"#
    try #"{"size": "600x400", "annotations": [\#((shops + [pin]).joined(separator: ", "))]}"#.write(toFile: "\(directory)/shops.json", atomically: true, encoding: .utf8)
    let result = try CLI.run(["render", "\(directory)/shops.json", "-o", "\(directory)/shops.png", "--alt-text", "\(directory)/alt.txt"])
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOfFile: "\(directory)/alt.txt", encoding: .utf8)
    #expect(text.hasSuffix("It shows 12 shop markers and a pin.\n"), "\(text)")
}
