import Foundation
import Geo
import MapRender
import MapStyle

/// The quick-map grammar: a map described by a few named values (`center`, `span`, `size`, `scale`, `marker`,
/// `polyline`, …) instead of a scene file. `mapsnap render --center … --marker …` and the HTTP static-map endpoint
/// both read it, so they accept the same values and give the same errors.
///
/// Parsing (`init(parameters:)`) checks each value's form; `validate()` checks the ranges, in one place.
public struct QuickMapSpec: Sendable {
    /// How a field is named in errors: `--center` on the command line, `center` in a URL.
    public var fieldPrefix: String
    /// Map centre (with `span`, the region).
    public var center: Coordinate?
    /// Latitude and longitude extent around the centre.
    public var span: CoordinateSpan?
    /// The map's zoom as MapLibre styles count it (512-point tiles, as tileserver-gl and Mapbox take it; Google's zoom
    /// is one more): with `center`, the region the image shows at that zoom (instead of a span).
    public var zoom: Double?
    /// Image size in points.
    public var size: Size?
    /// Pixels per point.
    public var scale: Double?
    /// Lines, each as coordinates.
    public var polylines: [[Coordinate]] = []
    /// Style of the lines.
    public var lineStyle = LineStyle()
    /// Markers.
    public var markers: [Annotation] = []
    /// GeoJSON files to draw (command line only).
    public var geoJSONFiles: [String] = []
    /// Fit the map to the content, ignoring any region.
    public var fit = false
    /// Space around fitted content, in points.
    public var padding: Double?
    /// Colour under everything.
    public var background: Color?
    /// Attribution text.
    public var attribution: String?
    /// Base-map style name or file (`none` for no base map).
    public var style: String?
    /// Points of interest on the base map.
    public var pointsOfInterest: PointOfInterestFilter?
    /// PNG encoding.
    public var pngEncoding: PNGEncoding?
    /// JPEG and WebP quality.
    public var quality: LossyQuality?
    /// Scale bar units.
    public var scaleBar: ScaleBar.Units?
    /// Draw a north arrow.
    public var northArrow = false
    /// Draw an automatic legend.
    public var legend = false
    /// The base map's label language.
    public var language: String?
    /// The map's bearing (degrees clockwise from north that point up).
    public var bearing: Double?
    /// SVG labels as `<text>`.
    public var svgText = false
    /// The map's title.
    public var title: String?
    /// The line under the title.
    public var subtitle: String?
    /// Print at a stated scale (with paper, orientation, margin and resolution).
    public var print: PrintSpec?
    /// Print settings given, by name, to check they come with a print scale.
    var printSettings: [String] = []

    /// The names `init(parameters:)` accepts; flags (`fit`, `north-arrow`) take no value on the command line
    /// (`true`/`false` in a URL).
    public static var names: [String] { parameters.map(\.name) }

    /// One parameter of the grammar, declared once for `mapsnap render`'s options and `/v1/static`'s query.
    public struct Parameter: Sendable {
        /// The name (`--center` on the command line, `center=` in a URL).
        public let name: String
        /// The value's placeholder; nil for a flag.
        public let value: String?
        /// Whether it may be given more than once.
        public let repeats: Bool
        /// What it does.
        public let help: String
    }

