import BinaryData
import Foundation
import Geo
import MapRender
import OSM
import PlaceSearch
import Routing
import Synchronization

/// A `.mapsnap` file made by `mapsnap prepare`, memory-mapped: its tables are read in place or copied in bulk on
/// first use, never parsed from OSM again. The format is described in `Docs/prepared-format.md`.
final class PreparedMapFile: Sendable {
    /// The format version this build reads and writes.
    static let formatVersion: UInt32 = 8

    let file: SectionFile
    let info: PreparedMapInfo
    private let featureStore = OnceValue<MappedFeatureStore>()
    private let worldStore = OnceValue<MappedFeatureStore>()
    private let index = OnceValue<PlaceIndex>()
    private let graphs = GraphSlots()

    /// Maps and checks the file's header, directory and summary.
    convenience init(path: String) throws(ByteReaderError) {
        try self.init(region: ByteRegion(MappedFile(path: path)))
    }

    /// Checks the header, directory and summary of a file image.
    init(region: ByteRegion) throws(ByteReaderError) {
        let file = try SectionFile(region, expectedVersion: PreparedMapFile.formatVersion)
        var reader = ByteReader(try file.section(PreparedMapInfo.tag))
        var info = try PreparedMapInfo(reading: &reader)
        for tag in PreparedMapFile.requiredTags where file.sections[tag] == nil {
            throw ByteReaderError("has no \(tag) section")
        }
        info.products = PreparedProduct.allCases.filter { file.sections[$0.tag] != nil }
        self.file = file
        self.info = info
    }

    /// The sections every prepared file has; the products' sections are there unless `prepare --only` left them out.
    static let requiredTags = ["WRLD"]

    /// A product's section, or an error saying the file was prepared without it.
    private func section(_ product: PreparedProduct) throws(ByteReaderError) -> ByteRegion {
        guard let region = file.sections[product.tag] else {
            throw ByteReaderError("it was prepared with --only \(info.products.map(\.rawValue).joined(separator: ",")), without \(product.rawValue); "
                                  + "prepare it again with \(product.rawValue)")
        }
        return region
    }

    static func graphTag(_ transport: TransportType) -> String {
        switch transport {
        case .automobile: return "GCAR"
        case .walking: return "GWLK"
        case .cycling: return "GBIK"
        }
    }

    private func failure(_ error: ByteReaderError) -> MapSnapError {
        MapSnapError(field: "data", message: "prepared file: \(error.message)")
    }

    func features() throws(MapSnapError) -> MappedFeatureStore {
        do { return try featureStore.get { () throws(ByteReaderError) in try MappedFeatureStore(section: section(.render)) } } catch { throw failure(error) }
    }

    func world() throws(MapSnapError) -> MappedFeatureStore {
        do { return try worldStore.get { () throws(ByteReaderError) in try MappedFeatureStore(section: file.section("WRLD")) } } catch { throw failure(error) }
    }

    func placeIndex() throws(MapSnapError) -> PlaceIndex {
        do { return try index.get { () throws(ByteReaderError) in try PlaceIndex(preparedSection: section(.search)) } } catch { throw failure(error) }
    }

    func roadGraph(for transport: TransportType) throws(MapSnapError) -> RoadGraph {
        do {
            return try graphs.slot(transport).get { () throws(ByteReaderError) in
                try RoadGraph(preparedSection: section(PreparedProduct.graph(transport)))
            }
        } catch {
            throw failure(error)
        }
    }

    /// The prepared-file image of an extract (in memory): its features, the world layer, the place index with the
    /// world cities and the road graphs — of those, the `products` asked for (the world layer always).
    static func encode(_ data: MapData, products: Set<PreparedProduct> = Set(PreparedProduct.allCases), bounds: GeoBounds? = nil)
        throws(MapSnapError) -> [UInt8] {
        let image = PreparedFileImage()
        try PreparedFileBuilder(data: data, products: products, bounds: bounds, progress: .silent).write(to: image)
        return image.bytes
    }
}

/// The summary a prepared file carries: where it came from and how much is in it.
public struct PreparedMapInfo: Sendable, Equatable {
    static let tag = "META"
    /// The source extract's file name.
    public var sourceName: String
    /// Base-map features of the extract.
    public var features: Int
    /// World-layer features.
    public var worldFeatures: Int
    /// Searchable places (with the world cities).
    public var places: Int
    /// Nodes and directed edges of each road graph.
    public var graphs: [(TransportType, Int, Int)]
    /// What the file holds (all unless it was prepared with `--only`); read from its sections.
    public var products: [PreparedProduct] = PreparedProduct.allCases

