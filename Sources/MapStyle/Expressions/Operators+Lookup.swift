import StrictJSON

extension ExpressionParser {
    /// Reading the feature, the zoom and the global state, and looking into arrays, strings and objects.
    static let lookupOperators: [String: Operator] = {
        var table: [String: Operator] = [:]
        table["get"] = { parser, items, _ in
            guard items.count == 2 || items.count == 3 else { throw parser.error("Expected 1 or 2 arguments, but found \(items.count - 1) instead.") }
            let key = try parser.child(items, 1, .string)
            if items.count == 3 {
                let object = try parser.child(items, 2, .object)
                return StyleExpression(type: .value, children: [key, object]) { context in
                    guard case .string(let name) = try key.evaluate(context), case .object(let fields) = try object.evaluate(context) else { return .null }
                    return fields[name] ?? .null
                }
            }
            return StyleExpression(type: .value, children: [key], featureConstant: false, reads: literalKey(key)) { context in
                guard case .string(let name) = try key.evaluate(context) else { return .null }
                return context.property(name) ?? .null
            }
        }
        table["has"] = { parser, items, _ in
            guard items.count == 2 || items.count == 3 else { throw parser.error("Expected 1 or 2 arguments, but found \(items.count - 1) instead.") }
            let key = try parser.child(items, 1, .string)
            if items.count == 3 {
                let object = try parser.child(items, 2, .object)
                return StyleExpression(type: .boolean, children: [key, object]) { context in
                    guard case .string(let name) = try key.evaluate(context), case .object(let fields) = try object.evaluate(context) else { return .boolean(false) }
                    return .boolean(fields[name] != nil)
                }
            }
            return StyleExpression(type: .boolean, children: [key], featureConstant: false, reads: literalKey(key)) { context in
                guard case .string(let name) = try key.evaluate(context) else { return .boolean(false) }
                return .boolean(context.property(name) != nil)
            }
        }
        table["properties"] = { parser, items, _ in
            guard items.count == 1 else { throw parser.error("Expected no arguments, but found \(items.count - 1) instead.") }
            return StyleExpression(type: .object, children: [], featureConstant: false) { context in .object(context.allProperties) }
        }
        table["id"] = { parser, items, _ in
            guard items.count == 1 else { throw parser.error("Expected no arguments, but found \(items.count - 1) instead.") }
            return StyleExpression(type: .value, children: [], featureConstant: false) { context in context.id }
        }
        table["geometry-type"] = { parser, items, _ in
            guard items.count == 1 else { throw parser.error("Expected no arguments, but found \(items.count - 1) instead.") }
            return StyleExpression(type: .string, children: [], featureConstant: false, reads: ["$type"]) { context in context.geometryType.map(ExpressionValue.string) ?? .null }
        }
        table["feature-state"] = { parser, items, _ in
            guard items.count == 2 else { throw parser.error("Expected 1 argument, but found \(items.count - 1) instead.") }
            let key = try parser.child(items, 1, .string)
            return StyleExpression(type: .value, children: [key], featureConstant: false) { context in
                guard case .string(let name) = try key.evaluate(context) else { return .null }
                return context.featureState[name] ?? .null
            }
        }
        table["zoom"] = { parser, items, _ in
            guard items.count == 1 else { throw parser.error("Expected no arguments, but found \(items.count - 1) instead.") }
            return StyleExpression(type: .number, children: [], zoomConstant: false) { context in .number(context.zoom ?? 0) }
        }
        table["heatmap-density"] = { parser, items, _ in
            guard items.count == 1 else { throw parser.error("Expected no arguments, but found \(items.count - 1) instead.") }
            return StyleExpression(type: .number, children: []) { context in .number(context.heatmapDensity ?? 0) }
        }
        table["global-state"] = { parser, items, _ in
            guard items.count == 2, case .string(let name) = items[1] else {
                throw parser.error("Global state property must be a single string literal.")
            }
            return StyleExpression(type: .value, children: [], readsGlobalState: true) { context in context.globalState[name] ?? .null }
        }
        table["at"] = { parser, items, _ in
            guard items.count == 3 else { throw parser.error("Expected 2 arguments, but found \(items.count - 1) instead.") }
            let index = try parser.child(items, 1, .number)
            let array = try parser.child(items, 2, .array(.value, nil))
            var itemType = ExpressionType.value
            if case .array(let item, _) = array.type { itemType = item }
            return StyleExpression(type: itemType, children: [index, array]) { context in
                guard case .number(let position) = try index.evaluate(context), case .array(let elements) = try array.evaluate(context) else { return .null }
                guard position >= 0 else { throw ExpressionError("Array index out of bounds: \(ExpressionValue.numberText(position)) < 0.") }
                guard position < Double(elements.count) else {
                    throw ExpressionError("Array index out of bounds: \(ExpressionValue.numberText(position)) > \(elements.count - 1).")
                }
                guard position == position.rounded(.down) else {
                    throw ExpressionError("Array index must be an integer, but found \(ExpressionValue.numberText(position)) instead.")
                }
                return elements[Int(position)]
            }
        }
        table["in"] = { parser, items, _ in
            guard items.count == 3 else { throw parser.error("Expected 2 arguments, but found \(items.count - 1) instead.") }
            let needle = try parser.child(items, 1, .value)
            let haystack = try parser.child(items, 2, .value)
            try requireSearchable(needle: needle, haystack: haystack, parser: parser)
            return StyleExpression(type: .boolean, children: [needle, haystack]) { context in
                let value = try needle.evaluate(context), container = try haystack.evaluate(context)
                // As JavaScript: an empty or missing haystack holds nothing.
                if container == .null || container == .string("") { return .boolean(false) }
                return .boolean(try position(of: value, in: container, from: 0) != nil)
            }
        }
        table["index-of"] = { parser, items, _ in
            guard items.count == 3 || items.count == 4 else { throw parser.error("Expected 2 or 3 arguments, but found \(items.count - 1) instead.") }
            let needle = try parser.child(items, 1, .value)
            let haystack = try parser.child(items, 2, .value)
            let start = items.count == 4 ? try parser.child(items, 3, .number) : nil
            try requireSearchable(needle: needle, haystack: haystack, parser: parser)
            return StyleExpression(type: .number, children: [needle, haystack] + (start.map { [$0] } ?? [])) { context in
                let value = try needle.evaluate(context), container = try haystack.evaluate(context)
                var from = 0.0
                if let start, case .number(let given) = try start.evaluate(context) { from = given }
                return .number(Double(try position(of: value, in: container, from: from) ?? -1))
            }
        }
        table["slice"] = { parser, items, _ in
            guard items.count == 3 || items.count == 4 else { throw parser.error("Expected 2 or 3 arguments, but found \(items.count - 1) instead.") }
            let input = try parser.child(items, 1, .value)
            let start = try parser.child(items, 2, .number)
            let end = items.count == 4 ? try parser.child(items, 3, .number) : nil
            guard input.type == .value || input.type == .string || input.type.isArray else {
                throw parser.error("Expected first argument to be of type array or string, but found \(input.type) instead")
            }
            let type: ExpressionType = input.type.isArray ? { if case .array(let item, _) = input.type { return .array(item, nil) }; return .array(.value, nil) }() : input.type
            return StyleExpression(type: type, children: [input, start] + (end.map { [$0] } ?? [])) { context in
                let value = try input.evaluate(context)
                guard case .number(let from) = try start.evaluate(context) else { return .null }
                var to: Double?
                if let end, case .number(let given) = try end.evaluate(context) { to = given }
                func bounds(_ count: Int) -> Range<Int> {
                    func clamp(_ index: Double) -> Int {
                        let whole = ExpressionLimits.clampedWhole(index)
                        return whole < 0 ? max(count + whole, 0) : min(whole, count)
                    }
                    let lower = clamp(from), upper = clamp(to ?? Double(count))
                    return lower..<max(lower, upper)
                }
                switch value {
                case .string(let text):
                    let scalars = Array(text.unicodeScalars)
                    var sliced = String.UnicodeScalarView()
                    sliced.append(contentsOf: scalars[bounds(scalars.count)])
                    return .string(String(sliced))
                case .array(let elements): return .array(Array(elements[bounds(elements.count)]))
                default:
                    throw ExpressionError("Expected first argument to be of type array or string, but found \(value.type) instead.")
                }
            }
        }
        table["length"] = { parser, items, _ in
            guard items.count == 2 else { throw parser.error("Expected 1 argument, but found \(items.count - 1) instead.") }
            let input = try parser.child(items, 1, nil)
            guard input.type == .value || input.type == .string || input.type.isArray else {
                throw parser.at(1).error("Expected argument of type string or array, but found \(input.type) instead.")
            }
            return StyleExpression(type: .number, children: [input]) { context in
                switch try input.evaluate(context) {
                case .string(let text): return .number(Double(text.unicodeScalars.count))
                case .array(let elements): return .number(Double(elements.count))
                case let other: throw ExpressionError("Expected value to be of type string or array, but found \(other.type) instead.")
                }
            }
        }
        return table
    }()

