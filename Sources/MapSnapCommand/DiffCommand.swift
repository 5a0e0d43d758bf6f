import CommandLineKit
import Foundation
import Geo
import MapRender
import MapSnap

/// `mapsnap diff`: compares two PNG files pixel by pixel.
enum DiffCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        var tolerance = ImageDiff.Tolerance()
        if let text = try arguments.option("--tolerance") {
            guard let value = Int(text), (0...255).contains(value) else {
                throw MapSnapError(field: "--tolerance", message: "\"\(text)\" is not a whole number in 0...255")
            }
            tolerance.channel = value
        }
        if let text = try arguments.option("--max-differing") {
            let value = try OptionValue.double(text, option: "--max-differing")
            guard (0...1).contains(value) else { throw MapSnapError(field: "--max-differing", message: "\(formatted(value)) is outside 0...1") }
            tolerance.pixelFraction = value
        }
        let diffOutput = try arguments.option("--diff-out")
        let files = try arguments.positionals()
        guard files.count == 2 else {
            throw MapSnapError(field: "files", message: "expected two PNG files, got \(files.count)")
        }
        let expected = try ImageFile.readPNG(files[0])
        let actual = try ImageFile.readPNG(files[1])
        let diff = ImageDiff(expected: expected, actual: actual, tolerance: tolerance)
        if let diffOutput, let image = diff.diffImage {
            try ImageFile.writePNG(image, to: diffOutput)
        }
        if diff.matches {
            print("same: \(diff.summary)")
            return .success
        }
        let detail = diff.sizeMismatch ? "sizes differ: \(expected.width)x\(expected.height) vs \(actual.width)x\(actual.height)" : diff.summary
        print("different: \(detail)")
        return .negative
    }
}
