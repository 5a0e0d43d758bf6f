import StrictJSON

extension ExpressionParser {
    /// `literal`, `typeof`, the type assertions and conversions, `let` and `var`.
    static let typeOperators: [String: Operator] = {
        var table: [String: Operator] = [:]
        table["literal"] = { parser, items, expected in
            guard items.count == 2 else { throw parser.error("'literal' expression requires exactly one argument, but found \(items.count - 1) instead.") }
            let value = ExpressionValue(items[1])
            // An empty array takes the array type expected of it.
            if value == .array([]), let expected, case .array = expected { return .literal(value, type: expected) }
            return .literal(value)
        }
        table["semiliteral"] = { parser, items, _ in
            guard items.count == 2 else { throw parser.error("'semiliteral' expression requires exactly one argument, but found \(items.count - 1) instead.") }
            return try semiliteral(parser.at(1), items[1])
        }
        table["typeof"] = { parser, items, _ in
            guard items.count == 2 else { throw parser.error("Expected 1 argument, but found \(items.count - 1) instead.") }
            let argument = try parser.child(items, 1, nil)
            return StyleExpression(type: .string, children: [argument]) { context in
                .string(try argument.evaluate(context).type.description)
            }
        }
        for (name, type) in [("string", ExpressionType.string), ("number", .number), ("boolean", .boolean), ("object", .object)] {
            table[name] = { parser, items, _ in
                guard items.count >= 2 else { throw parser.error("Expected at least one argument.") }
                var arguments: [StyleExpression] = []
                for index in 1..<items.count { arguments.append(try parser.child(items, index, .value)) }
                return TypeAssertion.asserting(arguments, is: type)
            }
        }
        table["array"] = { parser, items, _ in
            var item = ExpressionType.value
            var length: Int?
            var valueIndex = 1
            if items.count > 2 {
                guard case .string(let name) = items[1], let named = ["string": ExpressionType.string, "number": .number, "boolean": .boolean][name] else {
                    throw parser.at(1).error("The item type argument of \"array\" must be one of string, number, boolean")
                }
                item = named
                valueIndex = 2
                if items.count > 3 {
                    guard case .number(let count) = items[2], count >= 0, count == count.rounded(), count <= Double(Int32.max) else {
                        throw parser.at(2).error("The length argument to \"array\" must be a positive integer literal")
                    }
                    length = Int(count)
                    valueIndex = 3
                }
            }
            guard items.count == valueIndex + 1 else { throw parser.error("Expected at most three arguments.") }
            return TypeAssertion.asserting(try parser.child(items, valueIndex, .value), is: .array(item, length))
        }
        for (name, type) in [("to-string", ExpressionType.string), ("to-number", .number), ("to-boolean", .boolean), ("to-color", .color)] {
            table[name] = { parser, items, _ in
                guard items.count >= 2 else { throw parser.error("Expected at least one argument.") }
                if (type == .boolean || type == .string), items.count != 2 { throw parser.error("Expected one argument.") }
                var arguments: [StyleExpression] = []
                for index in 1..<items.count { arguments.append(try parser.child(items, index, .value)) }
                return TypeAssertion.coercing(arguments, to: type)
            }
        }
        table["let"] = { parser, items, expected in
            guard items.count >= 4, items.count % 2 == 0 else {
                throw parser.error("Expected at least 3 arguments, but found \(items.count - 1) instead.")
            }
            var inner = parser
            for index in stride(from: 1, to: items.count - 1, by: 2) {
                guard case .string(let name) = items[index] else {
                    throw parser.at(index).error("Expected string, but found \(ExpressionParser.jsonKind(items[index])) instead.")
                }
                guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    throw parser.at(index).error("Variable names must contain only alphanumeric characters or '_'.")
                }
                inner.bindings[name] = try inner.child(items, index + 1, nil)
            }
            let result = try inner.child(items, items.count - 1, expected)
            return result
        }
        table["error"] = { parser, items, _ in
            guard items.count == 2 else { throw parser.error("Expected 1 argument, but found \(items.count - 1) instead.") }
            let message = try parser.child(items, 1, .string)
            return StyleExpression(type: .error, children: [message]) { context in
                throw ExpressionError(try message.evaluate(context).text)
            }
        }
        table["var"] = { parser, items, _ in
            guard items.count == 2, case .string(let name) = items[1] else {
                throw parser.at(1).error("'var' expression requires exactly one string literal argument.")
            }
            guard let bound = parser.bindings[name] else {
                throw parser.at(1).error("Unknown variable \"\(name)\". Make sure \"\(name)\" has been bound in an enclosing \"let\" expression before using it.")
            }
            return bound
        }
        return table
    }()

    /// A literal whose arrays may hold expressions (`["semiliteral", [1, ["get", "x"]]]`): each element that is an
    /// expression is read as one, the rest are literals.
    static func semiliteral(_ parser: ExpressionParser, _ json: JSONValue) throws(ExpressionError) -> StyleExpression {
        guard case .array(let elements) = json else { return .literal(ExpressionValue(json)) }
        if case .string(let name)? = elements.first, operators[name] != nil { return try parser.parse(json, expected: nil) }
        var parts: [StyleExpression] = []
        for (index, element) in elements.enumerated() { parts.append(try semiliteral(parser.at(index), element)) }
        var item: ExpressionType?
        for part in parts { item = item == nil || item == part.type ? part.type : .value }
        let built = parts
        return StyleExpression(type: .array(item ?? .value, parts.count), children: parts) { context in
            var values: [ExpressionValue] = []
            for part in built { values.append(try part.evaluate(context)) }
            return .array(values)
        }
    }
}
