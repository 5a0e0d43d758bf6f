/// A place's prominence rounded up to a byte, stored beside its record so a search can bound a candidate's score
/// without decoding it: `byte` is ⌈prominence × 254⌉ for a prominence in 0…1 (0 for one below), and 255 for
/// anything else (above 1, not a number), which reads as no bound at all.
enum ProminenceCeiling {
    /// The byte that bounds nothing.
    static let unknown: UInt8 = 255

    static func byte(_ prominence: Double) -> UInt8 {
        guard prominence <= 1 else { return unknown }  // also NaN
        guard prominence > 0 else { return 0 }
        let byte = UInt8((prominence * 254).rounded(.up))
        // The product may round down past a whole number: the byte then reads back just below the prominence.
        return value(byte) >= prominence ? byte : byte + 1
    }

    /// At least every prominence whose byte is `byte`.
    static func value(_ byte: UInt8) -> Double {
        byte == unknown ? .infinity : Double(byte) / 254
    }
}
