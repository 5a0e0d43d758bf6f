import Geo
import MapRender
import MapStyle
import OSM
import StrictJSON

/// Turns GeoJSON features into overlays, styled by their simplestyle-spec properties over scene defaults.
///
/// Supported properties: `stroke`, `stroke-width`, `stroke-opacity`, `fill`, `fill-opacity`,
/// `marker-color`, `marker-symbol` (accepted; drawn once markers exist), `title`, `description`
/// (accepted). Other properties are data and are ignored, as the spec allows.
struct GeoJSONStyling {
    let line: LineStyle
    let area: AreaStyle
    let point: PointStyle

    func overlays(for feature: GeoJSONFeature) throws(JSONError) -> [Overlay] {
        guard let geometry = feature.geometry else { return [] }
        var lineStyle = line
        var areaStyle = area
        var pointStyle = point
        var title: String?
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
            if let color = object.optional("marker-color") { pointStyle.color = try color.color() }
            if let symbol = object.optional("marker-symbol") { _ = try symbol.string() }
            if let text = object.optional("title") { title = try text.string() }
            if let text = object.optional("description") { _ = try text.string() }
        }
        return overlays(for: geometry, line: lineStyle, area: areaStyle, point: pointStyle, title: title)
    }

    private func overlays(for geometry: GeoJSONGeometry, line: LineStyle, area: AreaStyle, point: PointStyle,
                          title: String?) -> [Overlay] {
        switch geometry {
        case .point(let coordinate):
            return [.point(PointOverlay(coordinate: coordinate, title: title, style: point))]
        case .multiPoint(let coordinates):
            return coordinates.map { .point(PointOverlay(coordinate: $0, title: title, style: point)) }
        case .lineString(let coordinates):
            return [.polyline(PolylineOverlay(coordinates: coordinates, style: line))]
        case .multiLineString(let lines):
            return lines.map { .polyline(PolylineOverlay(coordinates: $0, style: line)) }
        case .polygon(let rings):
            return [.polygon(PolygonOverlay(exterior: rings[0], holes: Array(rings.dropFirst()), style: area))]
        case .multiPolygon(let polygons):
            return polygons.map { .polygon(PolygonOverlay(exterior: $0[0], holes: Array($0.dropFirst()), style: area)) }
        case .geometryCollection(let geometries):
            return geometries.flatMap { overlays(for: $0, line: line, area: area, point: point, title: title) }
        }
    }
}
