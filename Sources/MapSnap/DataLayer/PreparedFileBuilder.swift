import BinaryData
import Features
import Foundation
import OSM
import PlaceSearch
import Routing
import WireFormats

/// Where a prepared file's bytes go as they are made: a staged file, or an image in memory.
protocol PreparedFileOutput {
    func write(_ bytes: [UInt8], at offset: Int) throws(MapSnapError)
}

extension StagedFile: PreparedFileOutput {}

/// A prepared file's bytes in memory (`MapData.prepared()`).
final class PreparedFileImage: PreparedFileOutput {
    private(set) var bytes: [UInt8] = []

    func write(_ bytes: [UInt8], at offset: Int) throws(MapSnapError) {
        if self.bytes.count < offset + bytes.count { self.bytes += [UInt8](repeating: 0, count: offset + bytes.count - self.bytes.count) }
        self.bytes.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
    }
}

/// Makes a prepared file from an extract one section at a time: the extract is read once (blob by blob, on every
/// core), then each product is built, encoded, written at its place in the file and let go before the next, so the
/// memory is the extract's plus one product's, not all of them at once. The sections come in the order files have
/// always had them (the summary, features, places, the world layer, the graphs); the summary's space is kept first
/// and written at the end with the counts.
struct PreparedFileBuilder {
    let data: MapData
    let products: Set<PreparedProduct>
    let progress: PrepareProgress

    func write(to output: some PreparedFileOutput) throws(MapSnapError) {
        guard case .extract(let path) = data.source else {
            throw MapSnapError(field: "data", message: "\(data.path) is already prepared")
        }
        guard FileManager.default.fileExists(atPath: path) else { throw MapSnapError(field: "data", message: "\(path): no such file") }
        guard let world = data.worldSection() else {
            throw MapSnapError(field: "data", message: "the world layer (world-countries.geojson, world-cities.tsv) was not found")
        }
        let transports = TransportType.allCases.filter { products.contains(PreparedProduct.graph($0)) }
        let tags = ([.render, .search] as [PreparedProduct]).filter(products.contains).map(\.tag) + ["WRLD"]
            + transports.map(PreparedMapFile.graphTag)
        var layout = SectionFileLayout(sectionCount: tags.count + 1)
        var info = PreparedMapInfo(sourceName: URL(fileURLWithPath: path).lastPathComponent, transports: transports)
        let infoOffset = layout.place(tag: PreparedMapInfo.tag, length: info.encoded.count)

        var started = Date()
        let reading = started
        let source: (data: OSMData, length: Int, checksum: UInt64)
        do throws(WireFormatError) {
            source = try PBFReader.read(file: path) { read, total in progress.reading(read, of: total, since: reading) }
        } catch {
            throw MapSnapError(field: "data", message: "\(path): \(error.message)")
        }
        let osm = source.data
        // What decoding the blobs freed (their bytes, each blob's own arrays) goes back to the system before building.
        Allocator.returnFreedMemory()
        progress.finished(String(format: "read %.1f MB: %d nodes, %d ways, %d relations", Double(source.length) / 1e6,
                                 osm.locations.count, osm.ways.count, osm.relations.count), since: started)
        var end = layout.fileLength
        for tag in tags {
            started = Date()
            let section = try build(tag, from: osm, world: world, info: &info)
            let offset = layout.place(tag: tag, length: section.bytes.count)
            try output.write(section.bytes, at: offset)
            end = offset + section.bytes.count
            Allocator.returnFreedMemory()
            progress.finished(String(format: "%@ (%.1f MB)", section.what, Double(section.bytes.count) / 1e6), since: started)
        }
        try output.write(info.encoded, at: infoOffset)
        try output.write(layout.header(version: PreparedMapFile.formatVersion, sourceLength: UInt64(source.length), sourceChecksum: source.checksum),
                         at: 0)
        // The file ends at the last section's 8-byte boundary.
        try output.write([UInt8](repeating: 0, count: layout.fileLength - end), at: end)
    }

    /// One section, built from the extract, with what it holds for people; its counts go into `info`.
    private func build(_ tag: String, from osm: OSMData, world: (bytes: [UInt8], count: Int), info: inout PreparedMapInfo)
        throws(MapSnapError) -> (bytes: [UInt8], what: String) {
        switch tag {
        case "FEAT":
            let store = FeatureStore(data: osm)
            info.features = store.features.count
            return (store.preparedSection(), "features: \(store.features.count)")
        case "PLAC":
            let index = PlaceIndex(data: osm, adding: data.worldCities())
            info.places = index.itemCount
            return (index.preparedSection(), "places: \(index.itemCount)")
        case "WRLD":
            info.worldFeatures = world.count
            return (world.bytes, "world layer: \(world.count) features")
        default:
            guard let transport = TransportType.allCases.first(where: { PreparedMapFile.graphTag($0) == tag }),
                  let slot = info.graphs.firstIndex(where: { $0.0 == transport }) else {
                throw MapSnapError(field: "prepare", message: "unknown section \(tag)")
            }
            let graph = RoadGraph(data: osm, transport: transport)
            info.graphs[slot] = (transport, graph.nodeCount, graph.edgeCount)
            return (graph.preparedSection(), "\(transport.rawValue) graph: \(graph.nodeCount) nodes, \(graph.edgeCount) edges")
        }
    }
}

extension PreparedMapInfo {
    /// The summary's bytes in the file.
    var encoded: [UInt8] {
        var writer = ByteWriter()
        write(to: &writer)
        return writer.bytes
    }
}
