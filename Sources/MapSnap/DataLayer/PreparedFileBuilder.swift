import BinaryData
import Features
import Foundation
import Geo
import OSM
import PlaceSearch
import Routing
import WireFormats

/// Where a prepared file's bytes go as they are made: a staged file, or an image in memory.
protocol PreparedFileOutput {
    func write(_ bytes: [UInt8], at offset: Int) throws(MapSnapError)
    func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(MapSnapError)
    /// Where the largest parts of sections wait on disk while they are made; nil to keep them in memory.
    var spillDirectory: String? { get }
}

extension StagedFile: PreparedFileOutput {
    var spillDirectory: String? { directory }
}

/// A prepared file's bytes in memory (`MapData.prepared()`).
final class PreparedFileImage: PreparedFileOutput {
    private(set) var bytes: [UInt8] = []

    func write(_ bytes: [UInt8], at offset: Int) throws(MapSnapError) {
        if self.bytes.count < offset + bytes.count { self.bytes += [UInt8](repeating: 0, count: offset + bytes.count - self.bytes.count) }
        self.bytes.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
    }

    func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(MapSnapError) {
        try write(Array(bytes), at: offset)
    }

    var spillDirectory: String? { nil }
}

/// A section as made: its bytes in order, some of them possibly waiting in a temporary file.
struct PreparedSection {
    enum Part {
        case bytes([UInt8])
        case spilled(SpillFile)
    }

    var parts: [Part]
    /// What it holds, for people.
    var what: String

    init(_ bytes: [UInt8], what: String) {
        parts = [.bytes(bytes)]
        self.what = what
    }

    init(parts: [Part], what: String) {
        self.parts = parts
        self.what = what
    }

    var count: Int {
        parts.reduce(0) { total, part in
            switch part {
            case .bytes(let bytes): return total + bytes.count
            case .spilled(let file): return total + file.count
            }
        }
    }

