import Foundation
import CCairo
import Geo
import MapRender
import MapStyle

/// Draws display-list commands on a Cairo context. Cairo and Pango are used only in this module (CairoCanvas: this
/// canvas, the renderer that makes surfaces and encodes them, text, images and sprites).
public final class CairoCanvas: Canvas {
    let context: OpaquePointer
    private let pango: OpaquePointer
    private let images = ImageCache()
    private let sprites = SpriteCache()
    private let fonts: FontLibrary
    private let scale: Double
    private let rasterizesImages: Bool
    /// DEM images decoded for hillshade tiles, by name (a tile is read again as its neighbours' border).
    var decodedElevationImages: [String: ReliefTile.Pixels] = [:]
    /// Where text goes instead of outlines on an SVG surface with `--svg-text` (nil: text is drawn).
    private let svgText: SVGTextLayer?

    /// Wraps a surface; user space is in points (scaled by `scale` for raster surfaces).
    init(surface: OpaquePointer, scale: Double, fonts: FontLibrary, rasterizesImages: Bool = true, svgText: SVGTextLayer? = nil) throws(CanvasError) {
        guard let context = cairo_create(surface), cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            throw CanvasError(message: "Cairo could not create a drawing context")
        }
        guard let pango = fonts.makeContext() else {
            cairo_destroy(context)
            throw CanvasError(message: "Pango could not create a context")
        }
        self.context = context
        self.pango = pango
        self.fonts = fonts
        self.scale = scale
        self.rasterizesImages = rasterizesImages
        self.svgText = svgText
        cairo_scale(context, scale, scale)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
    }

    deinit {
        fonts.withTextLock {
            g_object_unref(UnsafeMutableRawPointer(pango))
            cairo_destroy(context)
        }
    }

    public func fill(_ path: Path, color: Color, rule: FillRule) {
        addPath(path)
        setColor(color)
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(context)
    }

    /// The image (a PNG sprite image) as a repeating Cairo pattern, scaled so one copy is `tile` points.
    public func fillPattern(_ path: Path, image source: ImageSource, tile: Size, origin: Point, opacity: Double) throws {
        guard tile.width > 0, tile.height > 0, let (pattern, natural) = try repeatingPattern(source) else { return }
        defer { cairo_pattern_destroy(pattern) }
        // User space to the image's pixels: a copy's corner at `origin` (brought within one copy of the image's corner,
        // as pixman's fixed-point pattern coordinates need), each copy `tile` points large.
        let corner = Point(x: origin.x - (origin.x / tile.width).rounded(.down) * tile.width,
                           y: origin.y - (origin.y / tile.height).rounded(.down) * tile.height)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, natural.width / tile.width, natural.height / tile.height)
        cairo_matrix_translate(&matrix, -corner.x, -corner.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_save(context)
        defer { cairo_restore(context) }
        addPath(path)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        cairo_clip(context)
        cairo_set_source(context, pattern)
        cairo_paint_with_alpha(context, opacity)
    }

    /// Each segment's piece (`LineSegmentQuads`: pieces meet at miter or bevel joins without overlapping) as wide as
    /// the line or the image, whichever is less, filled with the image centred across it and turned along the
    /// segment, the copies continuing from the length drawn so far, as MapLibre Native's line patterns run; round
    /// caps are half disks beyond the ends.
    public func strokePattern(_ lines: [[Point]], image source: ImageSource, tile: Size, width: Double, roundCaps: Bool) throws {
        guard tile.width > 0, tile.height > 0, width > 0, let (pattern, natural) = try repeatingPattern(source) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let band = min(width, tile.height)
        let half = band / 2
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        for line in lines {
            let pieces = LineSegmentQuads.pieces(line, width: band)
            for (index, piece) in pieces.enumerated() {
                let (dx, dy) = (piece.direction.x, piece.direction.y)
                let normalAngle = atan2(-dx, dy)
                let corners = piece.corners
                cairo_new_path(context)
                cairo_move_to(context, corners[0].x, corners[0].y)
                if roundCaps && index == 0 {
                    cairo_arc_negative(context, piece.start.x, piece.start.y, half, normalAngle, normalAngle - Double.pi)
                } else {
                    cairo_line_to(context, corners[1].x, corners[1].y)
                }
                cairo_line_to(context, corners[2].x, corners[2].y)
                if roundCaps && index + 1 == pieces.count {
                    cairo_arc_negative(context, piece.end.x, piece.end.y, half, normalAngle + Double.pi, normalAngle)
                } else {
                    cairo_line_to(context, corners[3].x, corners[3].y)
                }
                cairo_close_path(context)
                if let bevel = piece.bevel {
                    cairo_move_to(context, bevel[0].x, bevel[0].y)
                    for point in bevel.dropFirst() { cairo_line_to(context, point.x, point.y) }
                    cairo_close_path(context)
                }
                // Image pixels → points along the segment: scaled to the tile, its middle row on the line.
                var matrix = cairo_matrix_t()
                cairo_matrix_init(&matrix, dx, dy, -dy, dx, piece.start.x, piece.start.y)
                cairo_matrix_translate(&matrix, -piece.along, -tile.height / 2)
                cairo_matrix_scale(&matrix, tile.width / natural.width, tile.height / natural.height)
                cairo_matrix_invert(&matrix)
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_set_source(context, pattern)
                cairo_fill(context)
            }
        }
    }

    /// A repeating pattern of a raster image, with the image's size in pixels; nil for an image that is not raster.
    private func repeatingPattern(_ source: ImageSource) throws -> (OpaquePointer, Size)? {
        let image = try cache(for: source).image(source)
        guard case .raster(let surface) = image.content, let pattern = cairo_pattern_create_for_surface(surface) else { return nil }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        return (pattern, image.naturalSize)
    }

    public func stroke(_ path: Path, style: StrokeStyle) {
        addPath(path)
        setColor(style.color)
        applyStroke(style)
        cairo_stroke(context)
    }

    public func strokeGradient(_ segments: [ColoredSegment], style: StrokeStyle) {
        applyStroke(StrokeStyle(color: style.color, width: style.width, cap: .round, join: style.join))
        for segment in segments {
            guard let gradient = cairo_pattern_create_linear(segment.start.x, segment.start.y, segment.end.x, segment.end.y) else { continue }
            for (offset, color) in [(0.0, segment.startColor), (1.0, segment.endColor)] {
                cairo_pattern_add_color_stop_rgba(gradient, offset, color.red, color.green, color.blue, color.alpha)
            }
            cairo_set_source(context, gradient)
            cairo_move_to(context, segment.start.x, segment.start.y)
            cairo_line_to(context, segment.end.x, segment.end.y)
            cairo_stroke(context)
            cairo_pattern_destroy(gradient)
        }
    }

    public func draw(_ text: TextRun) {
        guard let mask = fonts.withTextLock({ drawLocked(text) }) else { return }
        defer { mask.destroy() }
        if let halo = text.haloColor { paint(mask, haloWidth: text.haloWidth, haloBlur: text.haloBlur, halo: halo, text: text.color) }
    }

    /// Draws the text, or on raster surfaces with a halo, draws it into a `HaloMask` and returns that to be painted.
    private func drawLocked(_ text: TextRun) -> HaloMask? {
        pango_cairo_update_context(context, pango)
        guard let layout = PangoLayout.make(context: pango, text: text.text, font: text.font, wrapWidth: text.wrapWidth, maxLines: text.maxLines,
                                            alignment: text.alignment) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let svgText {
            svgText.add(text, layout: layout, on: context)
            return nil
        }
        if let halo = text.haloColor, text.haloWidth > 0 {
            var size = PangoLayout.size(of: layout)
            // Wrapped lines are centred in the wrapping width, which the logical size (the widest line) does not span.
            if let wrap = text.wrapWidth { size.width = max(size.width, wrap) }
            // The ink may reach past the layout box (italics, accents): a line height of room all round.
            let reach = text.haloWidth + text.haloBlur + text.font.size
            let corners = [(text.origin.x - reach, text.origin.y - reach), (text.origin.x + size.width + reach, text.origin.y - reach),
                           (text.origin.x - reach, text.origin.y + size.height + reach), (text.origin.x + size.width + reach, text.origin.y + size.height + reach)]
            if let mask = haloMask(covering: corners, show: { target in
                cairo_move_to(target, text.origin.x, text.origin.y)
                pango_cairo_show_layout(target, layout)
            }) {
                return mask
            }
            // On vector surfaces the halo is the text's outline stroked (a path, not text), so the text is in the
            // document once: a reader's search and copy find each label once.
            cairo_move_to(context, text.origin.x, text.origin.y)
            pango_cairo_layout_path(context, layout)
            strokeHalo(halo, width: text.haloWidth)
        }
        cairo_move_to(context, text.origin.x, text.origin.y)
        setColor(text.color)
        pango_cairo_show_layout(context, layout)
        cairo_new_path(context)
        return nil
    }

    /// On raster surfaces, a `HaloMask` over the user-space box with these corners holding what `show` draws on the
    /// context it is given (in opaque black); nil on vector surfaces or when the masks cannot be made.
    private func haloMask(covering corners: [(Double, Double)], show: (OpaquePointer) -> Void) -> HaloMask? {
        guard rasterizesImages, let mask = HaloMask.make(covering: corners, on: context, margin: 2) else { return nil }
        guard let maskContext = mask.glyphContext(like: context) else {
            mask.destroy()
            return nil
        }
        show(maskContext)
        cairo_destroy(maskContext)
        return mask
    }

    /// Paints a halo mask filled by `haloMask(covering:show:)`, outside the text lock: only Cairo's compositing of
    /// this canvas's own masks.
    private func paint(_ mask: HaloMask, haloWidth: Double, haloBlur: Double, halo: Color, text: Color) {
        func ring(_ radius: Double) -> [(Double, Double)] {
            CairoCanvas.haloOffsets.map { offset -> (Double, Double) in
                var dx = offset.0 * radius, dy = offset.1 * radius
                cairo_user_to_device_distance(context, &dx, &dy)
                return (dx.rounded(), dy.rounded())
            }
        }
        guard haloBlur > 0 else { return mask.paint(on: context, offsets: ring(haloWidth), halo: halo, text: text) }
        mask.paint(on: context, offsets: ring(max(haloWidth - haloBlur / 2, 0)), fringe: ring(haloWidth + haloBlur / 2), halo: halo, text: text)
    }

    public func draw(_ run: GlyphRun) {
        guard let mask = fonts.withTextLock({ drawLocked(run) }) else { return }
        defer { mask.destroy() }
        if let halo = run.haloColor { paint(mask, haloWidth: run.haloWidth, haloBlur: run.haloBlur, halo: halo, text: run.color) }
    }

    /// Draws the run, or on raster surfaces with a halo, draws its glyphs into a `HaloMask` and returns that to be
    /// painted.
    private func drawLocked(_ run: GlyphRun) -> HaloMask? {
        // The glyphs' layouts are the thread's (kept across maps); without thread state, made here and released after.
        let kept = fonts.threadState()?.glyphLayouts
        kept?.trimIfFull()
        pango_cairo_update_context(context, kept?.context ?? pango)
        let layouts = run.glyphs.compactMap { glyph -> (PlacedGlyph, OpaquePointer, Double, Double)? in
            if let kept {
                return kept.layout(glyph.text, font: run.font).map { (glyph, $0.layout, $0.width, $0.height) }
            }
            guard let layout = PangoLayout.make(context: pango, text: glyph.text, font: run.font, wrapWidth: nil) else { return nil }
            let size = PangoLayout.size(of: layout)
            return (glyph, layout, size.width, size.height)
        }
        defer { if kept == nil { layouts.forEach { g_object_unref(UnsafeMutableRawPointer($0.1)) } } }
        if let svgText {
            svgText.add(run, glyphs: layouts.map { ($0.0, $0.1, $0.2, $0.3) }, on: context)
            return nil
        }
        func place(_ glyph: PlacedGlyph, width: Double, height: Double, on target: OpaquePointer) {
            cairo_save(target)
            cairo_translate(target, glyph.center.x, glyph.center.y)
            cairo_rotate(target, glyph.angle)
            cairo_move_to(target, -width / 2, -height / 2)
        }
        if let halo = run.haloColor, run.haloWidth > 0 {
            let corners = layouts.flatMap { glyph, _, width, height -> [(Double, Double)] in
                let reach = (width * width + height * height).squareRoot() / 2 + run.haloWidth + run.haloBlur
                return [(glyph.center.x - reach, glyph.center.y - reach), (glyph.center.x + reach, glyph.center.y + reach),
                        (glyph.center.x - reach, glyph.center.y + reach), (glyph.center.x + reach, glyph.center.y - reach)]
            }
            if let mask = haloMask(covering: corners, show: { target in
                for (glyph, layout, width, height) in layouts {
                    place(glyph, width: width, height: height, on: target)
                    pango_cairo_show_layout(target, layout)
                    cairo_restore(target)
                }
            }) {
                return mask
            }
            for (glyph, layout, width, height) in layouts {
                place(glyph, width: width, height: height, on: context)
                pango_cairo_layout_path(context, layout)
                cairo_restore(context)
            }
            strokeHalo(halo, width: run.haloWidth)
        }
        setColor(run.color)
        if !rasterizesImages {
            // On vector surfaces the placed glyphs are outlines, and the label is text once, straight along it and
            // all but transparent: a reader finds "Mannerheimintie", not one glyph at a time in the order of their
            // positions ("iiiil").
            for (glyph, layout, width, height) in layouts {
                place(glyph, width: width, height: height, on: context)
                pango_cairo_layout_path(context, layout)
                cairo_restore(context)
            }
            cairo_fill(context)
            searchableText(run, layouts: layouts.map { ($0.0, $0.2, $0.3) })
            return nil
        }
        for (glyph, layout, width, height) in layouts {
            place(glyph, width: width, height: height, on: context)
            pango_cairo_show_layout(context, layout)
            cairo_restore(context)
        }
        cairo_new_path(context)
        return nil
    }

    /// Strokes the current path (text outlines) in the halo colour, `width` points out from the outlines.
    private func strokeHalo(_ halo: Color, width: Double) {
        setColor(halo)
        cairo_set_line_width(context, 2 * width)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(context)
    }

    /// The run's text in one level layout centred on the label, at 0.5% opacity (Cairo skips drawing that is fully
    /// transparent): the text a PDF reader searches and copies for a label along a line.
    private func searchableText(_ run: GlyphRun, layouts: [(glyph: PlacedGlyph, width: Double, height: Double)]) {
        guard let first = layouts.first, let last = layouts.last else { return }
        let text = run.glyphs.map(\.text).joined()
        guard let layout = PangoLayout.make(context: pango, text: text, font: run.font, wrapWidth: nil) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        // Level, centred on the label: text extractors split text turned to a slant into pieces.
        let center = Point(x: (first.glyph.center.x + last.glyph.center.x) / 2, y: (first.glyph.center.y + last.glyph.center.y) / 2)
        let size = PangoLayout.size(of: layout)
        // Kept on the page (a level run for an upright label by the edge would reach past it and be cut there).
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(context, &left, &top, &right, &bottom)
        let x = max(left, min(center.x - size.width / 2, right - size.width)), y = max(top, min(center.y - size.height / 2, bottom - size.height))
        cairo_save(context)
        cairo_move_to(context, x, y)
        setColor(run.color.withOpacity(0.005))
        pango_cairo_show_layout(context, layout)
        cairo_restore(context)
        cairo_new_path(context)
    }

    public func drawImage(_ source: ImageSource, in rect: Rect, tint: Color?, opacity: Double) throws {
        guard rect.size.width > 0, rect.size.height > 0 else { return }
        let cache = cache(for: source)
        if rasterizesImages, source.isSVG {
            // Vector glyphs are rendered once at device size and reused: crisp, and fast for many markers.
            let width = Int32(max(1, (rect.size.width * scale).rounded())), height = Int32(max(1, (rect.size.height * scale).rounded()))
            let raster = try cache.raster(source, width: width, height: height)
            // Snapped to whole device pixels and drawn 1:1, so the glyph is not resampled (no blur).
            var deviceX = rect.minX, deviceY = rect.minY
            cairo_user_to_device(context, &deviceX, &deviceY)
            cairo_save(context)
            cairo_identity_matrix(context)
            cairo_translate(context, deviceX.rounded(), deviceY.rounded())
            if let tint {
                setColor(tint.withOpacity(opacity))
                cairo_mask_surface(context, raster.surface, 0, 0)
            } else {
                cairo_set_source_surface(context, raster.surface, 0, 0)
                cairo_paint_with_alpha(context, opacity)
            }
            cairo_restore(context)
            return
        }
        if case .encoded(let encoded) = source, let relief = encoded.relief {
            try drawRelief(encoded, relief, in: rect)
            return
        }
        // Raster tiles are drawn once each: decoded here, not kept.
        if case .encoded(let encoded) = source {
            let tile = try LoadedImage.load(source)
            tile.adjust(encoded.adjustment)
            tile.draw(on: context, in: rect, opacity: opacity, padsEdges: true, nearest: encoded.adjustment.nearest)
            return
        }
        let image = try cache.image(source)
        if let tint {
            cairo_push_group(context)
            image.draw(on: context, in: rect)
            let mask = cairo_pop_group(context)
            setColor(tint.withOpacity(opacity))
            cairo_mask(context, mask)
            cairo_pattern_destroy(mask)
        } else {
            image.draw(on: context, in: rect, opacity: opacity)
        }
    }

    /// Drawn through the current transform turned about `center` (not the device-pixel raster path, which cannot turn).
    public func drawImage(_ source: ImageSource, center: Point, size: Size, angle: Double, opacity: Double) throws {
        guard size.width > 0, size.height > 0 else { return }
        let image = try cache(for: source).image(source)
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, center.x, center.y)
        cairo_rotate(context, angle)
        image.draw(on: context, in: Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height), opacity: opacity)
    }

    /// Raster canvases composite a cached rendering of the sprite at its origin (within 1/8 pixel); vector canvases
    /// draw its commands there.
    public func draw(_ sprite: Sprite) throws {
        guard rasterizesImages else {
            cairo_save(context)
            cairo_translate(context, sprite.origin.x, sprite.origin.y)
            defer { cairo_restore(context) }
            try replay(sprite.commands)
            return
        }
        var deviceX = sprite.origin.x, deviceY = sprite.origin.y
        cairo_user_to_device(context, &deviceX, &deviceY)
        guard deviceX.isFinite, deviceY.isFinite else { return }
        let phases = Double(SpriteCache.phases)
        var wholeX = deviceX.rounded(.down), wholeY = deviceY.rounded(.down)
        var phaseX = Int(((deviceX - wholeX) * phases).rounded()), phaseY = Int(((deviceY - wholeY) * phases).rounded())
        if phaseX == SpriteCache.phases { phaseX = 0; wholeX += 1 }
        if phaseY == SpriteCache.phases { phaseY = 0; wholeY += 1 }
        let key = SpriteCache.Key(commands: sprite.commands, bounds: sprite.bounds, scale: scale, phaseX: phaseX, phaseY: phaseY)
        let raster = try spriteCache(for: sprite).raster(key) { try rasterize(sprite, phaseX: phaseX, phaseY: phaseY) }
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, raster.surface, wholeX + Double(raster.offsetX), wholeY + Double(raster.offsetY))
        cairo_paint(context)
        cairo_restore(context)
    }

    private func rasterize(_ sprite: Sprite, phaseX: Int, phaseY: Int) throws -> SpriteRaster {
        let left = Int((sprite.bounds.minX * scale).rounded(.down)) - 1, top = Int((sprite.bounds.minY * scale).rounded(.down)) - 1
        let right = Int((sprite.bounds.maxX * scale).rounded(.up)) + 2, bottom = Int((sprite.bounds.maxY * scale).rounded(.up)) + 2
        guard let surface = RasterSurface.create(width: Int32(right - left), height: Int32(bottom - top)) else {
            throw CanvasError(message: "Cairo could not create a \(right - left)x\(bottom - top) sprite (out of memory?)")
        }
        let raster = SpriteRaster(surface: surface, offsetX: left, offsetY: top)
        let canvas = try CairoCanvas(surface: surface, scale: scale, fonts: fonts)
        let phases = Double(SpriteCache.phases)
        cairo_identity_matrix(canvas.context)
        cairo_translate(canvas.context, Double(phaseX) / phases - Double(left), Double(phaseY) / phases - Double(top))
        cairo_scale(canvas.context, scale, scale)
        try canvas.replay(sprite.commands)
        cairo_surface_flush(surface)
        return raster
    }

    /// Sprites with image files are cached by the canvas (files may change between renders); others per thread.
    private func spriteCache(for sprite: Sprite) -> SpriteCache {
        let namesFiles = sprite.commands.contains { command in
            if case .image(.file, _, _, _) = command { return true }
            return false
        }
        if !namesFiles, let shared = fonts.threadState()?.sprites { return shared }
        return sprites
    }

    /// The thread's process-wide cache (it reads a changed file again), else the canvas's own.
    private func cache(for source: ImageSource) -> ImageCache {
        fonts.threadState()?.images ?? images
    }

    public func beginTurn(center: Point, angle: Double) {
        cairo_save(context)
        cairo_translate(context, center.x, center.y)
        cairo_rotate(context, angle)
        cairo_translate(context, -center.x, -center.y)
    }

    public func endTurn() {
        cairo_restore(context)
    }

    public func beginGroup() {
        cairo_push_group(context)
    }

    public func endGroup(opacity: Double) {
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, opacity)
    }

    /// Halos are the text's coverage at twelve offsets around a circle (`HaloMask`; on vector surfaces the text drawn
    /// in the halo colour at those offsets): about three times faster than stroking the glyph outlines, and it looks
    /// the same at map text sizes.
    static let haloOffsets: [(Double, Double)] = (0..<12).map { (cos(Double($0) * .pi / 6), sin(Double($0) * .pi / 6)) }

    public func setAntialiasing(_ quality: Antialiasing) {
        switch quality {
        case .fine: cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
        case .fast: cairo_set_antialias(context, CAIRO_ANTIALIAS_FAST)
        case .none: cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE)
        }
    }

    private func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    private func applyStroke(_ style: StrokeStyle) {
        cairo_set_line_width(context, style.width)
        cairo_set_line_cap(context, [.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND, .square: CAIRO_LINE_CAP_SQUARE][style.cap] ?? CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, [.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND, .bevel: CAIRO_LINE_JOIN_BEVEL][style.join] ?? CAIRO_LINE_JOIN_ROUND)
        if style.dash.isEmpty || style.dash.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(context, nil, 0, 0)
        } else {
            cairo_set_dash(context, style.dash, Int32(style.dash.count), 0)
        }
    }

    private func addPath(_ path: Path) {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case .move(let point): cairo_move_to(context, point.x, point.y)
            case .line(let point): cairo_line_to(context, point.x, point.y)
            case .cubic(let c1, let c2, let end): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
            case .close: cairo_close_path(context)
            }
        }
    }
}
