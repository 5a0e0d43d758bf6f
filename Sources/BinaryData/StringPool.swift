/// Values kept once each, numbered in the order first seen (`StringPool` for strings: the tag keys, values and member
/// roles of an extract, a features section's layers and attributes, the streets and localities place records repeat;
/// a road graph's edge kinds while it is built).
public struct ValuePool<Value: Hashable & Sendable>: Sendable {
    /// An empty pool.
    public init() {}

    /// The values, by number.
    public private(set) var values: [Value] = []
    private var numbers: [Value: UInt32] = [:]

    /// The number of `value`, adding it when new.
    public mutating func number(_ value: Value) -> UInt32 {
        if let number = numbers[value] { return number }
        let number = UInt32(values.count)
        values.append(value)
        numbers[value] = number
        return number
    }

    /// The value numbered `number`.
    public subscript(number: UInt32) -> Value { values[Int(number)] }

    /// The numbers `other`'s values have here, adding those that are new.
    public mutating func numbers(of other: ValuePool) -> [UInt32] {
        other.values.map { number($0) }
    }
}

/// Strings kept once each, numbered in the order first seen.
public typealias StringPool = ValuePool<String>

extension ValuePool where Value == String {
    /// The strings, by number.
    public var strings: [String] { values }
}
