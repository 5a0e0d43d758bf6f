import CairoCanvas
import Foundation
import Geo
import MapRender
import MapSnap
import Testing

/// Maps drawn and styles read in the test's own process, as `mapsnap render` draws one from its flags and `mapsnap
/// style check` reads a style, for the tests whose subject is the drawing rather than the command line: no process
/// is started and no file written. The command line's own tests (`CLI.run`) keep covering the flags' parsing and
/// the files and exit statuses.
enum InProcess {
    /// A drawn map: its pixels, its layout report as `--layout-json` writes it, and the warnings `render` prints (what
    /// the style does not draw, a map reaching past its data, the data's own notes).
    struct Map {
        let image: RGBAImage
        let layout: [String: Any]
        let warnings: [String]
    }

    /// Draws a PNG map from `render`'s flags: `--data`, `--tiles` and `--source NAME=FILE`, and the quick-map flags
    /// (`--center`, `--span`, `--size`, `--scale`, `--style`, `--marker` …); 800x600 unless `--size` says otherwise.
    static func render(_ flags: [String]) throws -> Map {
        var data: String?, tiles: String?, sources: [String: String] = [:], parameters: [(name: String, value: String)] = []
        var index = 0
        while index < flags.count {
            let name = String(flags[index].dropFirst(2))
            let takesValue = QuickMapSpec.parameters.first { $0.name == name }?.value != nil || ["data", "tiles", "source"].contains(name)
            let value = takesValue ? try #require(flags.indices.contains(index + 1) ? flags[index + 1] : nil, "\(flags[index]) needs a value") : "true"
            index += takesValue ? 2 : 1
            switch name {
            case "data": data = value
            case "tiles": tiles = value
            case "source":
                let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
                sources[parts[0]] = parts.count > 1 ? parts[1] : ""
            default: parameters.append((name, value))
            }
        }
        var options = MapSnapshotter.Options()
        options.size = Size(width: 800, height: 600)
        try QuickMapSpec(parameters: parameters, fieldPrefix: "--").apply(to: &options)
        options.styleSources = sources
        let mapData = try MapData.selected(path: data, tiles: tiles, environment: [:])
        let snapshotter = try MapSnapshotter(options: options, data: mapData)
        var warnings = mapData.warnings
        if options.style != nil, let notDrawn = try snapshotter.baseMap()?.style.notDrawn { warnings += notDrawn }
        if let coverage = try snapshotter.dataCoverage() { warnings.append(coverage.warning) }
        let (bytes, report) = try snapshotter.encoded(as: .png)
        let layout = try JSONSerialization.jsonObject(with: Data(report.json(scale: options.scale, size: options.size).serialized().utf8))
        return Map(image: try PNGCodec.decode(bytes), layout: try #require(layout as? [String: Any]), warnings: warnings)
    }

    /// What `style check STYLE [--tiles TILES]` lists for the style: every part not drawn as written (empty: all of it is).
    static func notDrawn(style: String, tiles: String? = nil) throws -> [String] {
        try StyleLibrary.style(style, fonts: FontLibrary.shared.get(), data: MapData.selected(path: nil, tiles: tiles, environment: [:])).notDrawn
    }
}

/// Expects `style check STYLE` to find nothing that is not drawn as written.
func expectDrawnAsWritten(_ style: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let notDrawn = try InProcess.notDrawn(style: style)
    #expect(notDrawn.isEmpty, "\(notDrawn)", sourceLocation: sourceLocation)
}
