import MapRender
import MapStyle
import StrictJSON

/// Reads a scene's `legend`: `"auto"` or `true` (rows from what the map shows), or `{"title", "position", "entries"}`
/// where each entry is `{"text"}` with one of `"annotation"` (a marker, pin, dot or image as in `annotations`, without
/// a coordinate), `"line"` (a line style), `"area"` (an area style) or `"icon"` (a built-in icon, with `"color"`).
struct LegendReader {
    let annotations: AnnotationReader
    let overlays: OverlayReader

    func legend(_ node: JSONNode) throws -> Legend? {
        switch node.value {
        case .bool(let shown): return shown ? Legend() : nil
        case .string:
            _ = try node.oneOf(["auto"])
            return Legend()
        default:
            var object = try node.object()
            var legend = Legend()
            if let title = object.optional("title") { legend.title = try title.nonEmptyString() }
            if let position = object.optional("position") {
                legend.position = Legend.Position(rawValue: try position.oneOf(Legend.Position.allCases.map(\.rawValue))) ?? .topLeft
            }
            if let entries = object.optional("entries") {
                if case .string = entries.value {
                    _ = try entries.oneOf(["auto"])
                } else {
                    let rows = try entries.array()
                    guard !rows.isEmpty else { throw entries.error("is empty (leave it out, or give \"auto\")") }
                    legend.entries = try rows.map { try entry($0) }
                }
            }
            try object.finish()
            return legend
        }
    }

    private func entry(_ node: JSONNode) throws -> Legend.Entry {
        var object = try node.object()
        let text = try object.required("text").nonEmptyString()
        let kinds = ["annotation", "line", "area", "icon"].filter { object.object.keys.contains($0) }
        guard kinds.count == 1 else { throw node.error("give one of annotation, line, area or icon") }
        let symbol: Legend.Symbol
        switch kinds[0] {
        case "annotation": symbol = .annotation(try annotations.annotation(try object.required("annotation"), located: false).kind)
        case "line":
            var style = try object.required("line").object()
            symbol = .line(try overlays.lineStyle(&style))
            try style.finish()
        case "area":
            var style = try object.required("area").object()
            symbol = .area(try overlays.areaStyle(&style))
            try style.finish()
        default:
            let iconNode = try object.required("icon")
            let name = try iconNode.nonEmptyString()
            guard BuiltinIcons.asset(named: name) != nil else { throw iconNode.error("\"\(name)\" is not a built-in icon (see mapsnap icons --list)") }
            symbol = .icon(name, color: try object.optional("color")?.color() ?? Color(rgb: 0x1C1C1E))
        }
        try object.finish()
        return Legend.Entry(symbol: symbol, text: text)
    }
}
