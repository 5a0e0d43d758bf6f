import Foundation
import Testing

/// Streets' Finnish names and their Swedish ones, as osmium reads them from the extract: names every highway of which
/// carries a different name:sv.
private func swedishStreetNames() throws -> [String: String] {
    let result = try CLI.run(["tags-filter", "\(CLI.projectRoot)/Data/Helsinki.osm.pbf", "w/highway", "-f", "opl", "-o", "-", "--omit-referenced"],
                             executable: "/usr/bin/osmium")
    #expect(result.status == 0, "\(result.stderr)")
    func decoded(_ text: Substring) -> String {
        // OPL escapes as %XXXX% (hex code point).
        var output = "", rest = text[...]
        while let start = rest.firstIndex(of: "%") {
            output += rest[..<start]
            let after = rest[rest.index(after: start)...]
            guard let end = after.firstIndex(of: "%"), let scalar = UInt32(after[..<end], radix: 16).flatMap(Unicode.Scalar.init) else { break }
            output.unicodeScalars.append(scalar)
            rest = after[after.index(after: end)...]
        }
        return output + rest
    }
    var swedish: [String: Set<String>] = [:]
    for line in result.stdout.split(separator: "\n") {
        guard let tags = line.split(separator: " ").first(where: { $0.hasPrefix("T") })?.dropFirst() else { continue }
        var fields: [String: String] = [:]
        for pair in tags.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[decoded(parts[0])] = decoded(parts[1]) }
        }
        guard let name = fields["name"] else { continue }
        swedish[name, default: []].insert(fields["name:sv"] ?? name)
    }
    return swedish.compactMapValues { $0.count == 1 ? $0.first : nil }.filter { $0.key != $0.value }
}

/// `--language sv` labels the streets in Swedish where the data says so: no street whose every way has a Swedish
/// name keeps its Finnish one, and the Swedish names drawn are osmium's; without it the Finnish names are drawn.
/// A bad code is one error.
@Test func labelsFollowTheLanguage() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pairs = try swedishStreetNames()
    try #require(pairs.count > 50, "\(pairs.count) streets with Swedish names")
    func roadLabels(_ extra: [String]) throws -> Set<String> {
        let result = try CLI.run(["render", "--center", "60.1699,24.944", "--span", "0.006,0.014", "--size", "800x600", "-o", "\(directory)/map.png",
                                  "--layout-json", "\(directory)/layout.json"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/layout.json"))) as? [String: Any])
        return Set((report["labels"] as? [[String: Any]] ?? []).filter { $0["layer"] as? String == "road-name" }.compactMap { $0["text"] as? String })
    }
    let finnish = try roadLabels([]), swedish = try roadLabels(["--language", "sv"])
    #expect(finnish.intersection(pairs.keys).count > 10, "the Finnish map names streets: \(finnish)")
    #expect(swedish.intersection(pairs.keys).isEmpty, "Finnish names left on the Swedish map: \(swedish.intersection(pairs.keys))")
    let swedishNames = Set(pairs.values)
    #expect(swedish.intersection(swedishNames).count > 10, "Swedish names drawn: \(swedish)")
    let bad = try CLI.run(["render", "--center", "60.17,24.94", "--language", "Swedish", "-o", "\(directory)/bad.png"])
    #expect(bad.status == 2 && bad.stderr == "mapsnap: error: --language: \"Swedish\" is not a language code such as en, sv or zh-Hans\n")
}

/// `--language en` draws English names where the data has them: the university's name:en (read with osmium: "University
/// of Helsinki" for "Helsingin yliopisto") and Keskusta's ("City center", drawn in capitals); without it the data's
/// names.
@Test func englishLabelsWhereTheDataHasThem() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let university = try CLI.run(["getid", "\(CLI.projectRoot)/Data/Helsinki.osm.pbf", "w446178813", "-f", "opl", "-o", "-"], executable: "/usr/bin/osmium")
    #expect(university.stdout.contains(",name=Helsingin%20%yliopisto,") && university.stdout.contains("name:en=University%20%of%20%Helsinki"),
            "\(university.stdout.prefix(300))")
    func labels(_ extra: [String]) throws -> Set<String> {
        let result = try CLI.run(["render", "--center", "60.1705,24.9455", "--span", "0.004,0.008", "--size", "800x600", "-o", "\(directory)/map.png",
                                  "--layout-json", "\(directory)/layout.json"] + extra)
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/layout.json"))) as? [String: Any])
        return Set((report["labels"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String })
    }
    let english = try labels(["--language", "en"]), local = try labels([])
    #expect(english.isSuperset(of: ["University of Helsinki", "CITY CENTER"]) && !english.contains("KESKUSTA") && !english.contains("Helsingin yliopisto"),
            "\(english.sorted())")
    #expect(local.isSuperset(of: ["Helsingin yliopisto", "KESKUSTA"]) && !local.contains("University of Helsinki"), "\(local.sorted())")
}
