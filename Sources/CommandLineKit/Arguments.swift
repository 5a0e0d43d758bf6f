import Foundation
import Geo

/// A small command-line parser over a command's option table (`CommandSpec`): `--name value`, `--name=value`,
/// flags and positionals, with strict checking. Reading an option the table does not declare, or reading a flag as
/// a value or a value as a flag, is an error naming it, so parsing and the help made from the table cannot drift.
public struct Arguments {
    private var tokens: [String]
    private var consumed: Set<Int> = []
    /// The command's option table.
    public let spec: CommandSpec

    public init(_ tokens: [String], spec: CommandSpec) {
        self.tokens = tokens
        self.spec = spec
    }

    /// Checks that `names` are one option of the table, a flag or one taking a value as `takesValue` says.
    private func declared(_ names: [String], takesValue: Bool) throws(MapSnapError) {
        guard let name = names.first else { return }
        guard let option = spec.option(named: name), names.allSatisfy(option.names.contains) else {
            throw MapSnapError(field: name, message: "is not in the option table of mapsnap \(spec.name) (a defect; please report it)")
        }
        guard (option.value != nil) == takesValue else {
            throw MapSnapError(field: name, message: "is declared as a \(option.value == nil ? "flag" : "value option") in the option table of mapsnap \(spec.name) (a defect)")
        }
    }

    /// Whether a flag is present (consumes it).
    public mutating func flag(_ names: String...) throws(MapSnapError) -> Bool {
        try declared(names, takesValue: false)
        var found = false
        for (index, token) in tokens.enumerated() where names.contains(token) && !consumed.contains(index) {
            consumed.insert(index)
            found = true
        }
        return found
    }

    /// The last value of an option (consumes every occurrence); throws when the value is missing.
    public mutating func option(_ names: String...) throws(MapSnapError) -> String? {
        try values(names).last
    }

    /// The last value of an option as a whole number in `range`, or nil when absent.
    public mutating func integer(_ name: String, in range: ClosedRange<Int>) throws(MapSnapError) -> Int? {
        guard let text = try option(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw MapSnapError(field: name, message: "\"\(text.prefix(20))\" is not a whole number in \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// Every value of a repeatable option, in order.
    public mutating func options(_ names: String...) throws(MapSnapError) -> [String] {
        try values(names)
    }

    private mutating func values(_ names: [String]) throws(MapSnapError) -> [String] {
        try declared(names, takesValue: true)
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
    public mutating func positionals() throws(MapSnapError) -> [String] {
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

