import Geo
import MapStyle

/// The data credit drawn in a corner of every map ("© OpenStreetMap contributors" by default).
public struct Attribution: Hashable, Sendable {
    /// Which corner the credit sits in.
    public enum Corner: String, Hashable, Sendable, CaseIterable {
        case bottomRight, bottomLeft, topRight, topLeft
    }

    /// The text; an empty text draws nothing.
    public var text: String
    /// The corner.
    public var corner: Corner
    /// Whether it is drawn at all.
    public var isVisible: Bool

    /// The credit OpenStreetMap's licence asks for.
    public static let openStreetMapText = "© OpenStreetMap contributors"

    /// Creates an attribution; the default is the OpenStreetMap credit, bottom right.
    public init(text: String = Attribution.openStreetMapText, corner: Corner = .bottomRight, isVisible: Bool = true) {
        self.text = text
        self.corner = corner
        self.isVisible = isVisible
    }

    /// Font of the credit.
    static let font = FontSpec(size: 9)
    /// Space between the text and its backing box, and between the box and the image edge.
    static let padding = 3.0

    /// Commands that draw the credit on a translucent white box in its corner of an image of `size`.
    public func commands(in size: Size, measurer: TextMeasurer) -> [DrawCommand] {
        layout(in: size, measurer: measurer)?.commands ?? []
    }

    /// The credit's box and commands in its corner of an image of `size`, inside `insets` (a title band's edge);
    /// nil when hidden or empty.
    public func layout(in size: Size, insets: EdgeInsets = EdgeInsets(all: 0), measurer: TextMeasurer) -> (frame: Rect, commands: [DrawCommand])? {
        guard isVisible, !text.isEmpty else { return nil }
        let textSize = measurer.measure(text, font: Attribution.font, wrapWidth: nil)
        let boxSize = Size(width: textSize.width + 2 * Attribution.padding, height: textSize.height + Attribution.padding)
        let left = corner == .bottomLeft || corner == .topLeft
        let top = corner == .topLeft || corner == .topRight
        let box = Rect(x: left ? insets.left : size.width - insets.right - boxSize.width,
                       y: top ? insets.top : size.height - insets.bottom - boxSize.height,
                       width: boxSize.width, height: boxSize.height)
        var background = Path()
        background.addRect(box)
        return (box, [
            .fill(background, Color.white.withOpacity(0.7), .nonZero),
            .text(TextRun(text: text, font: Attribution.font, color: Color(rgb: 0x3C3C43),
                          origin: Point(x: box.minX + Attribution.padding, y: box.minY + Attribution.padding / 2))),
        ])
    }
}
