import CairoCanvas
import MapRender
import MapStyle

/// The files a map reads, so that no output of the same run can replace one of them.
public enum RunInputs {
    /// Every file drawing `scene` over `data` may read: the files the scene names (with their JSON paths), then
    /// those of `files(options:data:)`.
    public static func files(scene: Scene, data: MapData, dataField: String = "data", tilesField: String = "tiles",
                             resources: RenderResources? = nil) -> [InputFile] {
        scene.inputFiles + files(options: scene.options, data: data, dataField: dataField, tilesField: tilesField, resources: resources)
    }

    /// Every file drawing `options` over `data` may read: a style file, the image files of annotations and callouts,
    /// the data with its tiles and world layer (named `dataField` and `tilesField`), and the font files. A style's
    /// list of files comes from `resources` when given (read once while the style file stays as it was).
    public static func files(options: MapSnapshotter.Options, data: MapData, dataField: String = "data", tilesField: String = "tiles",
                             resources: RenderResources? = nil) -> [InputFile] {
        var files: [InputFile] = []
        if let style = options.style, BuiltinStyles.style(named: style) == nil {
            files.append(InputFile(field: "style", path: style))
            let referenced = resources?.referencedFiles(ofStyleFile: style) ?? StyleLibrary.referencedFiles(ofStyleFile: style)
            files += referenced.map { InputFile(field: "style's \(style)", path: $0) }
        }
        for (name, file) in options.styleSources.sorted(by: { $0.key < $1.key }) {
            files.append(InputFile(field: "--source \(name)", path: file))
            if let tiles = try? TileJSONFile.tileFile(file, field: name), tiles != file { files.append(InputFile(field: "--source \(name)", path: tiles)) }
        }
        for (index, annotation) in options.annotations.enumerated() {
            let field = "annotations[\(index)]"
            var assets: [ImageAsset?] = [annotation.callout?.leftAccessory, annotation.callout?.rightAccessory]
            switch annotation.kind {
            case .marker(let style): assets += [style.glyphImage, style.selectedGlyphImage]
            case .image(let asset, _, _, _): assets.append(asset)
            case .pin, .dot, .userLocation: break
            }
            for case .file(let path)? in assets.map({ $0?.source }) { files.append(InputFile(field: field, path: path)) }
        }
        files += data.inputFiles(dataField: dataField, tilesField: tilesField)
        files += FontLibrary.candidateFiles.map { InputFile(field: "font", path: $0) }
        return files
    }
}
