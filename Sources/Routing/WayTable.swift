import BinaryData

extension RoadGraph {
    /// The ways a graph uses, by number: made in memory, or read from a prepared file one way at a time as a route's
    /// steps name them (a country's graph has millions of ways; a route reads a few dozen).
    struct WayTable: RandomAccessCollection, Sendable {
        private enum Storage: Sendable {
            case memory([WayInfo])
            /// The section's bytes and where each way's record starts.
            case file(ByteRegion, starts: [UInt32])
        }

        private let storage: Storage

        /// Ways made in memory.
        init(_ ways: [WayInfo]) {
            storage = .memory(ways)
        }

        /// `count` way records (written by `write(_:to:)`) at the reader's position, found without decoding them.
        init(reading reader: inout ByteReader, count: Int) throws(ByteReaderError) {
            let region = reader.region
            var starts: [UInt32] = []
            starts.reserveCapacity(count)
            for _ in 0..<count {
                guard reader.offset <= Int(UInt32.max) else { throw ByteReaderError("way table past 4 GB") }
                starts.append(UInt32(reader.offset))
                _ = try reader.read(Int64.self)
                try reader.skipOptionalString()
                try reader.skipOptionalString()
                try reader.skipString()
                _ = try reader.readBool()
            }
            storage = .file(region, starts: starts)
        }

        /// Writes a way record.
        static func write(_ way: WayInfo, to writer: inout ByteWriter) {
            writer.write(way.osmID)
            writer.write(way.name)
            writer.write(way.ref)
            writer.write(way.highway)
            writer.write(way.isRoundabout)
        }

        var startIndex: Int { 0 }

        var endIndex: Int {
            switch storage {
            case .memory(let ways): return ways.count
            case .file(_, let starts): return starts.count
            }
        }

        /// The way at `index` (a record that cannot be read, from a damaged file, is a way without names).
        subscript(index: Int) -> WayInfo {
            switch storage {
            case .memory(let ways): return ways[index]
            case .file(let region, let starts):
                var reader = ByteReader(region, offset: Int(starts[index]))
                do {
                    return WayInfo(osmID: try reader.read(Int64.self), name: try reader.readOptionalString(), ref: try reader.readOptionalString(),
                                   highway: try reader.readString(), isRoundabout: try reader.readBool())
                } catch {
                    return WayInfo(osmID: 0, name: nil, ref: nil, highway: "", isRoundabout: false)
                }
            }
        }
    }
}
