import Geo
import MapStyle

/// Where a point symbol's icon and text go, as MapLibre lays them out: the icon's `icon-anchor` point at the anchor
/// moved by `icon-offset` (at its sprite size times `icon-size`), the text's anchor point at the anchor moved by its
/// offset in ems (`text-offset`, or `text-radial-offset` to the text's edge), trying each `text-variable-anchor` in
/// turn; each box grown by its padding for collisions.
struct SymbolPointLayout {
    /// One place to try for a label's text: which of its points sits at the anchor, and the offset in ems.
    struct TextPlacement: Equatable {
        var anchor: String
        var offset: [Double]
    }

    /// MapLibre's distance, in ems, from the top of a line's box to where its glyphs appear to start (7 of 24 units):
    /// radial and variable offsets are measured to the glyphs, not to the box.
    static let baselineOffset = 7.0 / 24

    /// The places a label's text tries, in order: each variable anchor with its offset, else the one `text-anchor`.
    static func textPlacements(_ layout: StyleLayer.Layout, zoom: Double) -> [TextPlacement] {
        // A radial offset of 0 is none: `text-offset` applies (as MapLibre reads it).
        let radial = layout.textRadialOffset.value(at: zoom), offset = layout.textOffset.value(at: zoom)
        if let anchors = layout.textVariableAnchor?.steppedValue(at: zoom), !anchors.isEmpty {
            return anchors.map { anchor in
                TextPlacement(anchor: anchor.rawValue, offset: radial != 0 ? radialOffset(anchor.rawValue, radial) : variableOffset(anchor.rawValue, offset))
            }
        }
        let anchor = layout.textAnchor.steppedValue(at: zoom).rawValue
        return [TextPlacement(anchor: anchor, offset: radial != 0 ? radialOffset(anchor, radial) : offset)]
    }

    /// `text-radial-offset` as an [x, y] offset in ems for `anchor`: the text's edge `radius` ems from the anchor,
    /// diagonally for the corners.
    static func radialOffset(_ anchor: String, _ radius: Double) -> [Double] {
        let radius = max(radius, 0), diagonal = radius / 2.squareRoot()
        let corner = anchor.contains("-")
        var x = 0.0, y = 0.0
        if anchor.hasPrefix("top") { y = (corner ? diagonal : radius) - baselineOffset }
        if anchor.hasPrefix("bottom") { y = -(corner ? diagonal : radius) + baselineOffset }
        if anchor.hasSuffix("left") { x = corner ? diagonal : radius }
        if anchor.hasSuffix("right") { x = -(corner ? diagonal : radius) }
        return [x, y]
    }

    /// `text-offset` for a variable anchor: its sizes, pointing away from the anchor's side.
    static func variableOffset(_ anchor: String, _ offset: [Double]) -> [Double] {
        let dx = abs(offset[0]), dy = abs(offset[1])
        var x = 0.0, y = 0.0
        if anchor.hasPrefix("top") { y = dy - baselineOffset }
        if anchor.hasPrefix("bottom") { y = -dy + baselineOffset }
        if anchor.hasSuffix("left") { x = dx }
        if anchor.hasSuffix("right") { x = -dx }
        return [x, y]
    }

    /// The text box of `size` placed at `anchor` as `placement` says, with `fontSize` points to the em.
    static func textFrame(_ size: Size, placement: TextPlacement, anchor: Point, fontSize: Double) -> Rect {
        let x = anchor.x + placement.offset[0] * fontSize
        let y = anchor.y + placement.offset[1] * fontSize
        return frame(size, part: placement.anchor, at: Point(x: x, y: y))
    }

    /// A box of `size` whose `part` (`center`, `left`, `top-right` …) is at `point`.
    static func frame(_ size: Size, part: String, at point: Point) -> Rect {
        let left = part.hasSuffix("left") ? point.x : (part.hasSuffix("right") ? point.x - size.width : point.x - size.width / 2)
        let top = part.hasPrefix("top") ? point.y : (part.hasPrefix("bottom") ? point.y - size.height : point.y - size.height / 2)
        return Rect(x: left, y: top, width: size.width, height: size.height)
    }

    /// How wrapped lines are aligned: `text-justify`, where `auto` follows the anchor's side.
    static func alignment(_ justify: String, anchor: String) -> TextRun.TextAlignment {
        switch justify {
        case "left": return .left
        case "right": return .right
        case "auto": return anchor.hasSuffix("left") ? .left : (anchor.hasSuffix("right") ? .right : .center)
        default: return .center
        }
    }

    /// The icon's rectangle stretched around `text` (`icon-text-fit`): in the fitted directions its content box (the
    /// whole image without one) covers the text box grown by `padding` (top, right, bottom, left); in the others it
    /// keeps its size, centred on the text. `scale` is points per image pixel.
    static func fitted(_ icon: Rect, around text: Rect, fit: String, padding: [Double], image: SpriteImage, scale: Double) -> Rect {
        let content = image.content ?? [0, 0, Double(image.width), Double(image.height)]
        // The border outside the content box keeps its size in points (only stretchable parts grow).
        let insetLeft = content[0] * scale, insetTop = content[1] * scale
        let insetRight = (Double(image.width) - content[2]) * scale, insetBottom = (Double(image.height) - content[3]) * scale
        var rect = icon
        if fit == "width" || fit == "both" {
            let left = text.minX - padding[3] - insetLeft, right = text.maxX + padding[1] + insetRight
            rect = Rect(x: left, y: rect.minY, width: max(right - left, 0), height: rect.size.height)
        } else {
            rect = Rect(x: text.midX - rect.size.width / 2, y: rect.minY, width: rect.size.width, height: rect.size.height)
        }
        if fit == "height" || fit == "both" {
            let top = text.minY - padding[0] - insetTop, bottom = text.maxY + padding[2] + insetBottom
            rect = Rect(x: rect.minX, y: top, width: rect.size.width, height: max(bottom - top, 0))
        } else {
            rect = Rect(x: rect.minX, y: text.midY - rect.size.height / 2, width: rect.size.width, height: rect.size.height)
        }
        return rect
    }

    /// Which parts are placed, given whether each part's box is free: a part that is not optional takes the other
    /// with it (`icon-optional`, `text-optional`).
    static func placed(iconFree: Bool?, textFree: Bool?, layout: StyleLayer.Layout, zoom: Double) -> (icon: Bool, text: Bool) {
        switch (iconFree, textFree) {
        case (nil, nil): return (false, false)
        case (let icon?, nil): return (icon, false)
        case (nil, let text?): return (false, text)
        case (let icon?, let text?):
            switch (layout.iconOptional.steppedValue(at: zoom), layout.textOptional.steppedValue(at: zoom)) {
            case (false, false): return (icon && text, icon && text)
            case (false, true): return (icon, icon && text)
            case (true, false): return (icon && text, text)
            case (true, true): return (icon, text)
            }
        }
    }
}
