import Foundation
import Geo
import MapStyle

/// Places text along a line, one rotated glyph at a time: upright (never upside down), repeated at a
/// spacing, and dropped where the line is too short or bends too much under the text.
struct LinePathText {
    let measurer: TextMeasurer

    /// Largest turn between neighbouring glyphs before a position is rejected (MapLibre's `text-max-angle` default, 45°).
    static let defaultMaximumBend = Double.pi / 4
    /// Largest turn of a glyph from upright: past it the glyph would read upside down.
    static let maximumTilt = Double.pi * 120 / 180
    /// Space kept free at each end of the line.
    static let endMargin = 6.0

    /// Candidate glyph runs for `text` along `points`, best first (centre of the line, then outwards).
    func candidates(_ text: String, along points: [Point], font: FontSpec, spacing: Double,
                    maximumBend: Double = LinePathText.defaultMaximumBend, keepUpright: Bool = true) -> [[PlacedGlyph]] {
        guard let shaped = Shaped(text, along: points, font: font, measurer: measurer),
              shaped.total >= shaped.width + 2 * LinePathText.endMargin else { return [] }
        var centers: [Double] = [shaped.total / 2]
        var offset = spacing
        while shaped.total / 2 + offset + shaped.width / 2 <= shaped.total - LinePathText.endMargin {
            centers.append(shaped.total / 2 + offset)
            centers.append(shaped.total / 2 - offset)
            offset += spacing
        }
        return centers.compactMap { center in
            let start = center - shaped.width / 2, end = center + shaped.width / 2
            guard start >= LinePathText.endMargin, end <= shaped.total - LinePathText.endMargin else { return nil }
            return shaped.glyphs(centeredAt: center, maximumBend: maximumBend, keepUpright: keepUpright)
        }
    }

    /// Glyph runs for `text` centred at each of `distances` along `points` (MapLibre's anchors): those whose glyphs all
    /// lie on the line and do not bend too much, in order. Without `keepUpright` the text runs in the line's
    /// direction even where it then reads upside down (`text-keep-upright: false`).
    func runs(_ text: String, along points: [Point], font: FontSpec, at distances: [Double],
              maximumBend: Double = LinePathText.defaultMaximumBend, keepUpright: Bool = true) -> [[PlacedGlyph]] {
        guard let shaped = Shaped(text, along: points, font: font, measurer: measurer) else { return [] }
        return distances.compactMap { center in
            guard center - shaped.width / 2 >= 0, center + shaped.width / 2 <= shaped.total else { return nil }
            return shaped.glyphs(centeredAt: center, maximumBend: maximumBend, keepUpright: keepUpright)
        }
    }

    /// A text measured glyph by glyph along a line.
    private struct Shaped {
        let characters: [String]
        let advances: [Double]
        /// The text's length along the line, and the line's.
        let width: Double, total: Double
        let points: [Point]
        let lengths: [Double]

        init?(_ text: String, along points: [Point], font: FontSpec, measurer: TextMeasurer) {
            characters = text.map(String.init)
            guard !characters.isEmpty, points.count > 1 else { return nil }
            // Glyphs are measured and drawn one by one without letter spacing; the spacing goes between their advances.
            var plain = font
            plain.letterSpacing = 0
            let whole = measurer.measure(text, font: plain, wrapWidth: nil)
            let raw = characters.map { measurer.measure($0, font: plain, wrapWidth: nil).width }
            let rawTotal = raw.reduce(0, +)
            guard rawTotal > 0 else { return nil }
            advances = raw.map { $0 * whole.width / rawTotal + font.letterSpacing * font.size }
            width = advances.reduce(0, +)
            var lengths = [0.0]
            for index in 1..<points.count {
                lengths.append(lengths[index - 1] + hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y))
            }
            self.lengths = lengths
            self.points = points
            total = lengths[lengths.count - 1]
        }

        /// The glyphs centred at `center` along the line, upright (when `keepUpright`); nil where the line bends too
        /// much under them.
        func glyphs(centeredAt center: Double, maximumBend: Double, keepUpright: Bool) -> [PlacedGlyph]? {
            let start = center - width / 2, end = center + width / 2
            let a = LinePathText.sample(at: start, points: points, lengths: lengths).point
            let b = LinePathText.sample(at: end, points: points, lengths: lengths).point
            let reversed = keepUpright && b.x < a.x
            var glyphs: [PlacedGlyph] = []
            var cursor = 0.0
            var previousAngle: Double?
            for (index, character) in characters.enumerated() {
                let middle = cursor + advances[index] / 2
                cursor += advances[index]
                let distance = reversed ? end - middle : start + middle
                var (point, angle) = LinePathText.sample(at: distance, points: points, lengths: lengths)
                if reversed { angle += .pi }
                if let previous = previousAngle {
                    var turn = abs(angle - previous).truncatingRemainder(dividingBy: 2 * .pi)
                    if turn > .pi { turn = 2 * .pi - turn }
                    if turn > maximumBend { return nil }
                }
                // No glyph may read upside down (a label around a tight bend): beyond 120° from upright it is rejected.
                var upright = angle.truncatingRemainder(dividingBy: 2 * .pi)
                if upright > .pi { upright -= 2 * .pi } else if upright < -.pi { upright += 2 * .pi }
                if keepUpright, abs(upright) > LinePathText.maximumTilt { return nil }
                previousAngle = angle
                glyphs.append(PlacedGlyph(text: character, center: point, angle: angle))
            }
            return glyphs
        }
    }

    /// Collision shapes of placed glyphs: each glyph's rotated box, as its axis-aligned bounds.
    func shapes(_ glyphs: [PlacedGlyph], font: FontSpec) -> [CollisionShape] {
        let height = font.size * 1.2
        return glyphs.map { glyph in
            let width = max(measurer.measure(glyph.text, font: font, wrapWidth: nil).width, font.size * 0.3)
            let c = abs(cos(glyph.angle)), s = abs(sin(glyph.angle))
            let w = width * c + height * s, h = width * s + height * c
            return .rectangle(Rect(x: glyph.center.x - w / 2, y: glyph.center.y - h / 2, width: w, height: h))
        }
    }

    /// The point and direction (radians) at a distance along the line.
    private static func sample(at distance: Double, points: [Point], lengths: [Double]) -> (point: Point, angle: Double) {
        var index = 1
        while index < lengths.count - 1, lengths[index] < distance { index += 1 }
        let a = points[index - 1], b = points[index]
        let segment = max(lengths[index] - lengths[index - 1], 1e-9)
        let t = min(max((distance - lengths[index - 1]) / segment, 0), 1)
        return (Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), atan2(b.y - a.y, b.x - a.x))
    }
}
