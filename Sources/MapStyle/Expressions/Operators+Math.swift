import Foundation
import StrictJSON

extension ExpressionParser {
    /// Arithmetic and the math functions and constants.
    static let mathOperators: [String: Operator] = {
        var table: [String: Operator] = [:]
        @Sendable func numbers(_ parser: ExpressionParser, _ items: [JSONValue], count: ClosedRange<Int>) throws(ExpressionError) -> [StyleExpression] {
            let given = items.count - 1
            guard count.contains(given) else {
                if count.lowerBound == count.upperBound { throw parser.error("Expected \(count.lowerBound) argument\(count.lowerBound == 1 ? "" : "s"), but found \(given) instead.") }
                throw parser.error("Expected \(count.lowerBound) to \(count.upperBound) arguments, but found \(given) instead.")
            }
            var arguments: [StyleExpression] = []
            for index in 1..<items.count { arguments.append(try parser.child(items, index, .number)) }
            return arguments
        }
        @Sendable func values(_ arguments: [StyleExpression], _ context: EvaluationContext) throws(ExpressionError) -> [Double] {
            var result: [Double] = []
            for argument in arguments {
                if case .number(let value) = try argument.evaluate(context) { result.append(value) } else { result.append(.nan) }
            }
            return result
        }
        func define(_ name: String, _ count: ClosedRange<Int>, _ body: @escaping @Sendable ([Double]) -> Double) {
            table[name] = { parser, items, _ in
                let arguments = try numbers(parser, items, count: count)
                return StyleExpression(type: .number, children: arguments) { context in .number(body(try values(arguments, context))) }
            }
        }
        define("+", 0...Int.max) { $0.reduce(0, +) }
        define("*", 0...Int.max) { $0.reduce(1, *) }
        define("-", 1...2) { $0.count == 1 ? -$0[0] : $0[0] - $0[1] }
        define("/", 2...2) { $0[0] / $0[1] }
        define("%", 2...2) { $0[0].truncatingRemainder(dividingBy: $0[1]) }
        define("^", 2...2) { pow($0[0], $0[1]) }
        define("sqrt", 1...1) { $0[0].squareRoot() }
        define("log10", 1...1) { log10($0[0]) }
        define("ln", 1...1) { log($0[0]) }
        define("log2", 1...1) { log2($0[0]) }
        define("sin", 1...1) { sin($0[0]) }
        define("cos", 1...1) { cos($0[0]) }
        define("tan", 1...1) { tan($0[0]) }
        define("asin", 1...1) { asin($0[0]) }
        define("acos", 1...1) { acos($0[0]) }
        define("atan", 1...1) { atan($0[0]) }
        define("min", 0...Int.max) { $0.contains { $0.isNaN } ? .nan : $0.min() ?? .infinity }
        define("max", 0...Int.max) { $0.contains { $0.isNaN } ? .nan : $0.max() ?? -.infinity }
        define("abs", 1...1) { abs($0[0]) }
        define("round", 1...1) { $0[0] < 0 ? -(-$0[0]).rounded(.toNearestOrAwayFromZero) : $0[0].rounded(.toNearestOrAwayFromZero) }
        define("floor", 1...1) { $0[0].rounded(.down) }
        define("ceil", 1...1) { $0[0].rounded(.up) }
        define("pi", 0...0) { _ in .pi }
        define("e", 0...0) { _ in M_E }
        define("ln2", 0...0) { _ in M_LN2 }
        return table
    }()
}
