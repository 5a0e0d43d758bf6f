import Foundation
import Testing

@Test func routePrintsStepsJSONAndGeoJSON() throws {
    let text = try CLI.run(["route", "--from", "60.1690,24.9360", "--to", "60.1677,24.9523"])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.hasPrefix("Route: "))
    #expect(text.stdout.contains("Arrive at the destination"))
    let json = try CLI.run(["route", "--from", "60.1690,24.9360", "--to", "Kauppatori", "--json", "--precision", "6", "--alternatives"])
    #expect(json.status == 0, "\(json.stderr)")
    #expect(json.stdout.contains("\"polylinePrecision\": 6") && json.stdout.contains("\"type\": \"depart\""))
    let geojson = try CLI.run(["route", "--from", "Rautatientori", "--to", "Kappeli", "--transport", "walking", "--geojson"])
    #expect(geojson.status == 0, "\(geojson.stderr)")
    #expect(geojson.stdout.contains("\"type\": \"LineString\""))
    let finnish = try CLI.run(["route", "--from", "60.1690,24.9360", "--to", "60.1677,24.9523", "--language", "fi"])
    #expect(finnish.stdout.contains("Saavut määränpäähän"))
}

@Test func routeImageIsWritten() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try CLI.run(["route", "--from", "60.1690,24.9360", "--to", "60.1677,24.9523", "-o", "\(directory)/route.png", "--size", "300x200", "--scale", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: "\(directory)/route.png"))
}

@Test(arguments: [
    (["route", "--to", "Kauppatori"], "--from: missing (a place or LAT,LON)"),
    (["route", "--from", "Kauppatori"], "--to: missing (a place or LAT,LON)"),
    (["route", "--from", "95,24", "--to", "Kauppatori"], "from: latitude 95 is outside -90...90"),
    (["route", "--from", "60.1690,24.9360", "--to", "59.0,24.0"], "to: 59,24 is more than 500 m from any road usable by car"),
    (["route", "--from", "60.1690,24.9360", "--to", "qwxzvbnmq"], "to: no place found for \"qwxzvbnmq\""),
    (["route", "--from", "60.1690,24.9360", "--to", "Kauppatori", "--transport", "boat"], "--transport: \"boat\" is not one of automobile, walking, cycling"),
    (["route", "--from", "60.1690,24.9360", "--to", "Kauppatori", "--precision", "7"], "--precision: \"7\" must be 5 or 6"),
])
func badRouteInputExitsTwo(arguments: [String], message: String) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr == "mapsnap: error: \(message)\n")
}

/// A one-way ring with a turn ban (Fixtures/no-route.opl, made with `osmium cat`): both ends snap to the ring, but
/// the ban leaves no way from the start to the end. That is an answer, not bad input: exit 1 and one line.
@Test func noRouteExitsOneWithAClearLine() throws {
    let result = try CLI.run(["route", "--from", "60.1700,24.9410", "--to", "60.1710,24.9410", "--data", "\(CLI.fixtures)/no-route.osm.pbf"])
    #expect(result.status == 1)
    #expect(result.stderr == "mapsnap: error: to: no route by car from the start: the roads do not connect them (one-way streets, turn bans or separate networks)\n")
    #expect(result.stdout.isEmpty)
}
