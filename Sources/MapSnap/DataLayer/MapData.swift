import BinaryData
import Features
import Foundation
import Geo
import MapRender
import OSM
import PlaceSearch
import Routing
import Tiles
import WireFormats

/// One data source, opened once and passed explicitly: base-map features, the place index and a road graph per
/// transport type, each made on first use and shared by every thread afterwards.
///
/// A source is an `.osm.pbf` extract (read and assembled on first use, once per `MapData`) or a prepared `.mapsnap`
/// file (memory-mapped: opening costs milliseconds and pages are read as queries touch them). Both give the same
/// pixels and answers. `MapData.builtIn` is the Helsinki extract and world layer that ship with MapSnap.
public struct MapData: Sendable {
    /// What the data was opened from.
    public enum Source: Sendable, Equatable {
        /// An OpenStreetMap extract.
        case extract(path: String)
        /// A file written by `mapsnap prepare`.
        case prepared(path: String)
        /// Vector tiles (MBTiles or PMTiles, OpenMapTiles schema): a base map only, no places or roads.
        case tiles(path: String)
        /// Prepared files of several regions opened as one (a folder of them, or a list).
        case regions(paths: [String])
    }

    /// What the data was opened from.
    public var source: Source { opened.value.source }
    /// Where the world layer comes from for an extract (a prepared file carries its own).
    public let resources: MapResources?
    var state: MapDataState { opened.value.state }
    /// The source and its state: known at once for a named file, decided on first use for the built-in data.
    private let opened: OpenedSource
    /// Vector tiles the base map is drawn from instead of the extract (search and routing still use the extract).
    public private(set) var tiles: TileFeatureSource?
    /// The built-in data's two files (prepared file and extract), known before the choice between them is made.
    private var undecidedPaths: [String]?

    /// The data that ships with MapSnap (found by `MapResources.located`); using it throws a clear error when the
    /// resources cannot be found.
    public static let builtIn: MapData = {
        guard let resources = MapResources.located else { return MapData(missingResources: ()) }
        return MapData(resources: resources)
    }()

    /// The built-in data in `resources`: the prepared Helsinki file when one was made from the same extract, else the
    /// extract. Which one is decided when the data is first used (checking the extract's checksum against the
    /// prepared file costs ~1 ms, which a map without a base map, search or route need not pay).
    public init(resources: MapResources) {
        opened = OpenedSource {
            if let prepared = try? PreparedMapFile(path: resources.preparedPath),
               let source = try? Data(contentsOf: URL(fileURLWithPath: resources.extractPath), options: .alwaysMapped),
               prepared.file.sourceLength == UInt64(source.count),
               source.withUnsafeBytes({ Checksum.fnv1a64($0) }) == prepared.file.sourceChecksum {
                return (.prepared(path: resources.preparedPath), MapDataState(prepared: prepared))
            }
            return (.extract(path: resources.extractPath), MapDataState(prepared: nil))
        }
        self.resources = resources
        undecidedPaths = [resources.preparedPath, resources.extractPath]
    }