    private static func requireSearchable(needle: StyleExpression, haystack: StyleExpression, parser: ExpressionParser) throws(ExpressionError) {
        let needleTypes: [ExpressionType] = [.boolean, .string, .number, .null, .value]
        guard needleTypes.contains(needle.type) else {
            throw parser.error("Expected first argument to be of type boolean, string, number or null, but found \(needle.type) instead")
        }
        guard haystack.type == .value || haystack.type == .string || haystack.type.isArray else {
            throw parser.error("Expected second argument to be of type array or string, but found \(haystack.type) instead")
        }
    }

    /// Where `value` is in `container` (an array or a string) from index `from`; nil when it is not.
    private static func position(of value: ExpressionValue, in container: ExpressionValue, from: Double) throws(ExpressionError) -> Int? {
        switch value {
        case .boolean, .string, .number, .null: break
        default: throw ExpressionError("Expected first argument to be of type boolean, string, number or null, but found \(value.type) instead.")
        }
        let start = max(0, ExpressionLimits.clampedWhole(from))
        switch container {
        case .array(let elements):
            // As JavaScript's indexOf: a negative start counts from the end.
            let first = from < 0 ? max(elements.count + ExpressionLimits.clampedWhole(from), 0) : start
            guard first < elements.count else { return nil }
            return elements[first...].firstIndex(of: value)
        case .string(let text):
            // JavaScript's indexOf converts the needle to text.
            let part = value == .null ? "null" : value.text
            let scalars = Array(text.unicodeScalars), target = Array(part.unicodeScalars)
            guard start <= scalars.count else { return nil }
            if target.isEmpty { return start }
            var index = start
            while index + target.count <= scalars.count {
                if Array(scalars[index..<(index + target.count)]) == target { return index }
                index += 1
            }
            return nil
        default:
            throw ExpressionError("Expected second argument to be of type array or string, but found \(container.type) instead.")
        }
    }
}

extension ExpressionParser {
    /// What a `get` or `has` of `key` reads: the key when it is a literal string, else anything.
    static func literalKey(_ key: StyleExpression) -> Set<String> {
        if case .string(let name)? = key.constant { return [name] }
        return ["*"]
    }
}
