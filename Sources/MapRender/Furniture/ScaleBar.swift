import Foundation
import Geo

/// A scale bar: a round length (1, 2 or 5 × 10ⁿ metres or kilometres, feet or miles) drawn as long as that ground
/// distance is on the map at the bar's own latitude (Web Mercator's scale changes with latitude).
public struct ScaleBar: Hashable, Sendable {
    /// Which lengths the bar shows.
    public enum Units: String, Hashable, Sendable, CaseIterable {
        /// Metres and kilometres.
        case metric
        /// Feet and miles.
        case imperial
        /// A metric bar above an imperial one.
        case both
    }

    /// The units.
    public var units: Units
    /// The corner it sits in.
    public var corner: Attribution.Corner
    /// The longest the bar may be, in points (it is also at most 40% of the image's width).
    public var maximumLength: Double
    /// The print scale's denominator, written above the bars ("1:25 000") on a map printed at a stated scale.
    public var statedScale: Double?

    /// A scale bar, metric in the bottom-left corner by default.
    public init(units: Units = .metric, corner: Attribution.Corner = .bottomLeft, maximumLength: Double = 100) {
        self.units = units
        self.corner = corner
        self.maximumLength = maximumLength
    }

    /// One bar: the round length it stands for and how long it is drawn.
    public struct Bar: Hashable, Sendable {
        /// The label ("500 m", "2 km", "1000 ft", "1 mi").
        public var label: String
        /// The ground distance, in metres.
        public var metres: Double
        /// Its drawn length, in points.
        public var length: Double
    }

    /// WGS84's semi-major axis (Web Mercator's sphere radius) and first eccentricity squared.
    static let semiMajorAxis = 6_378_137.0
    static let eccentricitySquared = 0.006_694_379_990_14

    /// Ground metres along the parallel per point of the map at `latitude` (degrees), for a Web Mercator map of
    /// `metresPerPoint` projected metres per point: a point spans `metresPerPoint / a` radians of longitude, and a
    /// radian of longitude is `a cos φ / √(1 − e² sin² φ)` metres along the WGS84 parallel.
    public static func groundMetresPerPoint(metresPerPoint: Double, latitude: Double) -> Double {
        let phi = latitude * .pi / 180
        return metresPerPoint * cos(phi) / (1 - eccentricitySquared * sin(phi) * sin(phi)).squareRoot()
    }

    /// The bars for a map of `groundMetresPerPoint` at the bar, each the longest round length at most `longest` points.
    public func bars(groundMetresPerPoint: Double, longest: Double) -> [Bar] {
        let kinds: [Units] = units == .both ? [.metric, .imperial] : [units]
        return kinds.compactMap { ScaleBar.roundBar($0, groundMetresPerPoint: groundMetresPerPoint, longest: longest) }
    }

    /// The longest 1, 2 or 5 × 10ⁿ length in `units` drawn at most `longest` points long.
    static func roundBar(_ units: Units, groundMetresPerPoint: Double, longest: Double) -> Bar? {
        guard groundMetresPerPoint.isFinite, groundMetresPerPoint > 0, longest > 0 else { return nil }
        let limit = groundMetresPerPoint * longest
        return candidates(units).last { $0.metres <= limit }.map {
            Bar(label: $0.label, metres: $0.metres, length: $0.metres / groundMetresPerPoint)
        }
    }

    /// The round lengths of `units`, shortest first, with labels: 0.1 m … 50,000 km; 1 ft … 2000 ft, then 1 mi … 50,000 mi.
    public static func candidates(_ units: Units) -> [(label: String, metres: Double)] {
        let steps = (-1...7).flatMap { exponent in [1.0, 2, 5].map { $0 * pow(10, Double(exponent)) } }
        if units == .imperial {
            let feet = steps.filter { $0 >= 1 && $0 <= 2000 }.map { ("\(number($0)) ft", $0 * 0.3048) }
            let miles = steps.filter { $0 >= 1 && $0 <= 50_000 }.map { ("\(number($0)) mi", $0 * 1609.344) }
            return feet + miles
        }
        return steps.filter { $0 <= 5e7 }.map { $0 < 1000 ? ("\(number($0)) m", $0) : ("\(number($0 / 1000)) km", $0) }
    }

    /// "0.5", "1", "20", "5000".
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
    }
}

