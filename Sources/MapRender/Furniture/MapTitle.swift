import Geo
import MapStyle

/// A title (and subtitle) for the whole map, in a band across the top or the bottom of the image.
public struct MapTitle: Hashable, Sendable {
    /// Where the band goes.
    public enum Position: String, Hashable, Sendable, CaseIterable {
        case top, bottom
    }

    /// The title (at most two lines; longer text ends in "…").
    public var text: String
    /// A line under the title; nil for none.
    public var subtitle: String?
    /// Top or bottom.
    public var position: Position

    /// A title band, at the top by default.
    public init(text: String, subtitle: String? = nil, position: Position = .top) {
        self.text = text
        self.subtitle = subtitle
        self.position = position
    }

    static let titleFont = FontSpec(size: 16, bold: true)
    static let subtitleFont = FontSpec(size: 11)
    static let padding = 8.0
    static let inset = 12.0

    /// The band's height across an image `width` points wide.
    public func bandHeight(width: Double, measurer: TextMeasurer) -> Double {
        layout(width: width, measurer: measurer).height
    }

    private func layout(width: Double, measurer: TextMeasurer) -> (height: Double, title: Size, subtitle: Size?) {
        let wrap = max(1, width - 2 * MapTitle.inset)
        let title = measurer.measure(text, font: MapTitle.titleFont, wrapWidth: wrap, maxLines: 2)
        let sub = subtitle.map { measurer.measure($0, font: MapTitle.subtitleFont, wrapWidth: wrap, maxLines: 1) }
        return (2 * MapTitle.padding + title.height + (sub.map { $0.height + 2 } ?? 0), title, sub)
    }

    /// The band's frame and commands across the top or bottom of `area` (the image, or the page inside its margin).
    func band(in area: Rect, measurer: TextMeasurer, scheme: FurnitureScheme) -> (frame: Rect, commands: [DrawCommand]) {
        let measured = layout(width: area.size.width, measurer: measurer)
        let frame = Rect(x: area.minX, y: position == .top ? area.minY : area.maxY - measured.height, width: area.size.width, height: measured.height)
        var background = Path()
        background.addRect(frame)
        let wrap = max(1, area.size.width - 2 * MapTitle.inset)
        var title = TextRun(text: text, font: MapTitle.titleFont, color: scheme.ink, origin: Point(x: frame.minX + MapTitle.inset, y: frame.minY + MapTitle.padding),
                            wrapWidth: wrap, maxLines: 2)
        title.alignment = .left
        var commands: [DrawCommand] = [.fill(background, scheme.band, .nonZero), .text(title)]
        if let subtitle {
            var line = TextRun(text: subtitle, font: MapTitle.subtitleFont, color: scheme.secondaryInk,
                               origin: Point(x: frame.minX + MapTitle.inset, y: frame.minY + MapTitle.padding + measured.title.height + 2),
                               wrapWidth: wrap, maxLines: 1)
            line.alignment = .left
            commands.append(.text(line))
        }
        return (frame, commands)
    }
}
