import Foundation

/// An error a person can act on: which field or file, and what is wrong with its value. What the public API and the
/// command line throw; lower modules have their own (`JSONError`, `WireFormatError`, `ByteReaderError`, `ExpressionError`,
/// `TileError`, `ImageEncodingError`), turned into this one with the field they concern. `isNotFound` marks a good
/// question without an answer. It lives in Geo, the module every other one depends on, so that coordinates, search,
/// routing, styles and the facade all throw this one type under this one name.
public struct MapSnapError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The field, JSON path, flag or file the problem is in.
    public var field: String
    /// What is wrong, naming the value.
    public var message: String
    /// True when the input was fine but has no answer (no route): the command line exits 1, not 2.
    public var isNotFound = false
    /// True when the data the run was given is damaged (a corrupt tile), not the request: a server answers 500.
    public var isDataFault = false

    /// Creates an error.
    public init(field: String, message: String, isNotFound: Bool = false) {
        self.field = field
        self.message = message
        self.isNotFound = isNotFound
    }

    /// The same error with its field prefixed by `prefix` when given (`annotations[3]` + `coordinate`).
    public init(_ error: MapSnapError, prefix: String = "") {
        self.init(field: prefix.isEmpty ? error.field : "\(prefix).\(error.field)", message: error.message, isNotFound: error.isNotFound)
        isDataFault = error.isDataFault
    }

    /// One printable line: control characters escaped, the field cut after 120 characters and the message after 300.
    public var description: String {
        let shownField = MapSnapError.printable(field, limit: 120), shownMessage = MapSnapError.printable(message, limit: 300)
        return field.isEmpty ? shownMessage : "\(shownField): \(shownMessage)"
    }

    /// `text` with control characters escaped (`\n`, `\u{1B}`) and cut with "…" after `limit` characters.
    public static func printable(_ text: String, limit: Int) -> String {
        var result = ""
        var count = 0
        for scalar in text.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars {
            let piece: String
            switch scalar {
            case "\n": piece = "\\n"
            case "\t": piece = "\\t"
            case "\r": piece = "\\r"
            default:
                piece = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
            }
            if count >= limit { return result + "…" }
            result += piece
            count += 1
        }
        return result
    }
}
