import BinaryData
import CairoCanvas
import Foundation
import StrictJSON

/// A scene file: everything needed to draw one map image, as JSON (see the README for the format).
public struct Scene: Sendable {
    /// The snapshot options the scene describes.
    public var options: MapSnapshotter.Options
    /// The output format the scene asks for, if any (otherwise the output file's extension decides).
    public var format: ImageFormat?
    /// The data file the scene names (`data`, resolved against the scene's folder); nil for the caller's default.
    public var dataPath: String?
    /// The vector tiles the scene draws its base map from (`tiles`, resolved like `data`); nil for none.
    public var tilesPath: String?
    /// Every file the scene names (style, data, tiles, GeoJSON, glyph and image files), each with its JSON path.
    public var inputFiles: [InputFile] = []
    /// An atlas's pages (`pages`): each a scene of its own, the top level's keys with the page's over them, drawn
    /// into one PDF a page each; empty for a single map.
    public var pages: [Scene] = []
    /// A route atlas (`atlas: {"along": "route", "scale"}`): the scene's route as strip maps with an overview page.
    public var routeAtlas: RouteAtlas?

    /// Creates a scene.
    public init(options: MapSnapshotter.Options, format: ImageFormat? = nil, dataPath: String? = nil, tilesPath: String? = nil) {
        self.options = options
        self.format = format
        self.dataPath = dataPath
        self.tilesPath = tilesPath
    }

    /// Reads and validates a scene file; the files it names resolve against its folder and must stay inside it or
    /// inside one of `allowedRoots` (see `FileAccess`).
    public static func load(path: String, allowedRoots: [String] = []) throws(MapSnapError) -> Scene {
        let bytes = try readFile(path, field: "scene")
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try decode(bytes, access: FileAccess(baseDirectory: directory, allowedRoots: allowedRoots))
    }

    /// Decodes and validates scene JSON whose files resolve against `baseDirectory` (and may not leave it).
    public static func decode(_ bytes: [UInt8], baseDirectory: String) throws(MapSnapError) -> Scene {
        try decode(bytes, access: FileAccess(baseDirectory: baseDirectory))
    }

    /// Decodes and validates scene JSON with the given file access (`.none`: the scene may name no files).
    public static func decode(_ bytes: [UInt8], access: FileAccess) throws(MapSnapError) -> Scene {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw MapSnapError(field: "scene", message: error.message)
        }
        var access = access
        access.log = FileReadLog()
        let reader = SceneReader(access: access)
        if case .object(let object) = root, object["pages"] != nil {
            var atlas = try pages(object, reader: reader)
            atlas.inputFiles = access.log.files
            return atlas
        }
        var scene = try reader.scene(JSONNode(root))
        try scene.options.validate()
        scene.inputFiles = access.log.files
        return scene
    }

    /// The most pages an atlas may have.
    public static let maximumPages = 200

    /// An atlas: the top level (read for its format, data and tiles) with a scene per page, each the top level's
    /// keys with the page's own over them; errors name the page (`pages[2].region`).
    private static func pages(_ object: JSONObject, reader: SceneReader) throws(MapSnapError) -> Scene {
        var top = JSONObject()
        for entry in object.entries where entry.key != "pages" { top.insert(entry.value, for: entry.key) }
        guard case .array(let values)? = object["pages"], !values.isEmpty, values.count <= maximumPages else {
            throw MapSnapError(field: "pages", message: "must be a list of 1 to \(maximumPages) scenes")
        }
        var pages: [Scene] = []
        for (index, value) in values.enumerated() {
            let field = "pages[\(index)]"
            guard case .object(let page) = value else { throw MapSnapError(field: field, message: "expected an object (a scene)") }
            guard page["pages"] == nil else { throw MapSnapError(field: field + ".pages", message: "a page cannot have pages of its own") }
            var merged = JSONObject()
            for entry in top.entries where page[entry.key] == nil { merged.insert(entry.value, for: entry.key) }
            for entry in page.entries { merged.insert(entry.value, for: entry.key) }
            let scene = try reader.scene(JSONNode(.object(merged), path: field))
            do { try scene.options.validate() } catch { throw MapSnapError(field: field + "." + error.field, message: error.message) }
            pages.append(scene)
        }
        var atlas = pages[0]
        atlas.pages = pages
        return atlas
    }

    /// Reads a whole file, naming `field` when it cannot.
    static func readFile(_ path: String, field: String) throws(MapSnapError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MapSnapError(field: field, message: "\(path): no such file")
        }
        // stat, not FileManager's attributes (those look the owner up in /etc/passwd and /etc/group every time).
        var status = stat()
        if stat(path, &status) == 0, Int(status.st_size) > Limits.fileBytes {
            let size = Int(status.st_size)
            throw MapSnapError(field: field, message: "\(path) is \(size >> 20) MB, above the limit of \(Limits.fileBytes >> 20) MB")
        }
        guard !isDirectory.boolValue else { throw MapSnapError(field: field, message: "\(path): cannot be read: a directory") }
        do { return try RegularFile.bytes(path) } catch { throw MapSnapError(field: field, message: "\(path): cannot be read: \(error.message)") }
    }
}
