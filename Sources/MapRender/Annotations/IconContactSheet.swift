import Geo
import MapStyle

/// A grid of every built-in icon at 20 pt and 40 pt with its name, for looking at them all at once.
public enum IconContactSheet {
    static let columns = 6
    static let cell = Size(width: 120, height: 84)

    /// The display list of the sheet.
    public static func displayList(scale: Double, measurer: TextMeasurer) -> DisplayList {
        let names = BuiltinIcons.names
        let rows = (names.count + columns - 1) / columns
        let size = Size(width: cell.width * Double(columns), height: cell.height * Double(rows))
        var list = DisplayList(size: size, scale: scale)
        var page = Path()
        page.addLines([Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: size.width, y: size.height), Point(x: 0, y: size.height)], closed: true)
        list.append(.fill(page, .white, .nonZero))
        let font = FontSpec(size: 10)
        for (index, name) in names.enumerated() {
            guard let asset = BuiltinIcons.asset(named: name) else { continue }
            let x = Double(index % columns) * cell.width, y = Double(index / columns) * cell.height
            var badge = Path()
            badge.addCircle(center: Point(x: x + 30, y: y + 32), radius: 15)
            list.append(.fill(badge, .systemRed, .nonZero))
            list.append(.image(asset.source, rect: Rect(x: x + 20, y: y + 22, width: 20, height: 20), tint: .white, opacity: 1))
            list.append(.image(asset.source, rect: Rect(x: x + 60, y: y + 12, width: 40, height: 40), tint: Color(rgb: 0x1C1C1E), opacity: 1))
            let label = measurer.measure(name, font: font, wrapWidth: nil)
            list.append(.text(TextRun(text: name, font: font, color: Color(rgb: 0x3C3C43),
                                      origin: Point(x: x + (cell.width - label.width) / 2, y: y + 60))))
        }
        return list
    }
}
