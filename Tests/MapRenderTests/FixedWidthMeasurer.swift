import Geo
@testable import MapRender

/// A text measurer for pure layout tests: every character is 0.6 em wide and a line is 1.2 em high.
struct FixedWidthMeasurer: TextMeasurer {
    func measure(_ text: String, font: FontSpec, wrapWidth: Double?, maxLines: Int) -> Size {
        let width = Double(text.count) * font.size * 0.6
        guard let wrapWidth, width > wrapWidth else { return Size(width: width, height: font.size * 1.2) }
        let lines = Int((width / wrapWidth).rounded(.up))
        return Size(width: wrapWidth, height: font.size * 1.2 * Double(maxLines > 0 ? min(lines, maxLines) : lines))
    }
}
