import Foundation
import Geo
import MapStyle

/// A legend laid out: its box's size, and the commands that draw it with its top-left corner at a point.
struct LegendLayout {
    static let padding = 8.0
    static let swatch = Size(width: 30, height: 30)
    static let gap = 6.0
    static let rowGap = 2.0
    static let titleFont = FontSpec(size: 12, bold: true)
    static let textFont = FontSpec(size: 11)

    let legend: Legend
    let entries: [Legend.Entry]
    let size: Size
    private let titleHeight: Double
    private let textWidth: Double
    private let rowHeights: [Double]

    /// Lays out `entries` at most `maximumWidth` points wide (longer texts end in "…").
    init(_ legend: Legend, entries: [Legend.Entry], maximumWidth: Double, measurer: TextMeasurer) {
        self.legend = legend
        self.entries = entries
        let textLimit = max(20, maximumWidth - 2 * LegendLayout.padding - LegendLayout.swatch.width - LegendLayout.gap)
        let measured = entries.map { measurer.measure($0.text, font: LegendLayout.textFont, wrapWidth: textLimit, maxLines: 2) }
        let heading = legend.title.map { measurer.measure($0, font: LegendLayout.titleFont, wrapWidth: textLimit + LegendLayout.swatch.width + LegendLayout.gap, maxLines: 2) }
        textWidth = min(textLimit, max(measured.map(\.width).max() ?? 0, (heading?.width ?? 0) - LegendLayout.swatch.width - LegendLayout.gap))
        titleHeight = heading.map { $0.height + 4 } ?? 0
        rowHeights = measured.map { max(LegendLayout.swatch.height, $0.height) }
        let height = 2 * LegendLayout.padding + titleHeight + rowHeights.reduce(0, +) + Double(max(0, entries.count - 1)) * LegendLayout.rowGap
        size = Size(width: (2 * LegendLayout.padding + LegendLayout.swatch.width + LegendLayout.gap + textWidth).rounded(.up), height: height.rounded(.up))
    }

    /// The commands that draw the legend in `box` (of `size`), over a box of `background`.
    func commands(in box: Rect, scheme: FurnitureScheme, background: Color, symbols: SymbolRenderer) -> [DrawCommand] {
        var panel = Path()
        panel.addRect(box)
        var commands: [DrawCommand] = [.fill(panel, background, .nonZero)]
        let left = box.minX + LegendLayout.padding, textLeft = left + LegendLayout.swatch.width + LegendLayout.gap
        var y = box.minY + LegendLayout.padding
        if let title = legend.title {
            var heading = TextRun(text: title, font: LegendLayout.titleFont, color: scheme.ink, origin: Point(x: left, y: y),
                                  wrapWidth: LegendLayout.swatch.width + LegendLayout.gap + textWidth, maxLines: 2)
            heading.alignment = .left
            commands.append(.text(heading))
            y += titleHeight
        }
        for (entry, height) in zip(entries, rowHeights) {
            let cell = Rect(x: left, y: y + (height - LegendLayout.swatch.height) / 2, width: LegendLayout.swatch.width, height: LegendLayout.swatch.height)
            commands += swatch(entry.symbol, in: cell, symbols: symbols)
            var text = TextRun(text: entry.text, font: LegendLayout.textFont, color: scheme.ink, origin: Point(x: textLeft, y: y), wrapWidth: textWidth, maxLines: 2)
            text.alignment = .left
            // Centred on the swatch when one line.
            let lineHeight = LegendLayout.textFont.size * 1.36
            if height == LegendLayout.swatch.height { text.origin.y = y + (height - lineHeight) / 2 }
            commands.append(.text(text))
            y += height + LegendLayout.rowGap
        }
        return commands
    }

    /// A symbol drawn centred in `cell`.
    private func swatch(_ symbol: Legend.Symbol, in cell: Rect, symbols: SymbolRenderer) -> [DrawCommand] {
        let center = Point(x: cell.midX, y: cell.midY)
        switch symbol {
        case .annotation(var kind):
            // Markers small, whatever size the map or the entry gives them, so rows stay a swatch tall.
            if case .marker(var style) = kind {
                style.size = .small
                kind = .marker(style)
            }
            let frame = SymbolRenderer.frame(kind, selected: false, anchor: .zero)
            let anchor = Point(x: center.x - frame.midX, y: center.y - frame.midY)
            return symbols.layout(kind, selected: false, anchor: anchor).commands
        case .line(let style):
            let from = Point(x: cell.minX + 2, y: center.y), to = Point(x: cell.maxX - 2, y: center.y)
            var path = Path()
            path.addLines([from, to], closed: false)
            let width = min(style.lineWidth, 8)
            var commands: [DrawCommand] = []
            if let casing = style.casingColor, style.casingWidth > 0 {
                commands.append(.stroke(path, StrokeStyle(color: casing.withOpacity(style.opacity), width: width + 2 * min(style.casingWidth, 3), cap: .butt)))
            }
            let stroke = StrokeStyle(color: style.strokeColor.withOpacity(style.opacity), width: width, dash: style.lineDashPattern, cap: .butt, join: style.lineJoin)
            if let first = style.gradient.first, let last = style.gradient.last {
                commands.append(.strokeGradient([ColoredSegment(start: from, end: to, startColor: first.color.withOpacity(style.opacity), endColor: last.color.withOpacity(style.opacity))], stroke))
            } else {
                commands.append(.stroke(path, stroke))
            }
            return commands
        case .area(let style):
            let rect = Rect(x: cell.minX + 3, y: center.y - 8, width: cell.size.width - 6, height: 16)
            var path = Path()
            path.addRect(rect)
            var commands: [DrawCommand] = []
            if let fill = style.fillColor { commands.append(.fill(path, fill.withOpacity(style.opacity), .nonZero)) }
            if let stroke = style.strokeColor, style.lineWidth > 0 {
                commands.append(.stroke(path, StrokeStyle(color: stroke.withOpacity(style.opacity), width: min(style.lineWidth, 3), dash: style.lineDashPattern, cap: .butt, join: .miter)))
            }
            return commands
        case .icon(let name, let color):
            guard let asset = BuiltinIcons.asset(named: name) else { return [] }
            return [.image(asset.source, rect: Rect(x: center.x - 10, y: center.y - 10, width: 20, height: 20), tint: color, opacity: 1)]
        }
    }
}
