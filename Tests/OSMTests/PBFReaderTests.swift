import Foundation
import Testing
@testable import OSM

/// Expected numbers come from osmium-tool 1.15 (`osmium fileinfo -e`, `osmium tags-count`), an independent reader.
@Test func helsinkiCountsMatchOsmium() throws {
    let data = try PBFReader.read(path: Fixtures.data("Helsinki.osm.pbf"))
    #expect(data.locations.count == 24_260)
    #expect(data.ways.count == 5_130)
    #expect(data.relations.count == 620)
    #expect(data.nodes.filter { $0.tags["amenity"] != nil }.count == 1_006)
    #expect(data.ways.filter { $0.tags["building"] != nil }.count == 433)
    #expect(data.relations.filter { $0.tags["type"] != nil }.count == 619)
    let footways = data.nodes.filter { $0.tags["highway"] == "footway" }.count + data.ways.filter { $0.tags["highway"] == "footway" }.count
        + data.relations.filter { $0.tags["highway"] == "footway" }.count
    #expect(footways == 1_106)
    #expect(data.ways.filter { $0.tags["natural"] == "coastline" }.count == 3)
    let bounds = try #require(data.bounds)
    #expect(abs(bounds.west - 24.9351762) < 1e-7 && abs(bounds.north - 60.179113) < 1e-7)
}

@Test func secondExtractCountsMatchOsmium() throws {
    let data = try PBFReader.read(path: Fixtures.data("test.osm.pbf"))
    #expect(data.locations.count == 14_222)
    #expect(data.ways.count == 2_653)
    #expect(data.relations.count == 5)
    #expect(data.ways.filter { $0.tags["highway"] != nil }.count == 343)
}

@Test func wayNodesResolveToLocations() throws {
    let data = try PBFReader.read(path: Fixtures.data("Helsinki.osm.pbf"))
    let building = try #require(data.ways.first { $0.tags["building"] != nil && $0.isClosed })
    let coordinates = data.coordinates(of: building)
    #expect(coordinates.count == building.nodeIDs.count)
    #expect(coordinates.allSatisfy { $0.latitude > 60.16 && $0.latitude < 60.18 })
}

private func readError(_ bytes: [UInt8]) -> String? {
    do {
        _ = try PBFReader.read(Data(bytes))
        return nil
    } catch {
        return error.message
    }
}

@Test func badFilesGiveOneClearError() throws {
    let helsinki = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.data("Helsinki.osm.pbf"))))
    #expect(readError(Array("<?xml version='1.0'?><osm></osm>".utf8))?.hasPrefix("not an OSM PBF file") == true)
    #expect(readError([0, 1]) == "not an OSM PBF file (only 2 bytes)")
    #expect(readError(Array(helsinki.prefix(100_000)))?.hasPrefix("truncated file") == true)
    // A blob header declaring a 2 GB blob: rejected before anything is allocated.
    let huge: [UInt8] = [0, 0, 0, 17, 0x0A, 0x09] + Array("OSMHeader".utf8) + [0x18, 0x80, 0x80, 0x80, 0x80, 0x08]
    #expect(readError(huge) == "blob 0 declares 2147483648 bytes, above the format's 32 MiB")
    var corrupt = helsinki
    for index in 200..<260 { corrupt[index] ^= 0x5A }
    #expect(readError(corrupt) != nil)
}
