import Foundation
import Geo
import MapSnap
import MapSnapBench
import TestSupport
import Testing

/// The Helsinki extract cut in a west and an east half that overlap by about 220 m (osmium's complete ways, as
/// Geofabrik's regions overlap), each prepared separately into a folder, and the whole extract prepared: made once
/// for this test process.
private let helsinkiHalves: (whole: String, regions: String)? = {
    guard let directory = try? CLI.temporaryDirectory(),
          (try? FileManager.default.createDirectory(atPath: "\(directory)/regions", withIntermediateDirectories: true)) != nil else { return nil }
    for (name, box) in [("west", "24.93,60.16,24.9463,60.18"), ("east", "24.9423,60.16,24.96,60.18")] {
        guard let cut = try? CLI.run(["extract", "-b", box, CLI.helsinki, "-o", "\(directory)/\(name).osm.pbf"], executable: "/usr/bin/osmium"),
              cut.status == 0,
              let prepared = try? CLI.run(["prepare", "\(directory)/\(name).osm.pbf", "-o", "\(directory)/regions/\(name).mapsnap"]),
              prepared.status == 0 else { return nil }
    }
    guard let whole = try? CLI.run(["prepare", CLI.helsinki, "-o", "\(directory)/whole.mapsnap"]), whole.status == 0 else { return nil }
    return ("\(directory)/whole.mapsnap", "\(directory)/regions")
}()

/// Opened as one (the folder), the halves answer 200 random searches and 200 random routes (car, walking, cycling)
/// exactly as the whole extract's prepared file does, streets cut by the halves' edges included; a route across the
/// cut is found through the folder on the command line; a folder without prepared files is exit 2 naming it.
@Test func regionsOpenedAsOneAnswerAsTheWhole() throws {
    let (whole, regions) = try #require(helsinkiHalves)
    let report = try RegionAgreement.measure(whole: MapData(path: whole), regions: MapData(path: regions),
                                             searchCount: 200, routeCount: 200, seed: 2026_12_06)
    #expect(report.searches == 200 && report.searchMismatches.isEmpty, "\(report.summary)")
    #expect(report.routes == 200 && report.routeMismatches.isEmpty && report.routesFound > 150, "\(report.summary)")

    let across = ["route", "--from", "60.1690,24.9360", "--to", "60.1700,24.9500", "--json"]
    let joined = try CLI.run(across + ["--data", regions]), alone = try CLI.run(across + ["--data", whole])
    #expect(joined.status == 0 && joined.stdout == alone.stdout, "\(joined.stderr)")
    let data = try CLI.run(["data", "--data", regions])
    #expect(data.stdout.hasPrefix("data: 2 prepared regions: \(regions)/east.mapsnap, \(regions)/west.mapsnap\n"), "\(data.stdout)")
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let empty = try CLI.run(["search", "cafe", "--data", directory])
    #expect(empty.status == 2 && empty.stderr == "mapsnap: error: data: \(directory) is a folder without prepared files (*.mapsnap); prepare each region with mapsnap prepare\n",
            "\(empty.stderr)")
}

/// Every base-map feature of the whole file is drawn from the joined halves (the same OSM element with the same
/// bounds, in every layer, over the whole area and over random rectangles across the cut), and none twice.
@Test func regionsOpenedAsOneDrawEveryFeatureOnce() throws {
    let (whole, regions) = try #require(helsinkiHalves)
    let wholeFeatures = try MapData(path: whole).extractFeatures(), joinedFeatures = try MapData(path: regions).extractFeatures()
    let extent = try #require(wholeFeatures.extent)
    struct Key: Hashable { let osmID: Int64, bounds: MapRect }
    let layers = ["water", "waterway", "landcover", "landuse", "park", "building", "transportation", "transportation_name", "poi", "place",
                  "housenumber", "boundary", "aeroway", "water_name"]
    var rectangles = [extent]
    var random = SeededGenerator(seed: 2026_12_06)
    for _ in 0..<20 {
        let width = extent.size.width * Double.random(in: 0.05...0.5, using: &random), height = extent.size.height * Double.random(in: 0.05...0.5, using: &random)
        let x = extent.minX + extent.size.width * 0.5 - width * Double.random(in: 0...1, using: &random)
        let y = extent.minY + (extent.size.height - height) * Double.random(in: 0...1, using: &random)
        rectangles.append(MapRect(origin: MapPoint(x: x, y: y), size: MapSize(width: width, height: height)))
    }
    var compared = 0
    for rect in rectangles {
        for layer in layers {
            let expected = wholeFeatures.features(layer: layer, in: rect).filter { $0.osmID != 0 }.map { Key(osmID: $0.osmID, bounds: $0.bounds) }
            let found = joinedFeatures.features(layer: layer, in: rect).filter { $0.osmID != 0 }.map { Key(osmID: $0.osmID, bounds: $0.bounds) }
            let missing = Set(expected).subtracting(found)
            #expect(missing.isEmpty, "\(layer) in \(rect): \(missing.count) of \(expected.count) features missing, e.g. \(missing.first.map { "\($0.osmID)" } ?? "")")
            #expect(Set(found).count == found.count, "\(layer) in \(rect): a feature twice")
            compared += expected.count
        }
    }
    #expect(compared > 10_000)
}
