import MapStyle
import Tiles

/// Which tiles draw a style's vector sources. A source given a file (`--source NAME=FILE`: an `.mbtiles`, `.pmtiles`
/// or TileJSON file) draws from it; the others draw from `--tiles` (or `--data` tiles) when given, else from the
/// local tile file or TileJSON file their `url` names (`mbtiles://…`, `pmtiles://…`, a path beside the style). A
/// remote source with none of these is an error naming it and how to map it (a note in `mapsnap style check`).
enum StyleSources {
    /// What draws a style: the map's data, the sources drawn from tiles of their own, what to report.
    struct Drawing {
        /// The data layers of sources without tiles of their own draw (search and routes use it too).
        var data: MapData
        /// Vector sources drawn from a tile file of their own, by source name (empty when `data` draws them all).
        var bySource: [String: MapData]
        /// Raster and raster-dem sources' image tiles, by source name.
        var raster: [String: RasterTileArchive] = [:]
        /// What to report about the sources.
        var notes: [String]
    }

    /// The data to draw `style` from, given `files` (`--source NAME=FILE`, source name → file); a remote source that
    /// nothing maps throws when `remoteIsError`, else is noted.
    /// Tile files come from `resources` when given (opened once for every map of the run).
    static func drawingData(for style: Style, data: MapData, files mapped: [String: String] = [:],
                            remoteIsError: Bool = true, resources: RenderResources? = nil) throws(MapSnapError) -> Drawing {
        for name in mapped.keys.sorted() where !style.sources.contains(where: { $0.name == name }) {
            let known = style.sources.map(\.name)
            throw MapSnapError(field: "--source", message: "\(name): the style has no source of that name (\(known.isEmpty ? "it has no sources" : "its sources: " + known.joined(separator: ", ")))")
        }
        let vector = style.sources.filter { $0.type == "vector" }
        let tilesGiven: Bool = {
            if data.tiles != nil { return true }
            if case .tiles = data.source { return true }
            return false
        }()
        var files: [(source: String, path: String, field: String)] = []
        var notes: [String] = []
        /// A source nothing maps to a local file: an error, or a note in `style check`.
        func unmapped(_ source: StyleSource, _ message: String) throws(MapSnapError) {
            if remoteIsError { throw MapSnapError(field: "sources.\(source.name)", message: message) }
            notes.append("sources.\(source.name): \(message)")
        }
        var raster: [String: RasterTileArchive] = [:]
        for source in style.sources where source.type == "raster" || source.type == "raster-dem" {
            guard let (path, field) = try localFile(of: source, mapped: mapped, directory: style.directory) else {
                if source.isRemote || !source.tiles.isEmpty || source.url != nil { try unmapped(source, remoteMessage(source)) }
                continue
            }
            let elevations = source.type == "raster-dem"
            if let resources {
                raster[source.name] = try resources.rasterTiles(path, tileSize: source.tileSize, holdsElevations: elevations, field: field)
            } else {
                raster[source.name] = try TileFiles.openRaster(path, head: try DataFileHead.read(path, field: field, expected: "a tile file"),
                                                               tileSize: source.tileSize, holdsElevations: elevations, field: field)
            }
        }
        for source in vector {
            // Given tiles draw every vector source `--source` does not map.
            if tilesGiven, mapped[source.name] == nil { continue }
            if let (path, field) = try localFile(of: source, mapped: mapped, directory: style.directory) {
                files.append((source.name, path, field))
            } else if source.isRemote {
                try unmapped(source, remoteMessage(source) + ", or give --tiles FILE for every vector source")
            }
        }
        var opened: [String: MapData] = [:]
        var bySource: [String: MapData] = [:]
        for file in files {
            if opened[file.path] == nil { opened[file.path] = try data.drawingTiles(from: file.path, field: file.field, resources: resources) }
            bySource[file.source] = opened[file.path]
        }
        // One file for every vector source: it is the map's data, as --tiles would make it.
        if !tilesGiven, files.count == vector.count, Set(files.map(\.path)).count == 1, let only = opened.values.first {
            return Drawing(data: only, bySource: [:], raster: raster, notes: notes)
        }
        return Drawing(data: data, bySource: bySource, raster: raster, notes: notes)
    }

    /// The local tile file `source` draws from, with the field that names it: the file `--source` maps it to (or the
    /// tile file that TileJSON names), else the tile file or TileJSON file its `url` names beside the style; nil when
    /// neither is local.
    private static func localFile(of source: StyleSource, mapped: [String: String],
                                  directory: String) throws(MapSnapError) -> (path: String, field: String)? {
        if let file = mapped[source.name] {
            let field = "--source \(source.name)"
            return (try TileJSONFile.tileFile(file, field: field), field)
        }
        let field = "sources.\(source.name)"
        if let path = source.localTileFile(relativeTo: directory) { return (path, field) }
        if let document = source.localTileJSON(relativeTo: directory) { return (try TileJSONFile.tileFile(document, field: field), field) }
        return nil
    }

    private static func remoteMessage(_ source: StyleSource) -> String {
        "\(source.url ?? source.tiles.first ?? "") is remote and MapSnap does not fetch; map it to a local file with --source \(source.name)=FILE (.mbtiles, .pmtiles or TileJSON)"
    }
}
