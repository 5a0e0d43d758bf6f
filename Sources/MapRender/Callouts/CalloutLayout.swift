import Geo
import MapStyle

/// A callout bubble laid out on the image: rounded white box, pointer, texts and accessories.
struct CalloutLayout {
    /// The box (without the pointer).
    var box: Rect
    /// Where the pointer touches the annotation.
    var pointerTip: Point
    /// Whether the bubble sits below the annotation (pointer upward).
    var isBelow: Bool
    /// Everything to draw, in order.
    var commands: [DrawCommand]

    static let padding = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    static let cornerRadius = 10.0
    static let pointerSize = Size(width: 16, height: 9)
    static let accessorySize = 24.0
    static let accessorySpacing = 10.0
    static let maximumTextWidth = 200.0
    static let margin = 4.0
    static let titleFont = FontSpec(size: 13, bold: true)
    static let bodyFont = FontSpec(size: 11)
    static let accessoryTint = Color.systemBlue

    /// The ways `callout` can sit for an annotation whose symbol spans from `above` (top) to `below` (bottom),
    /// best first: above the symbol, below it, each shifted sideways to stay inside `bounds`; when neither fits
    /// vertically, above and pushed down into the image. Empty when the callout has nothing to show.
    static func candidates(_ callout: Callout, title: String?, subtitle: String?, above: Point, below: Point, bounds: Rect,
                           measurer: TextMeasurer) -> [CalloutLayout] {
        var result: [CalloutLayout] = []
        for isBelow in [false, true] {
            if let layout = make(callout, title: title, subtitle: subtitle, above: above, below: below, isBelow: isBelow,
                                 bounds: bounds, measurer: measurer), layout.box.minY >= bounds.minY + margin,
               layout.box.maxY <= bounds.maxY - margin {
                result.append(layout)
            }
        }
        if result.isEmpty, let fallback = make(callout, title: title, subtitle: subtitle, above: above, below: below, isBelow: false,
                                               bounds: bounds, measurer: measurer, pushInside: true) {
            result.append(fallback)
        }
        return result
    }

    /// Lays out `callout` above (or below) the symbol, shifted sideways to stay inside `bounds`.
    static func make(_ callout: Callout, title: String?, subtitle: String?, above: Point, below: Point, isBelow: Bool,
                     bounds: Rect, measurer: TextMeasurer, pushInside: Bool = false) -> CalloutLayout? {
        var lines: [(String, FontSpec, Color, Int)] = []
        if let text = callout.title ?? title, !text.isEmpty { lines.append((text, titleFont, Color(rgb: 0x000000), 1)) }
        if let text = callout.subtitle ?? subtitle, !text.isEmpty { lines.append((text, bodyFont, Color(rgb: 0x6C6C70), 2)) }
        for text in callout.detail where !text.isEmpty { lines.append((text, bodyFont, Color(rgb: 0x3C3C43), 2)) }
        let accessories = [callout.leftAccessory, callout.rightAccessory]
        guard !lines.isEmpty || accessories.contains(where: { $0 != nil }) else { return nil }

        var runs: [(TextRun, Size)] = []
        var textWidth = 0.0, textHeight = 0.0
        for (text, font, color, maxLines) in lines {
            var run = TextRun(text: text, font: font, color: color, origin: .zero)
            if measurer.measure(text, font: font, wrapWidth: nil).width > maximumTextWidth {
                run.wrapWidth = maximumTextWidth
                run.maxLines = maxLines
            }
            let size = measurer.measure(run)
            let width = run.wrapWidth ?? size.width
            runs.append((run, Size(width: width, height: size.height)))
            textWidth = max(textWidth, size.width)
            textHeight += size.height
        }
        let leftWidth = callout.leftAccessory == nil ? 0 : accessorySize + accessorySpacing
        let rightWidth = callout.rightAccessory == nil ? 0 : accessorySize + accessorySpacing
        let contentHeight = max(textHeight, accessories.contains { $0 != nil } ? accessorySize : 0)
        let width = padding.left + leftWidth + textWidth + rightWidth + padding.right
        let height = padding.top + contentHeight + padding.bottom

        var x = above.x - width / 2
        x = min(max(x, bounds.minX + margin), bounds.maxX - margin - width)
        x = max(x, bounds.minX + margin)
        var y = isBelow ? below.y + pointerSize.height : above.y - pointerSize.height - height
        var tip = isBelow ? below : above
        if pushInside, y < bounds.minY + margin {
            y = bounds.minY + margin
            tip = Point(x: tip.x, y: max(tip.y, y + height + 1))
        }
        let box = Rect(x: x, y: y, width: width, height: height)

        var commands = bubbleCommands(box: box, tip: tip, isBelow: isBelow)
        var textY = box.minY + padding.top + (contentHeight - textHeight) / 2
        let textLeft = box.minX + padding.left + leftWidth
        for (run, size) in runs {
            var placed = run
            placed.origin = Point(x: textLeft + (run.wrapWidth == nil ? 0 : (textWidth - size.width) / 2), y: textY)
            commands.append(.text(placed))
            textY += size.height
        }
        let accessoryY = box.minY + padding.top + (contentHeight - accessorySize) / 2
        if let left = callout.leftAccessory {
            commands.append(accessory(left, at: Point(x: box.minX + padding.left, y: accessoryY)))
        }
        if let right = callout.rightAccessory {
            commands.append(accessory(right, at: Point(x: box.maxX - padding.right - accessorySize, y: accessoryY)))
        }
        return CalloutLayout(box: box, pointerTip: tip, isBelow: isBelow, commands: commands)
    }

