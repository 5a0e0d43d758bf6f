import Foundation
import BinaryData
import Geo
import TestSupport
import Testing
@testable import OSM
import Features

private let helsinkiStore: FeatureStore? = try? FeatureStore(data: PBFReader.read(path: Fixtures.data("Helsinki.osm.pbf")))

private func same(_ a: MapFeature, _ b: MapFeature) -> Bool {
    guard a.layer == b.layer, a.attributes == b.attributes, a.osmID == b.osmID, a.bounds == b.bounds else { return false }
    switch (a.geometry, b.geometry) {
    case (.point(let p), .point(let q)): return p == q
    case (.line(let p), .line(let q)): return p == q
    case (.polygon(let p), .polygon(let q)): return p == q
    default: return false
    }
}

/// Random boxes over and around the extract, from street size to larger than the extract.
private func randomRects(around extent: MapRect, count: Int, seed: UInt64) -> [MapRect] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
        let width = Double.random(in: 20...(extent.size.width * 1.5), using: &generator)
        let height = Double.random(in: 20...(extent.size.height * 1.5), using: &generator)
        let x = Double.random(in: (extent.minX - width)...extent.maxX, using: &generator)
        let y = Double.random(in: (extent.minY - height)...extent.maxY, using: &generator)
        return MapRect(origin: MapPoint(x: x, y: y), size: MapSize(width: width, height: height))
    }
}

@Test func mappedStoreAnswersEveryQueryLikeTheStore() throws {
    let store = try #require(helsinkiStore)
    let extent = try #require(store.extent)
    let mapped = try MappedFeatureStore(section: ByteRegion(bytes: store.preparedSection()))
    #expect(mapped.count == store.features.count && mapped.extent == store.extent)
    for index in stride(from: 0, to: store.features.count, by: 7) {
        let decoded = try #require(mapped.feature(at: index))
        #expect(same(decoded, store.features[index]), "feature \(index)")
    }
    for rect in randomRects(around: extent, count: 150, seed: 1) {
        for layer in store.layers + ["nothing"] {
            #expect(mapped.query(layer: layer, in: rect) == store.query(layer: layer, in: rect), "\(layer) in \(rect)")
        }
    }
}

@Test func damagedFeatureSectionsNeverCrash() throws {
    let store = try #require(helsinkiStore)
    let extent = try #require(store.extent)
    let section = store.preparedSection()
    let rects = randomRects(around: extent, count: 4, seed: 2)
    for copy in damagedCopies(of: section, count: 150, seed: 3) {
        guard let mapped = try? MappedFeatureStore(section: ByteRegion(bytes: copy)) else { continue }
        for rect in rects {
            for layer in ["transportation", "building", "water", "poi"] {
                _ = mapped.query(layer: layer, in: rect).map { mapped.feature(at: $0) }
            }
        }
    }
    for length in [0, 7, 8, 100, section.count / 2, section.count - 1] {
        _ = try? MappedFeatureStore(section: ByteRegion(bytes: Array(section.prefix(length))))
    }
}

/// Features written one at a time with their records in a temporary file give the section the store writes, byte
/// for byte (so `prepare` can stream them).
@Test func featuresWrittenThroughATemporaryFileAreTheStoresSection() throws {
    let store = try #require(helsinkiStore)
    let directory = FileManager.default.temporaryDirectory.path
    var writer = FeatureSectionWriter(records: try SpillFile(directory: directory))
    var streamed = 0
    FeatureBuilder.forEachFeature(from: try PBFReader.read(path: Fixtures.data("Helsinki.osm.pbf"))) {
        writer.add($0)
        streamed += 1
    }
    #expect(streamed == store.features.count)
    let section = writer.finish(extent: store.extent)
    var records: [UInt8] = []
    try section.records.copy { records += $0 }
    #expect(section.head + records + section.grid == store.preparedSection())
}
