import Foundation
import Testing
import BinaryData
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

/// Reading a file piece by piece (blobs decoded on every core) gives what reading it from memory gives, element for
/// element, with the file's length and FNV-1a 64.
@Test func readingAFileGivesTheDataReadFromMemory() throws {
    for name in ["Helsinki.osm.pbf", "test.osm.pbf"] {
        let path = Fixtures.data(name)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        var reports: [(Int, Int)] = []
        let file = try PBFReader.read(file: path) { reports.append(($0, $1)) }
        let memory = try PBFReader.read(bytes)
        #expect(file.length == bytes.count && file.checksum == [UInt8](bytes).withUnsafeBytes { Checksum.fnv1a64($0) }, "\(name)")
        #expect(Array(file.data.ways) == Array(memory.ways) && Array(file.data.nodes) == Array(memory.nodes)
                && Array(file.data.relations) == Array(memory.relations) && file.data.locations.count == memory.locations.count, "\(name)")
        #expect(reports.last.map { $0 == (bytes.count, bytes.count) } ?? false, "\(name): \(reports.suffix(2))")
    }
}

/// Packed ways give back the ways put in, and find a way by id as a dictionary of the first of each id does, over
/// generated ways with unsorted and repeated ids, repeated tag keys and ways without nodes or tags.
@Test func packedWaysAreTheWaysPutIn() {
    var generator = SystemRandomNumberGenerator()
    for round in 0..<20 {
        var ways = OSMWays()
        var plain: [OSMWay] = []
        let count = Int.random(in: 0...200, using: &generator)
        for _ in 0..<count {
            let id = round.isMultiple(of: 2) ? Int64(plain.count * 3 + Int.random(in: 0...2, using: &generator)) : Int64.random(in: -50...50, using: &generator)
            let nodeIDs = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int64.random(in: 1...1_000, using: &generator) }
            var tags: Tags = [:]
            for _ in 0..<Int.random(in: 0...5, using: &generator) { tags["k\(Int.random(in: 0...4, using: &generator))"] = "v\(Int.random(in: 0...9, using: &generator))" }
            let way = OSMWay(id: id, nodeIDs: nodeIDs, tags: tags)
            ways.append(way)
            plain.append(way)
        }
        #expect(Array(ways) == plain)
        // Two halves packed apart (each numbering its own strings) and joined are the same ways.
        var first = OSMWays(), second = OSMWays()
        for (index, way) in plain.enumerated() { if index < count / 2 { first.append(way) } else { second.append(way) } }
        first.append(contentsOf: second)
        #expect(Array(first) == plain)
        let dictionary = Dictionary(plain.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let lookup = ways.lookup()
        for id in Int64(-60)...Int64(700) { #expect(lookup[id] == dictionary[id], "round \(round), id \(id)") }
    }
}

/// Read with its nodes and ways spilled to temporary files (as `prepare` reads), an extract gives the same elements as
/// read into memory, also once the mapped pages are let go; the files leave no name behind.
@Test func aSpillingReadGivesTheSameElements() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pbf-spill-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let area = SpillArea(directory: directory)
    let path = Fixtures.data("Helsinki.osm.pbf")
    let kept = try PBFReader.read(path: path)
    let spilled = try PBFReader.read(file: path, spillingIn: area).data
    for round in 0..<2 {
        #expect(spilled.locations.count == kept.locations.count && spilled.locations.count == 24_260)
        #expect((0..<kept.locations.count).allSatisfy { spilled.locations.coordinate(at: $0) == kept.locations.coordinate(at: $0) },
                "round \(round)")
        #expect(Array(spilled.locations.ids) == Array(kept.locations.ids))
        #expect(Array(spilled.nodes) == Array(kept.nodes), "round \(round)")
        #expect(Array(spilled.ways) == Array(kept.ways), "round \(round)")
        #expect(Array(spilled.relations) == Array(kept.relations))
        area.releasePages()
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    #expect(area.failure == nil)
}

/// A read whose temporary files cannot be made fails with one error naming their directory, which the area keeps.
@Test func aSpillAreaThatCannotMakeFilesSaysWhere() throws {
    let directory = "/nonexistent-\(UUID().uuidString)"
    let area = SpillArea(directory: directory)
    #expect {
        _ = try PBFReader.read(file: Fixtures.data("Helsinki.osm.pbf"), spillingIn: area)
    } throws: { error in
        String(describing: error).contains("cannot make a temporary file in \(directory)")
    }
    #expect(area.failure?.message.contains(directory) == true)
}
