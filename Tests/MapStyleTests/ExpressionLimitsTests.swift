import Foundation
import StrictJSON
import Testing
@testable import MapStyle

/// `["let", "v0", SEED, ["let", "v1", [OP, ["var", "v0"], …], … ["var", "vN"]]]`: each level's value is `OP` of the
/// previous variable `copies` times, so one evaluation runs `copies^levels` operators and, with `concat`, builds text
/// `copies^levels` times the seed.
private func bomb(levels: Int, copies: Int, op: String = "concat", seed: String = #"["get", "name"]"#) -> String {
    var text = #"["var", "v\#(levels)"]"#
    for level in stride(from: levels, through: 1, by: -1) {
        let uses = Array(repeating: #"["var", "v\#(level - 1)"]"#, count: copies).joined(separator: ", ")
        text = #"["let", "v\#(level)", ["\#(op)", \#(uses)], \#(text)]"#
    }
    return #"["let", "v0", \#(seed), \#(text)]"#
}

private func compile(_ text: String, _ type: ExpressionType = .string) throws(ExpressionError) -> StyleExpression {
    let json: JSONValue
    do { json = try JSONParser.parse(Array(text.utf8)) } catch { throw ExpressionError("\(error)") }
    return try ExpressionParser().compile(json, expected: type)
}

/// The issue's bombs (28 doubling levels, 20 tripling ones; under 2 KB each) are refused when read, naming the
/// operator count, whether they read a feature or fold to a constant; none is evaluated.
@Test(arguments: [(28, 2, #"["get", "name"]"#), (20, 3, #"["get", "name"]"#), (28, 2, #""ab""#), (40, 2, #"["to-string", ["zoom"]]"#)])
func expressionBombsAreRefusedWhenRead(levels: Int, copies: Int, seed: String) {
    let text = bomb(levels: levels, copies: copies, seed: seed)
    #expect(text.utf8.count < 2_500)
    let started = Date()
    #expect {
        _ = try compile(text)
    } throws: { error in
        let message = "\(error)"
        return message.contains("operators") || message.contains("longer than the 65536")
    }
    #expect(Date().timeIntervalSince(started) < 5)
}

/// Numeric bombs (each level `+` of the previous value twice) are refused the same way: the work, not the value, is
/// what is bounded.
@Test func arithmeticBombsAreRefusedWhenRead() {
    #expect(throws: ExpressionError.self) { try compile(bomb(levels: 30, copies: 2, op: "+", seed: #"["get", "rank"]"#), .number) }
}

/// Below the operator bound, text that would grow past 64 KiB is an evaluation error (the property's default is
/// used, as for any evaluation error), not a 64 KiB+ string, for every operator that builds text.
@Test func textPastTheBoundIsAnEvaluationError() throws {
    let name = String(repeating: "x", count: 1_000)
    // "ɐ" (two bytes) upper-cases to "Ɐ" (three).
    let context = EvaluationContext(zoom: 14, properties: ["name": .string(name), "turned": .string(String(repeating: "ɐ", count: 500)),
                                                           "parts": .array(Array(repeating: .string(name), count: 100))])
    // 2^7 copies of a 1,000-byte name: 128,000 bytes.
    let doubling = try compile(bomb(levels: 7, copies: 2))
    #expect(doubling.evaluationCost < ExpressionLimits.operatorsPerEvaluation)
    #expect(throws: ExpressionError.self) { try doubling.evaluate(context) }
    // 2^6 copies fit: 64,000 bytes.
    #expect(try compile(bomb(levels: 6, copies: 2)).evaluate(context).text.utf8.count == 64_000)
    let builders = [
        #"["join", ["array", "string", ["get", "parts"]], ["concat", ["get", "name"], ["get", "name"]]]"#,
        #"["upcase", \#(bomb(levels: 6, copies: 2, seed: #"["get", "turned"]"#))]"#,
        #"["format", \#(bomb(levels: 6, copies: 2)), {}, \#(bomb(levels: 6, copies: 2)), {}]"#,
    ]
    for text in builders {
        let expression = try compile(text, text.contains("format") ? .formatted : .string)
        #expect((try? expression.evaluate(context)) == nil, "\(text.prefix(40))")
    }
}

/// Indices, lengths and digit counts beyond any integer (huge, infinite, not a number) are errors or clamp; they
/// never trap converting to an integer.
@Test func hugeIndicesAndCountsNeitherTrapNorRunAway() throws {
    let context = EvaluationContext(zoom: 14, properties: ["name": .string("Kamppi"), "n": .number(1e300)])
    for text in [#"["slice", ["get", "name"], ["get", "n"]]"#, #"["slice", ["get", "name"], ["-", 0, ["get", "n"]], ["get", "n"]]"#,
                 #"["to-string", ["index-of", "a", ["get", "name"], ["get", "n"]]]"#,
                 #"["to-string", ["index-of", "a", ["get", "name"], ["-", 0, ["get", "n"]]]]"#,
                 #"["slice", ["get", "name"], ["/", 0, 0]]"#] {
        _ = try? compile(text).evaluate(context)
    }
    #expect(try compile(#"["slice", ["get", "name"], ["get", "n"]]"#).evaluate(context) == .string(""))
    #expect(try compile(#"["slice", ["get", "name"], ["-", 0, ["get", "n"]]]"#).evaluate(context) == .string("Kamppi"))
    let digits = try compile(#"["number-format", 1.5, {"min-fraction-digits": ["get", "n"]}]"#)
    #expect(throws: ExpressionError.self) { try digits.evaluate(context) }
    #expect(try compile(#"["number-format", 1.5, {"min-fraction-digits": 2}]"#).evaluate(context) == .string("1.50"))
    #expect(throws: ExpressionError.self) { try compile(#"["array", "number", 1e300, ["literal", [1]]]"#, .array(.number, nil)) }
}

/// Every value of the OpenMapTiles styles runs far fewer operators than the bound allows.
@Test(arguments: ["positron", "osm-bright", "dark-matter"])
func realStylesRunFarFewerOperatorsThanTheBound(style name: String) throws {
    var largest = 0
    for value in try OpenMapTilesStyleValues.all(of: name) {
        guard let expression = try? ExpressionParser().compile(try value.expression(), expected: value.type) else { continue }
        largest = max(largest, expression.evaluationCost)
    }
    #expect(largest > 10)
    #expect(largest * 20 < ExpressionLimits.operatorsPerEvaluation, "largest: \(largest)")
}
