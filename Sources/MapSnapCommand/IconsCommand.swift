import CommandLineKit
import Geo
import MapRender
import MapSnap

/// `mapsnap icons`: writes the contact sheet of built-in icons, or lists their names.
enum IconsCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        let list = try arguments.flag("--list")
        let output = try arguments.option("-o", "--output")
        let scaleText = try arguments.option("--scale")
        _ = try arguments.positionals()
        if list || output == nil {
            print(BuiltinIcons.names.joined(separator: "\n"))
            return .success
        }
        let scale = try scaleText.map { (text) throws(MapSnapError) in try OptionValue.double(text, option: "--scale") } ?? 2
        guard MapSnapshotter.scaleRange.contains(scale) else {
            throw MapSnapError(field: "--scale", message: "\(formatted(scale)) is outside 1...6")
        }
        try IconSheet.write(to: output ?? "", scale: scale)
        return .success
    }
}
