/// A reader of the protobuf wire format over a byte slice: varints, zigzag, fixed and length-delimited fields.
///
/// Every read is bounds-checked: truncated or malformed input throws instead of reading past the end.
public struct ProtobufReader {
    /// The whole buffer (ranges index into it).
    public let buffer: UnsafeBufferPointer<UInt8>
    public private(set) var position: Int
    private let end: Int

    /// Wire types of the protobuf encoding.
    public enum WireType: Int, Sendable {
        case varint = 0, fixed64 = 1, lengthDelimited = 2, startGroup = 3, endGroup = 4, fixed32 = 5
    }

    public init(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>? = nil) {
        self.buffer = bytes
        position = range?.lowerBound ?? 0
        end = range?.upperBound ?? bytes.count
    }

    /// Whether all bytes were read.
    public var isAtEnd: Bool { position >= end }

    /// The next field's number and wire type.
    public mutating func nextField() throws(WireFormatError) -> (number: Int, wireType: WireType) {
        let key = try varint()
        guard let wireType = WireType(rawValue: Int(key & 7)) else {
            throw WireFormatError("invalid protobuf wire type \(key & 7) at byte \(position)")
        }
        return (Int(key >> 3), wireType)
    }

    /// An unsigned varint (up to 64 bits).
    public mutating func varint() throws(WireFormatError) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < end else { throw WireFormatError("truncated varint") }
            let byte = buffer[position]
            position += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return result }
            shift += 7
            guard shift < 64 else { throw WireFormatError("varint longer than 64 bits") }
        }
    }

    /// A zigzag-encoded signed varint (sint32/sint64).
    public mutating func signedVarint() throws(WireFormatError) -> Int64 {
        let raw = try varint()
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    /// A plain int64/int32 varint (two's complement).
    public mutating func int64() throws(WireFormatError) -> Int64 {
        Int64(bitPattern: try varint())
    }

    /// The byte range of a length-delimited field.
    public mutating func lengthDelimited() throws(WireFormatError) -> Range<Int> {
        let length = try varint()
        guard length <= UInt64(end - position) else { throw WireFormatError("field of \(length) bytes runs past the end of its message") }
        let start = position
        position += Int(length)
        return start..<position
    }

    /// Skips a field of the given wire type.
    public mutating func skip(_ wireType: WireType) throws(WireFormatError) {
        switch wireType {
        case .varint: _ = try varint()
        case .fixed64: try advance(8)
        case .fixed32: try advance(4)
        case .lengthDelimited: _ = try lengthDelimited()
        case .startGroup, .endGroup: throw WireFormatError("protobuf groups are not supported")
        }
    }

    /// A little-endian 32-bit field (fixed32, float).
    public mutating func fixed32() throws(WireFormatError) -> UInt32 {
        try advance(4)
        return UInt32(littleEndian: UnsafeRawBufferPointer(buffer).loadUnaligned(fromByteOffset: position - 4, as: UInt32.self))
    }

    /// A little-endian 64-bit field (fixed64, double).
    public mutating func fixed64() throws(WireFormatError) -> UInt64 {
        try advance(8)
        return UInt64(littleEndian: UnsafeRawBufferPointer(buffer).loadUnaligned(fromByteOffset: position - 8, as: UInt64.self))
    }

    private mutating func advance(_ count: Int) throws(WireFormatError) {
        guard end - position >= count else { throw WireFormatError("truncated fixed-size field") }
        position += count
    }

    /// The bytes of a range as a string (UTF-8).
    public func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }

    /// A sub-reader over a range of the same buffer.
    public func reader(_ range: Range<Int>) -> ProtobufReader {
        ProtobufReader(buffer, range: range)
    }

    /// Packed varints in a range, decoded with `transform`.
    public func packed<T>(_ range: Range<Int>, _ transform: (inout ProtobufReader) throws(WireFormatError) -> T) throws(WireFormatError) -> [T] {
        var reader = ProtobufReader(buffer, range: range)
        var values: [T] = []
        values.reserveCapacity(range.count / 2)
        while !reader.isAtEnd { values.append(try transform(&reader)) }
        return values
    }

    /// Packed unsigned varints in a range.
    public func packedVarints(_ range: Range<Int>) throws(WireFormatError) -> [UInt64] {
        try packed(range) { (reader) throws(WireFormatError) in try reader.varint() }
    }

    /// Packed zigzag-encoded (sint64) varints in a range.
    public func packedSignedVarints(_ range: Range<Int>) throws(WireFormatError) -> [Int64] {
        try packed(range) { (reader) throws(WireFormatError) in try reader.signedVarint() }
    }

    /// Running sums of delta-coded values (PBF stores ids and refs as differences from the previous one).
    public static func deltaDecoded(_ deltas: [Int64]) -> [Int64] {
        var running: Int64 = 0
        return deltas.map { delta in
            running &+= delta
            return running
        }
    }
}

/// A problem reading bytes of a wire format: protobuf messages (OSM PBF blocks, vector tiles), zlib and gzip
/// streams, and the formats built on them.
public struct WireFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
