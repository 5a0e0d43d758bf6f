import StrictJSON

/// Reads expressions of the MapLibre style spec into compiled `StyleExpression`s, checking types as the spec does:
/// a child of type `value` where a number, string, boolean, object or array is expected is checked when evaluated
/// (or converted, where the caller coerces), strings where colours, images or formatted text are expected are
/// converted, and any other mismatch is an error.
public struct ExpressionParser: Sendable {
    /// How a child of type `value` is made to fit an expected type.
    enum Annotation: Sendable {
        case assert, coerce, omit
    }

    /// Reads one operator: the parser at the operator's path, the whole array (operator name first), the type expected.
    typealias Operator = @Sendable (ExpressionParser, [JSONValue], ExpressionType?) throws -> StyleExpression

    /// Where the expression being read sits (`[2][1]`).
    var path = ""
    /// `let` bindings in scope.
    var bindings: [String: StyleExpression] = [:]
    /// The global state (its values are known when a style is loaded).
    var globalState: [String: ExpressionValue] = [:]

    /// A parser at the root of an expression.
    public init(globalState: [String: ExpressionValue] = [:]) {
        self.globalState = globalState
    }

    /// Compiles a style property's expression: `expected` is the property's type (values are coerced to it), and
    /// `zoom` may only drive a `step` or `interpolate` at the top (or inside a top-level `let` or `coalesce`).
    public func compile(_ json: JSONValue, expected: ExpressionType?) throws(ExpressionError) -> StyleExpression {
        let expression = try parse(json, expected: expected, annotation: .coerce)
        guard expression.evaluationCost <= ExpressionLimits.operatorsPerEvaluation else {
            let cost = expression.evaluationCost == Int.max ? "more than \(Int.max)" : "\(expression.evaluationCost)"
            throw ExpressionError("one evaluation would run \(cost) operators (each use of a \"let\" variable runs its value again); the most is \(ExpressionLimits.operatorsPerEvaluation)")
        }
        if !expression.isZoomConstant, !ExpressionParser.zoomIsAtTop(json) {
            throw ExpressionError("\"zoom\" expression may only be used as input to a top-level \"step\" or \"interpolate\" expression.")
        }
        return expression
    }

    /// Whether every use of `["zoom"]` in `json` is the input of a top-level curve.
    static func zoomIsAtTop(_ json: JSONValue) -> Bool {
        guard case .array(let items) = json, case .string(let name)? = items.first else { return true }
        switch name {
        case "step", "interpolate", "interpolate-hcl", "interpolate-lab":
            let inputIndex = name == "step" ? 1 : 2
            return items.enumerated().allSatisfy { index, item in index == inputIndex ? isZoom(item) || !mentionsZoom(item) : !mentionsZoom(item) }
        case "let":
            return items.dropFirst().dropLast().allSatisfy { !mentionsZoom($0) } && (items.last.map(zoomIsAtTop) ?? true)
        case "coalesce":
            return items.dropFirst().allSatisfy(zoomIsAtTop)
        default:
            return !mentionsZoom(json)
        }
    }

    private static func isZoom(_ json: JSONValue) -> Bool {
        if case .array(let items) = json, items.count == 1, case .string("zoom")? = items.first { return true }
        return false
    }

    private static func mentionsZoom(_ json: JSONValue) -> Bool {
        guard case .array(let items) = json else { return false }
        if case .string("literal")? = items.first { return false }
        if isZoom(json) { return true }
        return items.contains(where: mentionsZoom)
    }

    /// Reads `json` where `expected` is expected (nil: anything).
    func parse(_ json: JSONValue, expected: ExpressionType?, annotation: Annotation = .assert) throws(ExpressionError) -> StyleExpression {
        let parsed = try parseUnannotated(json, expected: expected)
        guard let expected else { return parsed }
        return try fit(parsed, to: expected, annotation: annotation)
    }

    /// Reads child `index` of `items`.
    func child(_ items: [JSONValue], _ index: Int, _ expected: ExpressionType?, annotation: Annotation = .assert) throws(ExpressionError) -> StyleExpression {
        guard index < items.count else { throw error("Expected at least \(index + 1) arguments, but found only \(items.count - 1).") }
        return try at(index).parse(items[index], expected: expected, annotation: annotation)
    }

    /// The parser for child `index`.
    func at(_ index: Int) -> ExpressionParser {
        var next = self
        next.path = path + "[\(index)]"
        return next
    }

