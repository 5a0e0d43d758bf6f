import Geo
import MapStyle

/// Where a point symbol's icon and text go, as MapLibre lays them out: the icon centred on the anchor (at its sprite
/// size times `icon-size`), the text's `text-anchor` point at the anchor moved by `text-offset` ems; each box grown by
/// its padding for collisions.
struct SymbolPointLayout {
    /// The icon's rectangle, when the symbol has an icon.
    var icon: Rect?
    /// The text's layout box, when it has text.
    var text: Rect?

    /// The text box of `size` for `layout` at `anchor`, with `fontSize` points to the em.
    static func textFrame(_ size: Size, layout: StyleLayer.Layout, anchor: Point, fontSize: Double, zoom: Double) -> Rect {
        let x = anchor.x + layout.textOffset[0] * fontSize
        let y = anchor.y + layout.textOffset[1] * fontSize
        let name = layout.textAnchor.steppedValue(at: zoom)
        let left = name.hasSuffix("left") ? x : (name.hasSuffix("right") ? x - size.width : x - size.width / 2)
        let top = name.hasPrefix("top") ? y : (name.hasPrefix("bottom") ? y - size.height : y - size.height / 2)
        return Rect(x: left, y: top, width: size.width, height: size.height)
    }

    /// Which parts are placed, given whether each part's box is free: a part that is not optional takes the other
    /// with it (`icon-optional`, `text-optional`).
    static func placed(iconFree: Bool?, textFree: Bool?, layout: StyleLayer.Layout) -> (icon: Bool, text: Bool) {
        switch (iconFree, textFree) {
        case (nil, nil): return (false, false)
        case (let icon?, nil): return (icon, false)
        case (nil, let text?): return (false, text)
        case (let icon?, let text?):
            switch (layout.iconOptional, layout.textOptional) {
            case (false, false): return (icon && text, icon && text)
            case (false, true): return (icon, icon && text)
            case (true, false): return (icon && text, text)
            case (true, true): return (icon, text)
            }
        }
    }
}
