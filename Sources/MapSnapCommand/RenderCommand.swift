import CommandLineKit
import Foundation
import Geo
import MapRender
import MapSnap
import StrictJSON

/// `mapsnap render`: a scene file and/or flags in, an image file out.
enum RenderCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        guard let output = try arguments.option("-o", "--output") else {
            throw MapSnapError(field: "-o", message: "missing output path (e.g. -o map.png)")
        }
        let formatText = try arguments.option("--format")
        let dataText = try arguments.option("--data")
        let tilesText = try arguments.option("--tiles")
        let layoutJSON = try arguments.option("--layout-json")
        let altTextPath = try arguments.option("--alt-text")
        let allowedPaths = try arguments.options("--allow-path")
        let sourceFiles = try NamedFiles.parse(try arguments.options("--source"), option: "--source", kind: "source")
        var parameters: [(name: String, value: String)] = []
        for parameter in QuickMapSpec.parameters {
            if parameter.value == nil {
                if try arguments.flag("--" + parameter.name) { parameters.append((parameter.name, "true")) }
            } else {
                parameters += try arguments.options("--" + parameter.name).map { (parameter.name, $0) }
            }
        }
        let spec = try QuickMapSpec(parameters: parameters, fieldPrefix: "--")
        let positionals = try arguments.positionals()
        guard positionals.count <= 1 else {
            throw MapSnapError(field: "scene", message: "expected one scene file, got \(positionals.count): \(positionals.joined(separator: " "))")
        }

        var scene = try positionals.first.map { (path) throws(MapSnapError) in try Scene.load(path: path, allowedRoots: allowedPaths) }
            ?? Scene(options: MapSnapshotter.Options())
        if positionals.isEmpty { scene.options.size = Size(width: 800, height: 600) }
        try spec.apply(to: &scene.options)
        for (name, file) in sourceFiles { scene.options.styleSources[name] = file }
        for index in scene.pages.indices {
            try spec.apply(to: &scene.pages[index].options)
            for (name, file) in sourceFiles { scene.pages[index].options.styleSources[name] = file }
        }
        let data = try DataOption.resolve(dataText ?? scene.dataPath, tiles: tilesText ?? scene.tilesPath)

        let format: ImageFormat
        if let formatText {
            guard let chosen = ImageFormat(name: formatText) else {
                throw MapSnapError(field: "--format", message: "\"\(formatText)\" is not one of \(ImageFormat.namesText)")
            }
            format = chosen
        } else if let fromExtension = ImageFormat(pathExtension: output) {
            format = fromExtension
        } else if let sceneFormat = scene.format {
            format = sceneFormat
        } else {
            throw MapSnapError(field: "-o", message: "\"\(output)\" has no \(ImageFormat.extensionsText) extension; add one or pass --format")
        }
        try MapSnapshotter.check(scene.options.quality, for: format, field: spec.quality == nil ? "quality" : "--quality")
        try MapSnapshotter.check(svgText: scene.options.svgText, for: format, field: spec.svgText ? "--svg-text" : "svgText")
        // Every input of the run; no output may replace one, and the outputs are checked before any drawing.
        let inputs = positionals.map { InputFile(field: "scene", path: $0) } + spec.geoJSONFiles.map { InputFile(field: "--geojson", path: $0) }
            + RunInputs.files(scene: scene, data: data, dataField: "--data", tilesField: "--tiles")
        var outputs = OutputSet(inputs: inputs)
        try outputs.add(output, field: "-o", bytes: [])
        if let layoutJSON { try outputs.add(layoutJSON, field: "--layout-json", bytes: []) }
        if let altTextPath { try outputs.add(altTextPath, field: "--alt-text", bytes: []) }

        if scene.routeAtlas != nil || !scene.pages.isEmpty {
            // An atlas: one PDF, a page per scene (a route atlas: an overview, then the route's strip maps).
            guard format == .pdf else { throw Atlas.notPDF(field: "-o") }
            if layoutJSON != nil { throw MapSnapError(field: "--layout-json", message: "is for one map; an atlas has a page each (leave it out)") }
            let pages = try (Atlas.pages(of: scene, data: data) ?? []).map { (page) throws(MapSnapError) in try MapSnapshotter(options: page, data: data) }
            let atlas = try Atlas.pdf(pages)
            try outputs.setBytes(atlas.bytes, forField: "-o")
            if altTextPath != nil {
                let lines = atlas.altTexts.enumerated().map { "Page \($0.offset + 1): \($0.element)" }
                try outputs.setBytes(Array((lines.joined(separator: "\n") + "\n").utf8), forField: "--alt-text")
            }
            try outputs.commit()
            return .success
        }
        let snapshotter = try MapSnapshotter(options: scene.options, data: data)
        // The style the snapshot draws with (read once, by the snapshotter) says what it does not draw yet.
        if let style = scene.options.style, let notDrawn = try snapshotter.baseMap()?.style.notDrawn, !notDrawn.isEmpty {
            FileHandle.standardError.write(Data("mapsnap: warning: style (\(style)): \(notDrawn.count) things are not drawn yet, e.g. \(notDrawn.prefix(3).joined(separator: "; "))\n".utf8))
        }
        if let coverage = try snapshotter.dataCoverage() {
            FileHandle.standardError.write(Data("mapsnap: warning: \(coverage.warning)\n".utf8))
        }
        let (bytes, report) = try snapshotter.encoded(as: format)
        try outputs.setBytes(bytes, forField: "-o")
        if layoutJSON != nil {
            let drawn = snapshotter.options  // with a print spec applied: the page's size and resolution
            var json = report.json(scale: format.isRaster ? drawn.scale : 1, size: drawn.size)
            if drawn.altText, case .object(var object) = json {
                object.insert(JSONValue.string(try snapshotter.altText(for: report)), for: "altText")
                json = .object(object)
            }
            try outputs.setBytes(Array((json.serialized() + "\n").utf8), forField: "--layout-json")
        }
        if altTextPath != nil { try outputs.setBytes(Array((try snapshotter.altText(for: report) + "\n").utf8), forField: "--alt-text") }
        try outputs.commit()
        return .success
    }
}
