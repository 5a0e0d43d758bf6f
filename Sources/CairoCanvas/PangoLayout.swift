import CCairo
import MapRender

/// Builds Pango layouts for text runs on a context of the pinned fonts.
enum PangoLayout {
    /// A layout for `text` in `font`, wrapped at `wrapWidth` points when given; the caller unrefs it.
    static func make(context: OpaquePointer, text: String, font: FontSpec, wrapWidth: Double?, maxLines: Int = 0,
                     alignment: TextRun.TextAlignment = .center) -> OpaquePointer? {
        guard let layout = pango_layout_new(context) else { return nil }
        let description = pango_font_description_new()
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.resolvedWeight)))
        if font.italic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        if font.letterSpacing != 0 || font.lineHeight != nil, let attributes = pango_attr_list_new() {
            if font.letterSpacing != 0 {
                pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32(font.letterSpacing * font.size * Double(PANGO_SCALE))))
            }
            if let lineHeight = font.lineHeight {
                pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32(lineHeight * font.size * Double(PANGO_SCALE))))
            }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        if let wrapWidth {
            pango_layout_set_width(layout, Int32(wrapWidth * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
            switch alignment {
            case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            }
            if maxLines > 0 {
                pango_layout_set_height(layout, Int32(-maxLines))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    /// The layout's logical size in points.
    static func size(of layout: OpaquePointer) -> (width: Double, height: Double) {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }
}
