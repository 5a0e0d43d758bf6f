import Foundation
import Testing

/// The `--json` shapes, byte for byte as the commands printed them before the shapes moved into the library
/// (recorded in Fixtures/json with the build of 2026-12-01 that still had them in the command files; the places'
/// positions re-recorded on 2026-12-06, when they became 1e-7° as prepared files keep them: each moved under 1 cm,
/// and an OSM node's position now prints as its seven decimals). The server answers with the same shapes, written
/// without indentation.
@Test(arguments: [
    (["search", "kahvila", "--near", "60.17,24.94", "--limit", "5", "--json"], "search.json"),
    (["complete", "kamp", "--near", "60.17,24.94", "--json"], "complete.json"),
    (["geocode", "Mannerheimintie 1", "--json"], "geocode.json"),
    (["reverse", "60.1699,24.9384", "--json"], "reverse.json"),
    (["route", "--from", "Kamppi", "--to", "Helsinki Cathedral", "--json"], "route.json"),
    (["route", "--from", "Kamppi", "--to", "Helsinki Cathedral", "--transport", "walking", "--geojson"], "route.geojson"),
    (["data", "--geojson", "place"], "place.geojson"),
])
func jsonShapesAreUnchanged(arguments: [String], fixture: String) throws {
    let expected = try String(contentsOfFile: "\(CLI.fixtures)/json/\(fixture)", encoding: .utf8)
    let result = try CLI.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == expected, "\(arguments) differs from \(fixture)")
}

/// The layout report of the demo scene (annotations, clusters, callouts), byte for byte.
@Test func layoutReportShapeIsUnchanged() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let root = URL(fileURLWithPath: CLI.fixtures).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let result = try CLI.run(["render", "\(root)/Examples/demo.json", "-o", "\(directory)/demo.png", "--layout-json", "\(directory)/layout.json"])
    #expect(result.status == 0, "\(result.stderr)")
    let expected = try String(contentsOfFile: "\(CLI.fixtures)/json/layout.json", encoding: .utf8)
    #expect(try String(contentsOfFile: "\(directory)/layout.json", encoding: .utf8) == expected)
}
