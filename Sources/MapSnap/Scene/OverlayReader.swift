import Foundation
import Geo
import MapRender
import MapStyle
import OSM
import StrictJSON

/// Reads one entry of a scene's `overlays` array: polyline, polygon, circle or geojson.
struct OverlayReader {
    /// Directory that relative GeoJSON file paths resolve against.
    let access: FileAccess

    /// The overlay types a scene accepts.
    static let types = ["polyline", "polygon", "circle", "geojson"]

    /// The overlays an entry draws (and, for GeoJSON, its points as markers).
    func content(_ node: JSONNode) throws -> GeoJSONContent {
        var object = try node.object()
        let type = try object.required("type").oneOf(OverlayReader.types)
        let legendTitle = try object.optional("legendTitle")?.nonEmptyString()
        var result = GeoJSONContent()
        switch type {
        case "polyline": result.overlays = [.polyline(try polyline(&object))]
        case "polygon": result.overlays = [.polygon(try polygon(&object))]
        case "circle": result.overlays = [.circle(try circle(&object))]
        default: result = try geoJSON(&object)
        }
        try object.finish()
        if let legendTitle { result.setLegendTitle(legendTitle) }
        return result
    }

    private func polyline(_ object: inout JSONObjectReader) throws -> PolylineOverlay {
        let coordinatesNode = object.optional("coordinates")
        let encodedNode = object.optional("encoded")
        let precisionNode = object.optional("precision")
        var coordinates: [Coordinate]
        switch (coordinatesNode, encodedNode) {
        case (let node?, nil):
            coordinates = try node.coordinates(minimum: 2)
        case (nil, let node?):
            let precision = try precisionNode?.int(in: 5...6) ?? 5
            do {
                coordinates = try PolylineCodec.decode(try node.nonEmptyString(), precision: precision)
            } catch let error as MapSnapError {
                throw node.error(error.message)
            }
            guard coordinates.count >= 2 else { throw node.error("decodes to \(coordinates.count) coordinates; a polyline needs at least 2") }
            if let bad = coordinates.first(where: { !$0.isValid }) {
                throw node.error("decodes to \(bad), outside the globe (wrong precision?)")
            }
        case (_?, _?):
            throw object.node.error("give either coordinates or encoded, not both")
        case (nil, nil):
            throw object.node.error("missing required key \"coordinates\" (or \"encoded\")")
        }
        let geodesic = try object.optional("geodesic")?.bool() ?? false
        return PolylineOverlay(coordinates: coordinates, geodesic: geodesic, style: try lineStyle(&object))
    }

    func lineStyle(_ object: inout JSONObjectReader, defaults: LineStyle = LineStyle()) throws(JSONError) -> LineStyle {
        var style = defaults
        if let color = object.optional("strokeColor") { style.strokeColor = try color.color() }
        if let opacity = object.optional("strokeOpacity") { style.strokeColor = style.strokeColor.withOpacity(try opacity.double(in: 0...1)) }
        if let width = object.optional("lineWidth") { style.lineWidth = try width.positiveDouble(atMost: 200) }
        if let opacity = object.optional("opacity") { style.opacity = try opacity.double(in: 0...1) }
        if let color = object.optional("casingColor") {
            style.casingColor = try color.color()
            if style.casingWidth == 0 { style.casingWidth = 1.5 }
        }
        if let width = object.optional("casingWidth") { style.casingWidth = try width.double(in: 0...100) }
        if let dash = object.optional("lineDashPattern") { style.lineDashPattern = try dashPattern(dash) }
        if let cap = object.optional("lineCap") { style.lineCap = LineCap(rawValue: try cap.oneOf(LineCap.allCases.map(\.rawValue))) ?? .round }
        if let join = object.optional("lineJoin") { style.lineJoin = LineJoin(rawValue: try join.oneOf(LineJoin.allCases.map(\.rawValue))) ?? .round }
        if let gradient = object.optional("gradient") { style.gradient = try gradientStops(gradient) }
        return style
    }

