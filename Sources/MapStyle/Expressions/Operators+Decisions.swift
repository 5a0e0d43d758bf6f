import Foundation
import StrictJSON

extension ExpressionParser {
    /// `case`, `match`, `coalesce`, the comparisons and the boolean operators.
    static let decisionOperators: [String: Operator] = {
        var table: [String: Operator] = [:]
        table["case"] = { parser, items, expected in
            guard items.count >= 4, items.count % 2 == 0 else {
                throw parser.error("Expected an odd number of arguments.")
            }
            var outputType: ExpressionType? = expected == .value ? nil : expected
            var branches: [(StyleExpression, StyleExpression)] = []
            for index in stride(from: 1, to: items.count - 1, by: 2) {
                let test = try parser.child(items, index, .boolean)
                let output = try parser.child(items, index + 1, outputType)
                outputType = outputType ?? output.type
                branches.append((test, output))
            }
            let otherwise = try parser.child(items, items.count - 1, outputType)
            let children = branches.flatMap { [$0.0, $0.1] } + [otherwise]
            return StyleExpression(type: outputType ?? otherwise.type, children: children) { [branches] context in
                for (test, output) in branches where try test.evaluate(context) == .boolean(true) { return try output.evaluate(context) }
                return try otherwise.evaluate(context)
            }
        }
        table["match"] = { parser, items, expected in
            guard items.count >= 5 else { throw parser.error("Expected at least 4 arguments, but found only \(items.count - 1).") }
            guard items.count % 2 == 1 else { throw parser.error("Expected an even number of arguments.") }
            var inputType: ExpressionType?
            var outputType: ExpressionType? = expected == .value ? nil : expected
            var cases: [ExpressionValue: Int] = [:]
            var outputs: [StyleExpression] = []
            for index in stride(from: 2, to: items.count - 1, by: 2) {
                var labels: [JSONValue] = []
                if case .array(let list) = items[index] {
                    guard !list.isEmpty else { throw parser.at(index).error("Expected at least one branch label.") }
                    labels = list
                } else {
                    labels = [items[index]]
                }
                for label in labels {
                    let value: ExpressionValue
                    switch label {
                    case .number(let number):
                        guard abs(number) <= 9_007_199_254_740_991 else { throw parser.at(index).error("Branch labels must be numbers within +/-9007199254740991.") }
                        guard number == number.rounded() else { throw parser.at(index).error("Numeric branch labels must be integer values.") }
                        value = .number(number)
                    case .string(let text): value = .string(text)
                    default: throw parser.at(index).error("Branch labels must be numbers or strings.")
                    }
                    let labelType = value.type
                    if let inputType, inputType != labelType { throw parser.at(index).error("Expected \(inputType) but found \(labelType) instead.") }
                    inputType = labelType
                    guard cases[value] == nil else { throw parser.at(index).error("Branch labels must be unique.") }
                    cases[value] = outputs.count
                }
                let output = try parser.child(items, index + 1, outputType)
                outputType = outputType ?? output.type
                outputs.append(output)
            }
            let input = try parser.child(items, 1, .value)
            if input.type != .value, let inputType, !inputType.accepts(input.type) {
                throw parser.at(1).error("Expected \(inputType) but found \(input.type) instead.")
            }
            let otherwise = try parser.child(items, items.count - 1, outputType)
            let table = cases
            return StyleExpression(type: outputType ?? otherwise.type, children: [input] + outputs + [otherwise]) { [outputs] context in
                let value = try input.evaluate(context)
                if let index = table[value] { return try outputs[index].evaluate(context) }
                return try otherwise.evaluate(context)
            }
        }
        table["coalesce"] = { parser, items, expected in
            guard items.count >= 2 else { throw parser.error("Expectected at least one argument.") }
            var outputType: ExpressionType? = expected == .value ? nil : expected
            var arguments: [StyleExpression] = []
            for index in 1..<items.count {
                let argument = try parser.child(items, index, outputType, annotation: .omit)
                outputType = outputType ?? argument.type
                arguments.append(argument)
            }
            let needsAnnotation = expected.map { wanted in arguments.contains { !wanted.accepts($0.type) } } ?? false
            let type = needsAnnotation ? ExpressionType.value : (outputType ?? .value)
            return StyleExpression(type: type, children: arguments) { [arguments] context in
                var result = ExpressionValue.null
                for argument in arguments {
                    result = try argument.evaluate(context)
                    if case .image(let name, _) = result {
                        if context.availableImages.contains(name) { return .image(name, available: true) }
                        continue
                    }
                    if result != .null { break }
                }
                return result
            }
        }
        for name in ["==", "!="] {
            table[name] = { parser, items, _ in try comparison(name, parser: parser, items: items, ordered: false) }
        }
        for name in ["<", "<=", ">", ">="] {
            table[name] = { parser, items, _ in try comparison(name, parser: parser, items: items, ordered: true) }
        }
        table["!"] = { parser, items, _ in
            guard items.count == 2 else { throw parser.error("Expected 1 argument, but found \(items.count - 1) instead.") }
            let argument = try parser.child(items, 1, .boolean)
            return StyleExpression(type: .boolean, children: [argument]) { context in
                .boolean(try argument.evaluate(context) != .boolean(true))
            }
        }
        for (name, isAll) in [("all", true), ("any", false)] {
            table[name] = { parser, items, _ in
                var arguments: [StyleExpression] = []
                for index in 1..<max(items.count, 1) { arguments.append(try parser.child(items, index, .boolean)) }
                return StyleExpression(type: .boolean, children: arguments) { [arguments] context in
                    for argument in arguments {
                        let value = try argument.evaluate(context) == .boolean(true)
                        if value != isAll { return .boolean(!isAll) }
                    }
                    return .boolean(isAll)
                }
            }
        }
        return table
    }()

