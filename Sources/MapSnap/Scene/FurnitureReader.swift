import MapRender
import StrictJSON

/// Reads a scene's report-map furniture: `scaleBar`, `northArrow` and `title` (Docs/scenes.md).
enum FurnitureReader {
    /// The furniture the scene's keys ask for (none when it has none of them).
    static func read(from object: inout JSONObjectReader) throws(JSONError) -> MapFurniture {
        var furniture = MapFurniture()
        if let node = object.optional("scaleBar") { furniture.scaleBar = try scaleBar(node) }
        if let node = object.optional("northArrow") { furniture.northArrow = try northArrow(node) }
        if let node = object.optional("title") { furniture.title = try title(node) }
        return furniture
    }

    /// `true`, `false`, `"metric"`, `"imperial"`, `"both"`, or `{"units", "corner", "maximumLength"}`.
    static func scaleBar(_ node: JSONNode) throws(JSONError) -> ScaleBar? {
        switch node.value {
        case .bool(let shown): return shown ? ScaleBar() : nil
        case .string: return ScaleBar(units: try units(node))
        default:
            var object = try node.object()
            var bar = ScaleBar()
            if let units = object.optional("units") { bar.units = try self.units(units) }
            if let corner = object.optional("corner") { bar.corner = try self.corner(corner) }
            if let length = object.optional("maximumLength") { bar.maximumLength = try length.double(in: 20...1000) }
            try object.finish()
            return bar
        }
    }

    /// `true`, `false` or `{"corner"}`.
    static func northArrow(_ node: JSONNode) throws(JSONError) -> NorthArrow? {
        if case .bool(let shown) = node.value { return shown ? NorthArrow() : nil }
        var object = try node.object()
        var arrow = NorthArrow()
        if let corner = object.optional("corner") { arrow.corner = try self.corner(corner) }
        try object.finish()
        return arrow
    }

    /// `"text"` or `{"text", "subtitle", "position"}`.
    static func title(_ node: JSONNode) throws(JSONError) -> MapTitle {
        if case .string = node.value { return MapTitle(text: try node.nonEmptyString()) }
        var object = try node.object()
        guard let text = object.optional("text") else { throw node.error("missing \"text\"") }
        var title = MapTitle(text: try text.nonEmptyString())
        if let subtitle = object.optional("subtitle") { title.subtitle = try subtitle.nonEmptyString() }
        if let position = object.optional("position") {
            title.position = MapTitle.Position(rawValue: try position.oneOf(MapTitle.Position.allCases.map(\.rawValue))) ?? .top
        }
        try object.finish()
        return title
    }

    private static func units(_ node: JSONNode) throws(JSONError) -> ScaleBar.Units {
        ScaleBar.Units(rawValue: try node.oneOf(ScaleBar.Units.allCases.map(\.rawValue))) ?? .metric
    }

    private static func corner(_ node: JSONNode) throws(JSONError) -> Attribution.Corner {
        Attribution.Corner(rawValue: try node.oneOf(Attribution.Corner.allCases.map(\.rawValue))) ?? .bottomLeft
    }
}
