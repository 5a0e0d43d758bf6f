import Foundation
import MapSnap
import MapSnapBench
import Testing

/// The Helsinki extract cut in a west and an east half that overlap by about 220 m (osmium's complete ways, as
/// Geofabrik's regions overlap), each prepared separately, and opened as one (a folder): 200 random searches and 200
/// random routes (car, walking, cycling) answer exactly as the whole extract's prepared file does, streets cut by the
/// halves' edges included; a route across the cut is found through the folder on the command line; a folder without
/// prepared files is exit 2 naming it.
@Test func regionsOpenedAsOneAnswerAsTheWhole() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: "\(directory)/regions", withIntermediateDirectories: true)
    for (name, box) in [("west", "24.93,60.16,24.9463,60.18"), ("east", "24.9423,60.16,24.96,60.18")] {
        let cut = try CLI.run(["extract", "-b", box, CLI.helsinki, "-o", "\(directory)/\(name).osm.pbf"], executable: "/usr/bin/osmium")
        #expect(cut.status == 0, "\(cut.stderr)")
        let prepared = try CLI.run(["prepare", "\(directory)/\(name).osm.pbf", "-o", "\(directory)/regions/\(name).mapsnap"])
        #expect(prepared.status == 0, "\(prepared.stderr)")
    }
    let whole = try CLI.run(["prepare", CLI.helsinki, "-o", "\(directory)/whole.mapsnap"])
    #expect(whole.status == 0, "\(whole.stderr)")
    let report = try RegionAgreement.measure(whole: MapData(path: "\(directory)/whole.mapsnap"), regions: MapData(path: "\(directory)/regions"),
                                             searchCount: 200, routeCount: 200, seed: 2026_12_06)
    #expect(report.searches == 200 && report.searchMismatches.isEmpty, "\(report.summary)")
    #expect(report.routes == 200 && report.routeMismatches.isEmpty && report.routesFound > 150, "\(report.summary)")

    let across = ["route", "--from", "60.1690,24.9360", "--to", "60.1700,24.9500", "--json"]
    let joined = try CLI.run(across + ["--data", "\(directory)/regions"]), alone = try CLI.run(across + ["--data", "\(directory)/whole.mapsnap"])
    #expect(joined.status == 0 && joined.stdout == alone.stdout, "\(joined.stderr)")
    let data = try CLI.run(["data", "--data", "\(directory)/regions"])
    #expect(data.stdout.hasPrefix("data: 2 prepared regions: \(directory)/regions/east.mapsnap, \(directory)/regions/west.mapsnap\n"), "\(data.stdout)")
    try FileManager.default.createDirectory(atPath: "\(directory)/empty", withIntermediateDirectories: true)
    let empty = try CLI.run(["search", "cafe", "--data", "\(directory)/empty"])
    #expect(empty.status == 2 && empty.stderr == "mapsnap: error: data: \(directory)/empty is a folder without prepared files (*.mapsnap); prepare each region with mapsnap prepare\n",
            "\(empty.stderr)")
}
