import Foundation
import MapSnap

/// `mapsnap render`: a scene file and/or flags in, an image file out.
enum RenderCommand {
    static func run(_ tokens: [String]) throws -> ExitCode {
        var arguments = Arguments(tokens)
        if arguments.flag("--help", "-h") {
            print(HelpText.render)
            return .success
        }
        guard let output = try arguments.option("-o", "--output") else {
            throw MapSnapError(field: "-o", message: "missing output path (e.g. -o map.png)")
        }
        let formatText = try arguments.option("--format")
        let centerText = try arguments.option("--center")
        let spanText = try arguments.option("--span")
        let sizeText = try arguments.option("--size")
        let scaleText = try arguments.option("--scale")
        let polylines = try arguments.options("--polyline")
        let precisionText = try arguments.option("--precision")
        let lineColorText = try arguments.option("--line-color")
        let lineWidthText = try arguments.option("--line-width")
        let geoJSONFiles = try arguments.options("--geojson")
        let fit = arguments.flag("--fit")
        let paddingText = try arguments.option("--padding")
        let backgroundText = try arguments.option("--background")
        let attributionText = try arguments.option("--attribution")
        let markers = try arguments.options("--marker")
        let styleText = try arguments.option("--style")
        let dataText = try arguments.option("--data")
        let poiText = try arguments.option("--poi")
        let layoutJSON = try arguments.option("--layout-json")
        let positionals = try arguments.positionals()
        guard positionals.count <= 1 else {
            throw MapSnapError(field: "scene", message: "expected one scene file, got \(positionals.count): \(positionals.joined(separator: " "))")
        }

        var scene = try positionals.first.map { (path) throws(MapSnapError) in try Scene.load(path: path) }
            ?? Scene(options: MapSnapshotter.Options())
        var options = scene.options
        if positionals.isEmpty { options.size = Size(width: 800, height: 600) }
        if let sizeText {
            guard let size = Size(parsing: sizeText) else { throw MapSnapError(field: "--size", message: "\"\(sizeText)\" is not WIDTHxHEIGHT (e.g. 800x600)") }
            options.size = size
        }
        if let scaleText { options.scale = try OptionValue.double(scaleText, option: "--scale") }
        if let centerText {
            let center = try OptionValue.coordinate(centerText, option: "--center")
            var span = options.region?.span ?? CoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)
            if let spanText {
                let (latitudeDelta, longitudeDelta) = try OptionValue.pair(spanText, option: "--span", shape: "latitudeDelta,longitudeDelta")
                span = CoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
                do { try span.validate() } catch { throw MapSnapError(field: "--span", message: "\(error.field) \(error.message)") }
            }
            options.region = CoordinateRegion(center: center, span: span)
        } else if spanText != nil {
            throw MapSnapError(field: "--span", message: "needs --center as well")
        }
        var lineStyle = LineStyle()
        if let lineColorText { lineStyle.strokeColor = try OptionValue.color(lineColorText, option: "--line-color") }
        if let lineWidthText {
            let width = try OptionValue.double(lineWidthText, option: "--line-width")
            guard width > 0, width <= 200 else { throw MapSnapError(field: "--line-width", message: "\(formatted(width)) is outside 0...200") }
            lineStyle.lineWidth = width
        }
        let precision = try precisionText.map { (text) throws(MapSnapError) -> Int in
            guard let value = Int(text), value == 5 || value == 6 else { throw MapSnapError(field: "--precision", message: "\"\(text)\" must be 5 or 6") }
            return value
        } ?? 5
        for text in polylines {
            options.overlays.append(.polyline(PolylineOverlay(coordinates: try quickPolyline(text, precision: precision), style: lineStyle)))
        }
        for file in geoJSONFiles {
            let content = try GeoJSONFile.content(path: file, field: "--geojson \(file)")
            options.overlays += content.overlays
            options.annotations += content.annotations
        }
        if let styleText { options.style = styleText == "none" ? nil : styleText }
        if let dataText { options.dataPath = dataText }
        if let poiText {
            switch poiText {
            case "all": options.pointsOfInterest = .all
            case "none": options.pointsOfInterest = .none
            default:
                let names = Set(poiText.split(separator: ",").map(String.init))
                if let unknown = names.first(where: { BuiltinIcons.asset(named: $0) == nil }) {
                    throw MapSnapError(field: "--poi", message: "\"\(unknown)\" is not a point-of-interest category (all, none, or built-in icon names such as cafe,restaurant)")
                }
                options.pointsOfInterest = .including(names)
            }
        }
        for spec in markers {
            options.annotations.append(try QuickMarker.parse(spec))
        }
        if fit { options.region = nil }
        if let paddingText {
            let padding = try OptionValue.double(paddingText, option: "--padding")
            guard padding >= 0 else { throw MapSnapError(field: "--padding", message: "\(formatted(padding)) must not be negative") }
            options.padding = EdgeInsets(all: padding)
        }
        if let backgroundText { options.background = try OptionValue.color(backgroundText, option: "--background") }
        if let attributionText { options.attribution.text = attributionText }
        scene.options = options

        let format: ImageFormat
        if let formatText {
            guard let chosen = ImageFormat(rawValue: formatText.lowercased()) else {
                throw MapSnapError(field: "--format", message: "\"\(formatText)\" is not one of png, pdf, svg")
            }
            format = chosen
        } else if let fromExtension = ImageFormat(pathExtension: output) {
            format = fromExtension
        } else if let sceneFormat = scene.format {
            format = sceneFormat
        } else {
            throw MapSnapError(field: "-o", message: "\"\(output)\" has no .png, .pdf or .svg extension; add one or pass --format")
        }
        let snapshotter = try MapSnapshotter(options: scene.options)
        let (bytes, report) = try snapshotter.encoded(as: format)
        if let layoutJSON {
            let text = report.json(scale: format == .png ? options.scale : 1, size: options.size).serialized() + "\n"
            try AtomicFile.write(Array(text.utf8), to: layoutJSON)
        }
        try AtomicFile.write(bytes, to: output)
        return .success
    }

    /// An encoded polyline, or coordinates as "LAT,LON LAT,LON ..." (also separated by ';').
    static func quickPolyline(_ text: String, precision: Int) throws(MapSnapError) -> [Coordinate] {
        let pairs = text.split(whereSeparator: { $0 == " " || $0 == ";" })
        let coordinates: [Coordinate]
        if pairs.count > 1 || (pairs.first?.contains(",") ?? false) && pairs.first.map({ Double($0.split(separator: ",").first ?? "") != nil }) == true {
            coordinates = try pairs.map { (pair) throws(MapSnapError) in try OptionValue.coordinate(String(pair), option: "--polyline") }
        } else {
            do {
                coordinates = try PolylineCodec.decode(text, precision: precision)
            } catch {
                throw MapSnapError(field: "--polyline", message: error.message)
            }
            if let bad = coordinates.first(where: { !$0.isValid }) {
                throw MapSnapError(field: "--polyline", message: "decodes to \(bad), outside the globe (wrong --precision?)")
            }
        }
        guard coordinates.count >= 2 else {
            throw MapSnapError(field: "--polyline", message: "\"\(text)\" has \(coordinates.count) coordinates; a line needs at least 2")
        }
        return coordinates
    }
}
