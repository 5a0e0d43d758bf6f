import Foundation

/// The checks and conversions the parser wraps around children whose type is only known when they are evaluated.
enum TypeAssertion {
    /// `expression`'s value, which must be of `type` (`["number", …]` and the implicit checks).
    static func asserting(_ expression: StyleExpression, is type: ExpressionType) -> StyleExpression {
        asserting([expression], is: type)
    }

    /// The first of `expressions` whose value is of `type`; an error naming the last value's type when none is.
    static func asserting(_ expressions: [StyleExpression], is type: ExpressionType) -> StyleExpression {
        StyleExpression(type: type, children: expressions) { context in
            var last: ExpressionValue = .null
            for expression in expressions {
                last = try expression.evaluate(context)
                if type.accepts(last.type) { return last }
            }
            throw ExpressionError("Expected value to be of type \(type), but found \(last.type) instead.")
        }
    }

    /// `expression` converted to `type` (`to-number`, `to-color` …, and what a property of that type is given).
    static func coercing(_ expression: StyleExpression, to type: ExpressionType) -> StyleExpression {
        coercing([expression], to: type)
    }

    /// The first of `expressions` that converts to `type`.
    static func coercing(_ expressions: [StyleExpression], to type: ExpressionType) -> StyleExpression {
        if case .array = type { return asserting(expressions, is: type) }
        if type == .object { return asserting(expressions, is: type) }
        return StyleExpression(type: type, children: expressions) { context in
            var last: ExpressionValue = .null
            var lastError: ExpressionError?
            for expression in expressions {
                last = try expression.evaluate(context)
                do throws(ExpressionError) {
                    if let converted = try convert(last, to: type) { return converted }
                } catch {
                    lastError = error
                }
            }
            if let lastError { throw lastError }
            switch type {
            case .number: throw ExpressionError("Could not convert \(last.jsonText) to number.")
            case .color: throw ExpressionError("Could not parse color from value '\(last.text)'")
            default: throw ExpressionError("Could not convert \(last.jsonText) to \(type).")
            }
        }
    }

    /// `value` as `type`; nil when it does not convert (and the next candidate is tried).
    static func convert(_ value: ExpressionValue, to type: ExpressionType) throws(ExpressionError) -> ExpressionValue? {
        switch type {
        case .number:
            switch value {
            case .null: return .number(0)
            case .boolean(let flag): return .number(flag ? 1 : 0)
            case .number: return value
            case .string(let text):
                return TypeAssertion.javaScriptNumber(text).map(ExpressionValue.number)
            default: return nil
            }
        case .boolean: return .boolean(value.truthy)
        case .string: return .string(value.text)
        case .color:
            switch value {
            case .color: return value
            case .string(let text): return CSSColor.parse(text).map(ExpressionValue.color)
            case .array(let items):
                guard items.count == 3 || items.count == 4, items.allSatisfy({ if case .number = $0 { return true }; return false }) else {
                    throw ExpressionError("Invalid rgba value \(value.jsonText): expected an array containing either three or four numeric values.")
                }
                let numbers = items.compactMap { if case .number(let n) = $0 { return n }; return nil }
                if let problem = ColorChannels.check(numbers) { throw ExpressionError("Invalid rgba value \(value.jsonText): \(problem)") }
                return .color(ExpressionColor(straightRed: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, alpha: numbers.count == 4 ? numbers[3] : 1))
            default: return nil
            }
        case .formatted:
            switch value {
            case .formatted: return value
            case .string(let text): return .formatted([ExpressionValue.FormattedSection(text: text)])
            default: return .formatted([ExpressionValue.FormattedSection(text: value.text)])
            }
        case .resolvedImage:
            switch value {
            case .image: return value
            case .string(let name): return .image(name, available: false)
            default: return nil
            }
        case .padding:
            switch value {
            case .number: return .array([value, value, value, value])
            case .array(let items) where (1...4).contains(items.count) && items.allSatisfy({ $0.type == .number }):
                let n = items
                switch n.count {
                case 1: return .array([n[0], n[0], n[0], n[0]])
                case 2: return .array([n[0], n[1], n[0], n[1]])
                case 3: return .array([n[0], n[1], n[2], n[1]])
                default: return value
                }
            default: return nil
            }
        case .numberArray:
            switch value {
            case .number: return .array([value])
            case .array(let items) where items.allSatisfy({ $0.type == .number }): return value
            default: return nil
            }
        case .colorArray:
            switch value {
            case .color: return .array([value])
            case .string: return try convert(value, to: .color).map { .array([$0]) }
            case .array(let items):
                var colors: [ExpressionValue] = []
                for item in items {
                    guard let color = try convert(item, to: .color) else { return nil }
                    colors.append(color)
                }
                return .array(colors)
            default: return nil
            }
        default:
            return type.accepts(value.type) ? value : nil
        }
    }
}

extension TypeAssertion {
    /// JavaScript's `Number(text)`: blank is 0, decimal and hexadecimal numbers and `Infinity`; nil for NaN.
    static func javaScriptNumber(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return 0 }
        let unsigned = trimmed.hasPrefix("-") || trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed
        let sign: Double = trimmed.hasPrefix("-") ? -1 : 1
        if unsigned == "Infinity" { return sign * .infinity }
        if trimmed.lowercased().hasPrefix("0x"), let value = UInt64(trimmed.dropFirst(2), radix: 16) { return Double(value) }
        guard unsigned.allSatisfy({ "0123456789.eE+-".contains($0) }), let value = Double(trimmed) else { return nil }
        return value
    }
}

/// The checks on rgb(a) channel values.
enum ColorChannels {
    /// Why `numbers` (red, green, blue 0...255 and an optional alpha 0...1) are not a colour; nil when they are.
    static func check(_ numbers: [Double]) -> String? {
        for value in numbers.prefix(3) where !(0...255).contains(value) {
            return "'\(ExpressionValue.numberText(value))' is not between 0 and 255"
        }
        if numbers.count == 4, !(0...1).contains(numbers[3]) {
            return "'\(ExpressionValue.numberText(numbers[3]))' is not between 0 and 1"
        }
        return nil
    }
}