    /// Opens `path`: a prepared `.mapsnap` file (checked and mapped now), an `.osm.pbf` extract (read on first use), or
    /// a folder of prepared files, one per region, opened as one (see `init(regions:)`). `resources` supply the world
    /// layer for an extract (default: the built-in ones).
    public init(path: String, resources: MapResources? = MapResources.located) throws(MapSnapError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            self = try MapData(regions: try RegionFiles.paths(inFolder: path), resources: resources)
            return
        }
        let head = try DataFileHead.read(path, field: "data", expected: "an extract or prepared file")
        self.resources = resources
        if TileFiles.isTileFile(head: head, path: path) {
            tiles = try TileFiles.open(path, head: head, field: "data")
            opened = OpenedSource(.tiles(path: path), MapDataState(prepared: nil))
        } else if SectionFile.hasMagic(head) {
            let state: MapDataState
            do {
                state = MapDataState(prepared: try PreparedMapFile(path: path))
            } catch {
                throw MapSnapError(field: "data", message: "\(path): \(error.message)")
            }
            opened = OpenedSource(.prepared(path: path), state)
        } else {
            opened = OpenedSource(.extract(path: path), MapDataState(prepared: nil))
        }
    }

    /// Prepared files of several regions (one per region, as Geofabrik cuts the planet, from extracts that overlap at
    /// their borders) opened as one: maps draw every region's features and searches find every region's places, each
    /// once; a route uses the graphs of the regions around its points, joined at the ways they share.
    public init(regions paths: [String], resources: MapResources? = MapResources.located) throws(MapSnapError) {
        guard !paths.isEmpty else { throw MapSnapError(field: "data", message: "no prepared files given to open as one") }
        let regions = try RegionFiles(paths: paths)
        opened = OpenedSource(.regions(paths: paths), MapDataState(prepared: nil, regions: regions))
        self.resources = resources
    }

    /// A prepared file image held in memory (for tests and tools that make one without writing it).
    public init(preparedImage: [UInt8], name: String) throws(MapSnapError) {
        let state: MapDataState
        do {
            state = MapDataState(prepared: try PreparedMapFile(region: ByteRegion(bytes: preparedImage)))
        } catch {
            throw MapSnapError(field: "data", message: "\(name): \(error.message)")
        }
        opened = OpenedSource(.prepared(path: name), state)
        resources = nil
    }

    private init(missingResources: Void) {
        opened = OpenedSource(.extract(path: ""), MapDataState(prepared: nil))
        resources = nil
    }

    /// The file the data comes from (the first, for regions).
    public var path: String {
        switch source {
        case .extract(let path), .prepared(let path), .tiles(let path): return path
        case .regions(let paths): return paths.first ?? ""
        }
    }

    /// The data's name for messages: its file's name (without folders), or how many regions it joins.
    public var name: String {
        if case .regions(let paths) = source {
            let folders = Set(paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent })
            return (folders.count == 1 ? folders.first.map { $0 + " " } ?? "" : "") + "(\(paths.count) regions)"
        }
        return URL(fileURLWithPath: path).lastPathComponent
    }

    /// The files the data may be read from, found without opening it: the named file, or for the built-in data both
    /// its prepared file and its extract (deciding between them reads the extract, which a map without a base map
    /// need not do). Commands keep their outputs off these paths.
    public var inputPaths: [String] {
        if let undecidedPaths { return undecidedPaths }
        if case .regions(let paths) = source { return paths }
        return path.isEmpty ? [] : [path]
    }

    /// Every file drawing, searching or routing with this data may read: `inputPaths` (named `dataField`), the tiles
    /// (`tilesField`) and the world layer's files, found without opening anything. Commands keep outputs off them.
    public func inputFiles(dataField: String = "data", tilesField: String = "tiles") -> [InputFile] {
        var files = inputPaths.map { InputFile(field: dataField, path: $0) }
        if let tiles { files.append(InputFile(field: tilesField, path: tiles.archive.path)) }
        if let resources {
            files += [resources.worldPath, resources.countriesPath, resources.detailedCountriesPath, resources.lakesPath,
                      resources.citiesPath].map { InputFile(field: "world data", path: $0) }
        }
        return files
    }

    /// The same data with the base map drawn from the vector tiles at `path` (MBTiles or PMTiles): a planet's tiles
    /// for the map, a city's extract or prepared file for search and routing.
    public func drawingTiles(from path: String, field: String = "tiles") throws(MapSnapError) -> MapData {
        try drawingTiles(from: path, field: field, resources: nil)
    }

    /// The same data drawn from the tiles at `path`, opened by `resources` when given (shared with the run's other
    /// maps, decoded tiles and all).
    func drawingTiles(from path: String, field: String, resources: RenderResources?) throws(MapSnapError) -> MapData {
        var data = self
        if let resources {
            data.tiles = try resources.vectorTiles(path, field: field)
        } else {
            data.tiles = try TileFiles.open(path, head: try DataFileHead.read(path, field: field, expected: "a tile file"), field: field)
        }
        return data
    }

    /// The same data keeping up to `bytes` (estimated) of what it decodes for a map for the next maps (`--cache-mb`):
    /// its vector tiles, or a prepared file's base-map features (that budget belongs to the opened file, so it holds
    /// for every copy of this data). An extract's features are in memory already and are left as they are.
    public func keepingDecodedTiles(_ bytes: Int) -> MapData {
        if tiles == nil, let prepared = state.prepared {
            (try? prepared.features())?.keepDecoded(upTo: bytes)
        }
        guard let tiles else { return self }
        var data = self
        data.tiles = TileFeatureSource(archive: tiles.archive, attributes: tiles.attributes, decodedTileBytes: bytes)
        return data
    }

    /// The extract, read once (only for an `.osm.pbf` source).
    func osmData() throws(MapSnapError) -> OSMData {
        try state.osm.get { () throws(MapSnapError) -> OSMData in
            if case .tiles(let path) = source {
                throw MapSnapError(field: "data", message: "\(path) holds vector tiles: they draw the base map but have no places or roads; give an extract or prepared file with --data and the tiles with --tiles")
            }
            if case .regions(let paths) = source {
                throw MapSnapError(field: "data", message: "\(paths.joined(separator: ", ")) are prepared regions, not an extract")
            }
            guard !path.isEmpty else {
                throw MapSnapError(field: "data", message: "no --data given and the built-in data was not found (install with Scripts/install, or set MAPSNAP_RESOURCES)")
            }
            guard FileManager.default.fileExists(atPath: path) else { throw MapSnapError(field: "data", message: "\(path): no such file") }
            do throws(WireFormatError) {
                return try PBFReader.read(path: path)
            } catch {
                throw MapSnapError(field: "data", message: "\(path): \(error.message)")
            }
        }
    }

    /// The extract's base-map features (without the world layer).
    public func extractFeatures() throws(MapSnapError) -> any FeatureSource {
        if let regions = state.regions { return try regions.features() }
        if let prepared = state.prepared { return try prepared.features() }
        return try state.store.get { () throws(MapSnapError) -> FeatureStore in FeatureStore(data: try osmData()) }
    }

    /// The world layer (countries, lakes, borders, cities); nil when it is not available. A prepared file carries
    /// its own; otherwise the resources' binary `world.mapsnap`, else (slowly) their GeoJSON.
    public func worldFeatures() -> (any FeatureSource)? {
        if let prepared = state.prepared ?? state.regions?.files.first { return try? prepared.world() }
        return worldLayer()?.source
    }

    /// The world layer's prepared section (for `mapsnap prepare`), with its feature count.
    func worldSection() -> (bytes: [UInt8], count: Int)? {
        if let prepared = state.prepared, let world = try? prepared.file.section(WorldFile.tag), let store = try? prepared.world() {
            return (Array(world.bytes), store.count)
        }
        guard let layer = worldLayer() else { return nil }
        if let section = layer.section { return (section.region.bytes, section.count) }
        guard let store = layer.source as? FeatureStore else { return nil }
        return (store.preparedSection(), store.features.count)
    }

    /// The resources' world layer, loaded once: mapped from `world.mapsnap`, else parsed from the GeoJSON.
    private func worldLayer() -> WorldLayer? {
        state.world.get { () -> WorldLayer? in
            guard let resources else { return nil }
            if let mapped = try? WorldFile.open(resources.worldPath) {
                return WorldLayer(source: mapped.store, section: (mapped.section, mapped.store.count))
            }
            return WorldFile.parsedFeatures(resources).map { WorldLayer(source: $0, section: nil) }
        }
    }

    /// Base-map features: the world layer (loaded only when a map reaches it) under the tiles, else under the extract.
    /// Tile features carry MapSnap's attributes unless `tileAttributes` asks for the tiles' own.
    public func features(tileAttributes: TileAttributes = .mapSnap) throws(MapSnapError) -> any FeatureSource {
        let top: any FeatureSource
        if let tiles { top = tiles.with(tileAttributes) } else { top = try extractFeatures() }
        return LayeredFeatureSource([LazyWorldSource(data: self), top], layersNeverHidden: WorldData.labelLayers)
    }

    /// The area the extract covers (the tiles', for tiles alone), if known.
    public func extent() throws(MapSnapError) -> MapRect? {
        if case .tiles = source { return tiles?.extent }
        return try extractFeatures().extent
    }

    /// The place index: the extract's places plus the world cities.
    public func placeIndex() throws(MapSnapError) -> PlaceIndex {
        if let regions = state.regions { return try regions.places() }
        if let prepared = state.prepared { return try prepared.placeIndex() }
        return try state.index.get { () throws(MapSnapError) -> PlaceIndex in PlaceIndex(data: try osmData(), adding: worldCities()) }
    }

    /// The resources' world cities as places (none without resources).
    func worldCities() -> [MapItem] {
        guard let resources, let table = FileManager.default.contents(atPath: resources.citiesPath) else { return [] }
        return PlaceIndexBuilder.cities(tsv: String(decoding: table, as: UTF8.self))
    }

    /// The road graph for a transport type (for regions, every region's graph joined: see `roadGraph(for:covering:)`).
    public func roadGraph(for transport: TransportType) throws(MapSnapError) -> RoadGraph {
        try roadGraph(for: transport, covering: [])
    }

    /// The road graph a route between `points` is found on: the one graph, or for regions the graphs of the regions
    /// around the points joined (all of them when `points` is empty).
    public func roadGraph(for transport: TransportType, covering points: [Coordinate]) throws(MapSnapError) -> RoadGraph {
        if let regions = state.regions { return try regions.roadGraph(for: transport, covering: points) }
        if let prepared = state.prepared { return try prepared.roadGraph(for: transport) }
        return try state.graphs.slot(transport).get { () throws(MapSnapError) -> RoadGraph in RoadGraph(data: try osmData(), transport: transport) }
    }
}