    /// Writes the parts one after another from `offset`.
    func write(to output: some PreparedFileOutput, at offset: Int) throws(MapSnapError) {
        var position = offset
        for part in parts {
            switch part {
            case .bytes(let bytes):
                try output.write(bytes, at: position)
                position += bytes.count
            case .spilled(let file):
                do throws(FileWriteError) {
                    try file.copy { (piece) throws(FileWriteError) in
                        do throws(MapSnapError) { try output.write(piece, at: position) } catch { throw FileWriteError(error.message) }
                        position += piece.count
                    }
                } catch {
                    throw MapSnapError(field: "-o", message: error.message)
                }
            }
        }
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
    /// The part of the extract to prepare (nil: all of it).
    let bounds: GeoBounds?
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
            source = try PBFReader.read(file: path, relations: relationFilter) { read, total in progress.reading(read, of: total, since: reading) }
        } catch {
            throw MapSnapError(field: "data", message: "\(path): \(error.message)")
        }
        var osm = source.data
        progress.finished(String(format: "read %.1f MB: %d nodes, %d ways, %d relations used", Double(source.length) / 1e6,
                                 osm.locations.count, osm.ways.count, osm.relations.count), since: started)
        if let bounds {
            started = Date()
            let whole = osm.dataBounds
            osm = osm.cut(to: bounds)
            // Nothing inside is most often latitude and longitude swapped: say where the data is.
            guard osm.locations.count > 0 else {
                let within = whole.map { String(format: " (its nodes lie within %.5f,%.5f,%.5f,%.5f)", $0.west, $0.south, $0.east, $0.north) } ?? ""
                throw MapSnapError(field: "--bbox", message: "\(bounds.west),\(bounds.south),\(bounds.east),\(bounds.north) holds no node of \(URL(fileURLWithPath: path).lastPathComponent)\(within)")
            }
            progress.finished(String(format: "cut to %@: %d nodes, %d ways, %d relations", "\(bounds.west),\(bounds.south),\(bounds.east),\(bounds.north)",
                                     osm.locations.count, osm.ways.count, osm.relations.count), since: started)
        }
        // What decoding the blobs freed (their bytes, each blob's own arrays) goes back to the system before building.
        Allocator.returnFreedMemory()
        var end = layout.fileLength
        for tag in tags {
            started = Date()
            let section = try build(tag, from: osm, world: world, info: &info, spillDirectory: output.spillDirectory)
            let length = section.count
            let offset = layout.place(tag: tag, length: length)
            try section.write(to: output, at: offset)
            end = offset + length
            Allocator.returnFreedMemory()
            progress.finished(String(format: "%@ (%.1f MB)", section.what, Double(length) / 1e6), since: started)
        }
        try output.write(info.encoded, at: infoOffset)
        try output.write(layout.header(version: PreparedMapFile.formatVersion, sourceLength: UInt64(source.length), sourceChecksum: source.checksum),
                         at: 0)
        // The file ends at the last section's 8-byte boundary.
        try output.write([UInt8](repeating: 0, count: layout.fileLength - end), at: end)
    }

    /// The relations the chosen products read (the others are not kept in memory).
    private var relationFilter: RelationFilter {
        var types = Set<String>()
        if products.contains(.render) { types.formUnion(FeatureBuilder.relationTypes) }
        if products.contains(.search) { types.formUnion(PlaceIndexBuilder.relationTypes) }
        if !products.isDisjoint(with: [.car, .walk, .bike]) { types.formUnion(RoadGraph.relationTypes) }
        return RelationFilter(types: types)
    }

    /// One section, built from the extract, with what it holds for people; its counts go into `info`. The features'
    /// records wait in a temporary file in `spillDirectory` when one is given.
    private func build(_ tag: String, from osm: OSMData, world: (bytes: [UInt8], count: Int), info: inout PreparedMapInfo,
                       spillDirectory: String?) throws(MapSnapError) -> PreparedSection {
        switch tag {
        case "FEAT":
            let extent = FeatureBuilder.extentBounds(osm)
            if let spillDirectory {
                var writer = FeatureSectionWriter(records: try spillFile(in: spillDirectory))
                FeatureBuilder.forEachFeature(from: osm) { writer.add($0) }
                info.features = writer.count
                let section = writer.finish(extent: extent)
                return PreparedSection(parts: [.bytes(section.head), .spilled(section.records), .bytes(section.grid)], what: "features: \(writer.count)")
            }
            var writer = FeatureSectionWriter(records: ByteWriter())
            FeatureBuilder.forEachFeature(from: osm) { writer.add($0) }
            info.features = writer.count
            let section = writer.finish(extent: extent)
            return PreparedSection(section.head + section.records.bytes + section.grid, what: "features: \(writer.count)")
        case "PLAC":
            let index = PlaceIndex.forWriting(data: osm, adding: data.worldCities())
            info.places = index.itemCount
            return try section(spillDirectory, what: "places: \(index.itemCount)") { index.writePreparedSection(to: &$0) }
        case "WRLD":
            info.worldFeatures = world.count
            return PreparedSection(world.bytes, what: "world layer: \(world.count) features")
        default:
            guard let transport = TransportType.allCases.first(where: { PreparedMapFile.graphTag($0) == tag }),
                  let slot = info.graphs.firstIndex(where: { $0.0 == transport }) else {
                throw MapSnapError(field: "prepare", message: "unknown section \(tag)")
            }
            let graph = RoadGraph(data: osm, transport: transport)
            info.graphs[slot] = (transport, graph.nodeCount, graph.edgeCount)
            return try section(spillDirectory, what: "\(transport.rawValue) graph: \(graph.nodeCount) nodes, \(graph.edgeCount) edges") {
                graph.writePreparedSection(to: &$0)
            }
        }
    }

    /// A section `write` makes, into a temporary file in `spillDirectory` when one is given, else in memory.
    private func section(_ spillDirectory: String?, what: String, _ write: (inout any ByteSink) -> Void) throws(MapSnapError) -> PreparedSection {
        guard let spillDirectory else {
            var sink: any ByteSink = ByteWriter()
            write(&sink)
            return PreparedSection((sink as? ByteWriter)?.bytes ?? [], what: what)
        }
        var sink: any ByteSink = try spillFile(in: spillDirectory)
        write(&sink)
        guard let file = sink as? SpillFile else { return PreparedSection([], what: what) }
        return PreparedSection(parts: [.spilled(file)], what: what)
    }

    private func spillFile(in directory: String) throws(MapSnapError) -> SpillFile {
        do throws(FileWriteError) { return try SpillFile(directory: directory) } catch { throw MapSnapError(field: "-o", message: error.message) }
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
