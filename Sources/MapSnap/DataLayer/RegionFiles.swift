import BinaryData
import Features
import Foundation
import Geo
import PlaceSearch
import Routing
import Synchronization

/// Prepared files of several regions (one per region, as Geofabrik cuts the planet, from extracts that overlap at
/// their borders) answering as one: base-map features and places of all of them without the overlap's repeats, and
/// routes on the graphs of the regions around a request's points, joined at the ways they share.
final class RegionFiles: Sendable {
    let paths: [String]
    let files: [PreparedMapFile]
    private let placeIndex = OnceValue<PlaceIndex>()
    private let areas = OnceValue<[GeoBounds?]>()
    /// Joined graphs by transport and regions, the most recently used last (a few kept).
    private let joinedGraphs = Mutex<[(key: String, graph: RoadGraph)]>([])
    private static let keptGraphs = 4

    /// Opens each file (checked and mapped now).
    init(paths: [String]) throws(MapSnapError) {
        var files: [PreparedMapFile] = []
        for path in paths {
            do {
                files.append(try PreparedMapFile(path: path))
            } catch {
                throw MapSnapError(field: "data", message: "\(path): \(error.message)")
            }
        }
        self.paths = paths
        self.files = files
    }

    /// The prepared files in a folder (`*.mapsnap`, by name).
    static func paths(inFolder folder: String) throws(MapSnapError) -> [String] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw MapSnapError(field: "data", message: "\(folder): the folder cannot be read")
        }
        let found = names.filter { $0.hasSuffix(".mapsnap") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
        guard !found.isEmpty else {
            throw MapSnapError(field: "data", message: "\(folder) is a folder without prepared files (*.mapsnap); prepare each region with mapsnap prepare")
        }
        return found
    }

    /// The area each file covers: its base map's extent, else its road graphs' or (none of those) unknown.
    var bounds: [GeoBounds?] {
        areas.get {
            files.map { file -> GeoBounds? in
                if let extent = try? file.features().extent { return GeoBounds(extent) }
                for transport in TransportType.allCases where file.info.products.contains(.graph(transport)) {
                    if let bounds = try? file.roadGraph(for: transport).bounds { return bounds }
                }
                return nil
            }
        }
    }

    /// Every region's base-map features.
    func features() throws(MapSnapError) -> any FeatureSource {
        var parts: [any FeatureSource] = []
        for file in files { parts.append(try file.features()) }
        return JoinedFeatureSource(parts)
    }

    /// Every region's places as one index.
    func places() throws(MapSnapError) -> PlaceIndex {
        try placeIndex.get { () throws(MapSnapError) -> PlaceIndex in
            var parts: [PlaceIndex] = []
            for file in files { parts.append(try file.placeIndex()) }
            return PlaceIndex(joining: parts, bounds: bounds)
        }
    }

    /// The graph of the regions a route between `points` may use: those whose areas meet the points' box grown by a
    /// quarter of its larger side and 10 km (a detour rarely leaves it); all regions when `points` is empty.
    func roadGraph(for transport: TransportType, covering points: [Coordinate]) throws(MapSnapError) -> RoadGraph {
        var chosen = Array(files.indices)
        if let box = GeoBounds.enclosing(points) {
            let margin = max(box.north - box.south, box.east - box.west) / 4 + 10_000 / 111_320
            let sideMargin = margin / max(cos(max(abs(box.south), abs(box.north)) * .pi / 180), 0.05)
            let grown = GeoBounds(south: box.south - margin, north: box.north + margin, west: box.west - sideMargin, east: box.east + sideMargin)
            chosen = files.indices.filter { index in
                guard let area = bounds[index] else { return true }
                return area.south <= grown.north && area.north >= grown.south && area.west <= grown.east && area.east >= grown.west
            }
            if chosen.isEmpty { chosen = Array(files.indices) }
        }
        if chosen.count == 1 { return try files[chosen[0]].roadGraph(for: transport) }
        let key = "\(transport.rawValue):" + chosen.map(String.init).joined(separator: ",")
        if let kept = joinedGraphs.withLock({ graphs in graphs.first { $0.key == key }?.graph }) { return kept }
        var parts: [RoadGraph] = []
        for index in chosen { parts.append(try files[index].roadGraph(for: transport)) }
        let joined = RoadGraph(joining: parts)
        joinedGraphs.withLock { graphs in
            graphs.removeAll { $0.key == key }
            graphs.append((key, joined))
            if graphs.count > RegionFiles.keptGraphs { graphs.removeFirst() }
        }
        return joined
    }
}
