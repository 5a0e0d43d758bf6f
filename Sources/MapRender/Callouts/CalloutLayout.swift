import Geo
import MapStyle

/// Where a callout's pointer leaves its box: the box sits on the other side of the annotation.
enum PointerEdge: Sendable {
    /// Box above the symbol, pointer down.
    case bottom
    /// Box below the symbol, pointer up.
    case top
    /// Box right of the symbol, pointer left.
    case left
    /// Box left of the symbol, pointer right.
    case right
}

/// A callout bubble laid out on the image: rounded white box, pointer, texts and accessories.
struct CalloutLayout {
    /// The box (without the pointer).
    var box: Rect
    /// Where the pointer touches the annotation.
    var pointerTip: Point
    /// Which edge the pointer leaves from.
    var edge: PointerEdge
    /// Everything to draw, in order.
    var commands: [DrawCommand]

    /// Whether the bubble sits below the annotation (pointer upward).
    var isBelow: Bool { edge == .top }

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

    /// Every way `callout` can sit inside `bounds` for a symbol with frame `symbol` (pointing at `above` from above
    /// and at `below` from below), best first: above and below centred, then shifted to either side, then beside
    /// the symbol on the right and on the left. Empty when nothing fits inside; nil when the callout has nothing to show.
    static func candidates(_ callout: Callout, title: String?, subtitle: String?, symbol: Rect, above: Point, below: Point,
                           bounds: Rect, measurer: TextMeasurer) -> [CalloutLayout]? {
        guard let content = CalloutContent(callout, title: title, subtitle: subtitle, measurer: measurer) else { return nil }
        let size = content.size
        let reach = cornerRadius + pointerSize.width / 2 + 2  // the pointer stays off the rounded corners
        var boxes: [(Rect, Point, PointerEdge)] = []
        for (edge, tip) in [(PointerEdge.bottom, above), (.top, below)] {
            let y = edge == .bottom ? tip.y - pointerSize.height - size.height : tip.y + pointerSize.height
            let centred = min(max(tip.x - size.width / 2, bounds.minX + margin), bounds.maxX - margin - size.width)
            for x in [centred, tip.x - size.width + reach, tip.x - reach] {
                boxes.append((Rect(x: x, y: y, width: size.width, height: size.height), tip, edge))
            }
        }
        let middle = symbol.minY + symbol.size.height / 2
        let y = min(max(middle - size.height / 2, bounds.minY + margin), bounds.maxY - margin - size.height)
        boxes.append((Rect(x: symbol.maxX + pointerSize.height, y: y, width: size.width, height: size.height), Point(x: symbol.maxX, y: middle), .left))
        boxes.append((Rect(x: symbol.minX - pointerSize.height - size.width, y: y, width: size.width, height: size.height),
                      Point(x: symbol.minX, y: middle), .right))
        let inside = bounds.insetBy(margin)
        var result: [CalloutLayout] = []
        for (box, tip, edge) in boxes where inside.contains(box) && bounds.contains(tip)
            && !result.contains(where: { $0.box == box && $0.edge == edge }) {
            result.append(CalloutLayout(box: box, pointerTip: tip, edge: edge, commands: content.commands(in: box, tip: tip, edge: edge)))
        }
        return result
    }

    /// Lays out `callout` above (or below) the symbol, centred and shifted sideways to stay inside `bounds`
    /// (used to measure how far callouts reach when fitting).
    static func make(_ callout: Callout, title: String?, subtitle: String?, above: Point, below: Point, isBelow: Bool,
                     bounds: Rect, measurer: TextMeasurer) -> CalloutLayout? {
        guard let content = CalloutContent(callout, title: title, subtitle: subtitle, measurer: measurer) else { return nil }
        let size = content.size, tip = isBelow ? below : above
        let x = max(min(tip.x - size.width / 2, bounds.maxX - margin - size.width), bounds.minX + margin)
        let y = isBelow ? tip.y + pointerSize.height : tip.y - pointerSize.height - size.height
        let box = Rect(x: x, y: y, width: size.width, height: size.height)
        let edge: PointerEdge = isBelow ? .top : .bottom
        return CalloutLayout(box: box, pointerTip: tip, edge: edge, commands: content.commands(in: box, tip: tip, edge: edge))
    }

    /// The frame the bubble occupies including its pointer (for collisions and reports).
    var frame: Rect {
        let minX = min(box.minX, pointerTip.x), maxX = max(box.maxX, pointerTip.x)
        let minY = min(box.minY, pointerTip.y), maxY = max(box.maxY, pointerTip.y)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Shadow, white bubble and hairline border; the pointer base stays within the straight part of its edge.
    static func bubbleCommands(box: Rect, tip: Point, edge: PointerEdge) -> [DrawCommand] {
        let path = bubblePath(box: box, tip: tip, edge: edge)
        return [
            .fill(path.offsetBy(dx: 0, dy: 2), Color.black.withOpacity(0.10), .nonZero),
            .stroke(path.offsetBy(dx: 0, dy: 1), StrokeStyle(color: Color.black.withOpacity(0.06), width: 3)),
            .fill(path, .white, .nonZero),
            .stroke(path, StrokeStyle(color: Color(rgb: 0xC7C7CC), width: 0.5)),
        ]
    }

    /// A rounded rectangle with a triangular pointer on one edge, drawn clockwise from the top-left corner.
    static func bubblePath(box: Rect, tip: Point, edge: PointerEdge) -> Path {
        let r = cornerRadius, half = pointerSize.width / 2
        let (x0, y0, x1, y1) = (box.minX, box.minY, box.maxX, box.maxY)
        let baseX = min(max(tip.x, x0 + r + half), x1 - r - half)
        let baseY = min(max(tip.y, y0 + r + half), y1 - r - half)
        var path = Path()
        path.addMove(Point(x: x0 + r, y: y0))
        if edge == .top {
            path.addLine(Point(x: baseX - half, y: y0))
            path.addLine(tip)
            path.addLine(Point(x: baseX + half, y: y0))
        }
        path.addArc(center: Point(x: x1 - r, y: y0 + r), radius: r, start: -.pi / 2, end: 0)
        if edge == .right {
            path.addLine(Point(x: x1, y: baseY - half))
            path.addLine(tip)
            path.addLine(Point(x: x1, y: baseY + half))
        }
        path.addArc(center: Point(x: x1 - r, y: y1 - r), radius: r, start: 0, end: .pi / 2)
        if edge == .bottom {
            path.addLine(Point(x: baseX + half, y: y1))
            path.addLine(tip)
            path.addLine(Point(x: baseX - half, y: y1))
        }
        path.addArc(center: Point(x: x0 + r, y: y1 - r), radius: r, start: .pi / 2, end: .pi)
        if edge == .left {
            path.addLine(Point(x: x0, y: baseY + half))
            path.addLine(tip)
            path.addLine(Point(x: x0, y: baseY - half))
        }
        path.addArc(center: Point(x: x0 + r, y: y0 + r), radius: r, start: .pi, end: 1.5 * .pi)
        path.close()
        return path
    }
}
