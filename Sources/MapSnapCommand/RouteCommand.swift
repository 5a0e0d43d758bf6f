import CommandLineKit
import Foundation
import Geo
import MapRender
import MapSnap
import StrictJSON

/// `mapsnap route`: directions between places, printed, as JSON/GeoJSON, or drawn.
enum RouteCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        guard let from = try arguments.option("--from") else { throw MapSnapError(field: "--from", message: "missing (a place or LAT,LON)") }
        guard let to = try arguments.option("--to") else { throw MapSnapError(field: "--to", message: "missing (a place or LAT,LON)") }
        let vias = try arguments.options("--via")
        let transportText = try arguments.option("--transport")
        let json = try arguments.flag("--json")
        let geojson = try arguments.flag("--geojson")
        let alternatives = try arguments.flag("--alternatives")
        let showSteps = try arguments.flag("--steps")
        let precisionText = try arguments.option("--precision")
        let languageText = try arguments.option("--language")
        let output = try arguments.option("-o", "--output")
        let sizeText = try arguments.option("--size")
        let scaleText = try arguments.option("--scale")
        let styleText = try arguments.option("--style")
        let data = try DataOption.resolve(try arguments.option("--data"), tiles: try arguments.option("--tiles"))
        _ = try arguments.positionals().first.map { (extra: String) throws(MapSnapError) in
            throw MapSnapError(field: extra, message: "unexpected argument (see mapsnap route --help)")
        }
        var request = RouteLibrary.Request(from: .init(parsing: from), to: .init(parsing: to))
        request.stops = vias.map { .init(parsing: $0) }
        request.alternatives = alternatives
        if let transportText { request.transport = try OptionValue.transport(transportText, field: "--transport") }
        if let languageText { request.language = try OptionValue.language(languageText, field: "--language") }
        let precision = try precisionText.map { (text) throws(MapSnapError) -> Int in
            guard let value = Int(text), value == 5 || value == 6 else { throw MapSnapError(field: "--precision", message: "\"\(text)\" must be 5 or 6") }
            return value
        } ?? 5

        if let output {
            var options = MapSnapshotter.Options()
            options.size = try sizeText.map { (text) throws(MapSnapError) -> Size in
                guard let size = Size(parsing: text) else { throw MapSnapError(field: "--size", message: "\"\(text)\" is not WIDTHxHEIGHT") }
                return size
            } ?? Size(width: 800, height: 600)
            options.scale = try scaleText.map { (text) throws(MapSnapError) in try OptionValue.double(text, option: "--scale") } ?? 2
            if let styleText { options.style = styleText == "none" ? nil : styleText }
            options.route = request
            options.showsRouteSteps = showSteps
            options.padding = EdgeInsets(all: 32)
            guard let format = ImageFormat(pathExtension: output) else {
                throw MapSnapError(field: "-o", message: "\"\(output)\" has no \(ImageFormat.extensionsText) extension")
            }
            try MapSnapshotter(options: options, data: data).write(to: output, format: format, field: "-o")
        }
        let routes = try RouteLibrary.routes(request, data: data)
        if geojson {
            print(RouteJSON.geoJSON(routes).serialized())
        } else if json {
            print(JSONValue.array(routes.map { RouteJSON.json($0, precision: precision) }).serialized())
        } else if output == nil {
            RouteText.lines(routes).forEach { print($0) }
        }
        return .success
    }
}
