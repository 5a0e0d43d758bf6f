import BinaryData
import CommandLineKit
import Foundation
import Geo
import MapSnap
import StrictJSON

/// `serve --config config.json`: tileserver-gl's configuration file, so a tileserver-gl setup moves over as it is.
///
/// Read: `options.paths` (`root`, relative to the file's folder; `styles`, `mbtiles` and `pmtiles` relative to the
/// root), `options.maxSize` (the largest static image side) and `options.maxScaleFactor`; `styles` (each name's
/// `style` file); `data` (each id's `mbtiles` or `pmtiles` file). A style's vector sources written as tileserver-gl
/// writes them, `mbtiles://{id}` or `pmtiles://{id}`, draw from that data set. What MapSnap does not use
/// (fonts and sprites paths — it reads a style's own —, watermarks, per-style TileJSON) is listed in `unused`.
struct ServeConfig {
    /// Style files by name.
    var styles: [(name: String, file: String)] = []
    /// Per style name, its sources' data files by source name (`mbtiles://{id}` resolved).
    var styleSources: [String: [String: String]] = [:]
    /// Tile files by data id.
    var data: [(id: String, file: String)] = []
    /// tileserver-gl's `maxSize` and `maxScaleFactor`.
    var maxSize: Int?, maxScaleFactor: Int?
    /// The keys read and not used, for a note at start.
    var unused: [String] = []

    /// Reads `path`; errors name `--config` and the key.
    static func read(_ path: String) throws(MapSnapError) -> ServeConfig {
        func failure(_ key: String, _ message: String) -> MapSnapError {
            MapSnapError(field: "--config", message: "\(path): \(key.isEmpty ? "" : key + ": ")\(message)")
        }
        let bytes: [UInt8]
        do { bytes = try RegularFile.bytes(path) } catch { throw failure("", "cannot be read: \(error.message)") }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw failure(error.path, error.message)
        }
        guard case .object(let top) = root else { throw failure("", "is \(root.brief), not a tileserver-gl config object") }
        var config = ServeConfig()
        func object(_ value: JSONValue?, _ key: String) throws(MapSnapError) -> JSONObject {
            switch value {
            case nil: return JSONObject()
            case .object(let object)?: return object
            case let other?: throw failure(key, "is \(other.brief), not an object")
            }
        }
        func string(_ value: JSONValue?, _ key: String) throws(MapSnapError) -> String? {
            switch value {
            case nil: return nil
            case .string(let text)? where !text.isEmpty: return text
            case let other?: throw failure(key, "is \(other.brief), not a file name")
            }
        }
        func whole(_ value: JSONValue?, _ key: String, in range: ClosedRange<Int>) throws(MapSnapError) -> Int? {
            guard let value else { return nil }
            guard case .number(let number) = value, number == number.rounded(), range.contains(Int(number)) else {
                throw failure(key, "is \(value.brief), not a whole number in \(range.lowerBound)...\(range.upperBound)")
            }
            return Int(number)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let options = try object(top["options"], "options")
        let paths = try object(options["paths"], "options.paths")
        // An empty path is the folder it is relative to, as tileserver-gl's own example writes "root": ""; an
        // absolute one stands alone.
        func pathEntry(_ key: String) throws(MapSnapError) -> String? {
            if case .string("")? = paths[key] { return nil }
            return try string(paths[key], "options.paths.\(key)")
        }
        func resolved(_ name: String, in base: URL) -> URL {
            name.hasPrefix("/") ? URL(fileURLWithPath: name) : base.appendingPathComponent(name)
        }
        let rootFolder = try pathEntry("root").map { resolved($0, in: folder) } ?? folder
        func under(_ key: String) throws(MapSnapError) -> URL {
            try pathEntry(key).map { resolved($0, in: rootFolder) } ?? rootFolder
        }
        let stylesFolder = try under("styles"), mbtilesFolder = try under("mbtiles"), pmtilesFolder = try under("pmtiles")
        config.maxSize = try whole(options["maxSize"], "options.maxSize", in: 1...100_000)
        config.maxScaleFactor = try whole(options["maxScaleFactor"], "options.maxScaleFactor", in: 1...4)
        config.unused += options.entries.map(\.key).filter { !["paths", "maxSize", "maxScaleFactor"].contains($0) }.map { "options.\($0)" }
        config.unused += paths.entries.map(\.key).filter { !["root", "styles", "mbtiles", "pmtiles"].contains($0) }.map { "options.paths.\($0)" }

        for (id, value) in try object(top["data"], "data").entries {
            guard NamedFiles.isName(id) else { throw failure("data", "\"\(id.prefix(60))\" is not a data id (letters, digits, - and _)") }
            let entry = try object(value, "data.\(id)")
            if let file = try string(entry["mbtiles"], "data.\(id).mbtiles") {
                config.data.append((id, resolved(file, in: mbtilesFolder).path))
            } else if let file = try string(entry["pmtiles"], "data.\(id).pmtiles") {
                config.data.append((id, resolved(file, in: pmtilesFolder).path))
            } else {
                throw failure("data.\(id)", "names no mbtiles or pmtiles file")
            }
            config.unused += entry.entries.map(\.key).filter { !["mbtiles", "pmtiles"].contains($0) }.map { "data.\(id).\($0)" }
        }
        for (name, value) in try object(top["styles"], "styles").entries {
            guard NamedFiles.isName(name) else { throw failure("styles", "\"\(name.prefix(60))\" is not a style name (letters, digits, - and _)") }
            let entry = try object(value, "styles.\(name)")
            guard let file = try string(entry["style"], "styles.\(name).style") else { throw failure("styles.\(name)", "names no style file") }
            let stylePath = resolved(file, in: stylesFolder).path
            config.styles.append((name, stylePath))
            config.styleSources[name] = try sources(of: stylePath, data: config.data, style: name, failure: failure)
            config.unused += entry.entries.map(\.key).filter { $0 != "style" }.map { "styles.\(name).\($0)" }
        }
        config.unused += top.entries.map(\.key).filter { !["options", "styles", "data"].contains($0) }
        return config
    }

    /// The style's vector sources written `mbtiles://{id}` or `pmtiles://{id}`, mapped to data `id`'s file.
    private static func sources(of stylePath: String, data: [(id: String, file: String)], style: String,
                                failure: (String, String) -> MapSnapError) throws(MapSnapError) -> [String: String] {
        guard let bytes = try? RegularFile.bytes(stylePath), case .object(let document)? = try? JSONParser.parse(bytes),
              case .object(let sources)? = document["sources"] else { return [:] }
        var mapped: [String: String] = [:]
        for (name, value) in sources.entries {
            guard case .object(let source) = value, case .string(let url)? = source["url"] else { continue }
            for scheme in ["mbtiles://{", "pmtiles://{"] where url.hasPrefix(scheme) && url.hasSuffix("}") {
                let id = String(url.dropFirst(scheme.count).dropLast())
                guard let file = data.first(where: { $0.id == id })?.file else {
                    throw failure("styles.\(style)", "source \(name) reads data \"\(id)\", which the config's data does not name")
                }
                mapped[name] = file
            }
        }
        return mapped
    }
}
