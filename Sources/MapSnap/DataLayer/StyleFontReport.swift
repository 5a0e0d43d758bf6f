import MapStyle

/// The `text-font` names of a style whose family is not among the loaded fonts: each is drawn in the next family of
/// its stack that is there, else in MapSnap's own sans-serif, and reported once with the layers that name it.
enum StyleFontReport {
    /// One line per missing font name, in the order the style first names them.
    static func missing(in style: Style, families: Set<String>) -> [String] {
        var order: [String] = []
        var layers: [String: [String]] = [:]
        for layer in style.layers {
            // A layer that names no font is drawn in MapSnap's own; fonts that change with zoom: every stop's stack.
            guard layer.writes("text-font") else { continue }
            let named: [String]
            if case .stops(let stops) = layer.layout.textFont {
                named = ([stops.first.value] + stops.rest.map(\.value)).flatMap { $0 }
            } else {
                named = layer.layout.textFont.steppedValue(at: 0)
            }
            for name in named where !families.contains(TextFontName(name).family.lowercased()) {
                if layers[name] == nil { order.append(name) }
                if layers[name]?.contains(layer.id) != true { layers[name, default: []].append(layer.id) }
            }
        }
        return order.map { name in
            let ids = layers[name] ?? []
            let shown = ids.prefix(3).joined(separator: ", ") + (ids.count > 3 ? " and \(ids.count - 3) more" : "")
            return "text-font: \"\(name)\" is not installed (layers \(shown)); drawn in the stack's next installed family"
        }
    }
}
