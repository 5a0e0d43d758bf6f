import Foundation
import Geo
import MapRender
import MapStyle
import OSM
import StrictJSON
import Synchronization

/// Loads OSM extracts and styles once per process and hands out the shared, read-only results.
public enum MapDataLibrary {
    private static let stores = Mutex<[String: FeatureStore]>([:])

    /// The file name of the extract used when none is given.
    public static let defaultExtractName = "Helsinki.osm.pbf"

    /// The default extract: `MAPSNAP_DATA`, else `Data/Helsinki.osm.pbf` next to the program's package, else in the
    /// current directory.
    public static func defaultExtractPath() throws(MapSnapError) -> String {
        if let path = ProcessInfo.processInfo.environment["MAPSNAP_DATA"], !path.isEmpty { return path }
        if let found = foundExtractPath.withLock({ $0 }) { return found }
        let found = try searchExtractPath()
        foundExtractPath.withLock { $0 = found }
        return found
    }

    /// Where the default extract was found beside the executable or in the working directory (searched once:
    /// resolving the executable's links and probing folders cost more than drawing a small thumbnail's labels).
    private static let foundExtractPath = Mutex<String?>(nil)

    private static func searchExtractPath() throws(MapSnapError) -> String {
        var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent("Data").appendingPathComponent(defaultExtractName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let local = FileManager.default.currentDirectoryPath + "/Data/" + defaultExtractName
        if FileManager.default.fileExists(atPath: local) { return local }
        throw MapSnapError(field: "data", message: "no --data given and the default extract Data/\(defaultExtractName) was not found (set MAPSNAP_DATA)")
    }

    private static let world = Mutex<FeatureStore?>(nil)

    /// The world layer (countries, borders, cities) from `Data/world-countries.geojson` and `Data/world-cities.tsv`
    /// beside the default extract; nil when those files are not there.
    public static func worldStore() throws(MapSnapError) -> FeatureStore? {
        if let cached = world.withLock({ $0 }) { return cached }
        guard let directory = try? URL(fileURLWithPath: defaultExtractPath()).deletingLastPathComponent().path else { return nil }
        let countriesPath = directory + "/world-countries.geojson", citiesPath = directory + "/world-cities.tsv"
        guard let countries = FileManager.default.contents(atPath: countriesPath),
              let cities = FileManager.default.contents(atPath: citiesPath) else { return nil }
        let features: [MapFeature]
        do {
            features = try WorldData.features(countriesGeoJSON: [UInt8](countries), citiesTSV: String(decoding: cities, as: UTF8.self))
        } catch {
            throw MapSnapError(field: "data", message: "\(countriesPath): \(error.description)")
        }
        let store = FeatureStore(features: features, extent: nil, cellSize: 50_000)
        world.withLock { $0 = store }
        return store
    }

    /// `dataPath`, or the default extract when nil.
    static func extractPath(_ dataPath: String?) throws(MapSnapError) -> String {
        if let dataPath { return dataPath }
        return try defaultExtractPath()
    }

    /// Reads an extract; a problem with the file is an error in the `data` field naming the path.
    static func readExtract(_ path: String) throws(MapSnapError) -> OSMData {
        do {
            return try PBFReader.read(path: path)
        } catch {
            throw MapSnapError(field: "data", message: "\(path): \(error.message)")
        }
    }

    /// The features of an extract, read, assembled and indexed on first use.
    public static func store(path: String) throws(MapSnapError) -> FeatureStore {
        if let cached = stores.withLock({ $0[path] }) { return cached }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw MapSnapError(field: "data", message: "\(path): no such file")
        }
        let store = FeatureStore(data: try readExtract(path))
        stores.withLock { $0[path] = store }
        return store
    }

    private static let builtinStyles = Mutex<[String: Style]>([:])

    /// A style by built-in name (`default`, `dark`, `muted`, parsed once per process) or file path (read each time).
    public static func style(_ nameOrPath: String) throws(MapSnapError) -> Style {
        if let cached = builtinStyles.withLock({ $0[nameOrPath] }) { return cached }
        if let builtin = BuiltinStyles.style(named: nameOrPath) {
            builtinStyles.withLock { $0[nameOrPath] = builtin }
            return builtin
        }
        guard nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") else {
            throw MapSnapError(field: "style", message: "\"\(nameOrPath)\" is not a built-in style (\(BuiltinStyles.names.joined(separator: ", "))) nor a .json file")
        }
        let bytes = try Scene.readFile(nameOrPath, field: "style")
        do {
            return try StyleParser.parse(bytes, name: URL(fileURLWithPath: nameOrPath).deletingPathExtension().lastPathComponent)
        } catch {
            throw MapSnapError(field: "style (\(nameOrPath))", message: error.description)
        }
    }

    /// The world layer as a source that loads on first use, so street maps inside an extract never pay for it.
    public static var lazyWorldSource: FeatureSource { LazyWorldSource() }
}

/// Loads the world layer the first time features are asked for (a failure to load leaves the layer empty).
private struct LazyWorldSource: FeatureSource {
    func features(layer: String, in rect: MapRect) -> [MapFeature] {
        guard layer.hasPrefix("world_"), let store = try? MapDataLibrary.worldStore() else { return [] }
        return store.features(layer: layer, in: rect)
    }

    var extent: MapRect? { nil }
}
