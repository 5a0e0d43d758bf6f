import CCairo
import Geo
import MapStyle

/// Text with a halo on raster surfaces, drawn through alpha masks: the glyphs are drawn once into an A8 mask, the
/// halo is that mask added onto a second one at twelve offsets around a circle (A8 blits), and the map gets the
/// halo colour through the halo mask, then the text colour through the glyph mask.
///
/// Drawing the text itself at the twelve offsets looks the same but costs thirteen passes through Pango and the glyph
/// compositor per glyph; for labels along lines, where every glyph has its own angle, that was a fifth of a base
/// map's drawing time, all of it under the text lock.
struct HaloMask {
    /// The glyphs' coverage, then the halo's: A8 surfaces of one size, their top-left corner at device pixel
    /// (`originX`, `originY`).
    let glyphs: OpaquePointer
    let halo: OpaquePointer
    let originX: Int32, originY: Int32

    /// Masks for a box of user space on `context` (its corners `userCorners`), grown by `margin` device pixels;
    /// nil when the box is empty, not finite or larger than `maximumPixels`.
    static func make(covering userCorners: [(Double, Double)], on context: OpaquePointer, margin: Double,
                     maximumPixels: Int = 4096 * 1024) -> HaloMask? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for corner in userCorners {
            var x = corner.0, y = corner.1
            cairo_user_to_device(context, &x, &y)
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let left = (minX - margin).rounded(.down), top = (minY - margin).rounded(.down)
        let width = (maxX + margin).rounded(.up) - left, height = (maxY + margin).rounded(.up) - top
        guard width >= 1, height >= 1, width * height <= Double(maximumPixels), abs(left) < 1e7, abs(top) < 1e7 else { return nil }
        guard let glyphs = alphaSurface(width: Int32(width), height: Int32(height)) else { return nil }
        guard let halo = alphaSurface(width: Int32(width), height: Int32(height)) else {
            cairo_surface_destroy(glyphs)
            return nil
        }
        return HaloMask(glyphs: glyphs, halo: halo, originX: Int32(left), originY: Int32(top))
    }

    private static func alphaSurface(width: Int32, height: Int32) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// A context drawing into the glyph mask with `context`'s transformation (moved to the mask's origin), in opaque
    /// black; nil when Cairo cannot make one. The caller destroys it.
    func glyphContext(like context: OpaquePointer) -> OpaquePointer? {
        guard let maskContext = cairo_create(glyphs), cairo_status(maskContext) == CAIRO_STATUS_SUCCESS else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        matrix.x0 -= Double(originX)
        matrix.y0 -= Double(originY)
        cairo_set_matrix(maskContext, &matrix)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        return maskContext
    }

    /// Adds the glyph mask onto the halo mask at `offsets` (whole device pixels: Cairo draws glyphs at whole pixels
    /// too, so the halo is what drawing the text at those offsets gave, and interpolated offsets cost twice as much),
    /// then paints `context` with `haloColor` through the halo and `textColor` through the glyphs.
    ///
    /// The offsets are added (saturating), not laid over one another: pixman has a SIMD path for adding A8 to A8 and
    /// none for OVER, which went through its general path at 12 blits a label. On a 256×256@2x thumbnail the halos
    /// took 26.8 million instructions with OVER and 3.1 million with ADD (callgrind, one `mapsnap render`); the
    /// halo's antialiased rim is at most a few levels more opaque, which the eye does not tell apart.
    ///
    /// A blurred halo adds a second ring, `fringe`, at half strength: the halo fades over the blur instead of ending
    /// in one step (MapLibre fades it smoothly; two steps look the same at halo sizes).
    func paint(on context: OpaquePointer, offsets: [(Double, Double)], fringe: [(Double, Double)] = [], halo haloColor: Color,
               text textColor: Color) {
        cairo_surface_flush(glyphs)
        // The fringe adds a half-strength copy of the glyphs, made once: ADD through an alpha is pixman's general path
        // (a cleared temporary mask per blit, two thirds of a street map's label drawing), plain ADD its SIMD one.
        let halfGlyphs = fringe.isEmpty ? nil : HaloMask.halfStrength(of: glyphs)
        defer { if let halfGlyphs { cairo_surface_destroy(halfGlyphs) } }
        if let haloContext = cairo_create(halo) {
            cairo_set_operator(haloContext, CAIRO_OPERATOR_ADD)
            for (ring, source) in [(offsets, glyphs), (fringe, halfGlyphs)] {
                guard let source else { continue }
                for (dx, dy) in ring {
                    cairo_set_source_surface(haloContext, source, dx, dy)
                    cairo_pattern_set_filter(cairo_get_source(haloContext), CAIRO_FILTER_NEAREST)
                    cairo_paint(haloContext)
                }
            }
            cairo_destroy(haloContext)
        }
        cairo_surface_flush(halo)
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_rgba(context, haloColor.red, haloColor.green, haloColor.blue, haloColor.alpha)
        cairo_mask_surface(context, halo, Double(originX), Double(originY))
        cairo_set_source_rgba(context, textColor.red, textColor.green, textColor.blue, textColor.alpha)
        cairo_mask_surface(context, glyphs, Double(originX), Double(originY))
        cairo_restore(context)
    }

    /// An A8 copy of `mask` at half its coverage (pixman's rounding of a coverage times 128/255, what painting it at
    /// alpha 0.5 gives), computed byte by byte; nil when Cairo cannot make one.
    private static func halfStrength(of mask: OpaquePointer) -> OpaquePointer? {
        let width = cairo_image_surface_get_width(mask), height = cairo_image_surface_get_height(mask)
        guard let half = alphaSurface(width: width, height: height) else { return nil }
        guard let source = cairo_image_surface_get_data(mask), let target = cairo_image_surface_get_data(half) else {
            cairo_surface_destroy(half)
            return nil
        }
        let sourceStride = Int(cairo_image_surface_get_stride(mask)), targetStride = Int(cairo_image_surface_get_stride(half))
        for row in 0..<Int(height) {
            let from = source + row * sourceStride, to = target + row * targetStride
            for column in 0..<Int(width) {
                let product = UInt32(from[column]) * 128 + 128
                to[column] = UInt8(((product >> 8) + product) >> 8)
            }
        }
        cairo_surface_mark_dirty(half)
        return half
    }

    /// Releases both masks.
    func destroy() {
        cairo_surface_destroy(glyphs)
        cairo_surface_destroy(halo)
    }
}
