import Foundation
import StrictJSON

extension ExpressionParser {
    /// `step` and `interpolate` (linear, exponential, cubic-bezier; in RGB, HCL or Lab for colours).
    static let rampOperators: [String: Operator] = {
        var table: [String: Operator] = [:]
        table["step"] = { parser, items, expected in
            guard items.count >= 3 else { throw parser.error("Expected at least 2 arguments, but found only \(items.count - 1).") }
            guard items.count % 2 == 1 else { throw parser.error("Expected an even number of arguments.") }
            let input = try parser.child(items, 1, .number)
            var outputType: ExpressionType? = expected == .value ? nil : expected
            let first = try parser.child(items, 2, outputType)
            outputType = outputType ?? first.type
            let stops = try ExpressionParser.stops(parser, items, from: 3, name: "step", outputType: &outputType)
            let children = [input, first] + stops.map(\.1)
            return StyleExpression(type: outputType ?? first.type, children: children, isZoomCurve: !input.isZoomConstant) { [stops] context in
                guard case .number(let value) = try input.evaluate(context) else { return try first.evaluate(context) }
                var chosen = first
                for (label, output) in stops where value >= label { chosen = output }
                return try chosen.evaluate(context)
            }
        }
        for (name, space) in [("interpolate", ColorSpace.rgb), ("interpolate-hcl", .hcl), ("interpolate-lab", .lab)] {
            table[name] = { parser, items, expected in try interpolation(parser: parser, items: items, expected: expected, space: space, name: name) }
        }
        return table
    }()

    enum ColorSpace: Sendable { case rgb, hcl, lab }

    /// The `input, output` pairs of a curve from `items[start]` on: literal inputs in strictly ascending order, outputs
    /// of one type (the first output's, when `outputType` is not given yet).
    static func stops(_ parser: ExpressionParser, _ items: [JSONValue], from start: Int, name: String,
                      outputType: inout ExpressionType?) throws(ExpressionError) -> [(Double, StyleExpression)] {
        var stops: [(Double, StyleExpression)] = []
        for index in stride(from: start, to: items.count, by: 2) {
            guard case .number(let label) = items[index] else {
                throw parser.at(index).error("Input/output pairs for \"\(name)\" expressions must be defined using literal numeric values (not computed expressions) for the input values.")
            }
            if let last = stops.last?.0, last >= label {
                throw parser.at(index).error("Input/output pairs for \"\(name)\" expressions must be arranged with input values in strictly ascending order.")
            }
            let output = try parser.child(items, index + 1, outputType)
            outputType = outputType ?? output.type
            stops.append((label, output))
        }
        return stops
    }

    /// How the input between two stops becomes a fraction.
    enum Curve: Sendable {
        case linear
        case exponential(Double)
        case cubicBezier(Double, Double, Double, Double)

        func fraction(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
            let difference = upper - lower
            guard difference != 0 else { return 0 }
            let progress = value - lower
            switch self {
            case .linear: return progress / difference
            case .exponential(let base):
                return base == 1 ? progress / difference : (pow(base, progress) - 1) / (pow(base, difference) - 1)
            case .cubicBezier(let x1, let y1, let x2, let y2):
                return UnitBezier(x1, y1, x2, y2).solve(progress / difference)
            }
        }
    }

    private static func interpolation(parser: ExpressionParser, items: [JSONValue], expected: ExpressionType?, space: ColorSpace,
                                      name: String) throws(ExpressionError) -> StyleExpression {
        guard items.count >= 5 else { throw parser.error("Expected at least 4 arguments, but found only \(items.count - 1).") }
        guard items.count % 2 == 1 else { throw parser.error("Expected an even number of arguments.") }
        guard case .array(let kind) = items[1], case .string(let kindName)? = kind.first else {
            throw parser.at(1).error("Expected an interpolation type expression.")
        }
        let curve: Curve
        switch kindName {
        case "linear": curve = .linear
        case "exponential":
            guard kind.count >= 2, case .number(let base) = kind[1] else { throw parser.at(1).at(1).error("Exponential interpolation requires a numeric base.") }
            curve = .exponential(base)
        case "cubic-bezier":
            let controls = kind.dropFirst().compactMap { if case .number(let n) = $0 { return n }; return nil }
            guard kind.count == 5, controls.count == 4, (0...1).contains(controls[0]), (0...1).contains(controls[2]) else {
                throw parser.at(1).error("Cubic bezier interpolation requires four numeric arguments with values between 0 and 1.")
            }
            curve = .cubicBezier(controls[0], controls[1], controls[2], controls[3])
        default:
            throw parser.at(1).at(0).error("Unknown interpolation type \(kindName)")
        }
        let input = try parser.child(items, 2, .number)
        var outputType: ExpressionType?
        if space != .rgb { outputType = .color } else if let expected, expected != .value { outputType = expected }
        let stops = try ExpressionParser.stops(parser, items, from: 3, name: "interpolate", outputType: &outputType)
        let type = outputType ?? .number
        switch type {
        case .number, .color, .padding, .numberArray, .colorArray, .variableAnchorOffsetCollection, .projectionDefinition: break
        case .array(.number, let length?) where length > 0: break
        default: throw parser.error("Type \(type) is not interpolatable.")
        }
        let children = [input] + stops.map(\.1)
        return StyleExpression(type: type, children: children, isZoomCurve: !input.isZoomConstant) { [stops] context in
            guard case .number(let value) = try input.evaluate(context) else { return try stops[0].1.evaluate(context) }
            if stops.count == 1 || value <= stops[0].0 { return try stops[0].1.evaluate(context) }
            guard let upperIndex = stops.firstIndex(where: { $0.0 > value }) else { return try stops[stops.count - 1].1.evaluate(context) }
            let (lowerLabel, lowerOutput) = stops[upperIndex - 1], (upperLabel, upperOutput) = stops[upperIndex]
            let t = curve.fraction(value, lowerLabel, upperLabel)
            let a = try lowerOutput.evaluate(context), b = try upperOutput.evaluate(context)
            return try Interpolation.between(a, b, t, space: space)
        }
    }
}

/// Values between two stops.
enum Interpolation {
    static func between(_ a: ExpressionValue, _ b: ExpressionValue, _ t: Double, space: ExpressionParser.ColorSpace) throws(ExpressionError) -> ExpressionValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
        case (.color(let x), .color(let y)):
            switch space {
            case .rgb:
                return .color(ExpressionColor(straightRed: x.red + (y.red - x.red) * t, green: x.green + (y.green - x.green) * t,
                                              blue: x.blue + (y.blue - x.blue) * t, alpha: x.alpha + (y.alpha - x.alpha) * t))
            case .hcl, .lab:
                return .color(PerceptualColor.interpolate(x, y, t, hcl: space == .hcl))
            }
        case (.array(let xs), .array(let ys)) where xs.count == ys.count:
            var values: [ExpressionValue] = []
            for (x, y) in zip(xs, ys) { values.append(try between(x, y, t, space: space)) }
            return .array(values)
        default:
            return t < 1 ? a : b
        }
    }
}

/// A CSS-style cubic Bézier timing curve from (0,0) to (1,1) with two control points.
struct UnitBezier {
    let cx, bx, ax, cy, by, ay: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve's y at x.
    func solve(_ x: Double, epsilon: Double = 1e-6) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return sampleY(t) }
            let slope = derivativeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        if t < low { return sampleY(low) }
        if t > high { return sampleY(high) }
        while low < high {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return sampleY(t) }
            if x > value { low = t } else { high = t }
            t = (high - low) / 2 + low
            if high - low < 1e-12 { break }
        }
        return sampleY(t)
    }
}
