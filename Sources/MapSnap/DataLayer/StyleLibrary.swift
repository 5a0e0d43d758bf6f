import BinaryData
import CairoCanvas
import Foundation
import MapRender
import MapStyle
import StrictJSON

/// Base-map styles by name or file.
public enum StyleLibrary {
    /// A style by built-in name (`default`, `dark`, `muted`) or file path; a file's local sprites are loaded from
    /// beside it (what cannot be found is reported in `notDrawn`, as the style's other unsupported parts are).
    public static func style(_ nameOrPath: String) throws(MapSnapError) -> Style {
        if let builtin = BuiltinStyles.style(named: nameOrPath) { return builtin }
        guard nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") else {
            throw MapSnapError(field: "style", message: "\"\(nameOrPath)\" is not a built-in style (\(BuiltinStyles.names.joined(separator: ", "))) nor a .json file")
        }
        let bytes = try Scene.readFile(nameOrPath, field: "style")
        var style: Style
        do {
            style = try StyleParser.parse(bytes, name: URL(fileURLWithPath: nameOrPath).deletingPathExtension().lastPathComponent)
        } catch {
            throw MapSnapError(field: "style (\(nameOrPath))", message: error.description)
        }
        // What the drawing does not draw as written: properties not drawn yet, values drawn otherwise.
        style.notDrawn += DrawnStyleProperties.notes(for: style)
        style.directory = URL(fileURLWithPath: nameOrPath).deletingLastPathComponent().path
        try loadSprites(into: &style, directory: style.directory)
        return style
    }

    /// The style as `style(_:)` reads it, with the `text-font` names missing from `fonts` added to `notDrawn`: every
    /// part of the style MapSnap will not draw as written, the list `mapsnap style check` prints.
    public static func style(_ nameOrPath: String, fonts: FontLibrary) throws(MapSnapError) -> Style {
        var style = try style(nameOrPath)
        style.notDrawn.insert(contentsOf: StyleFontReport.missing(in: style, families: fonts.familyNames), at: 0)
        return style
    }

    /// The style as drawn over `data` with `sourceFiles` (`--source NAME=FILE`): as `style(_:fonts:)`, with what its
    /// sources report (`StyleSources`; a remote source nothing maps is reported, not an error).
    public static func style(_ nameOrPath: String, fonts: FontLibrary, data: MapData, sourceFiles: [String: String] = [:]) throws(MapSnapError) -> Style {
        var style = try style(nameOrPath, fonts: fonts)
        style.notDrawn.insert(contentsOf: try StyleSources.drawingData(for: style, data: data, files: sourceFiles, remoteIsError: false).notes, at: 0)
        return style
    }

    /// Loads the sheets of the style's local sprites (`BASE.json` with `BASE.png`, and `BASE@2x.json` with
    /// `BASE@2x.png`). A remote sprite, or one with neither file, is noted as not drawn; a damaged index is an error.
    static func loadSprites(into style: inout Style, directory: String) throws(MapSnapError) {
        var notes: [String] = []
        defer { style.notDrawn.insert(contentsOf: notes, at: 0) }
        for (index, reference) in style.sprite.enumerated() {
            let path = style.sprite.count == 1 && reference.id == "default" ? "sprite" : "sprite[\(index)]"
            guard !reference.isRemote else {
                notes.append("\(path): \(reference.url) is remote and MapSnap does not fetch; icons are not drawn (save the sprite beside the style and name its path)")
                continue
            }
            let base = reference.localBase(relativeTo: directory)
            var found = false
            for (suffix, ratio) in [("", 1.0), ("@2x", 2.0)] {
                let indexPath = "\(base)\(suffix).json", imagePath = "\(base)\(suffix).png"
                guard FileManager.default.fileExists(atPath: indexPath) else { continue }
                let bytes = try Scene.readFile(indexPath, field: path)
                guard FileManager.default.fileExists(atPath: imagePath) else {
                    throw MapSnapError(field: path, message: "\(imagePath) is missing beside \(indexPath)")
                }
                do {
                    let images = try SpriteSheet.parseIndex(bytes)
                    style.spriteSheets.append(SpriteSheet(id: reference.id, imagePath: imagePath, pixelRatio: ratio, images: images))
                } catch {
                    throw MapSnapError(field: "\(path) (\(indexPath))", message: error.description)
                }
                found = true
            }
            if !found { notes.append("\(path): no \(base).json nor \(base)@2x.json; icons are not drawn") }
        }
        notes += SpriteImageReport.missing(in: style)
    }

    /// The local files a style file names that exist (its sprite sheets and tile files), without reading the rest.
    public static func referencedFiles(ofStyleFile path: String) -> [String] {
        guard let data = try? RegularFile.bytes(path), let root = try? JSONParser.parse(data),
              var object = try? JSONNode(root).object() else { return [] }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var files: [String] = []
        if let sprite = object.optional("sprite"), let references = try? SpriteReference.parse(sprite) {
            files += references.filter { !$0.isRemote }.flatMap { reference in
                let base = reference.localBase(relativeTo: directory)
                return ["", "@2x"].flatMap { ["\(base)\($0).json", "\(base)\($0).png"] }
            }
        }
        if let sources = object.optional("sources"), let parsed = try? StyleSource.parse(sources) {
            files += parsed.compactMap { $0.localTileFile(relativeTo: directory) }
            let documents = parsed.compactMap { $0.localTileJSON(relativeTo: directory) }
            files += documents + documents.compactMap { try? TileJSONFile.tileFile($0, field: "sources") }
        }
        return files.filter { FileManager.default.fileExists(atPath: $0) }
    }
}