    public static func == (a: PreparedMapInfo, b: PreparedMapInfo) -> Bool {
        a.sourceName == b.sourceName && a.features == b.features && a.worldFeatures == b.worldFeatures && a.places == b.places
            && a.graphs.map(\.0) == b.graphs.map(\.0) && a.graphs.map(\.1) == b.graphs.map(\.1) && a.graphs.map(\.2) == b.graphs.map(\.2)
    }

    /// A summary with no counts yet, of the same encoded length as the filled one (its space is kept at the start of
    /// the file and written over at the end).
    init(sourceName: String, transports: [TransportType]) {
        self.init(sourceName: sourceName, features: 0, worldFeatures: 0, places: 0, graphs: transports.map { ($0, 0, 0) })
    }

    init(sourceName: String, features: Int, worldFeatures: Int, places: Int, graphs: [(TransportType, Int, Int)]) {
        self.sourceName = sourceName
        self.features = features
        self.worldFeatures = worldFeatures
        self.places = places
        self.graphs = graphs
    }

    init(reading reader: inout ByteReader) throws(ByteReaderError) {
        sourceName = try reader.readString()
        features = Int(truncatingIfNeeded: try reader.read(UInt64.self))
        worldFeatures = Int(truncatingIfNeeded: try reader.read(UInt64.self))
        places = Int(truncatingIfNeeded: try reader.read(UInt64.self))
        let count = Int(try reader.read(UInt8.self))
        var graphs: [(TransportType, Int, Int)] = []
        for _ in 0..<count {
            let name = try reader.readString()
            guard let transport = TransportType(rawValue: name) else { throw ByteReaderError("unknown transport \(name)") }
            graphs.append((transport, Int(truncatingIfNeeded: try reader.read(UInt64.self)), Int(truncatingIfNeeded: try reader.read(UInt64.self))))
        }
        self.graphs = graphs
    }

    func write(to writer: inout ByteWriter) {
        writer.write(sourceName)
        writer.write(UInt64(features))
        writer.write(UInt64(worldFeatures))
        writer.write(UInt64(places))
        writer.write(UInt8(graphs.count))
        for (transport, nodes, edges) in graphs {
            writer.write(transport.rawValue)
            writer.write(UInt64(nodes))
            writer.write(UInt64(edges))
        }
    }
}

extension MapData {
    /// The prepared-file image of this extract (`mapsnap prepare`), with `products` (all by default; the world layer
    /// always), of the part in `bounds` when given (cut as `osmium extract` cuts: see `OSMData.cut`); throws for a
    /// source that is already prepared.
    public func prepared(products: Set<PreparedProduct> = Set(PreparedProduct.allCases), bounds: GeoBounds? = nil) throws(MapSnapError) -> [UInt8] {
        try PreparedMapFile.encode(self, products: products, bounds: bounds)
    }

    /// Writes the prepared file of this extract (of the part in `bounds` when given) into `file` section by section
    /// as each is made, so only one product is in memory at a time besides the extract; `progress` hears each phase.
    /// Products are built together (one per core) while the memory in use and their expected needs stay within
    /// `memoryBudget` bytes, else one at a time.
    public func prepare(into file: StagedFile, products: Set<PreparedProduct> = Set(PreparedProduct.allCases), bounds: GeoBounds? = nil,
                        memoryBudget: Int = MapData.defaultPrepareMemoryBudget, progress: PrepareProgress = .silent) throws(MapSnapError) {
        var builder = PreparedFileBuilder(data: self, products: products, bounds: bounds, progress: progress)
        builder.memoryBudget = memoryBudget
        try builder.write(to: file)
    }

    /// The memory `prepare` builds products together within unless told otherwise: 2 GB.
    public static let defaultPrepareMemoryBudget = PreparedFileBuilder.defaultMemoryBudget

    /// The summary of a prepared source (nil for an extract).
    public var preparedInfo: PreparedMapInfo? { state.preparedInfo }
}

extension MapDataState {
    var preparedInfo: PreparedMapInfo? { prepared?.info }
}

extension PreparedMapInfo {
    /// The summary as lines for people (`mapsnap prepare`, `mapsnap data`).
    public var summary: String {
        var lines = ["source: \(sourceName)"]
        if products.count < PreparedProduct.allCases.count { lines.append("products: \(products.map(\.rawValue).joined(separator: ", ")) (prepare --only)") }
        lines.append(products.contains(.render) ? "features: \(features) (world layer: \(worldFeatures))" : "world layer: \(worldFeatures) features")
        if products.contains(.search) { lines.append("places: \(places)") }
        for (transport, nodes, edges) in graphs { lines.append("\(transport.rawValue) graph: \(nodes) nodes, \(edges) edges") }
        return lines.joined(separator: "\n")
    }
}
