import Features
import Foundation
import Geo
import MapStyle

extension BaseMapLabels {
    /// The text run of a point label, wrapped at `text-max-width` ems, its lines aligned by `text-justify`.
    func pointTextRun(_ layer: StyleLayer, _ text: String, font: FontSpec, feature: MapFeature) -> TextRun {
        let paint = layer.paint
        let opacity = paint.textOpacity.value(at: zoom, for: feature)
        var run = TextRun(text: text, font: font,
                          color: paint.textColor.value(at: zoom, for: feature).withOpacity(opacity),
                          haloColor: paint.textHaloColor.value(at: zoom, for: feature).visibleOrNil?.withOpacity(opacity),
                          haloWidth: paint.textHaloWidth.value(at: zoom, for: feature), origin: .zero)
        run.haloBlur = paint.textHaloBlur.value(at: zoom, for: feature)
        let wrap = layer.layout.textMaxWidth.value(at: zoom, for: feature) * font.size
        if measurer.measure(text, font: font, wrapWidth: nil).width > wrap {
            run.wrapWidth = wrap
            run.maxLines = 3
        }
        return run
    }

    /// A point symbol of a style with a sprite: its icon and text, placed at the first of the text's anchors where
    /// what must be placed is free (`SymbolPointLayout`); nothing where none is.
    func pointLabel(_ layer: StyleLayer, _ feature: MapFeature, label: String?, at center: Point, font: FontSpec,
                    grid: inout CollisionGrid) -> [DrawCommand] {
        let iconName = self.iconName(layer, feature)
        if iconName != nil, baseMap.style.spriteSheets.isEmpty { return badgeLabel(layer, feature, label: label, center: center, font: font, grid: &grid) }
        let layout = layer.layout
        var icon: (sheet: SpriteSheet, image: SpriteImage, rect: Rect, scale: Double)?
        if let iconName, let (sheet, image) = baseMap.style.spriteImage(named: iconName, scale: viewport.scale) {
            let size = layout.iconSize.value(at: zoom, for: feature)
            let (width, height) = image.pointSize
            let shift = viewport.translation(layer.paint.iconTranslate.value(at: zoom, for: feature), anchor: layer.paint.iconTranslateAnchor.steppedValue(at: zoom))
            let offset = layout.iconOffset.value(at: zoom, for: feature)
            let point = Point(x: center.x + shift[0] + offset[0] * size, y: center.y + shift[1] + offset[1] * size)
            let rect = SymbolPointLayout.frame(Size(width: width * size, height: height * size), part: layout.iconAnchor.steppedValue(at: zoom).rawValue, at: point)
            icon = (sheet, image, rect, size / image.pixelRatio)
        }
        // Where the text may go: each of its anchors in turn (one without `text-variable-anchor`).
        var texts: [(run: TextRun, box: Rect, shapes: [CollisionShape], glyphs: GlyphRun?)] = []
        if let label {
            let shift = viewport.translation(layer.paint.textTranslate.value(at: zoom, for: feature), anchor: layer.paint.textTranslateAnchor.steppedValue(at: zoom))
            let textAnchorPoint = Point(x: center.x + shift[0], y: center.y + shift[1])
            let plain = pointTextRun(layer, label, font: font, feature: feature)
            let measured = measurer.measure(plain)
            // The collision box is the ink's width, centred in the wrapping width, and `text-line-height` ems for
            // each line, about the line's middle.
            let lineHeight = measurer.measure("X", font: font, wrapWidth: nil).height
            let lines = max(1, (measured.height / lineHeight).rounded())
            let height = lines * layout.textLineHeight.value(at: zoom) * font.size
            for placement in SymbolPointLayout.textPlacements(layout, zoom: zoom) {
                var run = plain
                run.alignment = SymbolPointLayout.alignment(layout.textJustify.steppedValue(at: zoom).rawValue, anchor: placement.anchor)
                let frame = SymbolPointLayout.textFrame(Size(width: run.wrapWidth ?? measured.width, height: measured.height),
                                                        placement: placement, anchor: textAnchorPoint, fontSize: font.size)
                run.origin = frame.origin
                let inkLeft: Double
                switch run.alignment {
                case .left: inkLeft = frame.minX
                case .right: inkLeft = frame.maxX - measured.width
                case .center: inkLeft = frame.minX + (frame.size.width - measured.width) / 2
                }
                let box = Rect(x: inkLeft, y: frame.minY + (measured.height - height) / 2, width: measured.width, height: height)
                if let rotated = rotatedText(layer, run, box: box, about: textAnchorPoint, font: font) {
                    texts.append((run, box, rotated.shapes, rotated.glyphs))
                } else {
                    texts.append((run, box, [.rectangle(box.insetBy(-layout.textPadding.value(at: zoom)))], nil))
                }
            }
        }
        func iconRect(around text: Rect?) -> Rect? {
            guard let icon else { return nil }
            let fit = layout.iconTextFit.steppedValue(at: zoom)
            guard fit != .none, let text else { return icon.rect }
            return SymbolPointLayout.fitted(icon.rect, around: text, fit: fit.rawValue, padding: layout.iconTextFitPadding.value(at: zoom),
                                            image: icon.image, scale: icon.scale)
        }
        func iconFree(_ rect: Rect?) -> Bool? {
            guard let rect else { return nil }
            return fitsImage(rect) && (layout.iconOverlaps(at: zoom) || grid.isFree(.rectangle(rect.insetBy(-layout.iconPaddingPoints(at: zoom)))))
        }
        var choice: (icon: Rect?, text: Int?)?
        if texts.isEmpty {
            let rect = iconRect(around: nil)
            if SymbolPointLayout.placed(iconFree: iconFree(rect), textFree: nil, layout: layout, zoom: zoom).icon { choice = (rect, nil) }
        } else {
            var fallback: (icon: Rect?, text: Int?)?
            for (index, text) in texts.enumerated() {
                let rect = iconRect(around: text.box)
                let textFree = fitsImage(text.box) && (layout.textOverlaps(at: zoom) || text.shapes.allSatisfy { grid.isFree($0) })
                let placed = SymbolPointLayout.placed(iconFree: iconFree(rect), textFree: textFree, layout: layout, zoom: zoom)
                if placed.text {
                    choice = (placed.icon ? rect : nil, index)
                    break
                }
                if placed.icon, fallback == nil { fallback = (rect, nil) }
            }
            choice = choice ?? fallback
        }
        guard let choice else { return [] }
        var commands: [DrawCommand] = []
        if let rect = choice.icon, let icon {
            commands += iconCommands(layer, feature, sheet: icon.sheet, image: icon.image, rect: rect, scale: icon.scale)
            if !layout.iconIgnorePlacement.steppedValue(at: zoom) { grid.insert(.rectangle(rect.insetBy(-layout.iconPaddingPoints(at: zoom)))) }
        }
        if let index = choice.text {
            let text = texts[index]
            commands.append(text.glyphs.map { .glyphs($0) } ?? .text(text.run))
            if !layout.textIgnorePlacement.steppedValue(at: zoom) { text.shapes.forEach { grid.insert($0) } }
        }
        return commands
    }

