import MapStyle

/// Which tiles draw a style's vector sources: `--tiles` (or `--data` tiles) draw every one; otherwise a source that
/// names a local tile file (`mbtiles://…`, `pmtiles://…`, a `.mbtiles`/`.pmtiles` path beside the style) is opened;
/// a remote source is not fetched and the map is drawn from the data given, which is reported.
enum StyleSources {
    /// The data to draw `style` from, and what to report about its sources.
    static func drawingData(for style: Style, data: MapData) throws(MapSnapError) -> (data: MapData, notes: [String]) {
        let vector = style.sources.filter { $0.type == "vector" }
        if data.tiles != nil { return (data, []) }
        if case .tiles = data.source { return (data, []) }
        let local = vector.compactMap { source in source.localTileFile(relativeTo: style.directory).map { (source.name, $0) } }
        if let (name, path) = local.first {
            var notes: [String] = []
            for (other, otherPath) in local.dropFirst() where otherPath != path {
                notes.append("sources.\(other): one tile file draws a map; its layers are drawn from sources.\(name) (\(path))")
            }
            return (try data.drawingTiles(from: path, field: "sources.\(name)"), notes)
        }
        let builtIn = data.resources.map { data.path == $0.preparedPath || data.path == $0.extractPath } ?? false
        let from = builtIn || data.path.isEmpty ? "the built-in Helsinki data" : data.path
        let notes = vector.filter(\.isRemote).map { source in
            "sources.\(source.name): \(source.url ?? source.tiles.first ?? "") is remote and MapSnap does not fetch; drawn from \(from) (give the tiles with --tiles FILE)"
        }
        return (data, notes)
    }
}
