import CCairo
import MapRender

/// One thread's Pango layouts of the single glyphs that labels along lines are drawn from, kept across its maps on a
/// context of their own: a street name's glyphs are shaped once, not for every map (shaping them again was a fifth of
/// drawing a street map's line labels). Used, filled and released under the text lock.
final class GlyphLayouts {
    /// The context the layouts are on (updated to the drawing context before each use).
    let context: OpaquePointer
    private struct Key: Hashable {
        let text: String
        let font: FontSpec
    }
    private var layouts: [Key: (layout: OpaquePointer, width: Double, height: Double)] = [:]
    /// Layouts kept before the cache starts again (a city's names use a few hundred glyph and font pairs).
    static let capacity = 4096

    init(context: OpaquePointer) {
        self.context = context
    }

    /// How many layouts are kept.
    var count: Int { layouts.count }

    /// Starts again when the cache is full: called before a label's layouts are gathered, never while they are in use
    /// (releasing them between a label's glyphs freed layouts the label was about to draw: Pango's "PANGO_IS_LAYOUT"
    /// assertion under a server's varied maps).
    func trimIfFull() {
        if layouts.count >= GlyphLayouts.capacity { releaseLayouts() }
    }

    /// The layout of `text` in `font` with its logical size in points; owned by the cache (do not unref it), valid
    /// until the next `trimIfFull()`.
    func layout(_ text: String, font: FontSpec) -> (layout: OpaquePointer, width: Double, height: Double)? {
        let key = Key(text: text, font: font)
        if let kept = layouts[key] { return kept }
        guard let layout = PangoLayout.make(context: context, text: text, font: font, wrapWidth: nil) else { return nil }
        let size = PangoLayout.size(of: layout)
        layouts[key] = (layout, size.width, size.height)
        return (layout, size.width, size.height)
    }

    /// Releases the layouts and the context (the owner calls it once, under the text lock, before its font map goes).
    func release() {
        releaseLayouts()
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    private func releaseLayouts() {
        for kept in layouts.values { g_object_unref(UnsafeMutableRawPointer(kept.layout)) }
        layouts = [:]
    }
}
