import BinaryData

extension RoadGraph {
    /// The ways a graph uses, by number: made in memory, or read from a prepared file one way at a time as a route's
    /// steps name them (a country's graph has millions of ways; a route reads a few dozen).
    struct WayTable: RandomAccessCollection, Sendable {
        private enum Storage: Sendable {
            case memory([WayInfo])
            /// The records' bytes, where each starts, and the names, refs and classes they number.
            case file(ByteRegion, starts: Column<UInt32>, strings: StringTable)
        }

        private let storage: Storage

        /// Ways made in memory.
        init(_ ways: [WayInfo]) {
            storage = .memory(ways)
        }

        /// The way table at the reader's position (written by `write(_:to:sectionStart:)`): the strings, the records'
        /// bytes and where each starts, read in place.
        init(reading reader: inout ByteReader) throws(ByteReaderError) {
            let strings = try StringTable(reading: &reader)
            let records = try reader.readRegion(length: try reader.readLength())
            storage = .file(records, starts: try reader.readColumn(UInt32.self), strings: strings)
        }

        /// Writes the names, refs and classes the ways share (a string table), the ways' records (their byte count
        /// first), then where each starts, into `sink`, whose section began at `sectionStart`.
        static func write(_ ways: WayTable, to sink: inout some ByteSink, sectionStart: Int) {
            var builder = Builder()
            for way in ways { builder.append(way) }
            builder.write(to: &sink, sectionStart: sectionStart)
        }

        /// A way table made one way at a time as its records (a dozen bytes a way instead of a `WayInfo`'s 64 and
        /// more: a country's walking graph has millions of ways).
        struct Builder {
            private var records = ByteWriter(), starts: [UInt32] = [], strings = StringPool()

            /// The number of ways added.
            var count: Int { starts.count }

            mutating func append(_ way: WayInfo) {
                starts.append(UInt32(records.count))
                WayTable.write(way, sharing: &strings, to: &records)
            }

            /// Writes the table as `WayTable.write` lays it out.
            func write(to sink: inout some ByteSink, sectionStart: Int) {
                var writer = ByteWriter()
                StringTable.encode(strings.strings, to: &writer)
                writer.write(UInt64(records.count))
                sink.append(writer.bytes)
                sink.append(records.bytes)
                writer = ByteWriter()
                writer.write(column: Column(starts), sectionOffset: sink.count - sectionStart)
                sink.append(writer.bytes)
            }

            /// The table, read from the bytes it would write.
            consuming func table() -> WayTable {
                var bytes = ByteWriter()
                write(to: &bytes, sectionStart: 0)
                self = Builder()
                var reader = ByteReader(ByteRegion(bytes: bytes.bytes))
                return (try? WayTable(reading: &reader)) ?? WayTable([])
            }
        }

        /// Writes a way record: its OSM id (svarint), its name, ref and class as numbers in `strings` (varint, the
        /// number + 1, 0 when absent) and whether it is a roundabout (u8).
        private static func write(_ way: WayInfo, sharing strings: inout StringPool, to writer: inout ByteWriter) {
            writer.write(signedVarint: way.osmID)
            for text in [way.name, way.ref, way.highway] { writer.write(shared: text, in: &strings) }
            writer.write(way.isRoundabout)
        }

        var startIndex: Int { 0 }

        var endIndex: Int {
            switch storage {
            case .memory(let ways): return ways.count
            case .file(_, let starts, _): return starts.count
            }
        }

        /// The way at `index` (a record that cannot be read, from a damaged file, is a way without names).
        subscript(index: Int) -> WayInfo {
            switch storage {
            case .memory(let ways): return ways[index]
            case .file(let region, let starts, let strings):
                var reader = ByteReader(region, offset: Int(starts[index]))
                do {
                    return WayInfo(osmID: try reader.readSignedVarint(), name: try reader.readShared(in: strings),
                                   ref: try reader.readShared(in: strings), highway: try reader.readShared(in: strings) ?? "",
                                   isRoundabout: try reader.readBool())
                } catch {
                    return WayInfo(osmID: 0, name: nil, ref: nil, highway: "", isRoundabout: false)
                }
            }
        }
    }
}
