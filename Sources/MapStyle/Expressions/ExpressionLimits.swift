/// Bounds on the work and the values of one expression evaluation, so that a few bytes of style (a `let` whose
/// variable is used twice, nested thirty times) can neither run for ever nor fill memory. Real styles stay far below
/// both: the largest expression of the OpenMapTiles styles runs a few hundred operators and builds a line of text.
public enum ExpressionLimits {
    /// The most operators one evaluation of a style property may run, each use of a `let` variable counting its
    /// whole bound expression again (as it is evaluated again).
    public static let operatorsPerEvaluation = 50_000
    /// The longest text, in UTF-8 bytes, an expression may build (`concat`, `join`, `format`, case changes).
    public static let textBytes = 65_536

    /// `a + b`, saturating at `Int.max`.
    static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    /// The error when an operator would build text longer than `textBytes`.
    static func textTooLong(_ operatorName: String, atLeast bytes: Int) -> ExpressionError {
        ExpressionError("\"\(operatorName)\" would make text of at least \(bytes) bytes, longer than the \(textBytes) an expression may build")
    }

    /// `text`, or the error when it is longer than `textBytes`.
    static func bounded(_ text: String, by operatorName: String) throws(ExpressionError) -> String {
        let bytes = text.utf8.count
        guard bytes <= textBytes else { throw textTooLong(operatorName, atLeast: bytes) }
        return text
    }

    /// A whole number from an index or count the style gives (`slice`, `index-of`, digits): rounded toward zero and
    /// clamped to ±2³¹ so that any double (huge, infinite, not a number: 0) converts without trapping.
    static func clampedWhole(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(max(-2_147_483_648, min(2_147_483_647, value.rounded(.towardZero))))
    }
}
