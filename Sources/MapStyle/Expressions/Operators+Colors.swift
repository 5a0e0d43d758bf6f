import StrictJSON

extension ExpressionParser {
    /// `rgb`, `rgba` and `to-rgba`.
    static let colorOperators: [String: Operator] = {
        var table: [String: Operator] = [:]
        for (name, count) in [("rgb", 3), ("rgba", 4)] {
            table[name] = { parser, items, _ in
                guard items.count == count + 1 else { throw parser.error("Expected \(count) arguments, but found \(items.count - 1) instead.") }
                var channels: [StyleExpression] = []
                for index in 1...count { channels.append(try parser.child(items, index, .number)) }
                return StyleExpression(type: .color, children: channels) { [channels] context in
                    var numbers: [Double] = []
                    for channel in channels { if case .number(let value) = try channel.evaluate(context) { numbers.append(value) } }
                    if let problem = ColorChannels.check(numbers) {
                        throw ExpressionError("Invalid rgba value [\(numbers.map(ExpressionValue.numberText).joined(separator: ", "))]: \(problem).")
                    }
                    return .color(ExpressionColor(straightRed: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, alpha: numbers.count == 4 ? numbers[3] : 1))
                }
            }
        }
        table["to-rgba"] = { parser, items, _ in
            guard items.count == 2 else { throw parser.error("Expected 1 argument, but found \(items.count - 1) instead.") }
            let color = try parser.child(items, 1, .color)
            return StyleExpression(type: .array(.number, 4), children: [color]) { context in
                guard case .color(let value) = try color.evaluate(context) else { return .null }
                let (red, green, blue, alpha) = value.straight
                return .array([.number(red * 255), .number(green * 255), .number(blue * 255), .number(alpha)])
            }
        }
        return table
    }()
}