    /// The icon's commands: an SDF icon in `icon-color` over its halo (`icon-halo-*`), a plain one as it is.
    private func iconCommands(_ layer: StyleLayer, _ feature: MapFeature, sheet: SpriteSheet, image: SpriteImage, rect: Rect,
                              scale: Double) -> [DrawCommand] {
        let paint = layer.paint
        let opacity = paint.iconOpacity.value(at: zoom, for: feature)
        guard image.sdf else { return StretchedIcon.commands(sheet: sheet, image: image, rect: rect, scale: scale, tint: nil, opacity: opacity) }
        var commands: [DrawCommand] = []
        let haloWidth = paint.iconHaloWidth.value(at: zoom, for: feature) + paint.iconHaloBlur.value(at: zoom, for: feature) / 2
        if haloWidth > 0, case let halo = paint.iconHaloColor.value(at: zoom, for: feature), halo.alpha > 0 {
            // The shape grown by the halo's width: copies of it in the halo colour around the ring.
            for step in 0..<12 {
                let angle = Double(step) * .pi / 6
                let moved = Rect(x: rect.minX + cos(angle) * haloWidth, y: rect.minY + sin(angle) * haloWidth, width: rect.size.width, height: rect.size.height)
                commands += StretchedIcon.commands(sheet: sheet, image: image, rect: moved, scale: scale, tint: halo, opacity: opacity)
            }
        }
        commands += StretchedIcon.commands(sheet: sheet, image: image, rect: rect, scale: scale,
                                           tint: paint.iconColor.value(at: zoom, for: feature), opacity: opacity)
        return commands
    }

    /// A one-line label turned by `text-rotate` about its anchor: its glyphs along a straight line through the
    /// turned box's middle, with their collision shapes; nil for unturned or wrapped text (drawn level).
    private func rotatedText(_ layer: StyleLayer, _ run: TextRun, box: Rect, about anchor: Point, font: FontSpec)
        -> (glyphs: GlyphRun, shapes: [CollisionShape])? {
        let degrees = layer.layout.textRotate.value(at: zoom).truncatingRemainder(dividingBy: 360)
        guard degrees != 0, run.wrapWidth == nil, !run.text.contains("\n") else { return nil }
        let angle = degrees * .pi / 180
        let dx = box.midX - anchor.x, dy = box.midY - anchor.y
        let middle = Point(x: anchor.x + dx * cos(angle) - dy * sin(angle), y: anchor.y + dx * sin(angle) + dy * cos(angle))
        let reach = box.size.width / 2 + font.size
        let line = [Point(x: middle.x - cos(angle) * reach, y: middle.y - sin(angle) * reach),
                    Point(x: middle.x + cos(angle) * reach, y: middle.y + sin(angle) * reach)]
        let placer = LinePathText(measurer: measurer)
        guard let glyphs = placer.runs(run.text, along: line, font: font, at: [reach], maximumBend: .pi, keepUpright: false).first else { return nil }
        var plain = font
        plain.letterSpacing = 0
        var drawn = GlyphRun(glyphs: glyphs, font: plain, color: run.color, haloColor: run.haloColor, haloWidth: run.haloWidth)
        drawn.haloBlur = run.haloBlur
        let padding = layer.layout.textPadding.value(at: zoom)
        let shapes = placer.shapes(glyphs, font: font).map { shape -> CollisionShape in
            guard case .rectangle(let rect) = shape else { return shape }
            return .rectangle(rect.insetBy(-padding))
        }
        return (drawn, shapes)
    }
}