    /// The frame the bubble occupies including its pointer (for collisions and reports).
    var frame: Rect {
        isBelow ? Rect(x: box.minX, y: pointerTip.y, width: box.size.width, height: box.maxY - pointerTip.y)
            : Rect(x: box.minX, y: box.minY, width: box.size.width, height: pointerTip.y - box.minY)
    }

    private static func accessory(_ asset: ImageAsset, at origin: Point) -> DrawCommand {
        .image(asset.source, rect: Rect(x: origin.x, y: origin.y, width: accessorySize, height: accessorySize),
               tint: asset.isTemplate ? accessoryTint : nil, opacity: 1)
    }

    /// Shadow, white bubble and hairline border; the pointer base stays within the straight part of the edge.
    private static func bubbleCommands(box: Rect, tip: Point, isBelow: Bool) -> [DrawCommand] {
        let half = pointerSize.width / 2
        let baseX = min(max(tip.x, box.minX + cornerRadius + half), box.maxX - cornerRadius - half)
        let path = bubblePath(box: box, baseX: baseX, tip: tip, isBelow: isBelow)
        return [
            .fill(path.offsetBy(dx: 0, dy: 2), Color.black.withOpacity(0.10), .nonZero),
            .stroke(path.offsetBy(dx: 0, dy: 1), StrokeStyle(color: Color.black.withOpacity(0.06), width: 3)),
            .fill(path, .white, .nonZero),
            .stroke(path, StrokeStyle(color: Color(rgb: 0xC7C7CC), width: 0.5)),
        ]
    }

    /// A rounded rectangle with a triangular pointer on its bottom (or top) edge.
    static func bubblePath(box: Rect, baseX: Double, tip: Point, isBelow: Bool) -> Path {
        let r = cornerRadius, half = pointerSize.width / 2
        let (x0, y0, x1, y1) = (box.minX, box.minY, box.maxX, box.maxY)
        var path = Path()
        path.addMove(Point(x: x0 + r, y: y0))
        if isBelow {
            path.addLine(Point(x: baseX - half, y: y0))
            path.addLine(tip)
            path.addLine(Point(x: baseX + half, y: y0))
        }
        path.addArc(center: Point(x: x1 - r, y: y0 + r), radius: r, start: -.pi / 2, end: 0)
        path.addArc(center: Point(x: x1 - r, y: y1 - r), radius: r, start: 0, end: .pi / 2)
        if !isBelow {
            path.addLine(Point(x: baseX + half, y: y1))
            path.addLine(tip)
            path.addLine(Point(x: baseX - half, y: y1))
        }
        path.addArc(center: Point(x: x0 + r, y: y1 - r), radius: r, start: .pi / 2, end: .pi)
        path.addArc(center: Point(x: x0 + r, y: y0 + r), radius: r, start: .pi, end: 1.5 * .pi)
        path.close()
        return path
    }
}
