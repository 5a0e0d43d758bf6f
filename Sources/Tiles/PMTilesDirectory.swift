import OSM
import WireFormats

/// One decoded PMTiles directory: entries sorted by tile id, each a run of tiles or a leaf directory.
struct PMTilesDirectory: Sendable {
    struct Entry: Sendable {
        var tileID: UInt64
        /// Bytes from the start of the tile data (or, for a leaf, of the leaf directories).
        var offset: UInt64
        var length: UInt32
        /// How many consecutive ids share the data; 0 marks a leaf directory.
        var runLength: UInt32
    }

    var entries: [Entry]

    /// Decodes a decompressed directory: count, then delta-coded ids, run lengths, lengths and offsets (0 meaning
    /// "right after the previous entry").
    init(_ bytes: [UInt8]) throws(TileError) {
        do throws(WireFormatError) {
            entries = try bytes.withUnsafeBufferPointer { (buffer) throws(WireFormatError) -> [Entry] in
                var reader = ProtobufReader(buffer)
                let count = try reader.varint()
                // Each entry takes at least four bytes: a count beyond that is a lie.
                guard count <= UInt64(buffer.count) / 4 else { throw WireFormatError("directory claims \(count) entries in \(buffer.count) bytes") }
                var entries = [Entry](repeating: Entry(tileID: 0, offset: 0, length: 0, runLength: 0), count: Int(count))
                var last: UInt64 = 0
                for index in entries.indices {
                    last &+= try reader.varint()
                    entries[index].tileID = last
                }
                for index in entries.indices { entries[index].runLength = UInt32(truncatingIfNeeded: try reader.varint()) }
                for index in entries.indices { entries[index].length = UInt32(truncatingIfNeeded: try reader.varint()) }
                for index in entries.indices {
                    let value = try reader.varint()
                    if value == 0, index > 0 {
                        entries[index].offset = entries[index - 1].offset &+ UInt64(entries[index - 1].length)
                    } else {
                        entries[index].offset = value &- 1
                    }
                }
                return entries
            }
        } catch {
            throw TileError("PMTiles directory: \(error.message)")
        }
        for (a, b) in zip(entries, entries.dropFirst()) where a.tileID >= b.tileID {
            throw TileError("PMTiles directory: tile ids are not increasing (\(a.tileID) then \(b.tileID))")
        }
    }

    /// The entry holding `tileID`: a run containing it, or the leaf directory that may.
    func find(_ tileID: UInt64) -> Entry? {
        var low = 0, high = entries.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if entries[middle].tileID < tileID { low = middle + 1 } else if entries[middle].tileID > tileID { high = middle - 1 } else { return entries[middle] }
        }
        guard high >= 0 else { return nil }
        let candidate = entries[high]
        if candidate.runLength == 0 || tileID - candidate.tileID < UInt64(candidate.runLength) { return candidate }
        return nil
    }
}