    /// The parameters, in the order help lists them.
    public static let parameters: [Parameter] = [
        Parameter(name: "center", value: "LAT,LON", repeats: false, help: "centre of the region"),
        Parameter(name: "span", value: "DLAT,DLON", repeats: false, help: "region span in degrees (default 0.05,0.05 with center)"),
        Parameter(name: "zoom", value: "Z", repeats: false,
                  help: "zoom instead of a span, 0...24, with center: as MapLibre styles, tileserver-gl and Mapbox count it (512-point tiles; Google's zoom is one more)"),
        Parameter(name: "bearing", value: "DEGREES", repeats: false,
                  help: "turn the map so this direction (degrees clockwise from north) points up; markers and labels stay upright"),
        Parameter(name: "size", value: "WxH", repeats: false, help: "image size in points (default 800x600, or the scene's)"),
        Parameter(name: "scale", value: "N", repeats: false, help: "pixels per point, 1...6 (default 1)"),
        Parameter(name: "polyline", value: "VALUE", repeats: true, help: "a line: an encoded polyline, or 'LAT,LON LAT,LON ...'"),
        Parameter(name: "precision", value: "5|6", repeats: false, help: "precision of encoded polylines (default 5)"),
        Parameter(name: "line-color", value: "COLOR", repeats: false, help: "colour of polyline lines (default #007AFF)"),
        Parameter(name: "line-width", value: "N", repeats: false, help: "width of polyline lines in points (default 5)"),
        Parameter(name: "marker", value: "'LAT,LON,k=v,…'", repeats: true,
                  help: "a marker; keys: tint, glyph, icon, title, subtitle, selected, callout, cluster, priority"),
        Parameter(name: "geojson", value: "FILE", repeats: true, help: "draw a GeoJSON file with its simplestyle properties (not over HTTP)"),
        Parameter(name: "fit", value: nil, repeats: false, help: "fit the map to the overlays instead of center/span or the scene's region"),
        Parameter(name: "padding", value: "N", repeats: false, help: "padding around fitted content, points (default 24)"),
        Parameter(name: "background", value: "COLOR", repeats: false, help: "background colour (without a base map)"),
        Parameter(name: "attribution", value: "TEXT", repeats: false, help: "attribution text ('' hides it)"),
        Parameter(name: "style", value: "NAME|PATH", repeats: false, help: "base-map style: default, dark, muted, a style JSON file, or none"),
        Parameter(name: "poi", value: "all|none|a,b,…", repeats: false, help: "points of interest on the base map (categories are built-in icon names)"),
        Parameter(name: "png", value: "fast|balanced|small|png8", repeats: false,
                  help: "PNG encoding: compression effort (default balanced: smaller than Mapnik's png32, several times faster), png8 for an 8-bit palette (2-3x smaller, for thumbnails; combine as png8,small)"),
        Parameter(name: "quality", value: "1-100|lossless", repeats: false,
                  help: "JPEG and WebP quality (default: JPEG 85, WebP 80); lossless for WebP"),
        Parameter(name: "svg-text", value: nil, repeats: false,
                  help: "SVG labels as text elements a browser can select and search (not outlines), drawn above everything else"),
        Parameter(name: "scale-bar", value: "metric|imperial|both", repeats: false,
                  help: "a scale bar in the bottom-left corner, true to the ground at its own latitude"),
        Parameter(name: "north-arrow", value: nil, repeats: false, help: "a north arrow in the top-right corner"),
        Parameter(name: "legend", value: nil, repeats: false, help: "a legend of the markers and lines drawn, in the corner it covers least of"),
        Parameter(name: "language", value: "CODE", repeats: false,
                  help: "base-map labels in this language where the data has it (name:CODE: en, sv, de, …), else the data's name"),
        Parameter(name: "title", value: "TEXT", repeats: false, help: "a title in a band across the top of the map"),
        Parameter(name: "subtitle", value: "TEXT", repeats: false, help: "a line under the title (needs --title)"),
        Parameter(name: "print-scale", value: "1:N", repeats: false,
                  help: "print at this scale on paper (1:25000): the page's size in points (PDF) or at --dpi (PNG, JPEG), the map drawn at exactly that scale around the centre"),
        Parameter(name: "paper", value: "A4|A3|A5|Letter|Legal|WxH", repeats: false, help: "paper for --print-scale (default A4; WxH in millimetres)"),
        Parameter(name: "orientation", value: "portrait|landscape", repeats: false, help: "paper orientation for --print-scale (default portrait)"),
        Parameter(name: "margin-mm", value: "N", repeats: false, help: "blank margin around the printed map, millimetres (default 10)"),
        Parameter(name: "dpi", value: "N", repeats: false, help: "resolution of a printed PNG or JPEG, written in the file (default 300)"),
    ]

    /// An empty spec.
    public init(fieldPrefix: String = "") {
        self.fieldPrefix = fieldPrefix
    }

