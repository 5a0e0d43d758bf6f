import Geo
import MapStyle

/// An annotation's title and subtitle under its symbol: centred, haloed, wrapped to two lines, then cut.
struct TitleBlock {
    /// The text runs (title first).
    var runs: [TextRun]
    /// The space they take.
    var frame: Rect

    /// The width titles wrap at, in points.
    static let wrapWidth = 110.0
    static let titleFont = FontSpec(size: 11, bold: true)
    static let subtitleFont = FontSpec(size: 10)
    static let titleColor = Color(rgb: 0x1C1C1E)
    static let subtitleColor = Color(rgb: 0x6C6C70)

    /// The block for the given texts hanging from `top` (centre of its top edge); nil when both are absent.
    static func make(title: String?, subtitle: String?, top: Point, measurer: TextMeasurer) -> TitleBlock? {
        var runs: [TextRun] = []
        var y = top.y
        var width = 0.0
        for (text, font, color, lines) in [(title, titleFont, titleColor, 2), (subtitle, subtitleFont, subtitleColor, 1)] {
            guard let text, !text.isEmpty else { continue }
            var run = TextRun(text: text, font: font, color: color, haloColor: .white, haloWidth: 2, origin: .zero,
                              wrapWidth: wrapWidth, maxLines: lines)
            let natural = measurer.measure(text, font: font, wrapWidth: nil)
            if natural.width <= wrapWidth {
                run.wrapWidth = nil
                run.maxLines = 0
            }
            let size = measurer.measure(run)
            run.origin = Point(x: top.x - (run.wrapWidth ?? size.width) / 2, y: y)
            width = max(width, size.width)
            y += size.height
            runs.append(run)
        }
        guard !runs.isEmpty else { return nil }
        return TitleBlock(runs: runs, frame: Rect(x: top.x - width / 2 - 2, y: top.y, width: width + 4, height: y - top.y))
    }

    /// The block moved sideways (never up or down) so that it lies within `bounds` horizontally where it can.
    func shifted(inside bounds: Rect) -> TitleBlock {
        var dx = 0.0
        if frame.minX < bounds.minX { dx = bounds.minX - frame.minX }
        if frame.maxX + dx > bounds.maxX { dx = max(bounds.maxX - frame.maxX, bounds.minX - frame.minX) }
        guard dx != 0 else { return self }
        var moved = self
        moved.frame.origin.x += dx
        moved.runs = runs.map { run in
            var copy = run
            copy.origin.x += dx
            return copy
        }
        return moved
    }
}
