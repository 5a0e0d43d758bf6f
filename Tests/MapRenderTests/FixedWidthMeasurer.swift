import Geo
@testable import MapRender

/// A text measurer for pure layout tests: every character is 0.6 em wide and a line is 1.2 em high.
struct FixedWidthMeasurer: TextMeasurer {
    func measure(_ text: String, font: FontSpec, wrapWidth: Double?) -> Size {
        Size(width: Double(text.count) * font.size * 0.6, height: font.size * 1.2)
    }
}
