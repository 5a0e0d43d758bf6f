import CairoCanvas
import CommandLineKit
import Geo
import MapSnap

/// `mapsnap style check`: what of a style is not drawn as written.
enum StyleCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        let dataText = try arguments.option("--data")
        let tilesText = try arguments.option("--tiles")
        let sourceFiles = try NamedFiles.parse(try arguments.options("--source"), option: "--source", kind: "source")
        let positionals = try arguments.positionals()
        guard positionals.first == "check" else {
            throw MapSnapError(field: "style", message: positionals.first.map { "unknown subcommand \"\($0)\" (check)" } ?? "missing subcommand (check)")
        }
        guard positionals.count == 2 else {
            throw MapSnapError(field: "STYLE", message: positionals.count < 2 ? "missing (the style JSON file)" : "give one style, got \(positionals.count - 1)")
        }
        let path = positionals[1]
        let fonts: FontLibrary
        do {
            fonts = try FontLibrary.shared.get()
        } catch {
            throw MapSnapError(error)
        }
        let style = try StyleLibrary.style(path, fonts: fonts, data: try DataOption.resolve(dataText, tiles: tilesText),
                                           sourceFiles: Dictionary(uniqueKeysWithValues: sourceFiles.map { ($0.name, $0.file) }))
        for line in style.notDrawn { print(line) }
        if style.notDrawn.isEmpty { print("\(path): every layer and property is drawn as written") }
        return style.notDrawn.isEmpty ? .success : .negative
    }
}
