import MapStyle
import StrictJSON

/// The layout and paint properties the drawing code draws, and what it says about a style's others: `style check` and
/// the render warning list each property a style writes that is not drawn yet, values drawn otherwise than written,
/// and numbers past the drawing limit. Drawing a new property means reading it from `StyleLayer.Paint` or `Layout`
/// (generated from the spec, every property already there) and naming it here.
public enum DrawnStyleProperties {
    /// The properties drawn. Some change nothing on a map seen from straight above and drawn at once, so they are drawn
    /// by being taken as written: the pitch scale and alignments, a fill extrusion's height, base and gradient (it is
    /// drawn flat), `raster-fade-duration` (nothing fades in a snapshot) and `symbol-avoid-edges` (labels are placed
    /// once for the whole image, never cut at a tile's edge).
    public static let names: Set<String> = [
        "visibility", "background-color", "background-opacity",
        "fill-color", "fill-opacity", "fill-outline-color", "fill-antialias", "fill-pattern", "fill-translate", "fill-translate-anchor",
        "fill-extrusion-color", "fill-extrusion-opacity", "fill-extrusion-pattern", "fill-extrusion-translate", "fill-extrusion-translate-anchor",
        "fill-extrusion-height", "fill-extrusion-base", "fill-extrusion-vertical-gradient",
        "line-cap", "line-join", "line-color", "line-width", "line-opacity", "line-dasharray", "line-blur", "line-offset", "line-gap-width",
        "line-pattern", "line-translate", "line-translate-anchor",
        "circle-radius", "circle-color", "circle-opacity", "circle-blur", "circle-stroke-width", "circle-stroke-color",
        "circle-stroke-opacity", "circle-translate", "circle-translate-anchor", "circle-pitch-scale", "circle-pitch-alignment",
        "raster-opacity", "raster-fade-duration", "raster-brightness-min", "raster-brightness-max", "raster-contrast",
        "raster-saturation", "raster-hue-rotate", "raster-resampling",
        "hillshade-method", "hillshade-exaggeration", "hillshade-accent-color", "hillshade-illumination-anchor",
        "hillshade-illumination-direction", "hillshade-illumination-altitude", "hillshade-shadow-color", "hillshade-highlight-color",
        "symbol-placement", "symbol-spacing", "symbol-sort-key", "symbol-z-order", "symbol-avoid-edges",
        "text-field", "text-font", "text-size", "text-max-width", "text-line-height", "text-letter-spacing", "text-justify",
        "text-radial-offset", "text-variable-anchor", "text-anchor", "text-max-angle", "text-rotate", "text-padding",
        "text-keep-upright", "text-transform", "text-offset", "text-allow-overlap", "text-overlap", "text-ignore-placement",
        "text-optional", "text-rotation-alignment", "text-pitch-alignment",
        "text-color", "text-opacity", "text-halo-color", "text-halo-width", "text-halo-blur", "text-translate", "text-translate-anchor",
        "icon-image", "icon-size", "icon-rotate", "icon-padding", "icon-offset", "icon-anchor", "icon-text-fit", "icon-text-fit-padding",
        "icon-allow-overlap", "icon-overlap", "icon-ignore-placement", "icon-optional", "icon-rotation-alignment", "icon-pitch-alignment",
        "icon-color", "icon-opacity", "icon-halo-color", "icon-halo-width", "icon-halo-blur", "icon-translate", "icon-translate-anchor",
    ]

    /// What `style` writes that is not drawn as written, one line each with its JSON path, in the style's order.
    public static func notes(for style: Style) -> [String] {
        style.layers.flatMap { layer in layer.written.flatMap(notes) }
    }

    private static func notes(for property: StyleLayer.WrittenProperty) -> [String] {
        guard names.contains(property.name) else { return ["\(property.path): not drawn yet"] }
        var notes: [String] = []
        if beyondDrawingLimit(property.value) {
            notes.append("\(property.path): values beyond ±\(Int(styleDrawingLimit)) points are drawn at ±\(Int(styleDrawingLimit))")
        }
        switch (property.name, property.value) {
        case ("symbol-placement", .string("line-center")):
            notes.append("\(property.path): line-center is drawn as line")
        case ("text-overlap", .string("cooperative")), ("icon-overlap", .string("cooperative")):
            notes.append("\(property.path): cooperative is drawn as never")
        case (_, .string("viewport-glyph")):
            notes.append("\(property.path): viewport-glyph is drawn as map (glyphs follow the line)")
        default:
            break
        }
        return notes
    }

    /// Whether a constant (a number, or numbers in an array or zoom stops) passes the drawing limit.
    private static func beyondDrawingLimit(_ value: JSONValue) -> Bool {
        switch value {
        case .number(let number): return abs(number) > styleDrawingLimit
        case .array(let items):
            if case .string? = items.first { return false }
            return items.contains(where: beyondDrawingLimit)
        case .object(let object):
            guard object["property"] == nil, case .array(let stops)? = object["stops"] else { return false }
            return stops.contains { stop in if case .array(let pair) = stop, pair.count == 2 { return beyondDrawingLimit(pair[1]) } else { return false } }
        default: return false
        }
    }
}
