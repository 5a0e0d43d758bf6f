import Geo
import MapStyle

/// An annotation's symbol laid out at its anchor: what to draw, the space it takes, and where text attaches.
struct SymbolLayout {
    /// Commands that draw the symbol.
    var commands: [DrawCommand]
    /// The symbol's bounding box.
    var frame: Rect
    /// The circle used by `CollisionMode.circle`.
    var collisionCircle: (center: Point, radius: Double)
    /// Centre of the top edge of the title block.
    var titleTop: Point
    /// Where a callout above points (the top of the symbol).
    var calloutAbove: Point
    /// Where a callout below points (the bottom of the symbol).
    var calloutBelow: Point
}

/// Lays out each kind of annotation symbol.
struct SymbolRenderer {
    let viewport: Viewport
    let measurer: TextMeasurer

    /// The frame of `kind`'s symbol with its tip (or centre) at `anchor`, without laying out what it draws.
    static func frame(_ kind: AnnotationKind, selected: Bool, anchor: Point) -> Rect {
        switch kind {
        case .marker(let style): return MarkerBalloon(selected: selected, size: style.size).frame(tip: anchor)
        case .pin: return Rect(x: anchor.x - 8.5, y: anchor.y - 38.5, width: 17, height: 40)
        case .dot: return Rect(x: anchor.x - 9.5, y: anchor.y - 9.5, width: 19, height: 19.5)
        case .image(_, let size, let unitAnchor, let offset):
            return Rect(x: anchor.x - unitAnchor.x * size.width + offset.x, y: anchor.y - unitAnchor.y * size.height + offset.y,
                        width: size.width, height: size.height)
        case .userLocation: return Rect(x: anchor.x - 11, y: anchor.y - 11, width: 22, height: 23)
        }
    }

    /// The symbol of `kind` with its tip (or centre) at `anchor`; `glyphOverride` replaces a marker's glyph (cluster counts).
    func layout(_ kind: AnnotationKind, selected: Bool, anchor: Point, glyphOverride: String? = nil) -> SymbolLayout {
        switch kind {
        case .marker(let style): return marker(style, selected: selected, tip: anchor, glyphOverride: glyphOverride)
        case .pin(let tint): return pin(tint, tip: anchor)
        case .dot(let color): return dot(color, center: anchor)
        case .image(let asset, let size, _, _):
            let frame = SymbolRenderer.frame(kind, selected: selected, anchor: anchor)
            let tint: Color? = nil
            return SymbolLayout(commands: [.image(asset.source, rect: frame, tint: tint, opacity: 1)], frame: frame,
                                collisionCircle: (Point(x: frame.minX + size.width / 2, y: frame.minY + size.height / 2), min(size.width, size.height) / 2),
                                titleTop: Point(x: frame.minX + size.width / 2, y: frame.maxY + 2),
                                calloutAbove: Point(x: frame.minX + size.width / 2, y: frame.minY),
                                calloutBelow: Point(x: frame.minX + size.width / 2, y: frame.maxY))
        case .userLocation(let accuracy): return userLocation(accuracy: accuracy, center: anchor)
        }
    }

