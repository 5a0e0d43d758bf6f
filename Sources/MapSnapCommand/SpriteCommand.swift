import CommandLineKit
import Geo
import MapSnap

/// `mapsnap sprite`: builds a style's sprite sheets from SVG icons.
enum SpriteCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        let output = try arguments.option("-o", "--output")
        let positionals = try arguments.positionals()
        guard positionals.count == 1, let directory = positionals.first else {
            throw MapSnapError(field: "ICONS_DIR", message: positionals.isEmpty ? "missing (the folder of .svg icons)" : "give one folder, got \(positionals.count)")
        }
        guard let output, !output.isEmpty else { throw MapSnapError(field: "-o", message: "missing (the sheets' path without .png/.json)") }
        let count = try SpriteFiles.write(iconsDirectory: directory, base: output)
        print("\(count) icons: \(output).png, \(output).json, \(output)@2x.png, \(output)@2x.json")
        return .success
    }
}