    /// An error at this parser's path.
    func error(_ message: String) -> ExpressionError {
        ExpressionError(message, path: path)
    }

    private func parseUnannotated(_ json: JSONValue, expected: ExpressionType?) throws(ExpressionError) -> StyleExpression {
        switch json {
        case .null: return .literal(.null)
        case .bool(let value): return .literal(.boolean(value))
        case .number(let value): return .literal(.number(value))
        case .string(let value): return .literal(.string(value))
        case .object:
            throw error("Bare objects invalid. Use [\"literal\", {...}] instead.")
        case .array(let items):
            guard let first = items.first else {
                throw error("Expected an array with at least one element. If you wanted a literal array, use [\"literal\", []].")
            }
            guard case .string(let name) = first else {
                throw at(0).error("StyleExpression name must be a string, but found \(ExpressionParser.jsonKind(first)) instead. If you wanted a literal array, use [\"literal\", [...]].")
            }
            guard let build = ExpressionParser.operators[name] else {
                throw at(0).error("Unknown expression \"\(name)\". If you wanted a literal array, use [\"literal\", [...]].")
            }
            let built: StyleExpression
            do {
                built = try build(self, items, expected)
            } catch let error as ExpressionError {
                throw error
            } catch {
                throw self.error("\(error)")
            }
            if ExpressionParser.unfoldable.contains(name), name != "literal", name != "let", name != "var" { return built.markedUnfoldable() }
            return try folded(built, name: name)
        }
    }

    /// Operators never evaluated while reading (their value is not known then, or evaluating them is their effect).
    static let unfoldable: Set<String> = ["error", "is-supported-script", "collator", "resolved-locale", "image", "var", "let", "literal",
                                          "global-state", "within", "distance", "number-format", "heatmap-density", "line-progress",
                                          "accumulated"]

    /// A constant expression evaluated once, as the spec does while reading: its value as a literal, or its error as
    /// a compile error.
    func folded(_ expression: StyleExpression, name: String) throws(ExpressionError) -> StyleExpression {
        guard expression.constant == nil, expression.isFeatureConstant, expression.isZoomConstant, !expression.readsGlobalState,
              !expression.containsUnfoldable, !ExpressionParser.unfoldable.contains(name) else { return expression }
        do {
            return .literal(try expression.evaluate(EvaluationContext()), type: expression.type)
        } catch {
            throw self.error(error.message)
        }
    }

    /// Makes `parsed` fit `expected`: a check or conversion of `value`, a colour from a string, or an error.
    func fit(_ parsed: StyleExpression, to expected: ExpressionType, annotation: Annotation) throws(ExpressionError) -> StyleExpression {
        let actual = parsed.type
        switch expected {
        case .string, .number, .boolean, .object, .array:
            if actual == .value {
                switch annotation {
                case .assert: return TypeAssertion.asserting(parsed, is: expected)
                case .coerce: return TypeAssertion.coercing(parsed, to: expected)
                case .omit: return parsed
                }
            }
        case .color, .formatted, .resolvedImage, .padding, .numberArray, .colorArray, .variableAnchorOffsetCollection:
            if actual == .value || actual == .string || (expected == .padding && (actual == .number || actual.isNumberArray))
                || (expected == .numberArray && (actual == .number || actual.isNumberArray))
                || (expected == .colorArray && (actual == .color || actual == .string || actual.isArray)) {
                return TypeAssertion.coercing(parsed, to: expected)
            }
        default:
            break
        }
        if !expected.accepts(actual) {
            throw error("Expected \(expected) but found \(actual) instead.")
        }
        return parsed
    }

    static func jsonKind(_ json: JSONValue) -> String {
        switch json {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// Every operator by name.
    static let operators: [String: Operator] = {
        var table: [String: Operator] = [:]
        for group in [ExpressionParser.typeOperators, ExpressionParser.lookupOperators, ExpressionParser.decisionOperators,
                      ExpressionParser.rampOperators, ExpressionParser.mathOperators, ExpressionParser.textOperators,
                      ExpressionParser.colorOperators, ExpressionParser.geometryOperators, ExpressionParser.distanceOperators] {
            table.merge(group) { first, _ in first }
        }
        return table
    }()
}

extension ExpressionType {
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    var isNumberArray: Bool {
        if case .array(let item, _) = self { return item == .number }
        return false
    }
}
