import Geo
import MapStyle

/// Where the furniture goes and what draws it: the title band across its edge, then in each corner, outward from the
/// edge, the attribution, the scale bar and the north arrow, 8 points apart. Everything placed is reserved in the
/// collision grid, so no annotation or label covers it.
struct FurnitureLayout {
    /// Commands drawn over everything else.
    var commands: [DrawCommand] = []
    /// The frames annotations and labels must avoid.
    var reserved: [Rect] = []
    /// What each reserved frame is, for reports ("the scale bar").
    var reservedNames: [String] = []
    /// What the layout report says of each piece asked for (the attribution is not listed).
    var entries: [LayoutReport.FurnitureEntry] = []

    static let margin = 8.0

    /// Lays out `furniture` and the `attribution` in `viewport` over a map whose colours call for `scheme`.
    init(_ furniture: MapFurniture, attribution: Attribution, viewport: Viewport, measurer: TextMeasurer, scheme: FurnitureScheme) {
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
        func box(_ boxSize: Size, corner: Attribution.Corner) -> Rect {
            let left = corner == .bottomLeft || corner == .topLeft, top = corner == .topLeft || corner == .topRight
            let offset = (used[corner] ?? 0) + FurnitureLayout.margin
            used[corner] = offset + boxSize.height
            return Rect(x: left ? insets.left + FurnitureLayout.margin : size.width - insets.right - FurnitureLayout.margin - boxSize.width,
                        y: top ? insets.top + offset : size.height - insets.bottom - offset - boxSize.height,
                        width: boxSize.width, height: boxSize.height)
        }
        if let scaleBar = furniture.scaleBar {
            let longest = min(scaleBar.maximumLength, 0.4 * size.width)
            let height = scaleBar.boxHeight(measurer: measurer)
            // The bar's latitude: the middle of where its box will be (its width does not move it up or down).
            let probe = box(Size(width: 1, height: height), corner: scaleBar.corner)
            used[scaleBar.corner] = (used[scaleBar.corner] ?? 0) - height - FurnitureLayout.margin
            let latitude = viewport.coordinate(at: Point(x: probe.midX, y: probe.midY)).latitude
            let ground = ScaleBar.groundMetresPerPoint(metresPerPoint: viewport.metresPerPoint, latitude: latitude)
            let bars = scaleBar.bars(groundMetresPerPoint: ground, longest: longest)
            if !bars.isEmpty, longest >= 20 {
                let frame = box(scaleBar.boxSize(bars, measurer: measurer), corner: scaleBar.corner)
                let drawn = scaleBar.commands(bars, in: frame, scheme: scheme)
                place(frame, drawn.commands, name: "the scale bar", entry: LayoutReport.FurnitureEntry(kind: .scaleBar, frame: frame, text: bars.map(\.label).joined(separator: " / "),
                                                                                bars: drawn.placed))
            }
        }
        if let arrow = furniture.northArrow {
            let frame = box(NorthArrow.size, corner: arrow.corner)
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
