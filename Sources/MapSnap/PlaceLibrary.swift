import Foundation
import OSM
@_exported import PlaceSearch
import Synchronization

/// Search indexes built once per process from an extract (and the world cities), shared by searches.
public enum PlaceLibrary {
    private static let indexes = Mutex<[String: PlaceIndex]>([:])

    /// The place index of an extract (default: the Helsinki extract) plus GeoNames world cities.
    public static func index(dataPath: String? = nil) throws(MapSnapError) -> PlaceIndex {
        let path = try MapDataLibrary.extractPath(dataPath)
        if let cached = indexes.withLock({ $0[path] }) { return cached }
        var items = PlaceIndexBuilder.items(from: try MapDataLibrary.readExtract(path))
        let citiesPath = (try? MapDataLibrary.defaultExtractPath()).map { URL(fileURLWithPath: $0).deletingLastPathComponent().path + "/world-cities.tsv" }
        if let citiesPath, let cities = FileManager.default.contents(atPath: citiesPath) {
            items += PlaceIndexBuilder.cities(tsv: String(decoding: cities, as: UTF8.self))
        }
        let index = PlaceIndex(items: items)
        indexes.withLock { $0[path] = index }
        return index
    }

    /// Runs a search, turning its errors into `MapSnapError`s.
    public static func search(_ request: LocalSearch.Request, dataPath: String? = nil) throws(MapSnapError) -> LocalSearch.Response {
        do {
            return try LocalSearch(index: try index(dataPath: dataPath)).start(request)
        } catch let error as SearchError {
            throw MapSnapError(error)
        } catch let error as MapSnapError {
            throw error
        } catch {
            throw MapSnapError(field: "search", message: "\(error)")
        }
    }
}
