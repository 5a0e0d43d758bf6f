import OSM
import WireFormats

/// Decodes MVT bytes (already decompressed) with the project's protobuf reader; every count and index is
/// checked, so damaged tiles throw instead of reading out of bounds or allocating without limit.
public enum VectorTileDecoder {
    /// Most points one tile may hold (a hostile count cannot make the decoder allocate gigabytes).
    static let maximumPoints = 4_000_000

    /// Decodes a tile; `layers` (when given) keeps only the named layers.
    public static func decode(_ bytes: [UInt8], layers wanted: Set<String>? = nil) throws(TileError) -> VectorTile {
        do throws(WireFormatError) {
            return try bytes.withUnsafeBufferPointer { (buffer) throws(WireFormatError) -> VectorTile in
                var reader = ProtobufReader(buffer)
                var layers: [VectorTile.Layer] = []
                var budget = maximumPoints
                while !reader.isAtEnd {
                    let (number, wireType) = try reader.nextField()
                    guard number == 3, wireType == .lengthDelimited else {
                        try reader.skip(wireType)
                        continue
                    }
                    let range = try reader.lengthDelimited()
                    if let layer = try decodeLayer(reader.reader(range), wanted: wanted, budget: &budget) { layers.append(layer) }
                }
                return VectorTile(layers: layers)
            }
        } catch {
            throw TileError("vector tile: \(error.message)")
        }
    }

    private static func decodeLayer(_ message: ProtobufReader, wanted: Set<String>?, budget: inout Int) throws(WireFormatError) -> VectorTile.Layer? {
        var reader = message
        var name = ""
        var extent = 4096
        var featureRanges: [Range<Int>] = []
        var keys: [String] = []
        var values: [String] = []
        while !reader.isAtEnd {
            let (number, wireType) = try reader.nextField()
            switch (number, wireType) {
            case (1, .lengthDelimited): name = reader.string(try reader.lengthDelimited())
            case (2, .lengthDelimited): featureRanges.append(try reader.lengthDelimited())
            case (3, .lengthDelimited): keys.append(reader.string(try reader.lengthDelimited()))
            case (4, .lengthDelimited): values.append(try decodeValue(reader.reader(try reader.lengthDelimited())))
            case (5, .varint):
                let value = try reader.varint()
                guard value > 0, value <= 1 << 20 else { throw WireFormatError("layer extent \(value) is out of range") }
                extent = Int(value)
            default: try reader.skip(wireType)
            }
        }
        if let wanted, !wanted.contains(name) { return nil }
        var features: [VectorTile.Feature] = []
        features.reserveCapacity(featureRanges.count)
        for range in featureRanges {
            features.append(try decodeFeature(message.reader(range), keys: keys, values: values, budget: &budget))
        }
        return VectorTile.Layer(name: name, extent: extent, features: features)
    }

    private static func decodeValue(_ message: ProtobufReader) throws(WireFormatError) -> String {
        var reader = message
        var value = ""
        while !reader.isAtEnd {
            let (number, wireType) = try reader.nextField()
            switch (number, wireType) {
            case (1, .lengthDelimited): value = reader.string(try reader.lengthDelimited())
            case (2, .fixed32): value = text(Double(Float(bitPattern: try reader.fixed32())))
            case (3, .fixed64): value = text(Double(bitPattern: try reader.fixed64()))
            case (4, .varint): value = String(try reader.int64())
            case (5, .varint): value = String(try reader.varint())
            case (6, .varint): value = String(try reader.signedVarint())
            case (7, .varint): value = try reader.varint() != 0 ? "true" : "false"
            default: try reader.skip(wireType)
            }
        }
        return value
    }

    /// A number as text: whole numbers without a fraction (`3`, not `3.0`).
    private static func text(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    private static func decodeFeature(_ message: ProtobufReader, keys: [String], values: [String], budget: inout Int) throws(WireFormatError) -> VectorTile.Feature {
        var reader = message
        var id: UInt64?
        var type = VectorTile.GeometryType.unknown
        var tags: [UInt64] = []
        var geometry: [UInt64] = []
        while !reader.isAtEnd {
            let (number, wireType) = try reader.nextField()
            switch (number, wireType) {
            case (1, .varint): id = try reader.varint()
            case (2, .lengthDelimited): tags = try reader.packedVarints(try reader.lengthDelimited())
            case (3, .varint): type = VectorTile.GeometryType(rawValue: Int(truncatingIfNeeded: try reader.varint())) ?? .unknown
            case (4, .lengthDelimited): geometry = try reader.packedVarints(try reader.lengthDelimited())
            default: try reader.skip(wireType)
            }
        }
        guard tags.count % 2 == 0 else { throw WireFormatError("feature has an odd number of tag indices") }
        var attributes: [String: String] = [:]
        for pair in stride(from: 0, to: tags.count, by: 2) {
            guard tags[pair] < UInt64(keys.count), tags[pair + 1] < UInt64(values.count) else {
                throw WireFormatError("feature tag index \(tags[pair])/\(tags[pair + 1]) is outside the layer's \(keys.count) keys and \(values.count) values")
            }
            attributes[keys[Int(tags[pair])]] = values[Int(tags[pair + 1])]
        }
        return VectorTile.Feature(id: id, type: type, attributes: attributes, parts: try decodeGeometry(geometry, budget: &budget))
    }

    /// Runs the geometry commands: MoveTo (1) starts a part, LineTo (2) extends it, ClosePath (7) ends a ring.
    static func decodeGeometry(_ commands: [UInt64], budget: inout Int) throws(WireFormatError) -> [[SIMD2<Int32>]] {
        var parts: [[SIMD2<Int32>]] = []
        var current: [SIMD2<Int32>] = []
        var cursor = SIMD2<Int64>(0, 0)
        var index = 0
        while index < commands.count {
            let command = commands[index]
            index += 1
            let id = command & 7
            let count = Int(truncatingIfNeeded: command >> 3)
            switch id {
            case 1, 2:
                guard count >= 0, count <= (commands.count - index) / 2 else { throw WireFormatError("geometry command repeats \(command >> 3) times past the end") }
                budget -= count
                guard budget >= 0 else { throw WireFormatError("tile holds more than \(maximumPoints) points") }
                for _ in 0..<count {
                    let dx = Int64(bitPattern: (commands[index] >> 1) ^ (0 &- (commands[index] & 1)))
                    let dy = Int64(bitPattern: (commands[index + 1] >> 1) ^ (0 &- (commands[index + 1] & 1)))
                    index += 2
                    cursor &+= SIMD2(dx, dy)
                    guard abs(cursor.x) < 1 << 30, abs(cursor.y) < 1 << 30 else { throw WireFormatError("geometry point is out of range") }
                    let point = SIMD2<Int32>(Int32(cursor.x), Int32(cursor.y))
                    if id == 1 {
                        if !current.isEmpty { parts.append(current) }
                        current = [point]
                    } else {
                        guard !current.isEmpty else { throw WireFormatError("geometry LineTo before MoveTo") }
                        current.append(point)
                    }
                }
            case 7:
                guard let first = current.first else { throw WireFormatError("geometry ClosePath before MoveTo") }
                current.append(first)
                parts.append(current)
                current = []
            default:
                throw WireFormatError("unknown geometry command \(id)")
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
