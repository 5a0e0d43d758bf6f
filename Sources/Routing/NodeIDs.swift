import BinaryData

/// The OSM ids of a graph's nodes. They are read only when graphs are joined (regions opened as one), one after
/// another, so a prepared file stores them as zigzag varint differences from the id before (a few bytes a node
/// instead of eight), decoded in one pass when asked for.
struct NodeIDs: Sendable {
    private enum Storage: Sendable {
        /// The ids as a graph build made them (in memory, or a mapped temporary).
        case built(Column<Int64>)
        /// Varint differences in a prepared file.
        case file(ByteRegion)
    }

    private let storage: Storage
    /// Number of ids.
    let count: Int

    init(_ ids: Column<Int64>) {
        storage = .built(ids)
        count = ids.count
    }

    /// Reads the count (u64), the byte length (u64) and the bytes, which are decoded only by `all()`.
    init(reading reader: inout ByteReader) throws(ByteReaderError) {
        let count = try reader.read(UInt64.self)
        let bytes = try reader.readRegion(length: try reader.readLength())
        // Every id takes at least a byte.
        guard count <= UInt64(bytes.count) else { throw ByteReaderError("\(count) node ids in \(bytes.count) bytes") }
        storage = .file(bytes)
        self.count = Int(count)
    }

    /// Writes what `init(reading:)` reads.
    func write(to writer: inout ByteWriter) {
        writer.write(UInt64(count))
        switch storage {
        case .built(let ids):
            var deltas = ByteWriter()
            var previous: Int64 = 0
            for id in ids {
                deltas.write(signedVarint: id &- previous)
                previous = id
            }
            writer.write(UInt64(deltas.count))
            writer.write(bytes: deltas.bytes)
        case .file(let bytes):
            // Already the differences.
            writer.write(UInt64(bytes.count))
            bytes.withUnsafeBytes { writer.write(bytes: $0) }
        }
    }

    /// Every id in node order; nil when stored ones cannot be read (a damaged file).
    func all() -> [Int64]? {
        switch storage {
        case .built(let ids): return Array(ids)
        case .file(let bytes):
            var reader = ByteReader(bytes)
            var ids: [Int64] = []
            ids.reserveCapacity(count)
            var previous: Int64 = 0
            do {
                for _ in 0..<count {
                    previous &+= try reader.readSignedVarint()
                    ids.append(previous)
                }
            } catch {
                return nil
            }
            return ids
        }
    }
}
