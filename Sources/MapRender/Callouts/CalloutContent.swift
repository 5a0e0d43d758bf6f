import Geo
import MapStyle

/// What a callout shows, measured once: its text lines (title, subtitle, detail) and accessories, and the box size
/// they need; draws them into a box wherever placement puts it.
struct CalloutContent {
    private let runs: [(TextRun, Size)]
    private let textWidth: Double
    private let textHeight: Double
    private let contentHeight: Double
    private let left: ImageAsset?
    private let right: ImageAsset?
    /// The box size, padding included.
    let size: Size

    /// Measures the content; nil when the callout has nothing to show.
    init?(_ callout: Callout, title: String?, subtitle: String?, measurer: TextMeasurer) {
        typealias Layout = CalloutLayout
        var lines: [(String, FontSpec, Color, Int)] = []
        if let text = callout.title ?? title, !text.isEmpty { lines.append((text, Layout.titleFont, Color(rgb: 0x000000), 1)) }
        if let text = callout.subtitle ?? subtitle, !text.isEmpty { lines.append((text, Layout.bodyFont, Color(rgb: 0x6C6C70), 2)) }
        for text in callout.detail where !text.isEmpty { lines.append((text, Layout.bodyFont, Color(rgb: 0x3C3C43), 2)) }
        left = callout.leftAccessory
        right = callout.rightAccessory
        guard !lines.isEmpty || left != nil || right != nil else { return nil }
        var runs: [(TextRun, Size)] = []
        var textWidth = 0.0, textHeight = 0.0
        for (text, font, color, maxLines) in lines {
            var run = TextRun(text: text, font: font, color: color, origin: .zero)
            if measurer.measure(text, font: font, wrapWidth: nil).width > Layout.maximumTextWidth {
                run.wrapWidth = Layout.maximumTextWidth
                run.maxLines = maxLines
            }
            let measured = measurer.measure(run)
            runs.append((run, Size(width: run.wrapWidth ?? measured.width, height: measured.height)))
            textWidth = max(textWidth, measured.width)
            textHeight += measured.height
        }
        self.runs = runs
        self.textWidth = textWidth
        self.textHeight = textHeight
        contentHeight = max(textHeight, left != nil || right != nil ? Layout.accessorySize : 0)
        size = Size(width: Layout.padding.left + Self.accessoryWidth(left) + textWidth + Self.accessoryWidth(right) + Layout.padding.right,
                    height: Layout.padding.top + contentHeight + Layout.padding.bottom)
    }

    private static func accessoryWidth(_ asset: ImageAsset?) -> Double {
        asset == nil ? 0 : CalloutLayout.accessorySize + CalloutLayout.accessorySpacing
    }

    /// The bubble with its pointer at `tip` and the content inside `box`.
    func commands(in box: Rect, tip: Point, edge: PointerEdge) -> [DrawCommand] {
        typealias Layout = CalloutLayout
        var commands = Layout.bubbleCommands(box: box, tip: tip, edge: edge)
        var textY = box.minY + Layout.padding.top + (contentHeight - textHeight) / 2
        let textLeft = box.minX + Layout.padding.left + Self.accessoryWidth(left)
        for (run, size) in runs {
            var placed = run
            placed.origin = Point(x: textLeft + (run.wrapWidth == nil ? 0 : (textWidth - size.width) / 2), y: textY)
            commands.append(.text(placed))
            textY += size.height
        }
        let accessoryY = box.minY + Layout.padding.top + (contentHeight - Layout.accessorySize) / 2
        if let left {
            commands.append(accessory(left, at: Point(x: box.minX + Layout.padding.left, y: accessoryY)))
        }
        if let right {
            commands.append(accessory(right, at: Point(x: box.maxX - Layout.padding.right - Layout.accessorySize, y: accessoryY)))
        }
        return commands
    }

    private func accessory(_ asset: ImageAsset, at origin: Point) -> DrawCommand {
        let side = CalloutLayout.accessorySize
        return .image(asset.source, rect: Rect(x: origin.x, y: origin.y, width: side, height: side),
                      tint: asset.isTemplate ? CalloutLayout.accessoryTint : nil, opacity: 1)
    }
}
