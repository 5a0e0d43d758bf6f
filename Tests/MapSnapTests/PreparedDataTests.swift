import BinaryData
import Foundation
import Testing
import TestSupport
@testable import MapSnap

/// The built-in extract prepared in memory, once for this test process.
private let preparedImage: [UInt8]? = try? MapData(path: MapResources.located?.extractPath ?? "").prepared()

private func street(_ data: MapData, style: String = "default", center: Coordinate = Coordinate(latitude: 60.1682, longitude: 24.9478),
                    span: Double = 0.006) throws -> RGBAImage {
    var options = MapSnapshotter.Options()
    options.size = Size(width: 300, height: 200)
    options.scale = 2
    options.style = style
    options.region = CoordinateRegion(center: center, span: CoordinateSpan(latitudeDelta: span, longitudeDelta: span * 2))
    return try MapSnapshotter(options: options, data: data).start().image
}

@Test func preparedImageDrawsTheSamePixelsAsTheExtract() throws {
    let image = try #require(preparedImage)
    let prepared = try MapData(preparedImage: image, name: "helsinki.mapsnap")
    let extract = try MapData(path: try #require(MapResources.located).extractPath)
    #expect(try street(prepared) == street(extract))
    #expect(try street(prepared, style: "dark", span: 0.02) == street(extract, style: "dark", span: 0.02))
    #expect(try street(prepared, center: Coordinate(latitude: 60, longitude: 20), span: 30) == street(extract, center: Coordinate(latitude: 60, longitude: 20), span: 30))
}

/// Random damage anywhere after the header and directory: opening may refuse the file; whatever opens draws,
/// searches and routes without crashing.
@Test func damagedPreparedImagesNeverCrash() throws {
    let image = try #require(preparedImage)
    let request = Directions.Request(source: Coordinate(latitude: 60.1690, longitude: 24.9360), destination: Coordinate(latitude: 60.1700, longitude: 24.9500))
    var opened = 0
    for copy in damagedCopies(of: image, count: 60, protecting: 48 + 24 * 8, seed: 31) {
        guard let data = try? MapData(preparedImage: copy, name: "damaged") else { continue }
        opened += 1
        _ = try? street(data)
        _ = try? LocalSearch(data: data).run(LocalSearch.Request(naturalLanguageQuery: "kamppi"))
        _ = try? Directions(data: data, transport: .automobile).calculate(request)
    }
    #expect(opened > 0)
}

/// An extract whose ids are out of order and repeated (a file twice over, as `cat` joins two extracts) prepares
/// through the temporaries, their pages let go all the while (no budget), to the bytes of the image made in memory.
@Test func anUnsortedExtractPreparesTheSameThroughTheTemporaries() throws {
    let extract = try Data(contentsOf: URL(fileURLWithPath: try #require(MapResources.located).extractPath))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unsorted-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let joined = "\(directory)/joined.osm.pbf", path = "\(directory)/joined.mapsnap"
    try (extract + extract).write(to: URL(fileURLWithPath: joined))
    let data = try MapData(path: joined)
    var outputs = OutputSet(inputs: [])
    try outputs.add(path, field: "-o", bytes: [])
    let staged = try #require(try outputs.staged(forField: "-o"))
    try data.prepare(into: staged, products: Set(PreparedProduct.allCases), memoryBudget: 0)
    try outputs.commit()
    let written = try #require(FileManager.default.contents(atPath: path))
    #expect([UInt8](written) == (try data.prepared(products: Set(PreparedProduct.allCases))))
}

/// `prepare` into a staged file (section by section, as the command writes it) gives the bytes of the in-memory
/// image, for all products and for a few; a staged file never committed leaves nothing behind.
@Test func preparingIntoAFileGivesTheImageInMemory() throws {
    let image = try #require(preparedImage)
    let data = try MapData(path: try #require(MapResources.located).extractPath)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // All products side by side, one at a time (no budget), and a few of them.
    let all = Set(PreparedProduct.allCases), budget = MapData.defaultPrepareMemoryBudget
    let cases: [(Set<PreparedProduct>, Int)] = [(all, budget), (all, 0), (Set([PreparedProduct.walk, .render]), budget), (Set([PreparedProduct.search]), budget)]
    for (products, budget) in cases {
        var outputs = OutputSet(inputs: [])
        let path = "\(directory)/helsinki.mapsnap"
        try outputs.add(path, field: "-o", bytes: [])
        let staged = try #require(try outputs.staged(forField: "-o"))
        try data.prepare(into: staged, products: products, memoryBudget: budget)
        try outputs.commit()
        let written = try #require(FileManager.default.contents(atPath: path))
        let expected = products.count == PreparedProduct.allCases.count ? image : try data.prepared(products: products)
        #expect([UInt8](written) == expected, "\(products), budget \(budget)")
    }
    do {
        var outputs = OutputSet(inputs: [])
        try outputs.add("\(directory)/abandoned.mapsnap", field: "-o", bytes: [])
        let staged = try #require(try outputs.staged(forField: "-o"))
        try staged.write([1, 2, 3], at: 0)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["helsinki.mapsnap"])
}
