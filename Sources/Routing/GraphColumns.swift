import BinaryData
import Geo

/// Node positions as OSM stores them, 1e-7° fixed point (latitude, longitude pairs): exact for every position read
/// from OSM data, half the bytes of two Doubles, and read in place from a prepared file.
struct NodePositions: RandomAccessCollection, Sendable {
    /// Latitude and longitude of each node in turn.
    let fixed: Column<Int32>

    init(fixed: Column<Int32>) {
        self.fixed = fixed
    }

    var startIndex: Int { 0 }
    var endIndex: Int { fixed.count / 2 }

    subscript(node: Int) -> Coordinate {
        Coordinate(fixedLatitude: Int64(fixed[2 * node]), fixedLongitude: Int64(fixed[2 * node + 1]))
    }
}

/// Yes/no values stored a byte each, read in place: yes where the byte has any of `mask`'s bits (several flags can
/// share one byte, each with its own bit).
struct Flags: RandomAccessCollection, Sendable {
    let bytes: Column<UInt8>
    let mask: UInt8

    init(bytes: Column<UInt8>, mask: UInt8 = 0xFF) {
        self.bytes = bytes
        self.mask = mask
    }

    init(_ values: some Collection<Bool>) {
        bytes = Column(values.map { $0 ? 1 : 0 })
        mask = 0xFF
    }

    /// One byte per position holding several flags, the first's value in bit 0, the next in bit 1, ….
    static func packed(_ flags: [Flags]) -> Column<UInt8> {
        Column(count: flags.first?.count ?? 0) { bytes in
            for position in bytes.indices {
                var byte: UInt8 = 0
                for (bit, values) in flags.enumerated() where values[position] { byte |= 1 << bit }
                bytes[position] = byte
            }
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { bytes.count }

    subscript(position: Int) -> Bool { bytes[position] & mask != 0 }
}

/// Metres or seconds stored as Floats (to a millimetre or a millisecond over any edge's length) and handed out as
/// Doubles, which a route's sums are kept in.
struct StoredFloats: RandomAccessCollection, Sendable {
    let floats: Column<Float>

    init(floats: Column<Float>) {
        self.floats = floats
    }

    init(_ values: some Collection<Double>) {
        floats = Column(values.map { Float($0) })
    }

    var startIndex: Int { 0 }
    var endIndex: Int { floats.count }

    subscript(position: Int) -> Double { Double(floats[position]) }
}

/// Compass bearings stored in 65,536ths of a full turn (a two-byte value, to 0.0055°), handed out in degrees, 0 up
/// to (not including) 360.
struct Bearings: RandomAccessCollection, Sendable {
    let steps: Column<UInt16>

    init(steps: Column<UInt16>) {
        self.steps = steps
    }

    /// Bearings in degrees (any angle: turned into 0..<360 first).
    init(_ degrees: some Collection<Float>) {
        steps = Column(degrees.map(Bearings.step))
    }

    /// Bearings already in steps.
    init(steps: [UInt16]) {
        self.steps = Column(steps)
    }

    /// A bearing in degrees (any angle) in steps, 0 for one that is not finite.
    static func step(_ degrees: Float) -> UInt16 {
        guard degrees.isFinite else { return 0 }
        let turns = Double(degrees) / 360
        return UInt16(truncatingIfNeeded: Int(((turns - turns.rounded(.down)) * 65_536).rounded()))
    }

    var startIndex: Int { 0 }
    var endIndex: Int { steps.count }

    subscript(position: Int) -> Float { Float(steps[position]) * (360 / 65_536) }
}
