import Foundation
import Testing

@Test func searchPrintsATableAndJSON() throws {
    let table = try CLI.run(["search", "apteekki", "--near", "60.1699,24.9410", "--limit", "3"])
    #expect(table.status == 0, "\(table.stderr)")
    #expect(table.stdout.hasPrefix("#  name"))
    #expect(table.stdout.contains("pharmacy"))
    let json = try CLI.run(["search", "Ateneum", "--near", "60.1699,24.9410", "--json", "--limit", "1"])
    #expect(json.status == 0)
    #expect(json.stdout.contains("\"name\": \"Ateneum\"") && json.stdout.contains("\"pointOfInterestCategory\": \"museum\""))
}

@Test func searchWithoutResultsExitsOne() throws {
    let result = try CLI.run(["search", "qwxzvbnmq"])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("mapsnap: no results"))
}

@Test(arguments: [
    (["search", ""], "query: is empty; type a name, a category or an address"),
    (["search"], "query: missing (e.g. mapsnap search \"pizza\")"),
    (["search", "cafe", "--near", "95,24"], "--near: latitude 95 is outside -90...90"),
    (["search", "cafe", "--near", "60,24", "--span", "0,1"], "--span: latitudeDelta 0 must be greater than 0 and at most 180"),
    (["search", "cafe", "--limit", "0"], "--limit: \"0\" must be a whole number from 1 to 1000"),
    (["search", "cafe", "--limit", "-3"], "--limit: \"-3\" must be a whole number from 1 to 1000"),
    (["reverse", "60.17"], "coordinate: \"60.17\" is not latitude,longitude"),
])
func badSearchInputExitsTwo(arguments: [String], message: String) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr == "mapsnap: error: \(message)\n")
}

@Test func veryLongQueryIsHandled() throws {
    let result = try CLI.run(["search", String(repeating: "kahvila ", count: 1250), "--near", "60.1699,24.9410", "--limit", "2"])
    #expect(result.status == 0 || result.status == 1)
}

@Test func completeGeocodeAndReverse() throws {
    let complete = try CLI.run(["complete", "ateneu", "--near", "60.1699,24.9410"])
    #expect(complete.status == 0)
    #expect(complete.stdout.hasPrefix("[Ateneu]m"))
    let geocode = try CLI.run(["geocode", "Aleksanterinkatu 24", "--json"])
    #expect(geocode.status == 0)
    #expect(geocode.stdout.contains("\"isInterpolated\": true"))
    let reverse = try CLI.run(["reverse", "60.1699,24.9384"])
    #expect(reverse.status == 0)
    // The point is 0.4 m from Kaivokatu's line (osmium export, Scripts/fixtures/make-reverse-fixture); the nearest address is
    // on Mannerheimintie.
    #expect(reverse.stdout.contains("street: Kaivokatu (0 m)"))
    #expect(reverse.stdout.contains("address: Mannerheimintie 20 B"))
}

@Test func thumbnailsAreWrittenWithAnIndex() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let result = try CLI.run(["search", "cafe", "--near", "60.1699,24.9410", "--limit", "4", "--thumbnails", directory, "--size", "128x128", "--scale", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(files.count == 5 && files.contains("index.json"))
    #expect(files.first?.hasPrefix("01-") == true)
}

/// World cities are found by their names in other languages (the CLDR names in the cities file's seventh column), and a
/// result's language names them: Tukholma and 東京 find Stockholm and Tokyo; Stockholm in Finnish is Tukholma.
@Test func worldCitiesAnswerToTheirNamesInOtherLanguages() throws {
    for (query, language, expected) in [("Tukholma", nil, "59.32938,18.06871"), ("東京", nil, "35.68950,139.69171"),
                                        ("Stockholm", "fi", "Tukholma")] as [(String, String?, String)] {
        let result = try CLI.run(["search", query, "--limit", "1"] + (language.map { ["--language", $0] } ?? []))
        #expect(result.status == 0 && result.stdout.contains(expected), "\(query): \(result.stdout)")
    }
}
