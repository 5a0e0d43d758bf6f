import BinaryData
import Features
import Foundation
import Geo
import OSM
import PlaceSearch
import Routing
import Synchronization
import WireFormats

/// Makes a prepared file from an extract a few sections at a time: the extract is read once (blob by blob, on every
/// core), then the products are built and encoded into temporary files and let go, as many at once (up to one per
/// core) as the memory budget allows — so the memory is the extract's plus one or two products', never all of them
/// — and copied into their places in the file. The sections come in the order files have always had them (the summary, features, places,
/// the world layer, the graphs); the summary's space is kept first and written at the end with the counts.
struct PreparedFileBuilder {
    let data: MapData
    let products: Set<PreparedProduct>
    /// The part of the extract to prepare (nil: all of it).
    let bounds: GeoBounds?
    /// The memory (bytes) that products may be built in at once, with the extract's; one at a time when even two
    /// would not fit (a single product is built whatever its size).
    var memoryBudget = PreparedFileBuilder.defaultMemoryBudget
    let progress: PrepareProgress

    /// Two gigabytes.
    static let defaultMemoryBudget = 2_000_000_000

    /// The memory a product takes while it is built, in bytes per byte of the extract: measured on the connected test
    /// grids (Docs/benchmarks.md, "Prepare in bounded memory"), rounded up.
    static func buildingBytesPerSourceByte(_ tag: String) -> Double {
        switch tag {
        case "FEAT": return 1.6
        case "PLAC": return 4.6
        case "GCAR": return 1.6
        case "GWLK": return 4.0
        case "GBIK": return 3.6
        default: return 0
        }
    }