    /// Parses named values in order (names may repeat: `marker`, `polyline`, `geojson`); unknown names are errors.
    public init(parameters: [(name: String, value: String)], fieldPrefix: String = "") throws(MapSnapError) {
        self.init(fieldPrefix: fieldPrefix)
        let precisionText = parameters.last { $0.name == "precision" }?.value
        let precision = try precisionText.map { (text) throws(MapSnapError) -> Int in
            guard let value = Int(text), value == 5 || value == 6 else { throw MapSnapError(field: field("precision"), message: "\"\(text)\" must be 5 or 6") }
            return value
        } ?? 5
        for (name, value) in parameters {
            let option = field(name)
            switch name {
            case "center": center = try OptionValue.coordinate(value, option: option)
            case "span":
                let (latitudeDelta, longitudeDelta) = try OptionValue.pair(value, option: option, shape: "latitudeDelta,longitudeDelta")
                span = CoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
            case "zoom": zoom = try OptionValue.double(value, option: option)
            case "size":
                guard let parsed = Size(parsing: value) else { throw MapSnapError(field: option, message: "\"\(value)\" is not WIDTHxHEIGHT (e.g. 800x600)") }
                size = parsed
            case "scale": scale = try OptionValue.double(value, option: option)
            case "bearing": bearing = try OptionValue.double(value, option: option)
            case "polyline": polylines.append(try QuickMapSpec.polyline(value, precision: precision, option: option))
            case "precision": break
            case "line-color": lineStyle.strokeColor = try OptionValue.color(value, option: option)
            case "line-width": lineStyle.lineWidth = try OptionValue.double(value, option: option)
            case "marker": markers.append(try QuickMarker.parse(value, field: field("marker")))
            case "geojson": geoJSONFiles.append(value)
            case "fit": fit = try QuickMapSpec.flag(value, option: option)
            case "north-arrow": northArrow = try QuickMapSpec.flag(value, option: option)
            case "legend": legend = try QuickMapSpec.flag(value, option: option)
            case "svg-text": svgText = try QuickMapSpec.flag(value, option: option)
            case "language":
                if let problem = MapSnapshotter.languageProblem(value) { throw MapSnapError(field: option, message: problem) }
                language = value
            case "scale-bar":
                guard let units = ScaleBar.Units(rawValue: value) else {
                    throw MapSnapError(field: option, message: "\"\(value)\" is not metric, imperial or both")
                }
                scaleBar = units
            case "title":
                guard !value.isEmpty else { throw MapSnapError(field: option, message: "must not be empty") }
                title = value
            case "subtitle":
                guard !value.isEmpty else { throw MapSnapError(field: option, message: "must not be empty") }
                subtitle = value
            case "print-scale", "paper", "orientation", "margin-mm", "dpi":
                try readPrint(name, value, option: option)
            case "padding": padding = try OptionValue.double(value, option: option)
            case "background": background = try OptionValue.color(value, option: option)
            case "attribution": attribution = value
            case "style": style = value
            case "poi": pointsOfInterest = try QuickMapSpec.pointsOfInterest(value, option: option)
            case "png":
                guard let encoding = PNGEncoding(parsing: value) else { throw MapSnapError(field: option, message: PNGEncoding.grammar(value)) }
                pngEncoding = encoding
            case "quality":
                guard let parsed = LossyQuality(parsing: value) else { throw MapSnapError(field: option, message: LossyQuality.grammar(value)) }
                quality = parsed
            default:
                throw MapSnapError(field: option, message: "unknown (one of \(QuickMapSpec.names.joined(separator: ",")))")
            }
        }
    }

    private func field(_ name: String) -> String { fieldPrefix + name }

    /// Checks every range: span, zoom, size and scale, line width, padding; a span or a zoom needs a centre.
    public func validate() throws(MapSnapError) {
        if let center, abs(center.latitude) > WebMercator.maxLatitude {
            throw MapSnapError(field: field("center"), message: "latitude \(formatted(center.latitude)) is beyond ±85.0511, where a Web Mercator map ends")
        }
        if let zoom {
            guard zoom.isFinite, (0...24).contains(zoom) else { throw MapSnapError(field: field("zoom"), message: "\(formatted(zoom)) is outside 0...24") }
            guard center != nil else { throw MapSnapError(field: field("zoom"), message: "needs \(field("center")) as well") }
            guard span == nil else { throw MapSnapError(field: field("zoom"), message: "give \(field("zoom")) or \(field("span")), not both") }
        }
        if let span {
            guard center != nil else { throw MapSnapError(field: field("span"), message: "needs \(field("center")) as well") }
            do { try span.validate() } catch { throw MapSnapError(field: field("span"), message: "\(error.field) \(error.message)") }
        }
        if let scale, !(scale.isFinite && MapSnapshotter.scaleRange.contains(scale)) {
            throw MapSnapError(field: field("scale"), message: "\(formatted(scale)) is outside 1...6")
        }
        if size != nil || scale != nil {
            do {
                try MapSnapshotter.validate(size: size ?? Size(width: 256, height: 256), scale: scale ?? 1)
            } catch {
                // Name the flag the user typed: `--size: width 0 must be at least 1`.
                let part = error.field.hasPrefix("size.") ? String(error.field.dropFirst(5)) + " " : ""
                throw MapSnapError(field: field(error.field.hasPrefix("size") ? "size" : "scale"), message: part + error.message)
            }
        }
        guard lineStyle.lineWidth > 0, lineStyle.lineWidth <= 200 else {
            throw MapSnapError(field: field("line-width"), message: "\(formatted(lineStyle.lineWidth)) is outside 0...200")
        }
        if let unpaired = printSettings.first, !printSettings.contains("print-scale") {
            throw MapSnapError(field: field(unpaired), message: "needs \(field("print-scale")) as well")
        }
        if let print {
            try print.validate { self.field(["scale": "print-scale", "marginMm": "margin-mm"][$0] ?? $0) }
        }
        if subtitle != nil, title == nil {
            throw MapSnapError(field: field("subtitle"), message: "needs \(field("title")) as well")
        }
        if let padding, padding < 0 {
            throw MapSnapError(field: field("padding"), message: "\(formatted(padding)) must not be negative")
        }
    }

