/// Strings kept once each, numbered in the order first seen: the tag keys, values and member roles of an extract, a
/// features section's layers and attributes, the streets and localities place records repeat.
public struct StringPool: Sendable {
    /// An empty pool.
    public init() {}

    /// The strings, by number.
    public private(set) var strings: [String] = []
    private var numbers: [String: UInt32] = [:]

    /// The number of `string`, adding it when new.
    public mutating func number(_ string: String) -> UInt32 {
        if let number = numbers[string] { return number }
        let number = UInt32(strings.count)
        strings.append(string)
        numbers[string] = number
        return number
    }

    /// The string numbered `number`.
    public subscript(number: UInt32) -> String { strings[Int(number)] }

    /// The numbers `other`'s strings have here, adding those that are new.
    public mutating func numbers(of other: StringPool) -> [UInt32] {
        other.strings.map { number($0) }
    }
}