    /// The order products are built in. Side by side, the longest first (measured on the test grids). One at a time
    /// (a large extract), the graphs first, then the places, then the features: a graph's large arrays go back to the
    /// system whole, while the places' millions of small pieces leave the heap fragmented for what comes after (on the
    /// 30 × 30 grid the peak went from 2.88 GB with the places first to 2.64 GB with them after the graphs).
    static func buildingOrder(_ tag: String, oneAtATime: Bool) -> Int {
        (oneAtATime ? ["GWLK": 0, "GBIK": 1, "GCAR": 2, "PLAC": 3, "FEAT": 4, "WRLD": 5]
                    : ["PLAC": 0, "GWLK": 1, "GBIK": 2, "FEAT": 3, "GCAR": 4, "WRLD": 5])[tag] ?? 6
    }

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
        // The extract is held in `osm` alone, so that a cut lets the whole go.
        var osm: OSMData
        let source: (length: Int, checksum: UInt64)
        // The nodes and ways go to temporary files beside the output, mapped back once read (and the graphs' edges
        // while they are built).
        let spillArea = output.spillDirectory.map(SpillArea.init(directory:))
        let pageRelease = spillArea.map { MappedPageRelease(area: $0, limit: memoryBudget / 4 * 3) }
        defer { pageRelease?.stop() }
        do throws(WireFormatError) {
            let read = try PBFReader.read(file: path, relations: relationFilter, spillingIn: spillArea) { read, total in
                progress.reading(read, of: total, since: reading)
            }
            (osm, source) = (read.data, (read.length, read.checksum))
        } catch {
            // The temporaries beside the output (a full disk), or the extract.
            if let failure = spillArea?.failure { throw MapSnapError(field: "-o", message: failure.message) }
            throw MapSnapError(field: "data", message: "\(path): \(error.message)")
        }
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
        // Built side by side as the budget allows, longest first; written in file order once all are made (each waits
        // in its temporary file meanwhile).
        let budget = memoryBudget - ProcessMemory.now().resident
        let cost = { (tag: String) in Int(PreparedFileBuilder.buildingBytesPerSourceByte(tag) * Double(source.length)) }
        let largest = tags.map(cost).sorted(by: >)
        let oneAtATime = largest.count > 1 && largest[0] + largest[1] > budget
        let order = tags.sorted {
            PreparedFileBuilder.buildingOrder($0, oneAtATime: oneAtATime) < PreparedFileBuilder.buildingOrder($1, oneAtATime: oneAtATime)
        }
        let costs = order.map(cost)
        let results = Mutex([String: Result<(PreparedSection, SectionCounts), MapSnapError>]())
        let extract = osm
        BudgetedJobs.run(costs: costs, budget: budget, workers: ProcessInfo.processInfo.activeProcessorCount) { job in
            let started = Date()
            let result = Result { () throws(MapSnapError) in try build(order[job], from: extract, world: world, spillArea: spillArea) }
            if case .success(let (section, _)) = result {
                progress.finished(String(format: "%@ (%.1f MB)", section.what, Double(section.count) / 1e6), since: started)
            }
            results.withLock { $0[order[job]] = result }
            Allocator.returnFreedMemory()
        }
        for tag in tags {
            guard let result = results.withLock({ $0[tag] }) else { continue }
            let (section, counts) = try result.get()
            counts.apply(to: &info)
            let length = section.count
            let offset = layout.place(tag: tag, length: length)
            try section.write(to: output, at: offset)
            end = offset + length
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

    /// One section, built from the extract, with what it holds for people and its counts for the summary. It waits in
    /// a temporary file in `spillArea` when one is given (the features' head and grid in memory); a graph's edges wait
    /// there too while it is built.
    private func build(_ tag: String, from osm: OSMData, world: (bytes: [UInt8], count: Int),
                       spillArea: SpillArea?) throws(MapSnapError) -> (PreparedSection, SectionCounts) {
        switch tag {
        case "FEAT":
            if let spillArea {
                let (section, count) = features(of: osm, records: try spillFile(in: spillArea))
                return (PreparedSection(parts: [.bytes(section.head), .spilled(section.records), .bytes(section.grid)], what: "features: \(count)"),
                        .features(count))
            }
            let (section, count) = features(of: osm, records: ByteWriter())
            return (PreparedSection(section.head + section.records.bytes + section.grid, what: "features: \(count)"), .features(count))
        case "PLAC":
            if let spillArea {
                let section = PlaceIndex.writePreparedSection(data: osm, adding: data.worldCities(), records: try spillFile(in: spillArea))
                return (PreparedSection(parts: [.bytes(section.head), .spilled(section.records), .bytes(section.tail)], what: "places: \(section.count)"),
                        .places(section.count))
            }
            let section = PlaceIndex.writePreparedSection(data: osm, adding: data.worldCities(), records: ByteWriter())
            return (PreparedSection(section.head + section.records.bytes + section.tail, what: "places: \(section.count)"), .places(section.count))
        case "WRLD":
            return (PreparedSection(world.bytes, what: "world layer: \(world.count) features"), .worldFeatures(world.count))
        default:
            guard let transport = TransportType.allCases.first(where: { PreparedMapFile.graphTag($0) == tag }) else {
                throw MapSnapError(field: "prepare", message: "unknown section \(tag)")
            }
            let graph: RoadGraph
            do { graph = try RoadGraph(data: osm, transport: transport, spillingIn: spillArea) } catch {
                throw MapSnapError(field: "-o", message: error.message)
            }
            let section = try section(spillArea, what: "\(transport.rawValue) graph: \(graph.nodeCount) nodes, \(graph.edgeCount) edges") {
                graph.writePreparedSection(to: &$0)
            }
            return (section, .graph(transport, nodes: graph.nodeCount, edges: graph.edgeCount))
        }
    }

    /// The features section of the extract, its records in `records`, and how many features it holds.
    private func features<Records: ByteSink>(of osm: OSMData, records: Records) -> (section: (head: [UInt8], records: Records, grid: [UInt8]), count: Int) {
        var writer = FeatureSectionWriter(records: records)
        let extent = FeatureBuilder.forEachFeature(from: osm) { writer.add($0) }
        return (writer.finish(extent: extent), writer.count)
    }

    /// A section `write` makes, into a temporary file in `spillArea` when one is given, else in memory.
    private func section(_ spillArea: SpillArea?, what: String, _ write: (inout any ByteSink) -> Void) throws(MapSnapError) -> PreparedSection {
        guard let spillArea else {
            var sink: any ByteSink = ByteWriter()
            write(&sink)
            return PreparedSection((sink as? ByteWriter)?.bytes ?? [], what: what)
        }
        var sink: any ByteSink = try spillFile(in: spillArea)
        write(&sink)
        guard let file = sink as? SpillFile else { return PreparedSection([], what: what) }
        return PreparedSection(parts: [.spilled(file)], what: what)
    }

    private func spillFile(in area: SpillArea) throws(MapSnapError) -> SpillFile {
        do throws(FileWriteError) { return try area.file() } catch { throw MapSnapError(field: "-o", message: error.message) }
    }
}

/// What a section adds to the file's summary.
enum SectionCounts: Sendable {
    case features(Int), places(Int), worldFeatures(Int)
    case graph(TransportType, nodes: Int, edges: Int)

    func apply(to info: inout PreparedMapInfo) {
        switch self {
        case .features(let count): info.features = count
        case .places(let count): info.places = count
        case .worldFeatures(let count): info.worldFeatures = count
        case .graph(let transport, let nodes, let edges):
            if let slot = info.graphs.firstIndex(where: { $0.0 == transport }) { info.graphs[slot] = (transport, nodes, edges) }
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