    func areaStyle(_ object: inout JSONObjectReader, defaults: AreaStyle = AreaStyle()) throws(JSONError) -> AreaStyle {
        var style = defaults
        if let color = object.optional("fillColor") { style.fillColor = try color.color() }
        if let opacity = object.optional("fillOpacity") { style.fillColor = style.fillColor?.withOpacity(try opacity.double(in: 0...1)) }
        if let color = object.optional("strokeColor") { style.strokeColor = try color.color() }
        if let opacity = object.optional("strokeOpacity") { style.strokeColor = style.strokeColor?.withOpacity(try opacity.double(in: 0...1)) }
        if let width = object.optional("lineWidth") { style.lineWidth = try width.double(in: 0...200) }
        if let dash = object.optional("lineDashPattern") { style.lineDashPattern = try dashPattern(dash) }
        if let opacity = object.optional("opacity") { style.opacity = try opacity.double(in: 0...1) }
        return style
    }

    private func polygon(_ object: inout JSONObjectReader) throws -> PolygonOverlay {
        let exterior = try object.required("coordinates").coordinates(minimum: 3)
        var holes: [[Coordinate]] = []
        if let holesNode = object.optional("holes") {
            holes = try holesNode.array().map { (hole) throws(JSONError) in try hole.coordinates(minimum: 3) }
        }
        return PolygonOverlay(exterior: exterior, holes: holes, style: try areaStyle(&object))
    }

    private func circle(_ object: inout JSONObjectReader) throws -> CircleOverlay {
        let center = try object.required("center").coordinate()
        let radius = try object.required("radius").positiveDouble(atMost: 10_000_000)
        return CircleOverlay(center: center, radius: radius, style: try areaStyle(&object))
    }

    private func geoJSON(_ object: inout JSONObjectReader) throws -> GeoJSONContent {
        let fileNode = object.optional("file")
        let dataNode = object.optional("data")
        let features: [GeoJSONFeature]
        switch (fileNode, dataNode) {
        case (let node?, nil):
            let name = try node.nonEmptyString()
            guard let path = access.path(for: name, field: node.path) else { throw node.error(FileAccess.refusal(name)) }
            features = try GeoJSONFile.features(path: path, field: "\(node.path) (\(name))")
        case (nil, let node?):
            features = try GeoJSONReader.features(in: node)
        case (_?, _?):
            throw object.node.error("give either file or data, not both")
        case (nil, nil):
            throw object.node.error("missing required key \"file\" (or \"data\")")
        }
        let lineDefaults = try lineStyle(&object)
        let areaDefaults = try areaStyle(&object)
        var markerDefaults = MarkerStyle()
        if let color = object.optional("markerColor") { markerDefaults.markerTintColor = try color.color() }
        let styling = GeoJSONStyling(line: lineDefaults, area: areaDefaults, marker: markerDefaults)
        var content = GeoJSONContent()
        for feature in features {
            content.append(try styling.content(for: feature))
        }
        return content
    }

    private func dashPattern(_ node: JSONNode) throws(JSONError) -> [Double] {
        let values = try node.array().map { (item) throws(JSONError) in try item.double(in: 0...1000) }
        guard values.isEmpty || values.contains(where: { $0 > 0 }) else { throw node.error("needs at least one length above 0") }
        return values
    }

    /// `["#c1", "#c2", …]` spaced evenly, or `{"colors": [...], "locations": [...]}` with locations in 0...1.
    private func gradientStops(_ node: JSONNode) throws(JSONError) -> [GradientStop] {
        let colorNodes: [JSONNode]
        var locations: [Double]?
        if case .array = node.value {
            colorNodes = try node.array()
        } else {
            var object = try node.object()
            colorNodes = try object.required("colors").array()
            if let locationsNode = object.optional("locations") {
                let values = try locationsNode.array().map { (item) throws(JSONError) in try item.double(in: 0...1) }
                guard values.count == colorNodes.count else {
                    throw locationsNode.error("has \(values.count) locations for \(colorNodes.count) colors")
                }
                guard zip(values, values.dropFirst()).allSatisfy({ $0 <= $1 }) else { throw locationsNode.error("must be in increasing order") }
                locations = values
            }
            try object.finish()
        }
        guard colorNodes.count >= 2 else { throw node.error("needs at least 2 colors, got \(colorNodes.count)") }
        let colors = try colorNodes.map { (item) throws(JSONError) in try item.color() }
        let stops = locations ?? colors.indices.map { Double($0) / Double(colors.count - 1) }
        return zip(stops, colors).map { GradientStop(location: $0, color: $1) }
    }
}