    private func marker(_ style: MarkerStyle, selected: Bool, tip: Point, glyphOverride: String?) -> SymbolLayout {
        let balloon = MarkerBalloon(selected: selected, size: style.size)
        let center = balloon.center(tip: tip)
        var commands = balloon.bodyCommands(tip: tip, tint: style.markerTintColor)
        if let text = glyphOverride ?? style.glyphText, !text.isEmpty {
            commands.append(.text(GlyphText.run(text, center: center, radius: balloon.radius, color: style.glyphTintColor, measurer: measurer)))
        } else if let image = selected ? (style.selectedGlyphImage ?? style.glyphImage) : style.glyphImage {
            let side = balloon.radius * 1.24
            let rect = fitted(image.naturalSize, into: Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
            commands.append(.image(image.source, rect: rect, tint: image.isTemplate ? style.glyphTintColor : nil, opacity: 1))
        } else {
            var dot = Path()
            dot.addCircle(center: center, radius: balloon.radius * 0.3)
            commands.append(.fill(dot, style.glyphTintColor, .nonZero))
        }
        let frame = balloon.frame(tip: tip)
        return SymbolLayout(commands: commands, frame: frame, collisionCircle: (center, balloon.radius),
                            titleTop: Point(x: tip.x, y: tip.y + 2), calloutAbove: Point(x: tip.x, y: frame.minY),
                            calloutBelow: tip)
    }

    private func pin(_ tint: Color, tip: Point) -> SymbolLayout {
        let head = Point(x: tip.x, y: tip.y - 30)
        var needle = Path()
        needle.addLines([Point(x: tip.x, y: tip.y - 22), tip], closed: false)
        var headPath = Path()
        headPath.addCircle(center: head, radius: 8)
        var highlight = Path()
        highlight.addCircle(center: Point(x: head.x - 2.6, y: head.y - 2.6), radius: 2.6)
        var shadow = Path()
        shadow.addEllipse(in: Rect(x: tip.x - 4, y: tip.y - 1.5, width: 8, height: 3))
        let commands: [DrawCommand] = [
            .fill(shadow, Color.black.withOpacity(0.2), .nonZero),
            .stroke(needle, StrokeStyle(color: Color(rgb: 0x8E8E93), width: 2, cap: .round)),
            .fill(headPath.offsetBy(dx: 0, dy: 1), Color.black.withOpacity(0.18), .nonZero),
            .fill(headPath, tint, .nonZero),
            .stroke(headPath, StrokeStyle(color: tint.mixed(with: .black, fraction: 0.25), width: 0.75)),
            .fill(highlight, Color.white.withOpacity(0.55), .nonZero),
        ]
        let frame = SymbolRenderer.frame(.pin(tint: tint), selected: false, anchor: tip)
        return SymbolLayout(commands: commands, frame: frame, collisionCircle: (head, 8.5),
                            titleTop: Point(x: tip.x, y: tip.y + 3), calloutAbove: Point(x: tip.x, y: frame.minY), calloutBelow: tip)
    }

    private func dot(_ color: Color, center: Point) -> SymbolLayout {
        var shadow = Path(), ring = Path(), fill = Path()
        shadow.addCircle(center: Point(x: center.x, y: center.y + 0.75), radius: 9.5)
        ring.addCircle(center: center, radius: 9)
        fill.addCircle(center: center, radius: 6.5)
        let commands: [DrawCommand] = [
            .fill(shadow, Color.black.withOpacity(0.22), .nonZero), .fill(ring, .white, .nonZero), .fill(fill, color, .nonZero),
        ]
        let frame = SymbolRenderer.frame(.dot(color: color), selected: false, anchor: center)
        return SymbolLayout(commands: commands, frame: frame, collisionCircle: (center, 9.5),
                            titleTop: Point(x: center.x, y: center.y + 11), calloutAbove: Point(x: center.x, y: center.y - 10),
                            calloutBelow: Point(x: center.x, y: center.y + 10))
    }

    private func userLocation(accuracy: Double, center: Point) -> SymbolLayout {
        var commands: [DrawCommand] = []
        let haloRadius = accuracy / viewport.groundMetresPerPoint
        if haloRadius > 10 {
            var halo = Path()
            halo.addCircle(center: center, radius: haloRadius)
            commands.append(.fill(halo, Color.systemBlue.withOpacity(0.12), .nonZero))
            commands.append(.stroke(halo, StrokeStyle(color: Color.systemBlue.withOpacity(0.3), width: 1)))
        }
        var shadow = Path(), ring = Path(), fill = Path()
        shadow.addCircle(center: Point(x: center.x, y: center.y + 1), radius: 11)
        ring.addCircle(center: center, radius: 10)
        fill.addCircle(center: center, radius: 7)
        commands += [.fill(shadow, Color.black.withOpacity(0.2), .nonZero), .fill(ring, .white, .nonZero), .fill(fill, .systemBlue, .nonZero)]
        let frame = SymbolRenderer.frame(.userLocation(accuracy: accuracy), selected: false, anchor: center)
        return SymbolLayout(commands: commands, frame: frame, collisionCircle: (center, 11),
                            titleTop: Point(x: center.x, y: center.y + 13), calloutAbove: Point(x: center.x, y: center.y - 11),
                            calloutBelow: Point(x: center.x, y: center.y + 11))
    }

    /// The largest rectangle of `size`'s aspect centred in `box`.
    private func fitted(_ size: Size, into box: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return box }
        let factor = min(box.size.width / size.width, box.size.height / size.height)
        let width = size.width * factor, height = size.height * factor
        return Rect(x: box.minX + (box.size.width - width) / 2, y: box.minY + (box.size.height - height) / 2, width: width, height: height)
    }
}
