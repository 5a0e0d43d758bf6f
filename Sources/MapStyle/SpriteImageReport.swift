import StrictJSON

/// The sprite images a style's layers name that its sprite lacks (`fill-pattern`, `fill-extrusion-pattern`,
/// `line-pattern`, `icon-image`): MapLibre Native draws nothing for such an image, and neither does MapSnap, so
/// `style check` and the render warning name each with its layer. Names are found where the style spells them out: a
/// constant, a template without `{tokens}`, and the outputs of `match`, `case`, `coalesce`, `step`, `let`, `image`,
/// `literal` and zoom stops; a name made from feature data is known only per feature.
public enum SpriteImageReport {
    /// One note per layer property and missing name; none when the style has no sprite sheet (that is noted once
    /// already, where the sprite is read).
    public static func missing(in style: Style) -> [String] {
        guard !style.spriteSheets.isEmpty else { return [] }
        var notes: [String] = []
        for layer in style.layers {
            let properties: [(String, StyleText?)] = [
                ("paint.fill-pattern", layer.paint.fillPattern),
                ("paint.fill-extrusion-pattern", layer.paint.fillExtrusionPattern),
                ("paint.line-pattern", layer.paint.linePattern),
                ("layout.icon-image", layer.layout.iconImage),
            ]
            for (property, value) in properties {
                let names = value.map { spelledOut($0.json) } ?? []
                var seen: Set<String> = []
                for name in names where !name.isEmpty && seen.insert(name).inserted && style.spriteImage(named: name, scale: 1) == nil {
                    notes.append("layer \"\(layer.id)\" \(property): \"\(name)\" is not in the sprite; nothing is drawn for it, as in MapLibre Native")
                }
            }
        }
        return notes
    }

    /// The image names `json` spells out (see the type's comment), in order.
    static func spelledOut(_ json: JSONValue) -> [String] {
        switch json {
        case .string(let text):
            return text.contains("{") ? [] : [text]
        case .object(let object):
            guard case .array(let stops)? = object["stops"] else { return [] }
            return stops.flatMap { stop -> [String] in
                guard case .array(let pair) = stop, pair.count == 2 else { return [] }
                return spelledOut(pair[1])
            }
        case .array(let items):
            guard case .string(let name)? = items.first else { return [] }
            let outputs: [JSONValue]
            switch name {
            case "literal", "image", "coalesce": outputs = Array(items.dropFirst())
            case "let": outputs = items.last.map { [$0] } ?? []
            case "match": outputs = stride(from: 3, to: items.count - 1, by: 2).map { items[$0] } + (items.count > 3 ? [items[items.count - 1]] : [])
            case "case": outputs = stride(from: 2, to: items.count - 1, by: 2).map { items[$0] } + (items.count > 2 ? [items[items.count - 1]] : [])
            case "step": outputs = stride(from: 2, to: items.count, by: 2).map { items[$0] }
            default: outputs = []
            }
            return outputs.flatMap(spelledOut)
        default:
            return []
        }
    }
}
