extension MapData {
    /// The data a command uses: `path` (an `.osm.pbf` extract, a prepared `.mapsnap` file, or `.mbtiles`/`.pmtiles`
    /// vector tiles) wins, then `MAPSNAP_DATA` in `environment`, otherwise the built-in data (in `MAPSNAP_RESOURCES`
    /// when that names a folder); `tiles` (or `MAPSNAP_TILES`) draws the base map from vector tiles over any of them.
    /// The environment is passed in, never read here.
    public static func selected(path: String?, tiles: String? = nil, environment: [String: String]) throws(MapSnapError) -> MapData {
        func named(_ key: String) -> String? { environment[key].flatMap { $0.isEmpty ? nil : $0 } }
        let resources = named("MAPSNAP_RESOURCES").map(MapResources.init(directory:))
        if let resources, !resources.isComplete {
            throw MapSnapError(field: "MAPSNAP_RESOURCES", message: "\(resources.directory) does not hold Helsinki.osm.pbf, world-countries.geojson and world-cities.tsv")
        }
        var data: MapData
        if let path = path ?? named("MAPSNAP_DATA") {
            data = try MapData(path: path, resources: resources ?? MapResources.located)
        } else {
            data = resources.map(MapData.init(resources:)) ?? MapData.builtIn
        }
        if let tiles = tiles ?? named("MAPSNAP_TILES") { data = try data.drawingTiles(from: tiles) }
        return data
    }

    /// What the data's files say about themselves that a user should hear once (a tile file whose zooms disagree).
    public var warnings: [String] {
        guard let archive = tiles?.archive else { return [] }
        return archive.info.notes.map { "tiles (\(archive.path)): \($0)" }
    }
}
