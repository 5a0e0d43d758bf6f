import Geo
import MapRender
import MapStyle
import OSM
import StrictJSON

/// What a GeoJSON document draws: lines and areas as overlays, points as marker annotations.
public struct GeoJSONContent: Sendable {
    /// Lines and polygons.
    public var overlays: [Overlay] = []
    /// Points, as markers.
    public var annotations: [Annotation] = []

    /// Appends another document's content.
    mutating func append(_ other: GeoJSONContent) {
        overlays += other.overlays
        annotations += other.annotations
    }

    /// Names every overlay and marker's row in an automatic legend (a scene entry's `legendTitle`).
    mutating func setLegendTitle(_ title: String) {
        overlays = overlays.map { overlay in
            switch overlay {
            case .polyline(var line): line.legendTitle = title; return .polyline(line)
            case .polygon(var polygon): polygon.legendTitle = title; return .polygon(polygon)
            case .circle(var circle): circle.legendTitle = title; return .circle(circle)
            }
        }
        for index in annotations.indices { annotations[index].legendTitle = title }
    }
}

/// Turns GeoJSON features into overlays and markers, styled by simplestyle-spec properties over scene defaults.
///
/// Supported properties: `stroke`, `stroke-width`, `stroke-opacity`, `fill`, `fill-opacity`, `marker-color`
/// (marker tint), `marker-size` (small, medium, large), `marker-symbol` (a built-in icon name becomes the glyph;
/// one or two characters become glyph text; other Maki names draw a plain marker), `title` and `description`
/// (marker title and subtitle).
/// Other properties are data and are ignored, as the spec allows.
struct GeoJSONStyling {
    let line: LineStyle
    let area: AreaStyle
    let marker: MarkerStyle

    func content(for feature: GeoJSONFeature) throws(JSONError) -> GeoJSONContent {
        guard let geometry = feature.geometry else { return GeoJSONContent() }
        var lineStyle = line
        var areaStyle = area
        var markerStyle = marker
        var title: String?
        var subtitle: String?
        if let properties = feature.properties {
            var object = try properties.object()
            if let stroke = object.optional("stroke") {
                let color = try stroke.color()
                lineStyle.strokeColor = color
                areaStyle.strokeColor = color
            }
            if let width = object.optional("stroke-width") {
                let value = try width.double(in: 0...200)
                lineStyle.lineWidth = value
                areaStyle.lineWidth = value
            }
            if let opacity = object.optional("stroke-opacity") {
                let value = try opacity.double(in: 0...1)
                lineStyle.strokeColor = lineStyle.strokeColor.withOpacity(value)
                areaStyle.strokeColor = areaStyle.strokeColor?.withOpacity(value)
            }
            if let fill = object.optional("fill") { areaStyle.fillColor = try fill.color() }
            if let opacity = object.optional("fill-opacity") {
                let value = try opacity.double(in: 0...1)
                areaStyle.fillColor = (areaStyle.fillColor ?? .systemBlue).withOpacity(value)
            }
            if let color = object.optional("marker-color") { markerStyle.markerTintColor = try color.color() }
            if let symbol = object.optional("marker-symbol") {
                let name = try symbol.string()
                if let icon = BuiltinIcons.asset(named: name) {
                    markerStyle.glyphImage = icon
                } else if (1...2).contains(name.count) {
                    markerStyle.glyphText = name
                }
            }
            if let size = object.optional("marker-size") {
                markerStyle.size = MarkerSize(rawValue: try size.oneOf(MarkerSize.allCases.map(\.rawValue))) ?? .medium
            }
            if let text = object.optional("title") { title = try text.string() }
            if let text = object.optional("description") { subtitle = try text.string() }
        }
        var content = GeoJSONContent()
        add(geometry, line: lineStyle, area: areaStyle, marker: markerStyle, title: title, subtitle: subtitle, to: &content)
        return content
    }

    private func add(_ geometry: GeoJSONGeometry, line: LineStyle, area: AreaStyle, marker: MarkerStyle,
                     title: String?, subtitle: String?, to content: inout GeoJSONContent) {
        func point(_ coordinate: Coordinate) -> Annotation {
            var annotation = Annotation(coordinate: coordinate, kind: .marker(marker), title: title, subtitle: subtitle)
            annotation.subtitleVisibility = subtitle == nil ? .adaptive : .visible
            return annotation
        }
        switch geometry {
        case .point(let coordinate):
            content.annotations.append(point(coordinate))
        case .multiPoint(let coordinates):
            content.annotations += coordinates.map(point)
        case .lineString(let coordinates):
            content.overlays.append(.polyline(PolylineOverlay(coordinates: coordinates, style: line)))
        case .multiLineString(let lines):
            content.overlays += lines.map { .polyline(PolylineOverlay(coordinates: $0, style: line)) }
        case .polygon(let rings):
            content.overlays.append(.polygon(PolygonOverlay(exterior: rings[0], holes: Array(rings.dropFirst()), style: area)))
        case .multiPolygon(let polygons):
            content.overlays += polygons.map { .polygon(PolygonOverlay(exterior: $0[0], holes: Array($0.dropFirst()), style: area)) }
        case .geometryCollection(let geometries):
            for child in geometries { add(child, line: line, area: area, marker: marker, title: title, subtitle: subtitle, to: &content) }
        }
    }
}