    /// Applies the spec over `options` (values given win; a centre without a span keeps the options' span, else 0.05°).
    public func apply(to options: inout MapSnapshotter.Options) throws(MapSnapError) {
        try validate()
        if let size { options.size = size }
        if let scale { options.scale = scale }
        if (center != nil || fit), let camera = options.camera {
            // A centre or a fit given here replaces the scene's camera; its heading still turns the map.
            options.bearing = camera.heading
            options.camera = nil
        }
        if let center, let zoom {
            // The region an unturned map of this size shows at the zoom (the viewport counts 256-point tiles).
            options.region = Viewport(center: center, zoom: zoom + 1, size: options.size).visibleRegion
        } else if let center {
            options.region = CoordinateRegion(center: center, span: span ?? options.region?.span ?? CoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
        }
        for line in polylines { options.overlays.append(.polyline(PolylineOverlay(coordinates: line, style: lineStyle))) }
        for file in geoJSONFiles {
            let content = try GeoJSONFile.content(path: file, field: "\(field("geojson")) \(file)")
            options.overlays += content.overlays
            options.annotations += content.annotations
        }
        if let style { options.style = style == "none" ? nil : style }
        if let pointsOfInterest { options.pointsOfInterest = pointsOfInterest }
        options.annotations += markers
        if fit { options.region = nil }
        if let padding { options.padding = EdgeInsets(all: padding) }
        if let background { options.background = background }
        if let pngEncoding { options.pngEncoding = pngEncoding }
        if let quality { options.quality = quality }
        if let attribution { options.attribution.text = attribution }
        if let scaleBar { options.furniture.scaleBar = ScaleBar(units: scaleBar) }
        if northArrow { options.furniture.northArrow = NorthArrow() }
        if legend { options.furniture.legend = Legend() }
        if svgText { options.svgText = true }
        if let language { options.language = language }
        if let bearing {
            // A bearing given here turns the map whatever the scene gave (a camera's heading too).
            options.bearing = bearing
            options.camera?.heading = bearing
        }
        if let title { options.furniture.title = MapTitle(text: title, subtitle: subtitle) }
        if let print { options.print = print }
    }

    /// A flag's value: `true`/`1` or `false`/`0`; errors name `option`.
    public static func flag(_ value: String, option: String) throws(MapSnapError) -> Bool {
        guard let flag = ["true": true, "1": true, "false": false, "0": false][value] else {
            throw MapSnapError(field: option, message: "\"\(value)\" is not true or false")
        }
        return flag
    }

    /// `all`, `none`, or built-in icon names separated by commas.
    static func pointsOfInterest(_ text: String, option: String) throws(MapSnapError) -> PointOfInterestFilter {
        switch text {
        case "all": return .all
        case "none": return .none
        default:
            let names = Set(text.split(separator: ",").map(String.init))
            if let unknown = names.first(where: { BuiltinIcons.asset(named: $0) == nil }) {
                throw MapSnapError(field: option, message: "\"\(unknown)\" is not a point-of-interest category (all, none, or built-in icon names such as cafe,restaurant)")
            }
            return .including(names)
        }
    }

    /// An encoded polyline, or coordinates as "LAT,LON LAT,LON ..." (also separated by ';').
    static func polyline(_ text: String, precision: Int, option: String) throws(MapSnapError) -> [Coordinate] {
        let pairs = text.split(whereSeparator: { $0 == " " || $0 == ";" })
        let coordinates: [Coordinate]
        if pairs.count > 1 || (pairs.first?.contains(",") ?? false) && pairs.first.map({ Double($0.split(separator: ",").first ?? "") != nil }) == true {
            coordinates = try pairs.map { (pair) throws(MapSnapError) in try OptionValue.coordinate(String(pair), option: option) }
        } else {
            do {
                coordinates = try PolylineCodec.decode(text, precision: precision)
            } catch {
                throw MapSnapError(field: option, message: error.message)
            }
            if let bad = coordinates.first(where: { !$0.isValid }) {
                throw MapSnapError(field: option, message: "decodes to \(bad), outside the globe (wrong precision?)")
            }
        }
        guard coordinates.count >= 2 else {
            throw MapSnapError(field: option, message: "\"\(text)\" has \(coordinates.count) coordinates; a line needs at least 2")
        }
        return coordinates
    }
}