    private static func comparison(_ name: String, parser: ExpressionParser, items: [JSONValue], ordered: Bool) throws(ExpressionError) -> StyleExpression {
        guard items.count == 3 || items.count == 4 else { throw parser.error("Expected two or three arguments.") }
        let left = try parser.child(items, 1, .value), right = try parser.child(items, 2, .value)
        let allowed: [ExpressionType] = ordered ? [.string, .number, .value] : [.string, .number, .boolean, .null, .value]
        guard allowed.contains(left.type) else {
            throw parser.at(1).error("\"\(name)\" comparisons are not supported for type '\(left.type)'.")
        }
        guard allowed.contains(right.type) else {
            throw parser.at(2).error("\"\(name)\" comparisons are not supported for type '\(right.type)'.")
        }
        if left.type != right.type, left.type != .value, right.type != .value {
            throw parser.error("Cannot compare types '\(left.type)' and '\(right.type)'.")
        }
        var collator: StyleExpression?
        if items.count == 4 {
            if left.type != .string, right.type != .string, left.type != .value, right.type != .value {
                throw parser.error("Cannot use collator to compare non-string types.")
            }
            collator = try parser.child(items, 3, .collator)
        }
        let checksTypes = left.type == .value || right.type == .value
        let children = [left, right] + (collator.map { [$0] } ?? [])
        return StyleExpression(type: .boolean, children: children) { [collator] context in
            let a = try left.evaluate(context), b = try right.evaluate(context)
            if checksTypes, ordered {
                let kinds = (a.type, b.type)
                guard kinds.0 == kinds.1, kinds.0 == .string || kinds.0 == .number else {
                    throw ExpressionError("Expected arguments for \"\(name)\" to be (string, string) or (number, number), but found (\(a.type), \(b.type)) instead.")
                }
            }
            var options: (Bool, Bool, String?)?
            if let collator, case .collator(let caseSensitive, let diacriticSensitive, let locale) = try collator.evaluate(context) {
                options = (caseSensitive, diacriticSensitive, locale)
            }
            let order = compare(a, b, collator: options)
            switch name {
            case "==": return .boolean(order == .orderedSame)
            case "!=": return .boolean(order != .orderedSame)
            case "<": return .boolean(order == .orderedAscending)
            case "<=": return .boolean(order == .orderedAscending || order == .orderedSame)
            case ">": return .boolean(order == .orderedDescending)
            default: return .boolean(order == .orderedDescending || order == .orderedSame)
            }
        }
    }

    /// The order of two values: numbers by value (NaN compares unequal to everything), strings by code unit or by
    /// collator, anything else equal only when identical.
    static func compare(_ a: ExpressionValue, _ b: ExpressionValue, collator: (Bool, Bool, String?)?) -> ComparisonResult? {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            if x.isNaN || y.isNaN { return nil }
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        case (.string(let x), .string(let y)):
            if let (caseSensitive, diacriticSensitive, locale) = collator {
                // The locale's collation (ICU, through Foundation), at the sensitivity the collator asks for.
                var options: String.CompareOptions = []
                if !caseSensitive { options.insert(.caseInsensitive) }
                if !diacriticSensitive { options.insert(.diacriticInsensitive) }
                return x.compare(y, options: options, range: nil, locale: Locale(identifier: locale ?? "en"))
            }
            let left = Array(x.utf16), right = Array(y.utf16)
            return left.lexicographicallyPrecedes(right) ? .orderedAscending : left == right ? .orderedSame : .orderedDescending
        default:
            return a == b ? .orderedSame : nil
        }
    }
}
