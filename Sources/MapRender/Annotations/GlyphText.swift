import Geo
import MapStyle

/// Text glyphs in balloons: sizes that fit 1–3 characters, shrinking then truncating longer text.
enum GlyphText {
    /// Font sizes for 1, 2 and 3 characters in an unselected balloon (selected balloons scale by 1.5).
    static let sizes = [15.0, 13.0, 11.0]
    /// The smallest size longer text shrinks to before it is truncated with "…".
    static let minimumSize = 8.0

    /// A centred, fitted text run for `text` in a circle of `radius` around `center`.
    static func run(_ text: String, center: Point, radius: Double, color: Color, measurer: TextMeasurer) -> TextRun {
        let scale = radius / 14.5
        let count = text.count
        let available = 2 * radius - 6 * scale
        var size = sizes[max(0, min(count, 3) - 1)] * scale
        var font = FontSpec(size: size, bold: true)
        var measured = measurer.measure(text, font: font, wrapWidth: nil)
        if measured.width > available {
            size = max(minimumSize * scale, size * available / measured.width)
            font = FontSpec(size: size, bold: true)
            measured = measurer.measure(text, font: font, wrapWidth: nil)
        }
        var run = TextRun(text: text, font: font, color: color, origin: .zero)
        if measured.width > available {
            run.wrapWidth = available
            run.maxLines = 1
            measured = measurer.measure(run)
        }
        let width = run.wrapWidth ?? measured.width
        run.origin = Point(x: center.x - width / 2, y: center.y - measured.height / 2)
        return run
    }

    /// A cluster count as MapKit-style glyph text: "2" … "999", "1k", "1.2k", "12k", "1.5M".
    static func count(_ value: Int) -> String {
        func compact(_ scaled: Double, _ suffix: String) -> String {
            if scaled >= 10 { return "\(Int(scaled))\(suffix)" }
            let tenths = Int((scaled * 10).rounded(.down))
            return tenths % 10 == 0 ? "\(tenths / 10)\(suffix)" : "\(tenths / 10).\(tenths % 10)\(suffix)"
        }
        if value < 1000 { return String(value) }
        if value < 1_000_000 { return compact(Double(value) / 1000, "k") }
        return compact(Double(value) / 1_000_000, "M")
    }
}
