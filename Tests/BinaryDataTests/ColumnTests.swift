import BinaryData
import Testing

/// Columns of several widths after a string (so each needs padding), as a section holds them.
private func section() -> (bytes: [UInt8], ints: [Int32], floats: [Float], longs: [Int64], bytesColumn: [UInt8]) {
    let ints: [Int32] = [-3, 4, .max, .min], floats: [Float] = [0.5, -1e9, .infinity], longs: [Int64] = [1 << 40, -7]
    let small: [UInt8] = [0, 1, 255]
    var writer = ByteWriter()
    writer.write("odd")
    writer.write(column: Column(ints), sectionOffset: 0)
    writer.write(column: Column(small), sectionOffset: 0)
    writer.write(column: Column(floats), sectionOffset: 0)
    writer.write(column: Column(longs), sectionOffset: 0)
    return (writer.bytes, ints, floats, longs, small)
}

@Test func columnsRoundTripInPlaceAndWhenMisaligned() throws {
    let written = section()
    // At an aligned address the columns are read in place; one byte later they cannot be and are copied.
    for shift in [0, 1, 3] {
        let region = ByteRegion(bytes: [UInt8](repeating: 9, count: shift) + written.bytes).slice(shift, written.bytes.count)
        var reader = ByteReader(region)
        #expect(try reader.readString() == "odd")
        #expect(Array(try reader.readColumn(Int32.self)) == written.ints)
        #expect(Array(try reader.readColumn(UInt8.self)) == written.bytesColumn)
        #expect(Array(try reader.readColumn(Float.self)) == written.floats)
        #expect(Array(try reader.readColumn(Int64.self)) == written.longs)
        #expect(reader.isAtEnd)
    }
}

@Test func columnsPastTheEndThrow() {
    let written = section().bytes
    for cut in stride(from: 0, to: written.count, by: 5) {
        var reader = ByteReader(ByteRegion(bytes: Array(written.prefix(cut))))
        #expect(throws: ByteReaderError.self) {
            _ = try reader.readString()
            _ = try reader.readColumn(Int32.self)
            _ = try reader.readColumn(UInt8.self)
            _ = try reader.readColumn(Float.self)
            _ = try reader.readColumn(Int64.self)
        }
    }
}