/// Values a `MapData` makes once and shares.
/// A data source and its state, given or made on first use.
final class OpenedSource: Sendable {
    private let slot = OnceValue<Opened>()
    private let make: @Sendable () -> Opened

    struct Opened: Sendable {
        let source: MapData.Source
        let state: MapDataState
    }

    /// Opened by `make` on first use.
    init(_ make: @escaping @Sendable () -> (MapData.Source, MapDataState)) {
        self.make = { let (source, state) = make(); return Opened(source: source, state: state) }
    }

    /// Already open.
    convenience init(_ source: MapData.Source, _ state: MapDataState) {
        self.init { (source, state) }
    }

    var value: Opened { slot.get(make) }
}

final class MapDataState: Sendable {
    let prepared: PreparedMapFile?
    let regions: RegionFiles?
    let osm = OnceValue<OSMData>()
    let store = OnceValue<FeatureStore>()
    let world = OnceValue<WorldLayer?>()
    let index = OnceValue<PlaceIndex>()
    let graphs = GraphSlots()

    init(prepared: PreparedMapFile?, regions: RegionFiles? = nil) {
        self.prepared = prepared
        self.regions = regions
    }
}

/// The world layer as loaded: mapped from `world.mapsnap` (with its section bytes) or parsed from GeoJSON.
struct WorldLayer: Sendable {
    let source: any FeatureSource
    /// The mapped `WRLD` section and its feature count, when read from `world.mapsnap`.
    let section: (region: ByteRegion, count: Int)?
}

/// One lazily made road graph per transport type.
struct GraphSlots: Sendable {
    private let automobile = OnceValue<RoadGraph>(), walking = OnceValue<RoadGraph>(), cycling = OnceValue<RoadGraph>()

    func slot(_ transport: TransportType) -> OnceValue<RoadGraph> {
        switch transport {
        case .automobile: return automobile
        case .walking: return walking
        case .cycling: return cycling
        }
    }
}

/// Loads the world layer the first time features of a `world_` layer are asked for.
private struct LazyWorldSource: FeatureSource {
    let data: MapData

    func features(layer: String, in rect: MapRect) -> [MapFeature] {
        features(layer: layer, in: rect, zoom: BaseMap.styleZoom(showing: rect))
    }

    /// World features of the scale drawn at `zoom` (1:110m polygons for the whole world, 1:50m closer).
    func features(layer: String, in rect: MapRect, zoom: Double) -> [MapFeature] {
        guard layer.hasPrefix("world_"), let world = data.worldFeatures() else { return [] }
        return world.features(layer: layer, in: rect).filter { WorldData.isDrawn($0, atZoom: zoom) }
    }

    var extent: MapRect? { nil }
}
