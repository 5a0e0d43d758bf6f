import BinaryData

extension RoadGraph {
    /// The ways a graph uses, by number: made in memory, or read from a prepared file one way at a time as a route's
    /// steps name them (a country's graph has millions of ways; a route reads a few dozen).
    struct WayTable: RandomAccessCollection, Sendable {
        private enum Storage: Sendable {
            case memory([WayInfo])
            /// The section's bytes and where each way's record starts.
            case file(ByteRegion, starts: Column<UInt32>)
        }

        private let storage: Storage

        /// Ways made in memory.
        init(_ ways: [WayInfo]) {
            storage = .memory(ways)
        }

        /// The way table at the reader's position (written by `write(_:to:sectionStart:)`): the records' bytes and
        /// where each starts, read in place.
        init(reading reader: inout ByteReader) throws(ByteReaderError) {
            let records = try reader.readRegion(length: try reader.readLength())
            storage = .file(records, starts: try reader.readColumn(UInt32.self))
        }

        /// Writes the ways' records (their byte count first), then where each starts, into `sink`, whose section
        /// began at `sectionStart`.
        static func write(_ ways: WayTable, to sink: inout some ByteSink, sectionStart: Int) {
            var records = ByteWriter(), starts: [UInt32] = []
            starts.reserveCapacity(ways.count)
            for way in ways {
                starts.append(UInt32(records.count))
                write(way, to: &records)
            }
            var writer = ByteWriter()
            writer.write(UInt64(records.count))
            sink.append(writer.bytes)
            sink.append(records.bytes)
            records = ByteWriter()
            writer = ByteWriter()
            writer.write(column: Column(starts), sectionOffset: sink.count - sectionStart)
            sink.append(writer.bytes)
        }

        /// Writes a way record.
        private static func write(_ way: WayInfo, to writer: inout ByteWriter) {
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
