import CommandLineKit
import Foundation
import Geo
import MapSnap
import PlaceSearch
import StrictJSON

/// Options shared by the place commands: `--near LAT,LON`, `--span DLAT,DLON`, `--data`, `--json`, `--limit`,
/// `--language CODE`.
struct PlaceOptions {
    var region: CoordinateRegion?
    var language: String?
    var data = MapData.builtIn
    var json = false
    var limit = 10

    static func read(_ arguments: inout Arguments, defaultLimit: Int) throws(MapSnapError) -> PlaceOptions {
        var options = PlaceOptions()
        options.limit = defaultLimit
        options.region = try OptionValue.region(near: try arguments.option("--near"), span: try arguments.option("--span"), nearField: "--near", spanField: "--span")
        options.data = try DataOption.resolve(try arguments.option("--data"), tiles: try arguments.option("--tiles"))
        options.json = try arguments.flag("--json")
        if let language = try arguments.option("--language") {
            guard AlternateName.isLanguageCode(Substring(language)) else {
                throw MapSnapError(field: "--language", message: "\"\(language)\" is not a language code such as en, fi or sv")
            }
            options.language = language
        }
        if let limit = try arguments.option("--limit") {
            guard let value = Int(limit), value >= 1, value <= 1000 else {
                throw MapSnapError(field: "--limit", message: "\"\(limit)\" must be a whole number from 1 to 1000")
            }
            options.limit = value
        }
        return options
    }
}

/// `mapsnap search`.
enum SearchCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        var options = try PlaceOptions.read(&arguments, defaultLimit: 10)
        let thumbnails = try arguments.option("--thumbnails")
        let sizeText = try arguments.option("--size")
        let scaleText = try arguments.option("--scale")
        let required = try arguments.flag("--required-region")
        let words = try arguments.positionals()
        guard !words.isEmpty else { throw MapSnapError(field: "query", message: "missing (e.g. mapsnap search \"pizza\")") }
        var request = LocalSearch.Request(naturalLanguageQuery: words.joined(separator: " "), region: options.region)
        request.limit = options.limit
        request.resultLanguage = options.language
        if required {
            guard options.region != nil else { throw MapSnapError(field: "--required-region", message: "needs --near") }
            request.regionPriority = .required
        }
        if let thumbnails {
            var size = Size(width: 256, height: 256)
            if let sizeText {
                guard let parsed = Size(parsing: sizeText) else { throw MapSnapError(field: "--size", message: "\"\(sizeText)\" is not WIDTHxHEIGHT") }
                size = parsed
            }
            let scale = try scaleText.map { (text) throws(MapSnapError) in try OptionValue.double(text, option: "--scale") } ?? 2
            try MapSnapshotter.validate(size: size, scale: scale)
            options.json = options.json || false
            let response = try LocalSearch(data: options.data).run(request)
            guard !response.mapItems.isEmpty else { FileHandle.standardError.write(Data("mapsnap: no results\n".utf8)); return .negative }
            try SearchThumbnails.write(response.mapItems, to: thumbnails, size: size, scale: scale, data: options.data)
            print("wrote \(response.mapItems.count) thumbnails and index.json to \(thumbnails)")
            return .success
        }
        guard sizeText == nil, scaleText == nil else { throw MapSnapError(field: "--size", message: "only with --thumbnails") }
        let response = try LocalSearch(data: options.data).run(request)
        if options.json {
            print(JSONValue.array(response.mapItems.map(\.json)).serialized())
        } else if !response.mapItems.isEmpty {
            PlaceTable.lines(response.mapItems, near: options.region?.center).forEach { print($0) }
        }
        if response.mapItems.isEmpty {
            FileHandle.standardError.write(Data("mapsnap: no results for \"\(request.naturalLanguageQuery.prefix(80))\"\n".utf8))
            return .negative
        }
        return .success
    }
}

/// `mapsnap complete`.
enum CompleteCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        let options = try PlaceOptions.read(&arguments, defaultLimit: 8)
        let fragment = try arguments.positionals().joined(separator: " ")
        guard !fragment.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw MapSnapError(field: "fragment", message: "is empty; type the start of a name, a category or an address")
        }
        var completer = try LocalSearchCompleter(data: options.data, region: options.region)
        completer.limit = options.limit
        completer.resultLanguage = options.language
        let completions = completer.completions(for: fragment)
        if options.json {
            print(JSONValue.array(completions.map(\.json)).serialized())
        } else {
            completions.forEach { print($0.textLine) }
        }
        return completions.isEmpty ? .negative : .success
    }
}

/// `mapsnap geocode` and `mapsnap reverse`.
enum GeocodeCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: spec)
        let options = try PlaceOptions.read(&arguments, defaultLimit: 5)
        let text = try arguments.positionals().joined(separator: " ")
        let geocoder = try Geocoder(data: options.data)
        let items: [MapItem]
        do {
            items = Array(try geocoder.geocode(text, region: options.region).prefix(options.limit))
        } catch {
            throw MapSnapError(error)
        }
        if options.json { print(JSONValue.array(items.map(\.json)).serialized()) } else if !items.isEmpty { PlaceTable.lines(items, near: options.region?.center).forEach { print($0) } }
        return items.isEmpty ? .negative : .success
    }

    static func reverse(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens, spec: reverseSpec)
        let data = try DataOption.resolve(try arguments.option("--data"), tiles: try arguments.option("--tiles"))
        let json = try arguments.flag("--json")
        let positionals = try arguments.positionals()
        guard positionals.count == 1 else { throw MapSnapError(field: "coordinate", message: "expected one LAT,LON (e.g. 60.1699,24.9384)") }
        let coordinate = try OptionValue.coordinate(positionals[0], option: "coordinate")
        let result = try Geocoder(data: data).reverse(coordinate)
        if json {
            print(result.json.serialized())
        } else {
            result.textLines.forEach { print($0) }
        }
        let found = result.address != nil || result.street != nil || result.place != nil
        if !found { FileHandle.standardError.write(Data("mapsnap: nothing known near \(coordinate)\n".utf8)) }
        return found ? .success : .negative
    }
}

