import CCairo
import Foundation
import Geo
import MapRender
import MapStyle

/// Labels as SVG `<text>` elements (`render --svg-text`): instead of glyph outlines, each text run and each label
/// along a line is written as text a browser can select and search, in the label's font, colour and halo (a stroke
/// painted under the fill). Cairo's SVG surface writes only outlines, so the canvas collects the elements here and
/// `splice(into:)` adds them to the finished document, above everything Cairo drew.
final class SVGTextLayer {
    private(set) var elements: [String] = []

    /// A text run laid out as `layout` at the context's current transform: one `<text>` a line, at each line's
    /// baseline (the last line of cut text ends in "…", as drawn).
    func add(_ run: TextRun, layout: OpaquePointer, on context: OpaquePointer) {
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let bytes = Array(run.text.utf8)
        var lines: [String] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            guard start >= 0, length > 0, start + length <= bytes.count else { continue }
            var text = String(decoding: bytes[start..<(start + length)], as: UTF8.self).trimmingCharacters(in: .newlines)
            if pango_layout_is_ellipsized(layout) != 0, pango_layout_iter_at_last_line(iterator) != 0 { text += "…" }
            let position = device(Point(x: run.origin.x + Double(logical.x) / Double(PANGO_SCALE),
                                        y: run.origin.y + Double(pango_layout_iter_get_baseline(iterator)) / Double(PANGO_SCALE)), on: context)
            lines.append("<text x=\"\(number(position.x))\" y=\"\(number(position.y))\"\(attributes(run.font, run.color, run.haloColor, run.haloWidth))>\(SVGTextLayer.escaped(text))</text>")
        } while pango_layout_iter_next_line(iterator) != 0
        elements += lines
    }

    /// A label along a line: one `<text>` of a `<tspan>` a glyph, each at its baseline's start and turned with it.
    func add(_ run: GlyphRun, glyphs: [(glyph: PlacedGlyph, layout: OpaquePointer, width: Double, height: Double)], on context: OpaquePointer) {
        guard !glyphs.isEmpty else { return }
        let spans = glyphs.map { glyph, layout, width, height -> String in
            // From the glyph's centre to its baseline's start, turned with it.
            let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE) - height / 2
            let dx = -width / 2, dy = baseline
            let start = Point(x: glyph.center.x + dx * cos(glyph.angle) - dy * sin(glyph.angle),
                              y: glyph.center.y + dx * sin(glyph.angle) + dy * cos(glyph.angle))
            let position = device(start, on: context)
            return "<tspan x=\"\(number(position.x))\" y=\"\(number(position.y))\" rotate=\"\(number(glyph.angle * 180 / .pi))\">\(SVGTextLayer.escaped(glyph.text))</tspan>"
        }
        elements.append("<text\(attributes(run.font, run.color, run.haloColor, run.haloWidth))>\(spans.joined())</text>")
    }

    /// `svg` (Cairo's document) with the collected text added before its closing tag.
    func splice(into svg: [UInt8]) -> [UInt8] {
        guard !elements.isEmpty, let close = Array("</svg>".utf8).lastRange(in: svg) else { return svg }
        let group = Array(("<g id=\"labels\">\n" + elements.joined(separator: "\n") + "\n</g>\n").utf8)
        return Array(svg[..<close.lowerBound]) + group + Array(svg[close.lowerBound...])
    }

    /// The font, fill and halo of a label as SVG attributes (the halo a round-joined stroke painted first).
    private func attributes(_ font: FontSpec, _ color: Color, _ halo: Color?, _ haloWidth: Double) -> String {
        var text = " font-family=\"\(SVGTextLayer.escaped(SVGTextLayer.fontFamilies(font.family)))\" font-size=\"\(number(font.size))\" font-weight=\"\(font.resolvedWeight)\""
        if font.italic { text += " font-style=\"italic\"" }
        if font.letterSpacing != 0 { text += " letter-spacing=\"\(number(font.letterSpacing * font.size))\"" }
        text += " fill=\"\(SVGTextLayer.hex(color))\""
        if color.alpha < 1 { text += " fill-opacity=\"\(number(color.alpha))\"" }
        if let halo, haloWidth > 0 {
            text += " stroke=\"\(SVGTextLayer.hex(halo))\" stroke-width=\"\(number(2 * haloWidth))\" stroke-linejoin=\"round\" paint-order=\"stroke\""
            if halo.alpha < 1 { text += " stroke-opacity=\"\(number(halo.alpha))\"" }
        }
        return text
    }

    /// A point in the document's units (the surface's device space, where a sprite's text has been moved to).
    private func device(_ point: Point, on context: OpaquePointer) -> Point {
        var x = point.x, y = point.y
        cairo_user_to_device(context, &x, &y)
        return Point(x: x, y: y)
    }

    private func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// A CSS font list for a family: MapSnap's own alias stands for the pinned families, any family falls back to
    /// sans-serif.
    static func fontFamilies(_ family: String) -> String {
        let families = family == FontSpec.defaultFamily || family == "sans-serif" ? FontLibrary.defaultFamilies : [family]
        return (families.map { "'\($0)'" } + ["sans-serif"]).joined(separator: ", ")
    }

    static func hex(_ color: Color) -> String {
        func byte(_ value: Double) -> String { String(format: "%02x", Int((max(0, min(1, value)) * 255).rounded())) }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    /// Text with XML's special characters escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

extension Array where Element == UInt8 {
    /// The range of the last occurrence of this byte sequence in `bytes`.
    fileprivate func lastRange(in bytes: [UInt8]) -> Range<Int>? {
        guard !isEmpty, bytes.count >= count else { return nil }
        for start in stride(from: bytes.count - count, through: 0, by: -1) where bytes[start..<(start + count)].elementsEqual(self) {
            return start..<(start + count)
        }
        return nil
    }
}
