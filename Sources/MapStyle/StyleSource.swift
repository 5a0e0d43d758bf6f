import StrictJSON

/// One entry of a style's `sources`: its name, type and where its data is (`url`, or `tiles` URL templates).
public struct StyleSource: Sendable, Equatable {
    public var name: String
    /// `vector`, `raster`, `raster-dem`, `geojson`, `image` or `video`.
    public var type: String
    public var url: String?
    public var tiles: [String]
    /// Pixels per tile side of a raster source's images (`tileSize`, 512 unless given).
    public var tileSize: Double = 512
    /// How a `raster-dem` source's pixels hold elevations (`encoding`: `mapbox`, `terrarium`, or `custom` with
    /// `redFactor`, `greenFactor`, `blueFactor` and `baseShift`).
    public var encoding: DEMEncoding = .mapbox

    /// Creates a source entry.
    public init(name: String, type: String, url: String? = nil, tiles: [String] = []) {
        self.name = name
        self.type = type
        self.url = url
        self.tiles = tiles
    }

    /// The local tile file the source names, when it names one: `mbtiles://PATH`, `pmtiles://PATH` (also
    /// `pmtiles://file://PATH`), or a path ending in `.mbtiles`/`.pmtiles`; relative paths from `directory`.
    public func localTileFile(relativeTo directory: String) -> String? {
        guard let url else { return nil }
        var path: String
        if url.hasPrefix("mbtiles://") {
            path = String(url.dropFirst("mbtiles://".count))
        } else if url.hasPrefix("pmtiles://") {
            path = String(url.dropFirst("pmtiles://".count))
            if path.hasPrefix("file://") { path = String(path.dropFirst("file://".count)) }
        } else if url.hasPrefix("file://") {
            path = String(url.dropFirst("file://".count))
        } else if !url.contains("://"), url.hasSuffix(".mbtiles") || url.hasSuffix(".pmtiles") {
            path = url
        } else {
            return nil
        }
        guard !path.isEmpty, !path.contains("://") else { return nil }
        return StyleSource.localPath(path, relativeTo: directory)
    }

    /// The local TileJSON file the source's `url` names (a `.json` path or `file://` URL, not on the network), if any;
    /// relative paths from `directory`.
    public func localTileJSON(relativeTo directory: String) -> String? {
        guard let url, !isRemote else { return nil }
        let path = url.hasPrefix("file://") ? String(url.dropFirst("file://".count)) : url
        guard !path.contains("://"), path.lowercased().hasSuffix(".json") else { return nil }
        return StyleSource.localPath(path, relativeTo: directory)
    }

    /// `path` as a file path: absolute as it is, relative from `directory` (the style's folder; empty: as it is).
    public static func localPath(_ path: String, relativeTo directory: String) -> String {
        path.hasPrefix("/") || directory.isEmpty ? path : "\(directory)/\(path)"
    }

    /// Whether the source's data is on the network (a URL MapSnap does not fetch).
    public var isRemote: Bool {
        (url.map { [$0] } ?? tiles).contains { $0.hasPrefix("http://") || $0.hasPrefix("https://") || $0.hasPrefix("mapbox://") }
    }

    /// Reads the `sources` root object.
    public static func parse(_ node: JSONNode) throws(JSONError) -> [StyleSource] {
        let object = try node.object()
        var sources: [StyleSource] = []
        for name in object.object.keys.sorted() {
            guard let value = object.object[name] else { continue }
            let item = JSONNode(value, path: node.path(key: name))
            var entry = try item.object()
            let type = try entry.required("type").oneOf(["vector", "raster", "raster-dem", "geojson", "image", "video"])
            let url = try entry.optional("url")?.string()
            let tiles = try entry.optional("tiles")?.array().map { (tile) throws(JSONError) in try tile.string() } ?? []
            let tileSize = try entry.optional("tileSize")?.double(in: 1...8192) ?? 512
            var encoding = DEMEncoding.mapbox
            if type == "raster-dem" {
                switch try entry.optional("encoding")?.oneOf(["mapbox", "terrarium", "custom"]) ?? "mapbox" {
                case "terrarium": encoding = .terrarium
                case "custom":
                    func factor(_ key: String, _ fallback: Double) throws(JSONError) -> Double {
                        try entry.optional(key)?.double(in: -1e9...1e9) ?? fallback
                    }
                    encoding = DEMEncoding(red: try factor("redFactor", 1), green: try factor("greenFactor", 1),
                                           blue: try factor("blueFactor", 1), baseShift: try factor("baseShift", 0))
                default: break
                }
            }
            // The spec's other source keys (bounds, zooms, scheme, attribution, data, …) are accepted.
            for key in entry.object.keys { entry.accept(key) }
            try entry.finish()
            var source = StyleSource(name: name, type: type, url: url, tiles: tiles)
            source.tileSize = tileSize
            source.encoding = encoding
            sources.append(source)
        }
        return sources
    }
}