extension ScaleBar {
    static let font = FontSpec(size: 10)
    static let padding = 4.0
    static let tick = 5.0
    static let labelGap = 1.0
    static let inset = 6.0

    /// The box's height: a label above the line for the metric bar, below it for the imperial one, and the stated
    /// scale's line on top.
    func boxHeight(measurer: TextMeasurer) -> Double {
        let label = measurer.measure("0 m", font: ScaleBar.font, wrapWidth: nil).height
        let rows = units == .both ? 2.0 : 1.0
        return 2 * ScaleBar.padding + rows * (label + ScaleBar.labelGap + ScaleBar.tick) + 1 + (statedScale == nil ? 0 : label + ScaleBar.labelGap)
    }

    /// "1:25 000" (thin spaces between thousands, as ISO 31-0 writes them), when the scale is stated.
    var statedScaleText: String? {
        guard let statedScale else { return nil }
        var digits = String(Int(statedScale.rounded())), grouped = ""
        while digits.count > 3 {
            grouped = "\u{2009}" + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return "1:" + digits + grouped
    }

    /// The box's size for `bars`.
    func boxSize(_ bars: [Bar], measurer: TextMeasurer) -> Size {
        let texts = bars.map(\.label) + [statedScaleText].compactMap { $0 }
        let widest = max(bars.map(\.length).max() ?? 0, texts.map { measurer.measure($0, font: ScaleBar.font, wrapWidth: nil).width }.max() ?? 0)
        return Size(width: (2 * ScaleBar.inset + widest).rounded(.up), height: boxHeight(measurer: measurer))
    }

    /// The commands that draw `bars` in `box`, and where each bar's ends are (on the line, in points).
    func commands(_ bars: [Bar], in box: Rect, scheme: FurnitureScheme) -> (commands: [DrawCommand], placed: [LayoutReport.PlacedBar]) {
        let rows = Double(units == .both ? 2 : 1) + (statedScale == nil ? 0 : 1)
        let labelHeight = (box.size.height - 2 * ScaleBar.padding - 1 - Double(units == .both ? 2 : 1) * ScaleBar.tick) / rows - ScaleBar.labelGap
        let top = box.minY + ScaleBar.padding + (statedScale == nil ? 0 : labelHeight + ScaleBar.labelGap)
        let start = box.minX + ScaleBar.inset
        // Metric (or the only bar) above the line, imperial below it.
        let lineY = units == .imperial ? top + 0.5 : top + labelHeight + ScaleBar.labelGap + ScaleBar.tick + 0.5
        var background = Path(), line = Path()
        background.addRect(box)
        line.addLines([Point(x: start, y: lineY), Point(x: start + (bars.map(\.length).max() ?? 0), y: lineY)], closed: false)
        var commands: [DrawCommand] = [.fill(background, scheme.box, .nonZero)]
        if let stated = statedScaleText {
            var text = TextRun(text: stated, font: FontSpec(size: 10, bold: true), color: scheme.ink, origin: Point(x: start, y: box.minY + ScaleBar.padding))
            text.alignment = .left
            commands.append(.text(text))
        }
        var ticks = Path(), placed: [LayoutReport.PlacedBar] = []
        for (index, bar) in bars.enumerated() {
            let below = units == .imperial || index == 1
            let direction = below ? 1.0 : -1.0
            for x in [start, start + bar.length] {
                ticks.addLines([Point(x: x, y: lineY), Point(x: x, y: lineY + direction * ScaleBar.tick)], closed: false)
            }
            let labelY = below ? lineY + ScaleBar.tick + ScaleBar.labelGap : lineY - ScaleBar.tick - ScaleBar.labelGap - labelHeight
            var label = TextRun(text: bar.label, font: ScaleBar.font, color: scheme.ink, origin: Point(x: start, y: labelY))
            label.alignment = .left
            commands.append(.text(label))
            placed.append(LayoutReport.PlacedBar(label: bar.label, metres: bar.metres, start: Point(x: start, y: lineY), end: Point(x: start + bar.length, y: lineY)))
        }
        commands.append(.stroke(line, StrokeStyle(color: scheme.ink, width: 1.5, cap: .butt)))
        commands.append(.stroke(ticks, StrokeStyle(color: scheme.ink, width: 1.5, cap: .butt)))
        return (commands, placed)
    }
}
