/// A deterministic random number generator (SplitMix64) for generated test inputs: the same seed gives the same
/// cases on every run and machine, so a failure can be reproduced.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Copies of `bytes` with a few random bytes changed or cut short, for no-crash tests over damaged input.
public func damagedCopies(of bytes: [UInt8], count: Int, protecting prefix: Int = 0, seed: UInt64) -> [[UInt8]] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
        var copy = bytes
        guard copy.count > prefix else { return copy }
        for _ in 0..<Int.random(in: 1...16, using: &generator) {
            copy[Int.random(in: prefix..<copy.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
        }
        return copy
    }
}
