import Foundation
import MapSnap

/// A small command-line parser: `--name value`, `--name=value`, flags and positionals, with strict checking.
struct Arguments {
    private var tokens: [String]
    private var consumed: Set<Int> = []

    init(_ tokens: [String]) {
        self.tokens = tokens
    }

    /// Whether a flag is present (consumes it).
    mutating func flag(_ names: String...) -> Bool {
        var found = false
        for (index, token) in tokens.enumerated() where names.contains(token) && !consumed.contains(index) {
            consumed.insert(index)
            found = true
        }
        return found
    }

    /// The last value of an option (consumes every occurrence); throws when the value is missing.
    mutating func option(_ names: String...) throws(MapSnapError) -> String? {
        try values(names).last
    }

    /// The last value of an option as a whole number in `range`, or nil when absent.
    mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(MapSnapError) -> Int? {
        guard let text = try option(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw MapSnapError(field: name, message: "\"\(text.prefix(20))\" is not a whole number in \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// Every value of a repeatable option, in order.
    mutating func options(_ names: String...) throws(MapSnapError) -> [String] {
        try values(names)
    }

    private mutating func values(_ names: [String]) throws(MapSnapError) -> [String] {
        var result: [String] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard !consumed.contains(index) else { continue }
            let token = tokens[index]
            if let name = names.first(where: { token.hasPrefix($0 + "=") }) {
                consumed.insert(index)
                result.append(String(token.dropFirst(name.count + 1)))
            } else if names.contains(token) {
                consumed.insert(index)
                guard index + 1 < tokens.count else {
                    throw MapSnapError(field: token, message: "needs a value")
                }
                consumed.insert(index + 1)
                result.append(tokens[index + 1])
                index += 1
            }
        }
        return result
    }

    /// Remaining positional arguments; throws on any unconsumed option.
    mutating func positionals() throws(MapSnapError) -> [String] {
        var result: [String] = []
        for (index, token) in tokens.enumerated() where !consumed.contains(index) {
            if token.hasPrefix("-"), token.count > 1, Double(token) == nil {
                throw MapSnapError(field: token, message: "unknown option (see --help)")
            }
            consumed.insert(index)
            result.append(token)
        }
        return result
    }
}

