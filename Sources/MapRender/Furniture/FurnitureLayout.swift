import Geo
import MapStyle

/// Where the furniture goes and what draws it: the title band across its edge, then in each corner, outward from the
/// edge, the attribution, the scale bar and the north arrow, 8 points apart. Everything placed is reserved in the
/// collision grid, so no annotation or label covers it; and no piece covers an annotation where another corner has
/// room clear of them all: a scale bar, legend or arrow whose corner would hide a marker goes to the corner that
/// hides the least (the layout report gives each piece's frame).
struct FurnitureLayout {
    /// Commands drawn over everything else.
    var commands: [DrawCommand] = []
    /// The frames annotations and labels must avoid.
    var reserved: [Rect] = []
    /// What each reserved frame is, for reports ("the scale bar").
    var reservedNames: [String] = []
    /// What the layout report says of each piece asked for (the attribution is not listed).
    var entries: [LayoutReport.FurnitureEntry] = []
    /// Points added to the image's width for a legend beside the map.
    var extraWidth = 0.0

    static let margin = 8.0

    /// Lays out `furniture` (its legend with `legendEntries`) and the `attribution` in `viewport` over a map whose
    /// colours call for `scheme`.
    init(_ furniture: MapFurniture, legendEntries: [Legend.Entry] = [], attribution: Attribution, viewport: Viewport, measurer: TextMeasurer,
         scheme: FurnitureScheme, covered: LegendCover = LegendCover()) {
        let size = viewport.size
        let margin = min(furniture.pageMargin, size.width / 2, size.height / 2)
        var insets = EdgeInsets(all: margin)
        if margin > 0 {
            // The paper around the map: four strips, drawn first (under the other pieces).
            let page = Rect(x: 0, y: 0, width: size.width, height: size.height)
            for strip in [Rect(x: 0, y: 0, width: size.width, height: margin), Rect(x: 0, y: size.height - margin, width: size.width, height: margin),
                          Rect(x: 0, y: margin, width: margin, height: size.height - 2 * margin),
                          Rect(x: size.width - margin, y: margin, width: margin, height: size.height - 2 * margin)] where page.contains(strip) {
                var paper = Path()
                paper.addRect(strip)
                place(strip, [.fill(paper, .white, .nonZero)], name: "the page margin", entry: nil)
            }
        }
        if let title = furniture.title {
            let area = Rect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
            let band = title.band(in: area, measurer: measurer, scheme: scheme)
            if title.position == .top { insets.top += band.frame.size.height } else { insets.bottom += band.frame.size.height }
            place(band.frame, band.commands, name: "the title", entry: LayoutReport.FurnitureEntry(kind: .title, frame: band.frame, text: title.text))
        }
        // How far from its edge each corner is filled.
        var used: [Attribution.Corner: Double] = [:]
        if let credit = attribution.layout(in: size, insets: insets, measurer: measurer) {
            place(credit.frame, credit.commands, name: "the attribution", entry: nil)
            used[attribution.corner] = credit.frame.size.height
        }
        // The next box in a corner, outward from what is there.
        func box(_ boxSize: Size, corner: Attribution.Corner) -> Rect {
            let left = corner == .bottomLeft || corner == .topLeft, top = corner == .topLeft || corner == .topRight
            let offset = (used[corner] ?? 0) + FurnitureLayout.margin
            return Rect(x: left ? insets.left + FurnitureLayout.margin : size.width - insets.right - FurnitureLayout.margin - boxSize.width,
                        y: top ? insets.top + offset : size.height - insets.bottom - offset - boxSize.height,
                        width: boxSize.width, height: boxSize.height)
        }
        // Whether a box has room: inside the map's area and clear of every piece placed. A piece without room is
        // left out (the layout report lists what was drawn).
        let area = Rect(x: insets.left, y: insets.top, width: max(0, size.width - insets.left - insets.right), height: max(0, size.height - insets.top - insets.bottom))
        func fits(_ frame: Rect) -> Bool {
            area.contains(frame) && !reserved.contains { $0.intersects(frame.insetBy(0.01)) }
        }
        func claim(_ frame: Rect, corner: Attribution.Corner) {
            let top = corner == .topLeft || corner == .topRight
            used[corner] = top ? frame.maxY - insets.top : size.height - insets.bottom - frame.minY
        }
        // The corner asked for, unless a box of `boxSize` there would cover an annotation: then the corner with room
        // that covers the least (the one asked for first among equals).
        func corner(for boxSize: (Attribution.Corner) -> Size, preferring preferred: Attribution.Corner) -> Attribution.Corner {
            let preferredFrame = box(boxSize(preferred), corner: preferred)
            guard fits(preferredFrame), covered.symbolCost(of: preferredFrame) > 0 else { return preferred }
            let others = ([.topLeft, .topRight, .bottomLeft, .bottomRight] as [Attribution.Corner]).filter { $0 != preferred }
            let choices = ([preferred] + others).compactMap { corner -> (Attribution.Corner, Int)? in
                let frame = box(boxSize(corner), corner: corner)
                return fits(frame) ? (corner, covered.symbolCost(of: frame)) : nil
            }
            return choices.min { $0.1 < $1.1 }?.0 ?? preferred
        }
        // The legend first: the largest piece, with the fewest corners clear for it.
        if let legend = furniture.legend, !legendEntries.isEmpty {
            let symbols = SymbolRenderer(viewport: viewport, measurer: measurer)
            let outside = legend.position == .outsideRight
            let layout = LegendLayout(legend, entries: legendEntries, maximumWidth: outside ? 280 : max(80, 0.45 * size.width), measurer: measurer)
            var entry = LayoutReport.FurnitureEntry(kind: .legend, frame: Rect(x: 0, y: 0, width: 0, height: 0), text: legend.title ?? "")
            entry.rows = legendEntries.map(\.text)
            if outside {
                // A panel of paper beside the map, the legend at its top.
                extraWidth = layout.size.width + 2 * FurnitureLayout.margin
                let panel = Rect(x: size.width, y: 0, width: extraWidth, height: size.height)
                var paper = Path()
                paper.addRect(panel)
                let frame = Rect(x: panel.minX + FurnitureLayout.margin, y: margin + FurnitureLayout.margin, width: layout.size.width, height: layout.size.height)
                entry.frame = frame
                place(frame, [.fill(paper, scheme.paper, .nonZero)] + layout.commands(in: frame, scheme: scheme, background: scheme.paper, symbols: symbols),
                      name: "the legend", entry: entry)
            } else {
                let legendCorner: Attribution.Corner
                switch legend.position {
                case .topLeft, .outsideRight: legendCorner = corner(for: { _ in layout.size }, preferring: .topLeft)
                case .topRight: legendCorner = corner(for: { _ in layout.size }, preferring: .topRight)
                case .bottomLeft: legendCorner = corner(for: { _ in layout.size }, preferring: .bottomLeft)
                case .bottomRight: legendCorner = corner(for: { _ in layout.size }, preferring: .bottomRight)
                case .automatic:
                    // Where the box would go in each corner as things stand, and what it would cover there.
                    let choices = ([.topLeft, .topRight, .bottomLeft, .bottomRight] as [Attribution.Corner]).map { corner in
                        let frame = box(layout.size, corner: corner)
                        return (corner, fits(frame) ? covered.cost(of: frame) : Int.max)
                    }
                    legendCorner = choices.min { $0.1 < $1.1 }?.0 ?? .topLeft
                }
                let frame = box(layout.size, corner: legendCorner)
                if fits(frame) {
                    claim(frame, corner: legendCorner)
                    entry.frame = frame
                    place(frame, layout.commands(in: frame, scheme: scheme, background: scheme.box, symbols: symbols), name: "the legend", entry: entry)
                }
            }
        }
        if let scaleBar = furniture.scaleBar {
            let longest = min(scaleBar.maximumLength, 0.4 * size.width)
            let height = scaleBar.boxHeight(measurer: measurer)
            // The bar's length at the latitude of the middle of its box in `corner` (its width does not move it).
            func bars(in corner: Attribution.Corner) -> [ScaleBar.Bar] {
                let probe = box(Size(width: 1, height: height), corner: corner)
                let latitude = viewport.coordinate(at: Point(x: probe.midX, y: probe.midY)).latitude
                let ground = ScaleBar.groundMetresPerPoint(metresPerPoint: viewport.metresPerPoint, latitude: latitude)
                return scaleBar.bars(groundMetresPerPoint: ground, longest: longest)
            }
            let chosen = corner(for: { scaleBar.boxSize(bars(in: $0), measurer: measurer) }, preferring: scaleBar.corner)
            let bars = bars(in: chosen)
            let frame = box(scaleBar.boxSize(bars, measurer: measurer), corner: chosen)
            if !bars.isEmpty, longest >= 20, fits(frame) {
                claim(frame, corner: chosen)
                let drawn = scaleBar.commands(bars, in: frame, scheme: scheme)
                place(frame, drawn.commands, name: "the scale bar", entry: LayoutReport.FurnitureEntry(kind: .scaleBar, frame: frame, text: bars.map(\.label).joined(separator: " / "),
                                                                                bars: drawn.placed))
            }
        }
        if let arrow = furniture.northArrow {
            let arrowCorner = corner(for: { _ in NorthArrow.size }, preferring: arrow.corner)
            let frame = box(NorthArrow.size, corner: arrowCorner)
            guard fits(frame) else { return }
            claim(frame, corner: arrowCorner)
            let angle = NorthArrow.northAngle(at: Point(x: frame.midX, y: frame.midY), viewport: viewport)
            var entry = LayoutReport.FurnitureEntry(kind: .northArrow, frame: frame, text: "N")
            entry.angle = angle
            place(frame, arrow.commands(in: frame, angle: angle, scheme: scheme), name: "the north arrow", entry: entry)
        }
    }

    private mutating func place(_ frame: Rect, _ drawn: [DrawCommand], name: String, entry: LayoutReport.FurnitureEntry?) {
        commands += drawn
        reserved.append(frame)
        reservedNames.append(name)
        if let entry { entries.append(entry) }
    }
}
