import CCairo
import Geo
import MapRender

/// Measures text with the pinned fonts exactly as `CairoCanvas` draws it (no hinting, so sizes do not depend on scale).
///
/// Safe to use from any thread: each call uses the calling thread's Pango context.
public struct PangoTextMeasurer: TextMeasurer, Sendable {
    private let fonts: FontLibrary

    /// Creates a measurer on a font library.
    public init(fonts: FontLibrary) throws(CanvasError) {
        guard fonts.threadState() != nil else { throw CanvasError(message: "Pango could not create a context") }
        self.fonts = fonts
    }

    public func measure(_ text: String, font: FontSpec, wrapWidth: Double?, maxLines: Int) -> Size {
        let key = TextMeasurements.Key(text: text, font: font, wrapWidth: wrapWidth, maxLines: maxLines)
        return fonts.measurements.size(of: key) {
            fonts.withTextLock {
                guard let layout = layout(text, font: font, wrapWidth: wrapWidth, maxLines: maxLines) else { return Size(width: 0, height: 0) }
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                let size = PangoLayout.size(of: layout)
                return Size(width: size.width, height: size.height)
            }
        }
    }

    /// How many characters of `text` no pinned font has a glyph for (they would show as boxes).
    public func missingGlyphCount(in text: String, font: FontSpec) -> Int {
        fonts.withTextLock {
            guard let layout = layout(text, font: font, wrapWidth: nil, maxLines: 0) else { return text.count }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return Int(pango_layout_get_unknown_glyphs_count(layout))
        }
    }

    private func layout(_ text: String, font: FontSpec, wrapWidth: Double?, maxLines: Int) -> OpaquePointer? {
        guard let state = fonts.threadState() else { return nil }
        return PangoLayout.make(context: state.measuringContext, text: text, font: font, wrapWidth: wrapWidth, maxLines: maxLines)
    }
}
